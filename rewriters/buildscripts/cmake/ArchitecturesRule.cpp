// architectures, CMake part (nvcc's -arch and -gencode are NvccFlags.cpp's):
// CMAKE_CUDA_ARCHITECTURES and the CUDA_ARCHITECTURES property become their HIP names, and
// the NVIDIA values (80, 90a, native, all) are replaced by the AMD targets: an NVIDIA
// compute capability means nothing to the AMD compiler.
#include "../CMakeRules.h"

namespace cu2hip {

static constexpr const char *Rule = "architectures";

// Replaces the value arguments [First, Last] keeping the user's form: one argument
// stays one (a ';' list, quoted if it was), several stay several.
static void replaceValues(const CMakeCommand &C, size_t First, size_t Last,
                          MigrationContext &Context) {
  if (First > Last || Last >= C.Args.size())
    return;
  const CMakeArgument &A = C.Args[First], &Z = C.Args[Last];
  // One argument holding a ';' list is quoted, or set_target_properties would see several.
  bool Quote = A.Kind == CMakeArgument::Form::Quoted || Context.options().OffloadArchs.size() > 1;
  std::string Values;
  if (First == Last)
    Values = Quote ? "\"" + Context.archList(';') + "\"" : Context.archList(';');
  else
    Values = Context.archList(' ');
  std::string_view Old =
      First == Last ? A.Content : Context.text().substr(A.Offset, Z.Offset + Z.Length - A.Offset);
  if (Context.replace(A.Offset, Z.Offset + Z.Length - A.Offset, Values, Rule))
    Context.report(DiagnosticKind::NvidiaArchitecturesReplaced, A.Offset,
                   {std::string(Old), Context.archList(';')}, Rule);
}

static void renameAt(const CMakeArgument &A, MigrationContext &Context) {
  // CMAKE_CUDA_ARCHITECTURES / CUDA_ARCHITECTURES: "CUDA" is 4 bytes before "_ARCH...".
  size_t At = A.Content.find("CUDA_ARCHITECTURES");
  Context.replace(A.ContentOffset + static_cast<unsigned>(At), 4, "HIP", Rule);
}

void migrateArchitectures(const CMakeScript &Script, MigrationContext &Context) {
  for (const CMakeCommand &C : Script.Commands) {
    if (C.Name == "set" && !C.Args.empty() && C.Args[0].is("CMAKE_CUDA_ARCHITECTURES")) {
      renameAt(C.Args[0], Context);
      size_t End = std::min(C.find("CACHE"), C.find("PARENT_SCOPE"));
      replaceValues(C, 1, End - 1, Context);
    } else if (C.Name == "set_target_properties" || C.Name == "set_property") {
      size_t At = C.find("CUDA_ARCHITECTURES");
      if (At == C.Args.size())
        continue;
      renameAt(C.Args[At], Context);
      // set_target_properties takes one value per property; set_property all that follow.
      size_t Last = C.Name == "set_property" ? C.Args.size() - 1 : At + 1;
      replaceValues(C, At + 1, Last, Context);
    }
  }
}

} // namespace cu2hip
