// What the token-level hazard detectors share: telling the program's own names from CUDA's,
// and reporting one finding per construct and line.
#pragma once

#include "rewriters/Rule.h"

#include <string_view>

namespace cu2hip::hazards {

// Whether the identifier token I names something the program declares itself (known only
// when the file parsed; a file that did not parse is judged by its tokens alone).
bool isProgramName(const RuleContext &C, size_t I);

// Whether token I is reached through 'Namespace::' (directly, or 'Namespace::x::' ...).
bool isQualifiedBy(const TokenStream &T, size_t I, std::string_view Namespace);

// Whether token I follows '.', '->' or '::' (a member or a qualified name).
bool followsAccessor(const TokenStream &T, size_t I);

// Whether token I lies in a preprocessor directive other than #define (an #include path,
// an #if condition): such tokens are not code.
bool inNonDefineDirective(const TokenStream &T, size_t I);

// Whether Clang's detectors already reported Kind on the line of Offset: in a file that
// only partly parsed, the token-level stand-ins of AST detectors cover what the AST lost.
bool astReportedOnLine(const RuleContext &C, DiagnosticKind Kind, unsigned Offset);

// Reports Kind at Offset unless the same kind was already reported on that line: a
// declaration like 'cg::cluster_group c = cg::this_cluster();' is one hazard, not two.
void reportOncePerLine(RuleContext &C, DiagnosticKind Kind, unsigned Offset,
                       std::vector<std::string> Args);

} // namespace cu2hip::hazards
