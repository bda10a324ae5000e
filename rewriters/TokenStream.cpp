// Raw lexing of one buffer in CUDA C++ mode.
#include "TokenStream.h"

#include "clang/Basic/LangOptions.h"
#include "clang/Lex/Lexer.h"

namespace cu2hip {

static clang::LangOptions cudaLanguage() {
  clang::LangOptions Lang;
  Lang.CPlusPlus = Lang.CPlusPlus11 = Lang.CPlusPlus14 = Lang.CPlusPlus17 = true;
  Lang.CUDA = true; // lexes '<<<' and '>>>' as single tokens
  Lang.LineComment = true;
  Lang.Bool = true;
  Lang.Digraphs = true;
  return Lang;
}

TokenStream::TokenStream(std::string_view Source) {
  static const clang::LangOptions Lang = cudaLanguage();
  // A non-null base location so that token locations encode offsets from 1.
  const clang::SourceLocation Base = clang::SourceLocation::getFromRawEncoding(1);
  clang::Lexer Lex(Base, Lang, Source.data(), Source.data(), Source.data() + Source.size());
  Lex.SetCommentRetentionState(false);
  int CurrentDirective = -1;
  clang::Token Tok;
  while (!Lex.LexFromRawLexer(Tok) || Tok.isNot(clang::tok::eof)) {
    if (Tok.is(clang::tok::eof))
      break;
    SourceToken T;
    T.Kind = Tok.getKind();
    T.Offset = Tok.getLocation().getRawEncoding() - 1;
    T.Length = Tok.getLength();
    T.Text = Source.substr(T.Offset, T.Length);
    T.StartsLine = Tok.isAtStartOfLine() || Tokens.empty();
    if (T.StartsLine)
      CurrentDirective = T.is(clang::tok::hash) ? static_cast<int>(Tokens.size()) : -1;
    T.DirectiveHash = CurrentDirective;
    Tokens.push_back(T);
  }
  for (size_t I = 0; I + 2 < Tokens.size(); ++I)
    if (Tokens[I].is(clang::tok::hash) && Tokens[I].DirectiveHash == static_cast<int>(I) &&
        Tokens[I + 1].Text == "define")
      FirstDefinitions.try_emplace(Tokens[I + 2].Text, I);
  // Each '(' paired with its ')' in one pass; asked of each '(' again, a scan to the
  // matching ')' made nested calls quadratic (16 KB of 'f(f(f(...' took seconds).
  ClosingParens.assign(Tokens.size(), Tokens.size());
  std::vector<size_t> Open;
  for (size_t I = 0; I < Tokens.size(); ++I) {
    if (I > 0 && Tokens[I].DirectiveHash != Tokens[I - 1].DirectiveHash)
      Open.clear(); // a call never spans a directive boundary we can rewrite safely
    if (Tokens[I].is(clang::tok::l_paren)) {
      Open.push_back(I);
    } else if (Tokens[I].is(clang::tok::r_paren) && !Open.empty()) {
      ClosingParens[Open.back()] = I;
      Open.pop_back();
    }
  }
}

std::string_view TokenStream::directiveOf(size_t I) const {
  int Hash = Tokens[I].DirectiveHash;
  if (Hash < 0 || static_cast<size_t>(Hash) + 1 >= Tokens.size())
    return {};
  const SourceToken &Name = Tokens[Hash + 1];
  if (Name.DirectiveHash != Hash)
    return {};
  return Name.Text;
}

size_t TokenStream::firstDefinition(std::string_view Name) const {
  auto It = FirstDefinitions.find(Name);
  return It == FirstDefinitions.end() ? Tokens.size() : It->second;
}

size_t TokenStream::matchingParen(size_t Open) const {
  return Open < Tokens.size() && Tokens[Open].is(clang::tok::l_paren) ? ClosingParens[Open]
                                                                      : Tokens.size();
}

std::vector<TokenStream::ArgumentSpan>
TokenStream::callArguments(size_t Open, const std::map<unsigned, unsigned> *TemplateLists) const {
  std::vector<ArgumentSpan> Args;
  size_t Close = matchingParen(Open);
  if (Close >= Tokens.size() || Close == Open + 1)
    return Args;
  int Depth = 0;
  std::vector<unsigned> TemplateCloses; // '>' offsets of the template lists open here
  size_t First = Open + 1;
  for (size_t I = Open + 1; I <= Close; ++I) {
    const SourceToken &T = Tokens[I];
    bool Ends = I == Close || (Depth == 0 && T.is(clang::tok::comma));
    if (Ends) {
      if (First < I)
        Args.push_back({First, I - 1, Tokens[First].Offset, Tokens[I - 1].end()});
      First = I + 1;
      continue;
    }
    if (T.is(clang::tok::l_paren) || T.is(clang::tok::l_square) || T.is(clang::tok::l_brace)) {
      ++Depth;
    } else if (T.is(clang::tok::r_paren) || T.is(clang::tok::r_square) ||
               T.is(clang::tok::r_brace)) {
      --Depth;
    } else if (T.is(clang::tok::less) && TemplateLists) {
      if (auto It = TemplateLists->find(T.Offset); It != TemplateLists->end()) {
        ++Depth;
        TemplateCloses.push_back(It->second);
      }
    } else {
      // A '>' ending a template list; a '>>' token may end two.
      while (!TemplateCloses.empty() && TemplateCloses.back() >= T.Offset &&
             TemplateCloses.back() < T.end()) {
        --Depth;
        TemplateCloses.pop_back();
      }
    }
  }
  return Args;
}

} // namespace cu2hip
