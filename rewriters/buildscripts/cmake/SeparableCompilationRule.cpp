// separable-compilation, CMake part (nvcc's -rdc and -dc are NvccFlags.cpp's): CUDA's
// relocatable device code becomes clang's -fgpu-rdc, which is needed when compiling and
// again when the HIP compiler links (that link is also the device link, so
// CUDA_RESOLVE_DEVICE_SYMBOLS has no counterpart and is dropped).
#include "../CMakeRules.h"

namespace cu2hip {

static constexpr const char *Rule = "separable-compilation";
static constexpr const char *RdcLink =
    "the program that links this code must be linked by the HIP compiler with -fgpu-rdc "
    "(LINK_LANGUAGE HIP) to do the device link";
static constexpr const char *NoDeviceLink =
    "HIP resolves device symbols only at the final -fgpu-rdc link; there is no per-library "
    "device link";

static bool isOn(const CMakeArgument &A) {
  return A.is("ON") || A.is("TRUE") || A.is("YES") || A.is("1") || A.is("Y");
}

static std::string rdcCommands(const std::vector<std::string> &Targets, const std::string &Indent) {
  std::string Text;
  for (const std::string &T : Targets) {
    if (!Text.empty())
      Text += "\n" + Indent;
    Text += "target_compile_options(" + T + " PRIVATE $<$<COMPILE_LANGUAGE:HIP>:-fgpu-rdc>)\n" +
            Indent + "target_link_options(" + T + " PUBLIC $<$<LINK_LANGUAGE:HIP>:-fgpu-rdc>)";
  }
  return Text;
}

// Removes "PROPERTY VALUE" pairs about device code from set_target_properties; the
// command goes when nothing else is left in it.
static void targetProperties(const CMakeCommand &C, std::string_view Text,
                             MigrationContext &Context) {
  size_t Properties = C.find("PROPERTIES");
  if (Properties == C.Args.size())
    return;
  std::vector<std::string> Targets;
  for (size_t I = 0; I < Properties; ++I)
    Targets.emplace_back(C.Args[I].Content);
  std::vector<size_t> Keys; // of the pairs to remove
  for (size_t I = Properties + 1; I + 1 < C.Args.size(); I += 2)
    if (C.Args[I].is("CUDA_SEPARABLE_COMPILATION") || C.Args[I].is("CUDA_RESOLVE_DEVICE_SYMBOLS"))
      Keys.push_back(I);
  if (Keys.empty())
    return;
  bool Rdc = false;
  bool WholeCommand = Keys.size() == (C.Args.size() - Properties - 1) / 2;
  for (size_t I : Keys) {
    const CMakeArgument &Key = C.Args[I], &Value = C.Args[I + 1];
    unsigned From = C.Args[I - 1].Offset + C.Args[I - 1].Length;
    if (!WholeCommand)
      Context.replace(From, Value.Offset + Value.Length - From, "", Rule);
    std::string Old = std::string(Key.Content) + " " + std::string(Value.Content);
    bool Separable = Key.is("CUDA_SEPARABLE_COMPILATION");
    if (Separable && isOn(Value)) {
      Rdc = true;
      Context.report(DiagnosticKind::BuildSettingChangedMeaning, Key.Offset,
                     {Old, "-fgpu-rdc", RdcLink}, Rule);
    } else if (!Separable && isOn(Value)) {
      Context.report(DiagnosticKind::BuildSettingChangedMeaning, Key.Offset,
                     {Old, "(removed)", NoDeviceLink}, Rule);
    }
  }
  std::string Indent = C.indentation(Text);
  if (WholeCommand)
    replaceCommand(C, Rdc ? rdcCommands(Targets, Indent) : "", Context, Rule);
  else if (Rdc)
    Context.insert(C.End, "\n" + Indent + rdcCommands(Targets, Indent), Rule);
}

void migrateSeparableCompilation(const CMakeScript &Script, MigrationContext &Context) {
  std::string_view Text = Context.text();
  for (const CMakeCommand &C : Script.Commands) {
    if (C.Name == "set_target_properties") {
      targetProperties(C, Text, Context);
    } else if (C.Name == "set_property" && C.Args.size() >= 4 && C.Args[0].is("TARGET")) {
      size_t Property = C.find("PROPERTY");
      if (Property + 2 >= C.Args.size() || !C.Args[Property + 1].is("CUDA_SEPARABLE_COMPILATION"))
        continue;
      const CMakeArgument &Key = C.Args[Property + 1];
      std::vector<std::string> Targets;
      for (size_t I = 1; I < Property; ++I)
        Targets.emplace_back(C.Args[I].Content);
      bool On = isOn(C.Args[Property + 2]);
      replaceCommand(C, On ? rdcCommands(Targets, C.indentation(Text)) : "", Context, Rule);
      if (On)
        Context.report(DiagnosticKind::BuildSettingChangedMeaning, Key.Offset,
                       {"CUDA_SEPARABLE_COMPILATION ON", "-fgpu-rdc", RdcLink}, Rule);
    } else if (C.Name == "set" && C.Args.size() >= 2 &&
               C.Args[0].is("CMAKE_CUDA_SEPARABLE_COMPILATION")) {
      bool On = isOn(C.Args[1]);
      replaceCommand(C, On ? "string(APPEND CMAKE_HIP_FLAGS \" -fgpu-rdc\")" : "", Context, Rule);
      if (On)
        Context.report(
            DiagnosticKind::BuildSettingChangedMeaning, C.Args[0].Offset,
            {"CMAKE_CUDA_SEPARABLE_COMPILATION ON", "CMAKE_HIP_FLAGS -fgpu-rdc", RdcLink}, Rule);
    } else if (C.Name == "set" && !C.Args.empty() &&
               C.Args[0].is("CMAKE_CUDA_RESOLVE_DEVICE_SYMBOLS")) {
      replaceCommand(C, "", Context, Rule);
      Context.report(DiagnosticKind::BuildSettingChangedMeaning, C.Args[0].Offset,
                     {"CMAKE_CUDA_RESOLVE_DEVICE_SYMBOLS", "(removed)", NoDeviceLink}, Rule);
    }
  }
}

} // namespace cu2hip
