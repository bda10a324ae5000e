// Tokenizing and normalizing a source file for the effort calibration's line diff.
#include "PortText.h"

#include <cctype>
#include <set>

namespace cu2hip {
namespace {

struct Token {
  std::string Text;
  unsigned Line = 0;  // physical line
  unsigned Group = 0; // logical line: a backslash-newline does not end one
};

bool isIdentStart(char C) { return std::isalpha((unsigned char)C) || C == '_'; }
bool isIdentChar(char C) { return std::isalnum((unsigned char)C) || C == '_'; }

// Longest first: the lexer takes the first that matches.
const char *const Punctuators[] = {"<<<", ">>>", "<<=", ">>=", "...", "->*", "::", "->", "++", "--",
                                   "<<",  ">>",  "<=",  ">=",  "==",  "!=",  "&&", "||", "+=", "-=",
                                   "*=",  "/=",  "%=",  "&=",  "|=",  "^=",  "##", ".*"};

class Lexer {
public:
  explicit Lexer(std::string_view Text) : Text(Text) {}

  std::vector<Token> run() {
    while (Pos < Text.size())
      step();
    return std::move(Tokens);
  }

private:
  std::string_view Text;
  size_t Pos = 0;
  unsigned Line = 1, Group = 0;
  bool LineStart = true; // no token yet on this logical line
  std::vector<Token> Tokens;

  void push(std::string S) {
    Tokens.push_back({std::move(S), Line, Group});
    LineStart = false;
  }
  void newline() {
    ++Line;
    ++Group;
    LineStart = true;
  }
  // Skips to the end of a quoted literal opened at Pos, escapes honoured.
  size_t quotedEnd(size_t From, char Quote) const {
    size_t I = From + 1;
    while (I < Text.size() && Text[I] != Quote && Text[I] != '\n')
      I += Text[I] == '\\' ? 2 : 1;
    return std::min(I + 1, Text.size());
  }
  void literal(size_t From, size_t End) {
    std::string S(Text.substr(From, End - From));
    for (char C : S)
      if (C == '\n')
        ++Line; // a raw string's lines stay in its token's logical line
    Tokens.push_back({S, Line, Group});
    LineStart = false;
    Pos = End;
  }
  void rawString(size_t From, size_t QuotePos) {
    size_t Open = Text.find('(', QuotePos);
    if (Open == std::string_view::npos)
      return literal(From, quotedEnd(QuotePos, '"'));
    std::string Close = ")" + std::string(Text.substr(QuotePos + 1, Open - QuotePos - 1)) + "\"";
    size_t End = Text.find(Close, Open);
    literal(From, End == std::string_view::npos ? Text.size() : End + Close.size());
  }
  // After `#include`: the header name as one token, without its delimiters.
  void headerName() {
    while (Pos < Text.size() && (Text[Pos] == ' ' || Text[Pos] == '\t'))
      ++Pos;
    if (Pos >= Text.size() || (Text[Pos] != '<' && Text[Pos] != '"'))
      return;
    char Close = Text[Pos] == '<' ? '>' : '"';
    size_t End = Text.find(Close, Pos + 1);
    size_t Eol = Text.find('\n', Pos);
    if (End == std::string_view::npos || (Eol != std::string_view::npos && End > Eol))
      return;
    push(std::string(Text.substr(Pos + 1, End - Pos - 1)));
    Pos = End + 1;
  }
  void step() {
    char C = Text[Pos];
    if (C == '\n')
      return ++Pos, newline();
    if (C == '\\' && Pos + 1 < Text.size() && Text[Pos + 1] == '\n') {
      Pos += 2;
      ++Line; // the logical line goes on
      return;
    }
    if (std::isspace((unsigned char)C))
      return void(++Pos);
    if (Text.substr(Pos, 2) == "//") {
      while (Pos < Text.size() && Text[Pos] != '\n')
        Pos += (Text[Pos] == '\\' && Pos + 1 < Text.size() && Text[Pos + 1] == '\n') ? 2 : 1;
      return;
    }
    if (Text.substr(Pos, 2) == "/*") {
      size_t End = Text.find("*/", Pos + 2);
      End = End == std::string_view::npos ? Text.size() : End + 2;
      for (size_t I = Pos; I < End; ++I)
        if (Text[I] == '\n')
          ++Line; // a comment joins the lines around it, as the compiler sees them
      Pos = End;
      return;
    }
    if (isIdentStart(C)) {
      size_t End = Pos;
      while (End < Text.size() && isIdentChar(Text[End]))
        ++End;
      std::string_view Word = Text.substr(Pos, End - Pos);
      if (End < Text.size() && Text[End] == '"' && !Word.empty() && Word.back() == 'R')
        return rawString(Pos, End);
      if (End < Text.size() && (Text[End] == '"' || Text[End] == '\'') &&
          (Word == "L" || Word == "u" || Word == "U" || Word == "u8"))
        return literal(Pos, quotedEnd(End, Text[End]));
      bool Include = Word == "include" && Tokens.size() && Tokens.back().Text == "#" &&
                     Tokens.back().Group == Group &&
                     (Tokens.size() < 2 || Tokens[Tokens.size() - 2].Group != Group);
      push(std::string(Word));
      Pos = End;
      if (Include)
        headerName();
      return;
    }
    if (std::isdigit((unsigned char)C) ||
        (C == '.' && Pos + 1 < Text.size() && std::isdigit((unsigned char)Text[Pos + 1]))) {
      size_t End = Pos + 1;
      while (End < Text.size() &&
             (isIdentChar(Text[End]) || Text[End] == '.' || Text[End] == '\'' ||
              ((Text[End] == '+' || Text[End] == '-') &&
               std::string_view("eEpP").find(Text[End - 1]) != std::string_view::npos)))
        ++End;
      push(std::string(Text.substr(Pos, End - Pos)));
      Pos = End;
      return;
    }
    if (C == '"' || C == '\'')
      return literal(Pos, quotedEnd(Pos, C));
    for (const char *P : Punctuators) {
      std::string_view S(P);
      if (Text.substr(Pos, S.size()) == S) {
        push(std::string(S));
        Pos += S.size();
        return;
      }
    }
    push(std::string(1, C));
    ++Pos;
  }
};

// The top-level comma-separated arguments of the bracket opened at Open; End gets the index
// of its closing bracket (Tokens.size() when unbalanced).
std::vector<std::vector<Token>> splitArguments(const std::vector<Token> &Tokens, size_t Open,
                                               std::string_view Close, size_t &End) {
  std::vector<std::vector<Token>> Args(1);
  int Depth = 0;
  for (size_t I = Open + 1; I < Tokens.size(); ++I) {
    const std::string &T = Tokens[I].Text;
    if (Depth == 0 && T == Close) {
      End = I;
      return Args;
    }
    if (T == "(" || T == "[" || T == "{")
      ++Depth;
    else if (T == ")" || T == "]" || T == "}")
      --Depth;
    if (Depth == 0 && T == ",")
      Args.emplace_back();
    else
      Args.back().push_back(Tokens[I]);
  }
  End = Tokens.size();
  return Args;
}

bool isText(const std::vector<Token> &Arg, std::initializer_list<const char *> Texts) {
  if (Arg.size() != 1)
    return false;
  for (const char *T : Texts)
    if (Arg[0].Text == T)
      return true;
  return false;
}

// `dim3(X)` -> X; `NAME(X)` wrapper removal in general.
std::vector<Token> unwrapped(std::vector<Token> Arg, std::string_view Wrapper) {
  if (Arg.size() >= 4 && Arg[0].Text == Wrapper && Arg[1].Text == "(" && Arg.back().Text == ")")
    return std::vector<Token>(Arg.begin() + 2, Arg.end() - 1);
  return Arg;
}

// A launch configuration as both spellings compare: no dim3() wrappers, no trailing
// zero stream or shared-memory size.
std::vector<std::vector<Token>> normalizedConfig(std::vector<std::vector<Token>> Config) {
  for (auto &Arg : Config)
    Arg = unwrapped(std::move(Arg), "dim3");
  if (Config.size() == 4 && isText(Config[3], {"0", "NULL", "nullptr"}))
    Config.pop_back();
  if (Config.size() == 3 && isText(Config[2], {"0"}))
    Config.pop_back();
  return Config;
}

void appendJoined(std::vector<Token> &Out, const std::vector<std::vector<Token>> &Args,
                  const Token &Separator) {
  for (size_t I = 0; I < Args.size(); ++I) {
    if (I)
      Out.push_back(Separator);
    Out.insert(Out.end(), Args[I].begin(), Args[I].end());
  }
}

// hipLaunchKernelGGL(K, G, B, S, Q, ARGS) -> K<<<G, B, S, Q>>>(ARGS), then every chevron
// configuration normalized.
std::vector<Token> normalizedLaunches(const std::vector<Token> &In) {
  std::vector<Token> Out;
  for (size_t I = 0; I < In.size(); ++I) {
    const Token &T = In[I];
    if (T.Text == "HIP_KERNEL_NAME" && I + 1 < In.size() && In[I + 1].Text == "(") {
      size_t End;
      auto Args = splitArguments(In, I + 1, ")", End);
      if (End < In.size()) {
        appendJoined(Out, Args, {",", T.Line, T.Group});
        I = End;
        continue;
      }
    }
    if (T.Text == "hipLaunchKernelGGL" && I + 1 < In.size() && In[I + 1].Text == "(") {
      size_t End;
      auto Args = splitArguments(In, I + 1, ")", End);
      if (End < In.size() && Args.size() >= 5) {
        std::vector<Token> Kernel = unwrapped(Args[0], "HIP_KERNEL_NAME");
        Out.insert(Out.end(), Kernel.begin(), Kernel.end());
        Out.push_back({"<<<", T.Line, T.Group});
        appendJoined(Out, normalizedConfig({Args.begin() + 1, Args.begin() + 5}),
                     {",", T.Line, T.Group});
        Out.push_back({">>>", T.Line, T.Group});
        Out.push_back({"(", T.Line, T.Group});
        appendJoined(Out, {Args.begin() + 5, Args.end()}, {",", T.Line, T.Group});
        Out.push_back({")", In[End].Line, In[End].Group});
        I = End;
        continue;
      }
    }
    if (T.Text == "HIP_DYNAMIC_SHARED" && I + 1 < In.size() && In[I + 1].Text == "(") {
      size_t End;
      auto Args = splitArguments(In, I + 1, ")", End);
      if (End < In.size() && Args.size() == 2) { // old HIP's spelling of extern __shared__ T N[]
        Out.push_back({"extern", T.Line, T.Group});
        Out.push_back({"__shared__", T.Line, T.Group});
        Out.insert(Out.end(), Args[0].begin(), Args[0].end());
        Out.insert(Out.end(), Args[1].begin(), Args[1].end());
        Out.push_back({"[", T.Line, T.Group});
        Out.push_back({"]", T.Line, T.Group});
        I = End;
        continue;
      }
    }
    if (T.Text == "<<<") {
      size_t End;
      auto Config = splitArguments(In, I, ">>>", End);
      if (End < In.size()) {
        Out.push_back(T);
        appendJoined(Out, normalizedConfig(std::move(Config)), {",", T.Line, T.Group});
        Out.push_back(In[End]);
        I = End;
        continue;
      }
    }
    Out.push_back(T);
  }
  return Out;
}

// `__shfl_xor_sync(MASK, V, L)` -> `__shfl_xor(V, L)`: ports written before HIP had the
// _sync forms use the maskless ones, the same operation for a full wavefront. Only the
// name and the mask are dropped; the arguments after them go on through the loop, so a
// call nested in them is rewritten too.
std::vector<Token> withoutWarpMasks(const std::vector<Token> &In) {
  static const std::set<std::string> Synced = {
      "__shfl_sync",   "__shfl_up_sync", "__shfl_down_sync", "__shfl_xor_sync",
      "__ballot_sync", "__any_sync",     "__all_sync"};
  std::vector<Token> Out;
  for (size_t I = 0; I < In.size(); ++I) {
    const Token &T = In[I];
    if (Synced.count(T.Text) && I + 1 < In.size() && In[I + 1].Text == "(") {
      size_t End;
      auto Args = splitArguments(In, I + 1, ")", End);
      if (End < In.size() && Args.size() >= 2) {
        Out.push_back({T.Text.substr(0, T.Text.size() - 5), T.Line, T.Group});
        Out.push_back(In[I + 1]);
        I += 2 + Args[0].size(); // the mask's tokens and the comma after them
        continue;
      }
    }
    Out.push_back(T);
  }
  return Out;
}

} // namespace

std::string canonicalPortSpelling(const std::string &T) {
  if (T.empty() || !(std::isalpha((unsigned char)T[0]) || T[0] == '_' || T[0] == '"'))
    return T;
  std::string S;
  for (char C : T)
    S += char(std::tolower((unsigned char)C));
  std::string Out;
  for (size_t I = 0; I < S.size();) {
    bool WordStart = I == 0 || !std::isalpha((unsigned char)S[I - 1]);
    if (S.compare(I, 4, "cuda") == 0) {
      Out += "hip";
      I += 4;
    } else if (WordStart && S.compare(I, 2, "cu") == 0) {
      Out += "hip";
      I += 2;
    } else {
      Out += S[I++];
    }
  }
  return Out;
}

namespace {

bool isHipRuntimeInclude(const std::vector<std::string> &Tokens) {
  static const std::set<std::string> Headers = {"hip/hip_runtime.h", "hip/hip_runtime_api.h"};
  return Tokens.size() == 3 && Tokens[0] == "#" && Tokens[1] == "include" &&
         Headers.count(Tokens[2]);
}

} // namespace

std::vector<PortLine> normalizedPortLines(std::string_view Text) {
  std::vector<Token> Tokens = withoutWarpMasks(normalizedLaunches(Lexer(Text).run()));
  // Units: a preprocessor directive is its logical line; other code is cut after each
  // ';', '{' and '}', wherever the lines break.
  std::vector<PortLine> Lines;
  bool InDirective = false, UnitOpen = false;
  unsigned Group = ~0u;
  int Parens = 0; // a for statement's ';' does not end a unit
  for (const Token &T : Tokens) {
    bool NewLogicalLine = T.Group != Group;
    Group = T.Group;
    if (NewLogicalLine && InDirective)
      UnitOpen = InDirective = false;
    if (NewLogicalLine && T.Text == "#") {
      InDirective = true;
      UnitOpen = false;
    }
    if (!UnitOpen)
      Lines.push_back({T.Line, {}});
    UnitOpen = true;
    Lines.back().Tokens.push_back(T.Text);
    if (InDirective)
      continue;
    Parens += T.Text == "(" ? 1 : T.Text == ")" ? -1 : 0;
    if (Parens < 0 || T.Text == "{" || T.Text == "}")
      Parens = 0; // unbalanced text (an #if split a call): start afresh
    if ((T.Text == ";" && Parens == 0) || T.Text == "{" || T.Text == "}")
      UnitOpen = false;
  }
  std::erase_if(Lines, [](const PortLine &L) { return isHipRuntimeInclude(L.Tokens); });
  for (PortLine &L : Lines)
    for (std::string &T : L.Tokens)
      T = canonicalPortSpelling(T);
  return Lines;
}

std::string joinedTokens(const PortLine &L) {
  std::string S;
  for (const std::string &T : L.Tokens) {
    if (!S.empty())
      S += ' ';
    S += T;
  }
  return S;
}

} // namespace cu2hip
