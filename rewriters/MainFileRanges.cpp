#include "MainFileRanges.h"

#include "clang/Lex/Lexer.h"

namespace cu2hip {

using namespace clang;

std::optional<ByteRange> fileRange(SourceRange Range, const SourceManager &SM,
                                   const LangOptions &LangOpts) {
  if (Range.getBegin().isMacroID() || Range.getEnd().isMacroID())
    return std::nullopt;
  if (!SM.isWrittenInMainFile(Range.getBegin()))
    return std::nullopt;
  unsigned Begin = SM.getFileOffset(Range.getBegin());
  unsigned End =
      SM.getFileOffset(Range.getEnd()) + Lexer::MeasureTokenLength(Range.getEnd(), SM, LangOpts);
  return ByteRange{Begin, End};
}

std::optional<ByteRange> writtenRange(SourceRange Range, const SourceManager &SM,
                                      const LangOptions &LangOpts) {
  CharSourceRange Chars =
      Lexer::makeFileCharRange(CharSourceRange::getTokenRange(Range), SM, LangOpts);
  if (Chars.isInvalid() || !SM.isWrittenInMainFile(Chars.getBegin()))
    return std::nullopt;
  return ByteRange{SM.getFileOffset(Chars.getBegin()), SM.getFileOffset(Chars.getEnd())};
}

} // namespace cu2hip
