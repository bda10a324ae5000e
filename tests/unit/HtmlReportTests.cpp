// The HTML report escapes source text and carries the summary numbers and the sort script.
#include "report/HtmlReport.h"

#include <catch2/catch.hpp>

using namespace cu2hip;

TEST_CASE("HTML escaping covers markup and attribute quotes") {
  CHECK(escapeHtml("a < b && c > \"d\" 'e'") ==
        "a &lt; b &amp;&amp; c &gt; &quot;d&quot; &#39;e&#39;");
  CHECK(escapeHtml("plain") == "plain");
}

TEST_CASE("the HTML report shows snippets escaped and the summary numbers") {
  FileStatistics A;
  A.Path = "src/<evil>.cu";
  A.Mode = FileMode::Ast;
  A.LinesTotal = 12;
  A.Converted = 7;
  A.Unconverted = 1;
  FileFinding F;
  F.Id = "CU2HIP-W010";
  F.Category = "warp-size";
  F.Level = Severity::Warning;
  F.Message = "'threadIdx.x % 32' ...";
  F.Line = 3;
  F.Column = 14;
  F.Snippet = "if (lane < 32) { x = \"</pre><script>alert(1)</script>\"; }";
  A.Findings.push_back(F);
  ProjectEstimate P =
      estimateEffort({A}, builtinEffortModel(), [](const std::string &) { return std::string(); });
  std::string Page = renderHtmlReport({A}, P, builtinEffortModel());
  CHECK(Page.find("<script>alert(1)") == std::string::npos);
  CHECK(Page.find("&lt;/pre&gt;&lt;script&gt;alert(1)&lt;/script&gt;") != std::string::npos);
  CHECK(Page.find("src/&lt;evil&gt;.cu") != std::string::npos);
  CHECK(Page.find("id=\"summary-files\">1<") != std::string::npos);
  CHECK(Page.find("id=\"summary-converted\">7<") != std::string::npos);
  CHECK(Page.find("id=\"summary-findings\">1<") != std::string::npos);
  CHECK(Page.find("id=\"chart-categories\"") != std::string::npos);
  CHECK(Page.find("table.sortable th") != std::string::npos); // the sort script is inline
  // Self-contained: nothing is loaded from elsewhere.
  CHECK(Page.find("http://") == std::string::npos);
  CHECK(Page.find("https://") == std::string::npos);
  CHECK(Page.find(" src=") == std::string::npos);
}
