// Token-level argument reshaping: HIP_SYMBOL wrapping, void** casts, dropped masks.
#include "CallArgumentEdits.h"

#include <algorithm>
#include <cctype>

namespace cu2hip {
namespace {

std::string compact(std::string_view Text) {
  std::string Out;
  for (char Ch : Text)
    if (!std::isspace(static_cast<unsigned char>(Ch)))
      Out.push_back(static_cast<char>(std::tolower(static_cast<unsigned char>(Ch))));
  return Out;
}

// '&name', '&a.b', '&p->q[i]': a cast in front needs no parentheses around these.
bool isAddressOfName(const TokenStream &T, const TokenStream::ArgumentSpan &Arg) {
  if (!T[Arg.FirstToken].is(clang::tok::amp))
    return false;
  for (size_t I = Arg.FirstToken + 1; I <= Arg.LastToken; ++I) {
    const SourceToken &Tok = T[I];
    if (!Tok.isIdentifier() && !Tok.is(clang::tok::period) && !Tok.is(clang::tok::arrow) &&
        !Tok.is(clang::tok::coloncolon))
      return false;
  }
  return true;
}

void wrapArgument(RuleContext &C, const TokenStream::ArgumentSpan &Arg, const std::string &With) {
  if (C.Tokens[Arg.FirstToken].Text == With)
    return; // already wrapped
  C.edit(Arg.Begin, 0, With + "(");
  C.edit(Arg.End, 0, ")");
}

// '(void **)&p', '(const void*)k', 'reinterpret_cast<void**>(...)': the program
// already converts the argument itself; a second cast would only add noise.
bool isAlreadyPointerCast(const RuleContext &C, const TokenStream::ArgumentSpan &Arg) {
  const TokenStream &T = C.Tokens;
  if (T[Arg.FirstToken].Text == "reinterpret_cast" || T[Arg.FirstToken].Text == "static_cast")
    return true;
  if (!T[Arg.FirstToken].is(clang::tok::l_paren))
    return false;
  size_t Close = T.matchingParen(Arg.FirstToken);
  if (Close >= Arg.LastToken)
    return false;
  std::string Inside =
      compact(C.Source.substr(T[Arg.FirstToken].end(), T[Close].Offset - T[Arg.FirstToken].end()));
  return Inside.find("void") != std::string::npos && Inside.back() == '*';
}

void castArgument(RuleContext &C, const TokenStream::ArgumentSpan &Arg, const std::string &To) {
  if (isAlreadyPointerCast(C, Arg))
    return;
  if (isAddressOfName(C.Tokens, Arg)) {
    C.edit(Arg.Begin, 0, "(" + To + ")");
    return;
  }
  C.edit(Arg.Begin, 0, "(" + To + ")(");
  C.edit(Arg.End, 0, ")");
}

// Whether a mask is written 64 bits wide: a 'long long' type or cast, a 64-bit integer type,
// or a literal with an 'll' suffix (0xffffull). A variable named 'full' or 'pullMask' is not.
static bool writtenAs64Bit(std::string_view Text) {
  auto IsWordChar = [](char Ch) {
    return std::isalnum(static_cast<unsigned char>(Ch)) || Ch == '_';
  };
  for (size_t I = 0; I < Text.size();) {
    if (!IsWordChar(Text[I])) {
      ++I;
      continue;
    }
    size_t Start = I;
    while (I < Text.size() && IsWordChar(Text[I]))
      ++I;
    std::string_view Word = Text.substr(Start, I - Start);
    if (Word == "long" || Word == "uint64_t" || Word == "int64_t")
      return true;
    if (!std::isdigit(static_cast<unsigned char>(Word[0])))
      continue;
    size_t Suffix = Word.find_last_not_of("uUlL") + 1;
    std::string_view Letters = Word.substr(Suffix);
    if (Letters.find("ll") != std::string_view::npos ||
        Letters.find("LL") != std::string_view::npos)
      return true;
  }
  return false;
}

void widenMask(RuleContext &C, const TokenStream::ArgumentSpan &Arg, const MappingEntry &Entry,
               unsigned CallOffset) {
  std::string_view Text = C.Source.substr(Arg.Begin, Arg.End - Arg.Begin);
  // A ';' or a brace in a mask means the call's parentheses do not close where the code
  // does (a file Clang could not parse): the span is not an argument, and wrapping it
  // would move a parenthesis into other statements (and differently on a second run).
  if (Text.find_first_of(";{}") != std::string_view::npos)
    return;
  if (writtenAs64Bit(Text))
    return; // already 64-bit
  if (C.Facts.SyncCallWideArgs.count(Arg.Begin))
    return; // a 64-bit variable or expression: nothing to widen, no lane lost
  if (isFullWarpMaskArgument(C, Arg)) {
    C.edit(Arg.Begin, Arg.End - Arg.Begin, "0xffffffffffffffffull");
    return;
  }
  C.edit(Arg.Begin, 0, "static_cast<unsigned long long>(");
  C.edit(Arg.End, 0, ")");
  C.report(DiagnosticKind::PartialMaskWidened, CallOffset, {Entry.Cuda, std::string(Text)});
}

bool isNullPointerText(std::string_view Text) {
  std::string T = compact(Text);
  return T == "null" || T == "nullptr" || T == "0" || T == "(void*)0";
}

void removeArgument(RuleContext &C, const std::vector<TokenStream::ArgumentSpan> &Args,
                    unsigned Index) {
  // Up to the next argument, or back to the previous one for the last.
  unsigned Begin = Args[Index].Begin, End = Args[Index].End;
  if (Index + 1 < Args.size())
    End = Args[Index + 1].Begin;
  else if (Index > 0)
    Begin = Args[Index - 1].End;
  C.edit(Begin, End - Begin, "");
}

// An argument the HIP function does not have: dropping a null pointer changes nothing,
// anything else may carry settings HIP cannot honour, and is reported.
void dropArgument(RuleContext &C, const std::vector<TokenStream::ArgumentSpan> &Args,
                  unsigned Index, const MappingEntry &Entry, unsigned CallOffset) {
  std::string_view Text = C.Source.substr(Args[Index].Begin, Args[Index].End - Args[Index].Begin);
  removeArgument(C, Args, Index);
  if (!isNullPointerText(Text))
    C.report(DiagnosticKind::ArgumentDropped, CallOffset,
             {std::to_string(Index), Entry.Cuda, std::string(Text), Entry.Note});
}

} // namespace

bool isFullWarpMaskArgument(const RuleContext &C, const TokenStream::ArgumentSpan &Arg) {
  std::string_view Text = C.Source.substr(Arg.Begin, Arg.End - Arg.Begin);
  if (isFullWarpMask(Text))
    return true;
  if (auto It = C.Facts.SyncCallConstantArgs.find(Arg.Begin);
      It != C.Facts.SyncCallConstantArgs.end())
    return It->second == 0xffffffffull || It->second == ~0ull;
  std::string_view Value = objectMacroValue(C, Text);
  return !Value.empty() && isFullWarpMask(Value);
}

void applyArgumentTransforms(RuleContext &C, const MappingEntry &Entry, size_t Open,
                             unsigned CallOffset) {
  auto Args = C.callArguments(Open);
  // CUDA defaults HIP's declaration lacks, written after the last argument in index order:
  // 'cudaStreamWaitEvent(s, e)' -> 'hipStreamWaitEvent(s, e, 0)'.
  std::string Supplied;
  size_t Written = Args.size();
  for (const ArgumentTransform &T : Entry.Args) {
    if (T.What == ArgumentTransform::Action::SupplyDefault) {
      if (T.Index == Written) {
        Supplied += (Written == 0 ? "" : ", ") + T.Text;
        ++Written;
      }
      continue;
    }
    if (T.Index >= Args.size() || (T.WhenArguments && *T.WhenArguments != Args.size()))
      continue;
    switch (T.What) {
    case ArgumentTransform::Action::Wrap:
      wrapArgument(C, Args[T.Index], T.Text);
      break;
    case ArgumentTransform::Action::Cast:
      castArgument(C, Args[T.Index], T.Text);
      break;
    case ArgumentTransform::Action::WidenMask:
      widenMask(C, Args[T.Index], Entry, CallOffset);
      break;
    case ArgumentTransform::Action::Drop:
      dropArgument(C, Args, T.Index, Entry, CallOffset);
      break;
    case ArgumentTransform::Action::SupplyDefault:
      break; // handled above
    }
  }
  if (!Supplied.empty())
    C.edit(Args.empty() ? C.Tokens[Open].end() : Args.back().End, 0, Supplied);
}

std::vector<std::string> dropArguments(RuleContext &C, const std::vector<unsigned> &DroppedArgs,
                                       size_t Open) {
  std::vector<std::string> Removed;
  auto Args = C.callArguments(Open);
  for (unsigned Index : DroppedArgs) {
    if (Index >= Args.size())
      continue;
    const auto &Arg = Args[Index];
    Removed.emplace_back(C.Source.substr(Arg.Begin, Arg.End - Arg.Begin));
    removeArgument(C, Args, Index);
  }
  return Removed;
}

std::string_view objectMacroValue(const RuleContext &C, std::string_view Name) {
  const TokenStream &T = C.Tokens;
  size_t I = T.firstDefinition(Name); // looked up, not searched: asked of every mask argument
  if (I + 3 >= T.size())
    return {};
  // An object-like macro: the value starts right after the name, not with '('.
  if (T[I + 3].DirectiveHash != static_cast<int>(I) ||
      (T[I + 3].is(clang::tok::l_paren) && T[I + 3].Offset == T[I + 2].end()))
    return {};
  size_t Last = I + 3;
  while (Last + 1 < T.size() && T[Last + 1].DirectiveHash == static_cast<int>(I))
    ++Last;
  return C.Source.substr(T[I + 3].Offset, T[Last].end() - T[I + 3].Offset);
}

bool isFullWarpMask(std::string_view ArgumentText) {
  std::string Text = compact(ArgumentText);
  while (Text.size() > 2 && Text.front() == '(' && Text.back() == ')')
    Text = Text.substr(1, Text.size() - 2);
  while (!Text.empty() && (Text.back() == 'u' || Text.back() == 'l'))
    Text.pop_back();
  static const char *Full[] = {"0xffffffff", "0xffffffffffffffff", "~0",
                               "-1",         "__activemask()",     "0xffffffffu"};
  return std::any_of(std::begin(Full), std::end(Full), [&](const char *F) { return Text == F; });
}

} // namespace cu2hip
