// Parsing fixture headers and inline "// expect:" comments.
#include "FixtureSpec.h"

#include <regex>
#include <sstream>

namespace cu2hip::golden {

static std::string trim(const std::string &S) {
  size_t B = S.find_first_not_of(" \t\r"), E = S.find_last_not_of(" \t\r");
  return B == std::string::npos ? "" : S.substr(B, E - B + 1);
}

static std::string headerValue(const std::string &Line, const std::string &Key) {
  std::string Prefix = "// " + Key + ":";
  return Line.rfind(Prefix, 0) == 0 ? trim(Line.substr(Prefix.size())) : std::string();
}

FixtureSpec parseFixtureSpec(const std::string &Source) {
  FixtureSpec Spec;
  std::istringstream In(Source);
  std::string Line;
  static const std::regex Expect(R"(// expect: ([A-Z0-9, -]+))");
  static const std::regex Id(R"(CU2HIP-[A-Z][0-9]{3})");
  for (unsigned Number = 1; std::getline(In, Line); ++Number) {
    if (std::string V = headerValue(Line, "fixture"); !V.empty())
      Spec.Description = V;
    if (std::string V = headerValue(Line, "kind"); !V.empty())
      Spec.Kind = V;
    if (std::string V = headerValue(Line, "args"); !V.empty()) {
      std::istringstream Words(V);
      for (std::string W; Words >> W;)
        Spec.Args.push_back(W);
    }
    std::smatch M;
    if (!std::regex_search(Line, M, Expect))
      continue;
    std::string Ids = M[1];
    for (std::sregex_iterator It(Ids.begin(), Ids.end(), Id), End; It != End; ++It)
      Spec.ExpectedDiagnostics.insert({Number, It->str()});
  }
  return Spec;
}

std::multiset<std::pair<unsigned, std::string>> parseReportedDiagnostics(const std::string &Stderr) {
  std::multiset<std::pair<unsigned, std::string>> Result;
  static const std::regex Diagnostic(
      R"(^.*?:([0-9]+):[0-9]+: (?:note|warning|error): .*\[(CU2HIP-[A-Z][0-9]{3})\]\s*$)");
  std::istringstream In(Stderr);
  std::string Line;
  while (std::getline(In, Line)) {
    std::smatch M;
    if (std::regex_match(Line, M, Diagnostic))
      Result.insert({static_cast<unsigned>(std::stoul(M[1])), M[2]});
  }
  return Result;
}

} // namespace cu2hip::golden
