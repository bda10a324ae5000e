// The effort calibration: the normalizer and line diff that measure a port's residual, the
// fit and its statistics, and the calibrated prediction, on inputs small enough that every
// expected number is worked out by hand in the comments.
#include "report/CalibratedEffort.h"
#include "report/calibration/EffortFit.h"
#include "report/calibration/LineDiff.h"
#include "report/calibration/PortResidual.h"
#include "report/calibration/PortText.h"

#include <catch2/catch.hpp>

#include <cmath>

using namespace cu2hip;

namespace {

std::vector<std::string> units(std::string_view Text) {
  std::vector<std::string> Out;
  for (const PortLine &L : normalizedPortLines(Text))
    Out.push_back(joinedTokens(L));
  return Out;
}

bool noApiNames(std::string_view) { return false; }

} // namespace

TEST_CASE("the normalizer drops comments, layout and the HIP runtime include", "[calibration]") {
  CHECK(
      units("#include \"hip/hip_runtime.h\"\n#include <stdio.h>\nint  a=1; // one\n/* two */\n") ==
      std::vector<std::string>{"# include stdio.h", "int a = 1 ;"});
  // A statement broken over lines is one unit; two statements on a line are two.
  CHECK(units("foo(a,\n    b);  x++; y++;\n") ==
        std::vector<std::string>{"foo ( a , b ) ;", "x ++ ;", "y ++ ;"});
  CHECK(units("for (int i = 0; i < n; i++) x++;\n") ==
        std::vector<std::string>{"for ( int i = 0 ; i < n ; i ++ ) x ++ ;"});
  CHECK(units("HIP_DYNAMIC_SHARED(long, smem);\n") == units("extern __shared__ long smem[];\n"));
  CHECK(units("#define M(x) \\\n  (x + 1)\nint b;\n") ==
        std::vector<std::string>{"# define m ( x ) ( x + 1 )", "int b ;"});
}

TEST_CASE("the normalizer spells launches and warp intrinsics one way", "[calibration]") {
  std::vector<std::string> Chevrons = units("k<<<grid, block>>>(a, b);\n");
  CHECK(Chevrons == std::vector<std::string>{"k <<< grid , block >>> ( a , b ) ;"});
  CHECK(units("hipLaunchKernelGGL(k, dim3(grid), dim3(block), 0, 0, a, b);\n") == Chevrons);
  CHECK(units("k<<<dim3(grid), block, 0, 0>>>(a, b);\n") == Chevrons);
  // A shared-memory size stays; the zero stream after it goes.
  CHECK(units("hipLaunchKernelGGL(HIP_KERNEL_NAME(k<T>), g, b, smem, 0, a);\n") ==
        std::vector<std::string>{"k < t > <<< g , b , smem >>> ( a ) ;"});
  CHECK(units("v = __shfl_xor_sync(0xffffffffffffffffull, v, 1);\n") ==
        units("v = __shfl_xor(v, 1);\n"));
  CHECK(units("v = __shfl_xor_sync(m, __shfl_down_sync(m, v, 2), f(1, 2));\n") ==
        units("v = __shfl_xor(__shfl_down(v, 2), f(1, 2));\n"));
  // Names and strings renamed from CUDA to HIP by hand compare equal.
  CHECK(units("CHECK_CUDA(cudaFoo(x)); puts(\"CUDA error\");\n") ==
        units("CHECK_HIP(hipFoo(x)); puts(\"HIP error\");\n"));
  CHECK(canonicalPortSpelling("cusparseCheck") == "hipsparsecheck");
  CHECK(canonicalPortSpelling("<<<") == "<<<");
}

TEST_CASE("the line diff finds the changed runs", "[calibration]") {
  std::vector<DiffHunk> H = diffLines({"a", "b", "c", "d"}, {"a", "x", "c", "d", "e"});
  REQUIRE(H.size() == 2);
  CHECK(H[0].Deleted == std::vector<size_t>{1});
  CHECK(H[0].Inserted == std::vector<size_t>{1});
  CHECK(H[1].Deleted.empty());
  CHECK(H[1].Inserted == std::vector<size_t>{4});
  CHECK(diffLines({"a", "b"}, {"a", "b"}).empty());
  // Past the edit limit the middle is one run: 3 deleted, 3 inserted.
  H = diffLines({"h", "1", "2", "3", "t"}, {"h", "4", "5", "6", "t"}, 2);
  REQUIRE(H.size() == 1);
  CHECK(H[0].Deleted == std::vector<size_t>{1, 2, 3});
  CHECK(H[0].Inserted == std::vector<size_t>{1, 2, 3});
}

TEST_CASE("a port's residual counts a modified line once and leaves renames out", "[calibration]") {
  // Only layout differs: nothing left for a person.
  CHECK(measureFileResidual("int a;\nk<<<g,b>>>(a);\n",
                            "int a;\nhipLaunchKernelGGL(k, dim3(g), dim3(b), 0, 0, a);\n",
                            noApiNames)
            .Changed == 0);
  // One statement modified, one inserted in the same run: max(1, 2) = 2.
  FileResidual R = measureFileResidual("a = 1;\nb = 2;\n", "a = 2;\nc = 3;\nb = 2;\n", noApiNames);
  CHECK(R.Changed == 2);
  // hipMallocHost and hipHostMalloc are both API names: a rename spelled differently.
  auto Api = [](std::string_view N) { return N == "hipmallochost" || N == "hiphostmalloc"; };
  R = measureFileResidual("hipHostMalloc(&p, n);\n", "hipMallocHost(&p, n);\n", Api);
  CHECK(R.Changed == 0);
  CHECK(R.RenameOnly == 1);
  CHECK(measureFileResidual("hipHostMalloc(&p, n);\n", "hipMallocHost(&p, n);\n", noApiNames)
            .Changed == 1);
}

TEST_CASE("Spearman's rho and the quantiles the interval uses", "[calibration]") {
  CHECK(spearman({1, 2, 3, 4}, {10, 20, 30, 40}) == Approx(1.0));
  CHECK(spearman({1, 2, 3, 4}, {4, 3, 2, 1}) == Approx(-1.0));
  // Ranks {1.5, 1.5, 3} against {1, 2, 3}: covariance 1.5, variances 1.5 and 2.
  CHECK(spearman({0, 0, 5}, {1, 2, 3}) == Approx(1.5 / std::sqrt(1.5 * 2.0)));
  CHECK(spearman({1, 1, 1}, {1, 2, 3}) == 0.0);
  // 0.1 of the way through 5 sorted values is position 0.4: 0 + 0.4 * (10 - 0).
  CHECK(quantile({40, 0, 30, 10, 20}, 0.1) == Approx(4.0));
  CHECK(quantile({40, 0, 30, 10, 20}, 0.9) == Approx(36.0));
}

TEST_CASE("the calibrated prediction sums files and puts the interval around the sum",
          "[calibration]") {
  CalibratedEffort M;
  M.Intercept = std::log(3.0);           // a file without features: e^ln3 - 1 = 2 lines
  M.Weights["lines"] = 1.0;              // times (1 + lines)
  M.Weights["findings:warp-size"] = 0.0; // known, no effect
  M.LowQuantile = -std::log(2.0);        // 80 % interval: (1 + sum) / 2 - 1 ..
  M.HighQuantile = std::log(4.0);        //                (1 + sum) * 4 - 1
  M.HoursPerLine = {{0.1, 0.5}, "test"};
  CHECK(predictFileLines(M, {}) == Approx(2.0));
  CHECK(predictFileLines(M, {{"lines", 1}}) == Approx(5.0)); // 3 * 2 - 1
  ResidualPrediction P = predictResidual(M, {{{"lines", 1}}, {{"lines", 3}}});
  // 5 + (3 * 4 - 1 = 11) = 16; interval 17 / 2 - 1 = 7.5 .. 17 * 4 - 1 = 67.
  CHECK(P.Lines == Approx(16.0));
  CHECK(P.Low == Approx(7.5));
  CHECK(P.High == Approx(67.0));
  CHECK(P.Hours.Low == Approx(0.75));
  CHECK(P.Hours.High == Approx(33.5));
  // Without "lines" each file is 2: the driver accounts for 16 - 4 = 12 lines.
  REQUIRE(P.Drivers.size() == 1);
  CHECK(P.Drivers[0].first == "lines");
  CHECK(P.Drivers[0].second == Approx(12.0));
}

TEST_CASE("the fit recovers a model the corpus follows exactly", "[calibration]") {
  // Every file's residual equals its 'lines' feature: log(1 + R) = 0 + 1 * log(1 + lines).
  Corpus C;
  C.Provenance = {{"corpus", "synthetic"}, {"measured", "2026-01-01"}};
  unsigned Values[] = {0, 1, 3, 7, 15, 2, 5, 9};
  for (unsigned I = 0; I < 8; ++I) {
    CorpusBenchmark B;
    B.Name = "b" + std::to_string(I);
    B.Split = I % 2 ? "check" : "fit";
    CorpusFile F;
    F.Path = "main.cu";
    F.Residual = Values[I];
    F.Features["lines"] = Values[I];
    B.Residual = Values[I];
    B.Files.push_back(F);
    C.Benchmarks.push_back(B);
  }
  nlohmann::ordered_json J = fitCalibratedEffort(C, 1e-9, "2026-01-02");
  CHECK(J["intercept"].get<double>() == Approx(0.0).margin(1e-5));
  CHECK(J["weights"]["lines"].get<double>() == Approx(1.0).epsilon(1e-5));
  CHECK(J["check_half"]["spearman"].get<double>() == Approx(1.0));
  CHECK(J["check_half"]["interval_coverage"].get<double>() == Approx(1.0));
  CHECK(J["benchmarks"]["fit"] == 4);
  CHECK(J["fitted"] == "2026-01-02");
}
