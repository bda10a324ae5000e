// Writing the HTML report: plain string building, every user-derived text escaped.
#include "HtmlReport.h"

#include "EstimateReport.h"

#include "llvm/Support/Format.h"
#include "llvm/Support/raw_ostream.h"

#include <algorithm>

namespace cu2hip {

std::string escapeHtml(std::string_view Text) {
  std::string Out;
  Out.reserve(Text.size());
  for (char C : Text) {
    switch (C) {
    case '&':
      Out += "&amp;";
      break;
    case '<':
      Out += "&lt;";
      break;
    case '>':
      Out += "&gt;";
      break;
    case '"':
      Out += "&quot;";
      break;
    case '\'':
      Out += "&#39;";
      break;
    default:
      Out += C;
    }
  }
  return Out;
}

namespace {

const char *const Style = R"css(
body { font: 14px/1.4 system-ui, sans-serif; margin: 2em; color: #1d1d1f; }
h1 { font-size: 1.6em; } h2 { font-size: 1.2em; margin-top: 2em; }
.summary { display: flex; flex-wrap: wrap; gap: 1em; }
.card { border: 1px solid #ccd; border-radius: 6px; padding: .6em 1em; min-width: 9em; }
.card .n { font-size: 1.6em; font-weight: 600; display: block; }
table { border-collapse: collapse; }
th, td { border-bottom: 1px solid #dde; padding: .25em .7em; text-align: left; }
td.num, th.num { text-align: right; }
table.sortable th { cursor: pointer; user-select: none; }
table.sortable th::after { content: " \2195"; color: #99a; }
.bar-row { display: flex; align-items: center; margin: .15em 0; }
.bar-label { width: 16em; } .bar-count { width: 4em; text-align: right; padding-right: .5em; }
.bar { background: #d0342c; height: 1em; }
.bar.family { background: #2c6fd0; }
pre.snippet { background: #f4f4f8; padding: .3em .6em; margin: .2em 0 .8em; overflow-x: auto; }
.severity-error { color: #b00; } .severity-warning { color: #a60; } .severity-note { color: #357; }
)css";

// Sorts the table by the clicked column's data-value (numbers numerically); a second
// click on the same column reverses the order.
const char *const Script = R"js(
document.querySelectorAll('table.sortable th').forEach(function (th, column) {
  th.addEventListener('click', function () {
    var table = th.closest('table'), body = table.tBodies[0];
    var descending = table.dataset.sortColumn == column ? table.dataset.sortOrder != 'desc' : true;
    var rows = Array.prototype.slice.call(body.rows);
    rows.sort(function (a, b) {
      var x = a.cells[column].dataset.value, y = b.cells[column].dataset.value;
      var nx = parseFloat(x), ny = parseFloat(y);
      var order = (!isNaN(nx) && !isNaN(ny)) ? nx - ny : x.localeCompare(y);
      return descending ? -order : order;
    });
    rows.forEach(function (r) { body.appendChild(r); });
    table.dataset.sortColumn = column;
    table.dataset.sortOrder = descending ? 'desc' : 'asc';
  });
});
)js";

std::string number(double Value) {
  std::string S;
  llvm::raw_string_ostream OS(S);
  OS << llvm::format("%.1f", Value);
  return S;
}

void card(llvm::raw_ostream &OS, const char *Id, const std::string &Value, const char *Label) {
  OS << "<div class=\"card\"><span class=\"n\" id=\"" << Id << "\">" << escapeHtml(Value)
     << "</span>" << Label << "</div>\n";
}

void summary(llvm::raw_ostream &OS, const std::vector<FileStatistics> &Files,
             const ProjectEstimate &P) {
  FileStatistics Total;
  size_t FindingCount = 0;
  for (const FileStatistics &F : Files) {
    Total.add(F);
    FindingCount += F.Findings.size();
  }
  OS << "<div class=\"summary\">\n";
  card(OS, "summary-files", std::to_string(Files.size()), "files");
  card(OS, "summary-lines", std::to_string(Total.LinesTotal), "lines");
  card(OS, "summary-converted", std::to_string(Total.Converted), "CUDA references converted");
  card(OS, "summary-unconverted", std::to_string(Total.Unconverted), "left unconverted");
  card(OS, "summary-findings", std::to_string(FindingCount), "findings");
  card(OS, "estimate-hours", formatRange(P.Total),
       P.Residual ? "person-hours (judgement weights)" : "person-hours (estimate)");
  OS << "</div>\n<p>Project class: <strong id=\"project-class\">"
     << escapeHtml(P.Class ? P.Class->Name : "") << "</strong> &mdash; "
     << escapeHtml(P.Class ? P.Class->Label + ", typically " + P.Class->Scale : "") << "</p>\n";
  if (!P.ClassReasons.empty()) {
    OS << "<ul>";
    for (const std::string &R : P.ClassReasons)
      OS << "<li>" << escapeHtml(R) << "</li>";
    OS << "</ul>\n";
  }
}

// The first thing a porting estimate says: which CUDA libraries the code needs on AMD.
void libraryInventory(llvm::raw_ostream &OS, const ProjectEstimate &P) {
  OS << "<h2>CUDA libraries the code depends on</h2>\n";
  if (P.Libraries.empty()) {
    OS << "<p id=\"libraries\">None: runtime API and kernels only.</p>\n";
    return;
  }
  OS << "<table id=\"libraries\"><thead><tr><th>library</th><th class=\"num\">uses</th>"
        "<th class=\"num\">left for hand work</th><th>HIP/ROCm</th><th>mapping table</th>"
        "<th>calibrated</th></tr></thead><tbody>\n";
  for (const LibraryDependency &D : P.Libraries)
    OS << "<tr><td>" << escapeHtml(D.Family) << "</td><td class=\"num\">" << D.References
       << "</td><td class=\"num\">" << D.Unconverted << "</td><td>" << escapeHtml(D.Replacement)
       << "</td><td>" << escapeHtml(describeCoverage(D.Table)) << "</td><td>"
       << (D.Calibrated ? "yes" : "no: swap hours are judgement") << "</td></tr>\n";
  OS << "</tbody></table>\n";
}

void calibratedEstimate(llvm::raw_ostream &OS, const ProjectEstimate &P) {
  if (!P.Residual)
    return;
  const ResidualPrediction &R = *P.Residual;
  OS << "<h2>Residual work after cu2hip (calibrated)</h2>\n<p><strong id=\"residual-lines\">"
     << number(R.Lines) << "</strong> lines to change by hand, 80 % interval <span "
     << "id=\"residual-interval\">" << number(R.Low) << "-" << number(R.High)
     << "</span>: <strong id=\"residual-hours\">" << formatRange(P.CalibratedTotal)
     << "</strong> person-hours (the interval's lines x "
     << formatRange(P.Calibrated->HoursPerLine.Hours, 2) << " h each";
  if (P.UncalibratedSwaps.High > 0)
    OS << ", + " << formatRange(P.UncalibratedSwaps)
       << " h to swap libraries the calibration has not seen";
  OS << ").</p>\n<p id=\"calibration\">" << escapeHtml(describeCalibration(*P.Calibrated))
     << ".</p>\n<table id=\"drivers\"><thead><tr><th>driver</th><th class=\"num\">residual "
        "lines without it</th></tr></thead><tbody>\n";
  for (const auto &[Feature, Lines] : R.Drivers)
    OS << "<tr><td>" << escapeHtml(Feature) << "</td><td class=\"num\">" << number(Lines)
       << "</td></tr>\n";
  OS << "</tbody></table>\n";
}

void breakdown(llvm::raw_ostream &OS, const ProjectEstimate &P, const EffortModel &Model) {
  OS << "<h2>Estimate breakdown" << (P.Residual ? " (judgement weights, not calibrated)" : "")
     << "</h2>\n<table id=\"breakdown\"><thead><tr><th>what</th>"
        "<th class=\"num\">count</th><th class=\"num\">low h</th><th class=\"num\">high h</th>"
        "</tr></thead><tbody>\n";
  for (const BreakdownRow &R : breakdownRows(P, Model))
    OS << "<tr><td>" << escapeHtml(R.Label) << "</td><td class=\"num\">" << R.Count
       << "</td><td class=\"num\">" << number(R.Hours.Low) << "</td><td class=\"num\">"
       << number(R.Hours.High) << "</td></tr>\n";
  OS << "</tbody></table>\n";
}

void fileTable(llvm::raw_ostream &OS, const std::vector<FileStatistics> &Files,
               const ProjectEstimate &P) {
  std::vector<size_t> Order(Files.size());
  for (size_t I = 0; I < Order.size(); ++I)
    Order[I] = I;
  std::stable_sort(Order.begin(), Order.end(), [&](size_t A, size_t B) {
    return P.Files[A].Total.High > P.Files[B].Total.High;
  });
  OS << "<h2>Files</h2>\n<table class=\"sortable\" id=\"files\"><thead><tr><th>file</th>"
        "<th>mode</th><th class=\"num\">lines</th><th class=\"num\">converted</th>"
        "<th class=\"num\">unconverted</th><th class=\"num\">findings</th>"
        "<th class=\"num\">low h</th><th class=\"num\">high h</th></tr></thead><tbody>\n";
  auto cell = [&](const std::string &Value, const std::string &Shown, bool Numeric) {
    OS << "<td" << (Numeric ? " class=\"num\"" : "") << " data-value=\"" << escapeHtml(Value)
       << "\">" << escapeHtml(Shown) << "</td>";
  };
  for (size_t I : Order) {
    const FileStatistics &S = Files[I];
    const FileEstimate &E = P.Files[I];
    OS << "<tr>";
    cell(S.Path, S.Path, false);
    cell(std::string(fileModeName(S.Mode)), std::string(fileModeName(S.Mode)), false);
    cell(std::to_string(S.LinesTotal), std::to_string(S.LinesTotal), true);
    cell(std::to_string(S.Converted), std::to_string(S.Converted), true);
    cell(std::to_string(S.Unconverted), std::to_string(S.Unconverted), true);
    cell(std::to_string(S.Findings.size()), std::to_string(S.Findings.size()), true);
    cell(std::to_string(E.Total.Low), number(E.Total.Low), true);
    cell(std::to_string(E.Total.High), number(E.Total.High), true);
    OS << "</tr>\n";
  }
  OS << "</tbody></table>\n";
}

void barChart(llvm::raw_ostream &OS, const char *Id, const char *Title, const char *BarClass,
              const std::map<std::string, unsigned> &Counts) {
  OS << "<h2>" << Title << "</h2>\n<div id=\"" << Id << "\">\n";
  unsigned Max = 0;
  for (const auto &[Key, Count] : Counts)
    Max = std::max(Max, Count);
  std::vector<std::pair<std::string, unsigned>> Sorted(Counts.begin(), Counts.end());
  std::stable_sort(Sorted.begin(), Sorted.end(),
                   [](const auto &A, const auto &B) { return A.second > B.second; });
  for (const auto &[Key, Count] : Sorted)
    OS << "<div class=\"bar-row\"><span class=\"bar-label\">" << escapeHtml(Key)
       << "</span><span class=\"bar-count\">" << Count << "</span><span class=\"" << BarClass
       << "\" style=\"width:" << (Max ? 30.0 * Count / Max : 0) << "em\"></span></div>\n";
  if (Sorted.empty())
    OS << "<p>none</p>\n";
  OS << "</div>\n";
}

void findingList(llvm::raw_ostream &OS, const std::vector<FileStatistics> &Files) {
  OS << "<h2>Findings</h2>\n<div id=\"findings\">\n";
  for (const FileStatistics &F : Files) {
    if (F.Findings.empty())
      continue;
    OS << "<h3>" << escapeHtml(F.Path) << "</h3>\n";
    for (const FileFinding &R : F.Findings)
      OS << "<div class=\"finding\"><span class=\"severity-" << severityName(R.Level) << "\">"
         << severityName(R.Level) << "</span> " << R.Line << ":" << R.Column << " "
         << escapeHtml(R.Message) << (R.LowConfidence ? " (token-level match)" : "") << " ["
         << escapeHtml(R.Id) << "]"
         << "<pre class=\"snippet\">" << escapeHtml(R.Snippet) << "</pre></div>\n";
  }
  OS << "</div>\n";
}

} // namespace

std::string renderHtmlReport(const std::vector<FileStatistics> &Files, const ProjectEstimate &P,
                             const EffortModel &Model) {
  // The same counts as the JSON and Markdown reports: families as the statistics model
  // assigned them (assignApiFamilies), and findings by category as the breakdown counts
  // them, so no label shows two numbers: unconverted references are in the family chart.
  std::map<std::string, unsigned> ByCategory, ByFamily;
  for (const FileStatistics &F : Files) {
    for (const FileFinding &R : F.Findings)
      if (!R.Unconverted)
        ++ByCategory[R.Category];
    for (const auto *Counts : {&F.ConvertedByFamily, &F.UnconvertedByFamily})
      for (const auto &[Family, Count] : *Counts)
        ByFamily[Family] += Count;
  }

  std::string Page;
  llvm::raw_string_ostream OS(Page);
  OS << "<!DOCTYPE html>\n<html lang=\"en\"><head><meta charset=\"utf-8\">"
        "<title>cu2hip report</title>\n<style>"
     << Style << "</style></head>\n<body>\n<h1>cu2hip migration report</h1>\n";
  libraryInventory(OS, P);
  summary(OS, Files, P);
  calibratedEstimate(OS, P);
  breakdown(OS, P, Model);
  fileTable(OS, Files, P);
  barChart(OS, "chart-categories", "Findings by category (unconverted references aside)", "bar",
           ByCategory);
  barChart(OS, "chart-families", "CUDA references by API family", "bar family", ByFamily);
  findingList(OS, Files);
  OS << "<h2>Assumptions</h2>\n<ul>\n";
  for (const std::string &A : Model.Assumptions)
    OS << "<li>" << escapeHtml(A) << "</li>\n";
  OS << "</ul>\n<script>" << Script << "</script>\n</body></html>\n";
  return Page;
}

} // namespace cu2hip
