// Translates one CUDA source file to HIP: parse, run every rule, apply the edits.
#pragma once

#include "AstFacts.h"
#include "EditSet.h"
#include "PreambleCache.h"
#include "TimeBudget.h"
#include "TranslationOptions.h"
#include "mappings/MappingTable.h"
#include "report/Diagnostics.h"

#include <string>
#include <vector>

namespace cu2hip {

// How a file was translated: from Clang's AST (with the token rules it drives), at token
// level only because Clang could not parse it, or not at all.
enum class TranslationMode { Ast, Fallback, Failed };

struct FileTranslation {
  std::string Path;
  std::string Input;
  std::string Output; // empty only when Mode == Failed
  TranslationMode Mode = TranslationMode::Failed;
  bool Parsed = false;             // Clang built an AST without errors
  std::vector<std::string> Errors; // Clang's first errors when it did not
  std::vector<std::string> MissingIncludes;
  // A header that did not parse alone but did after the text before its include in this
  // includer (ParseOptions::IncluderPath); empty otherwise. Reported as N012.
  std::string ParsedAfter;
  // Crashes and exceptions caught in a stage ("rule 'x' crashed (signal 11); ..."): the run
  // reports them with the file and goes on with the other files.
  std::vector<std::string> InternalErrors;
  // The stage --file-timeout stopped ("parse (host side)", "hazard analysis (rule 'x')"), or
  // "": such a translation is reported (W059) but never cached, as a later run may finish.
  std::string OutOfTimeIn;
  std::vector<Finding> Findings;   // sorted by position; suppressed ones removed
  unsigned SuppressedFindings = 0; // by '// cu2hip: ignore(ID)' comments or --suppress
  std::vector<Edit> Edits;
  std::vector<std::string> ConvertedReferences; // CUDA names whose spelling changed
  std::vector<std::string> PortableReferences;  // mapped CUDA names HIP spells the same
  double ParseSeconds = 0, RewriteSeconds = 0;
  // CPU time of the thread that translated the file (a PCH built for it included): what
  // makes a file slow, apart from what other threads and processes took from it.
  double CpuSeconds = 0;
};

// NUL bytes mean an object file, an image or UTF-16 text: nothing the lexer may rewrite.
// translate() refuses such content before any rule runs.
bool looksBinary(std::string_view Content);

// A finding matched on the raw tokens of a file Clang could not parse: the spelling fits,
// but no name was resolved, so it may be the program's own look-alike. Reports tag it.
bool isLowConfidence(const FileTranslation &T, const Finding &F);

class FileTranslator {
public:
  // With a PreambleCache the CUDA headers are parsed once per run instead of per file.
  FileTranslator(const MappingTable &Table, TranslationOptions Options,
                 PreambleCache *Preambles = nullptr);

  // Path must be absolute; Content is what was read from it. When Clang cannot parse
  // the file, the result has Parsed == false and, unless fallback is off or the file is
  // not text, a token-level Output (Mode == Fallback).
  FileTranslation translate(const std::string &Path, std::string Content) const;
  // The same within Budget instead of --file-timeout's (tests stop chosen stages).
  FileTranslation translate(const std::string &Path, std::string Content, TimeBudget Budget) const;

private:
  FileTranslation translateUntimed(const std::string &Path, std::string Content,
                                   TimeBudget Budget) const;

  const MappingTable &Table;
  TranslationOptions Options;
  PreambleCache *Preambles;
};

// 1-based line and column of a byte offset.
std::pair<unsigned, unsigned> lineAndColumn(std::string_view Source, unsigned Offset);

} // namespace cu2hip
