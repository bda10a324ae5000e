// Links from reports to a diagnostic's entry in docs/diagnostics.md.
#include "ReportContext.h"

#include <cctype>

namespace cu2hip {

std::string diagnosticAnchor(const std::string &Id) {
  std::string Anchor = Id;
  for (char &Ch : Anchor)
    Ch = static_cast<char>(std::tolower(static_cast<unsigned char>(Ch)));
  return Anchor;
}

std::string diagnosticLink(const ReportContext &Context, const std::string &Id) {
  return Context.DocsUrl + "#" + diagnosticAnchor(Id);
}

} // namespace cu2hip
