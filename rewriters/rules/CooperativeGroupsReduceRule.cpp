// '#include <cooperative_groups/reduce.h>': HIP's cooperative groups (5.2 up to 7.x) have no
// reduce.h, so cg::reduce and its operators (cg::plus, cg::less, cg::greater, cg::bit_and,
// cg::bit_or, cg::bit_xor) do not exist on AMD, and the include alone stops the build. The
// include line becomes a block that defines them for AMD over the group's own shuffles and
// keeps CUDA's header on NVIDIA, where HIP's groups are CUDA's.
//
// The reduction is a shuffle-down tree over ranks in the group's rank space, with a bound
// check so any group size works (coalesced groups included), then a broadcast from rank 0:
// every member gets the result, as CUDA's cg::reduce guarantees. Values move a 32-bit word
// at a time, so any trivially copyable type reduces (a struct of a sum and a maximum), as
// with CUDA. CU2HIP_PORTABLE_CG_REDUCE selects the same definitions on NVIDIA: the runnable
// fixture builds with it, so the code AMD gets runs on the H200 against CUDA's cg::reduce.
#include "rewriters/IncludeDirective.h"
#include "rewriters/Rule.h"
#include "rewriters/SourceLines.h"

namespace cu2hip {
namespace {

constexpr std::string_view Header = "cooperative_groups/reduce.h";

class CooperativeGroupsReduceRule : public Rule {
public:
  void run(RuleContext &C) override {
    const TokenStream &T = C.Tokens;
    for (size_t I = 0; I + 1 < T.size(); ++I) {
      if (!T[I].is(clang::tok::hash) || T[I].DirectiveHash != static_cast<int>(I) ||
          T[I + 1].Text != "include")
        continue;
      std::optional<IncludedHeader> Included = includedHeader(C.Source, T[I + 1].end());
      if (!Included || Included->Name != Header)
        continue;
      unsigned Begin = T[I].Offset;
      if (writtenByEarlierTranslation(C.Source.substr(0, Begin)))
        continue;
      // The directive's whole logical line: a trailing comment may continue it with a
      // backslash, and an '#endif' written after it would then be part of the comment.
      unsigned End = logicalLineEnd(C.Source, Begin);
      std::string Original(C.Source.substr(Begin, End - Begin));
      if (C.edit(Begin, End - Begin, replacement(Original))) {
        C.report(DiagnosticKind::CooperativeGroupsReduceDefined, Included->Offset);
        C.converted(std::string(Header));
      }
    }
  }

private:
  // The NVIDIA branch of a block this rule wrote: '#endif', '#else', then the include.
  static bool writtenByEarlierTranslation(std::string_view Before) {
    size_t End = Before.find_last_not_of(" \t\r\n");
    if (End == std::string_view::npos)
      return false;
    Before = Before.substr(0, End + 1);
    constexpr std::string_view Tail = "#define CU2HIP_COOPERATIVE_GROUPS_REDUCE";
    size_t Guard = Before.rfind(Tail);
    if (Guard == std::string_view::npos)
      return false;
    std::string_view Between = Before.substr(Guard);
    return Between.ends_with("#endif\n#else") &&
           Between.find("#include") == Between.rfind("#include <type_traits>");
  }

  static std::string replacement(const std::string &OriginalInclude) {
    return "#if defined(__HIP_PLATFORM_AMD__) || defined(CU2HIP_PORTABLE_CG_REDUCE)\n"
           "// cu2hip: CU2HIP-N023, HIP has no cooperative_groups/reduce.h: cg::reduce and its\n"
           "// operators, defined over the group's shuffles\n"
           "#ifndef CU2HIP_COOPERATIVE_GROUPS_REDUCE\n"
           "#define CU2HIP_COOPERATIVE_GROUPS_REDUCE\n"
           "#include <type_traits>\n"
           "namespace cooperative_groups {\n"
           "template <class T> struct plus {\n"
           "  __host__ __device__ T operator()(const T &a, const T &b) const { return a + b; }\n"
           "};\n"
           "template <class T> struct less {\n"
           "  __host__ __device__ T operator()(const T &a, const T &b) const { return b < a ? b : "
           "a; }\n"
           "};\n"
           "template <class T> struct greater {\n"
           "  __host__ __device__ T operator()(const T &a, const T &b) const { return a < b ? b : "
           "a; }\n"
           "};\n"
           "template <class T> struct bit_and {\n"
           "  __host__ __device__ T operator()(const T &a, const T &b) const { return a & b; }\n"
           "};\n"
           "template <class T> struct bit_or {\n"
           "  __host__ __device__ T operator()(const T &a, const T &b) const { return a | b; }\n"
           "};\n"
           "template <class T> struct bit_xor {\n"
           "  __host__ __device__ T operator()(const T &a, const T &b) const { return a ^ b; }\n"
           "};\n"
           "namespace cu2hip_reduce_detail {\n"
           "// A value of any trivially copyable type, shuffled one 32-bit word at a time.\n"
           "template <class T, class Shuffle>\n"
           "__device__ T shuffle_words(const T &value, Shuffle shuffle) {\n"
           "  static_assert(std::is_trivially_copyable<T>::value,\n"
           "                \"cg::reduce needs a trivially copyable type\");\n"
           "  constexpr unsigned words = (sizeof(T) + sizeof(int) - 1) / sizeof(int);\n"
           "  int buffer[words] = {};\n"
           "  __builtin_memcpy(buffer, &value, sizeof(T));\n"
           "  for (unsigned i = 0; i < words; ++i)\n"
           "    buffer[i] = shuffle(buffer[i]);\n"
           "  T result;\n"
           "  __builtin_memcpy(&result, buffer, sizeof(T));\n"
           "  return result;\n"
           "}\n"
           "} // namespace cu2hip_reduce_detail\n"
           "// Every member of the group gets op applied over all members' values, in rank order.\n"
           "template <class Group, class T, class Op>\n"
           "__device__ T reduce(const Group &group, T value, Op op) {\n"
           "  const unsigned size = group.size(), rank = group.thread_rank();\n"
           "  for (unsigned offset = 1; offset < size; offset *= 2) {\n"
           "    T other = cu2hip_reduce_detail::shuffle_words(\n"
           "        value, [&](int word) { return group.shfl_down(word, offset); });\n"
           "    if (rank + offset < size)\n"
           "      value = op(value, other);\n"
           "  }\n"
           "  return cu2hip_reduce_detail::shuffle_words(\n"
           "      value, [&](int word) { return group.shfl(word, 0); });\n"
           "}\n"
           "} // namespace cooperative_groups\n"
           "#endif\n"
           "#else\n" +
           OriginalInclude +
           "\n"
           "#endif";
  }
};

} // namespace

std::unique_ptr<Rule> createCooperativeGroupsReduceRule() {
  return std::make_unique<CooperativeGroupsReduceRule>();
}

} // namespace cu2hip
