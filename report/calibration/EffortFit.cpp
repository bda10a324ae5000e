// Ridge regression in log space, Spearman's rho, interval coverage, and the fit command.
#include "EffortFit.h"

#include "CalibrationFiles.h"

#include "report/CalibratedEffort.h"

#include "llvm/Support/Format.h"
#include "llvm/Support/raw_ostream.h"

#include <algorithm>
#include <cmath>
#include <numeric>

namespace cu2hip {
namespace {

double rounded(double V) { return std::round(V * 1e6) / 1e6 + 0.0; } // never -0

std::vector<double> ranks(const std::vector<double> &V) {
  std::vector<size_t> Order(V.size());
  std::iota(Order.begin(), Order.end(), 0);
  std::stable_sort(Order.begin(), Order.end(), [&](size_t A, size_t B) { return V[A] < V[B]; });
  std::vector<double> R(V.size());
  for (size_t I = 0; I < Order.size();) {
    size_t J = I;
    while (J + 1 < Order.size() && V[Order[J + 1]] == V[Order[I]])
      ++J;
    for (size_t K = I; K <= J; ++K)
      R[Order[K]] = (double(I) + double(J)) / 2 + 1;
    I = J + 1;
  }
  return R;
}

// Solves A x = B by Gaussian elimination with partial pivoting (A is small and, with the
// ridge term, positive definite).
std::vector<double> solve(std::vector<std::vector<double>> A, std::vector<double> B) {
  const size_t N = B.size();
  for (size_t Col = 0; Col < N; ++Col) {
    size_t Pivot = Col;
    for (size_t Row = Col + 1; Row < N; ++Row)
      if (std::fabs(A[Row][Col]) > std::fabs(A[Pivot][Col]))
        Pivot = Row;
    std::swap(A[Col], A[Pivot]);
    std::swap(B[Col], B[Pivot]);
    for (size_t Row = Col + 1; Row < N; ++Row) {
      double F = A[Row][Col] / A[Col][Col];
      for (size_t K = Col; K < N; ++K)
        A[Row][K] -= F * A[Col][K];
      B[Row] -= F * B[Col];
    }
  }
  std::vector<double> X(N);
  for (size_t Row = N; Row-- > 0;) {
    double S = B[Row];
    for (size_t K = Row + 1; K < N; ++K)
      S -= A[Row][K] * X[K];
    X[Row] = S / A[Row][Row];
  }
  return X;
}

std::vector<double> row(const EffortFeatures &F, const std::vector<std::string> &Names) {
  std::vector<double> R = {1.0};
  for (const std::string &Name : Names) {
    auto It = F.find(Name);
    R.push_back(std::log1p(It == F.end() ? 0.0 : It->second));
  }
  return R;
}

// The features the fit half's files have at least once: a weight needs data behind it.
std::vector<std::string> fittedFeatures(const std::vector<const CorpusBenchmark *> &Fit) {
  std::set<std::string> Names;
  for (const CorpusBenchmark *B : Fit)
    for (const CorpusFile &F : B->Files)
      for (const auto &[Name, Value] : F.Features)
        if (Value > 0)
          Names.insert(Name);
  return {Names.begin(), Names.end()};
}

std::vector<EffortFeatures> fileFeatures(const CorpusBenchmark &B) {
  std::vector<EffortFeatures> Files;
  for (const CorpusFile &F : B.Files)
    Files.push_back(F.Features);
  return Files;
}

} // namespace

double spearman(const std::vector<double> &A, const std::vector<double> &B) {
  std::vector<double> RA = ranks(A), RB = ranks(B);
  const double N = double(A.size());
  double MA = std::accumulate(RA.begin(), RA.end(), 0.0) / N;
  double MB = std::accumulate(RB.begin(), RB.end(), 0.0) / N;
  double Cov = 0, VA = 0, VB = 0;
  for (size_t I = 0; I < RA.size(); ++I) {
    Cov += (RA[I] - MA) * (RB[I] - MB);
    VA += (RA[I] - MA) * (RA[I] - MA);
    VB += (RB[I] - MB) * (RB[I] - MB);
  }
  return VA > 0 && VB > 0 ? Cov / std::sqrt(VA * VB) : 0.0;
}

double quantile(std::vector<double> Values, double Fraction) {
  if (Values.empty())
    return 0;
  std::sort(Values.begin(), Values.end());
  double At = Fraction * double(Values.size() - 1);
  size_t Below = size_t(std::floor(At));
  size_t Above = std::min(Below + 1, Values.size() - 1);
  return Values[Below] + (At - double(Below)) * (Values[Above] - Values[Below]);
}

nlohmann::ordered_json fitCalibratedEffort(const Corpus &C, double Ridge,
                                           const std::string &Fitted) {
  std::vector<const CorpusBenchmark *> Fit, Check;
  for (const CorpusBenchmark &B : C.Benchmarks)
    (B.Split == "fit" ? Fit : Check).push_back(&B);
  std::vector<std::string> Names = fittedFeatures(Fit);
  const size_t P = Names.size() + 1;
  // Normal equations with the ridge term on the weights, not on the intercept.
  std::vector<std::vector<double>> A(P, std::vector<double>(P, 0.0));
  std::vector<double> Rhs(P, 0.0);
  for (const CorpusBenchmark *B : Fit)
    for (const CorpusFile &F : B->Files) { // files are the unit: a project adds its files
      std::vector<double> X = row(F.Features, Names);
      double Y = std::log1p(double(F.Residual));
      for (size_t I = 0; I < P; ++I) {
        Rhs[I] += X[I] * Y;
        for (size_t J = 0; J < P; ++J)
          A[I][J] += X[I] * X[J];
      }
    }
  for (size_t I = 1; I < P; ++I)
    A[I][I] += Ridge;
  std::vector<double> W = solve(A, Rhs);

  CalibratedEffort Model;
  Model.Intercept = rounded(W[0]);
  for (size_t I = 1; I < P; ++I)
    Model.Weights[Names[I - 1]] = rounded(W[I]);
  std::vector<double> LogResiduals;
  for (const CorpusBenchmark *B : Fit)
    LogResiduals.push_back(std::log1p(double(B->Residual)) -
                           std::log1p(predictResidual(Model, fileFeatures(*B)).Lines));
  Model.LowQuantile = rounded(quantile(LogResiduals, 0.1));
  Model.HighQuantile = rounded(quantile(LogResiduals, 0.9));

  std::vector<double> Predicted, Measured;
  unsigned Inside = 0;
  for (const CorpusBenchmark *B : Check) {
    ResidualPrediction R = predictResidual(Model, fileFeatures(*B));
    Predicted.push_back(R.Lines);
    Measured.push_back(double(B->Residual));
    Inside += double(B->Residual) >= R.Low - 1e-9 && double(B->Residual) <= R.High + 1e-9;
  }
  std::set<std::string> Libraries;
  for (const CorpusBenchmark *B : Fit)
    Libraries.insert(B->Libraries.begin(), B->Libraries.end());

  nlohmann::ordered_json J;
  J["why"] = "Residual lines after cu2hip (what a person changed in real hand ports, "
             "normalized), predicted from the project's features; refit with "
             "'cmake --build build --target refit-effort-model' (docs/effort-calibration.md).";
  J["corpus"] = C.Provenance.value("corpus", std::string("(unnamed)"));
  J["measured"] = C.Provenance.value("measured", std::string("(unknown)"));
  J["fitted"] = Fitted;
  J["method"] = "ridge regression of a file's log(1 + residual lines) on log(1 + feature) "
                "over the fit half's files; a project's prediction is its files' sum, and the "
                "80 % interval the fit half's benchmarks' 10th and 90th percentile of log "
                "residuals around that sum";
  J["benchmarks"] = {{"fit", Fit.size()}, {"check", Check.size()}};
  J["ridge"] = Ridge;
  J["intercept"] = Model.Intercept;
  J["weights"] = nlohmann::ordered_json::object();
  for (const auto &[Name, Weight] : Model.Weights)
    J["weights"][Name] = Weight;
  J["log_residual_quantiles"] = {{"p10", Model.LowQuantile}, {"p90", Model.HighQuantile}};
  J["check_half"] = {
      {"spearman", rounded(spearman(Predicted, Measured))},
      {"interval_coverage", rounded(Check.empty() ? 0.0 : double(Inside) / double(Check.size()))}};
  J["library_families_covered"] = Libraries;
  return J;
}

namespace {

const double DefaultRidge = 1; // chosen by 5-fold cross-validation on the fit half alone

int fitFail(const std::string &Message) {
  llvm::errs() << "cu2hip-calibrate fit: error: " << Message << "\n";
  return 2;
}

// The fields a refit must reproduce: everything but the date and the judgement part.
nlohmann::ordered_json comparable(nlohmann::ordered_json J) {
  J.erase("fitted");
  J.erase("hours_per_residual_line");
  return J;
}

} // namespace

int fitCommand(const std::vector<std::string> &Args) {
  std::string CorpusPath, ModelPath, Out;
  bool Check = false;
  for (size_t I = 0; I < Args.size(); ++I) {
    if (Args[I] == "--model" && I + 1 < Args.size())
      ModelPath = Args[++I];
    else if (Args[I] == "-o" && I + 1 < Args.size())
      Out = Args[++I];
    else if (Args[I] == "--check")
      Check = true;
    else if (CorpusPath.empty() && !Args[I].empty() && Args[I][0] != '-')
      CorpusPath = Args[I];
    else
      return fitFail("unexpected argument '" + Args[I] + "'");
  }
  if (CorpusPath.empty() || ModelPath.empty() || Out.empty() == !Check)
    return fitFail("needs CORPUS, --model MODEL.json and one of -o OUT.json or --check");
  auto CorpusText = readTextFile(CorpusPath);
  if (!CorpusText)
    return fitFail(llvm::toString(CorpusText.takeError()));
  auto C = parseCorpus(*CorpusText, CorpusPath);
  if (!C)
    return fitFail(llvm::toString(C.takeError()));
  auto ModelText = readTextFile(ModelPath);
  if (!ModelText)
    return fitFail(llvm::toString(ModelText.takeError()));
  nlohmann::ordered_json Model = nlohmann::ordered_json::parse(*ModelText, nullptr, false);
  if (Model.is_discarded() || !Model.contains("calibrated") ||
      !Model["calibrated"].contains("hours_per_residual_line"))
    return fitFail("'" + ModelPath + "' has no calibrated.hours_per_residual_line to keep");
  nlohmann::ordered_json Refit = fitCalibratedEffort(*C, DefaultRidge, todayUtc());
  Refit["hours_per_residual_line"] = Model["calibrated"]["hours_per_residual_line"];
  if (Check) {
    if (comparable(Refit) == comparable(Model["calibrated"])) {
      llvm::outs() << "the shipped calibrated model equals a refit of " << CorpusPath << "\n";
      return 0;
    }
    llvm::errs() << "cu2hip-calibrate fit: the shipped calibrated model differs from a refit of "
                 << CorpusPath << "\nshipped: " << comparable(Model["calibrated"]).dump(1)
                 << "\nrefit:   " << comparable(Refit).dump(1)
                 << "\n(refit with: cmake --build build --target refit-effort-model)\n";
    return 1;
  }
  Model["calibrated"] = Refit;
  if (llvm::Error E = writeTextFileAtomically(Out, Model.dump(2) + "\n"))
    return fitFail(llvm::toString(std::move(E)));
  llvm::outs() << llvm::format("check half: Spearman %.3f, the 80 %% interval holds %.1f %% of "
                               "benchmarks\n",
                               Refit["check_half"]["spearman"].get<double>(),
                               Refit["check_half"]["interval_coverage"].get<double>() * 100);
  return 0;
}

} // namespace cu2hip
