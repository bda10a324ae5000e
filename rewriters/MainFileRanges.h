// Where an expression or declaration is written in the main file, as byte offsets: the
// ranges the rules rewrite.
#pragma once

#include "AstFacts.h"

#include "clang/Basic/LangOptions.h"
#include "clang/Basic/SourceManager.h"

#include <optional>

namespace cu2hip {

// The range when both ends are the main file's own text (no macro expansion at either end).
std::optional<ByteRange> fileRange(clang::SourceRange Range, const clang::SourceManager &SM,
                                   const clang::LangOptions &LangOpts);

// The main-file text an expression was written as, where it is or contains macro
// expansions: from the first to the last token written in the file.
std::optional<ByteRange> writtenRange(clang::SourceRange Range, const clang::SourceManager &SM,
                                      const clang::LangOptions &LangOpts);

} // namespace cu2hip
