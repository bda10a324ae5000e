// What a build-script rule works with: the text, the options, and where its edits and
// findings go. Rules never edit the text directly; overlapping edits are refused.
#pragma once

#include "BuildScriptMigration.h"
#include "rewriters/EditSet.h"

#include <string>
#include <string_view>

namespace cu2hip {

class MigrationContext {
public:
  MigrationContext(std::string_view Text, const BuildScriptOptions &Options)
      : Text(Text), Options(Options) {}

  std::string_view text() const { return Text; }
  const BuildScriptOptions &options() const { return Options; }

  // Replaces [Offset, Offset + Length) with Replacement; false when another rule has
  // already edited those bytes (the first rule wins, and this one reports nothing) or when
  // Rule is not selected (--only-rules). Rule is the registry's name of the rule.
  bool replace(unsigned Offset, unsigned Length, std::string Replacement, const char *Rule);
  bool insert(unsigned Offset, std::string Text, const char *Rule) {
    return replace(Offset, 0, std::move(Text), Rule);
  }
  bool edited(unsigned Offset, unsigned Length) const { return Edits.touches(Offset, Length); }

  void report(DiagnosticKind Kind, unsigned Offset, std::vector<std::string> Args,
              const char *Rule);

  // The 'AMD targets' spelling used in notes and flags: "gfx90a;gfx942".
  std::string archList(char Separator) const;

  BuildScriptMigration finish() const;

private:
  std::string_view Text;
  const BuildScriptOptions &Options;
  EditSet Edits;
  std::vector<Finding> Findings;
};

// 1-based line and column of Offset in Text.
std::pair<unsigned, unsigned> lineColumnIn(std::string_view Text, unsigned Offset);

} // namespace cu2hip
