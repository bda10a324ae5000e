// Names of the mapping-entry enumerations, as spelled in the JSON tables.
#include "MappingEntry.h"

namespace cu2hip {

const char *kindName(SymbolKind Kind) {
  switch (Kind) {
  case SymbolKind::Function:
    return "function";
  case SymbolKind::Type:
    return "type";
  case SymbolKind::EnumConstant:
    return "enum_constant";
  case SymbolKind::Macro:
    return "macro";
  case SymbolKind::Header:
    return "header";
  case SymbolKind::Namespace:
    return "namespace";
  }
  return "?";
}

const char *statusName(SupportStatus Status) {
  switch (Status) {
  case SupportStatus::Supported:
    return "supported";
  case SupportStatus::Partial:
    return "partial";
  case SupportStatus::Unsupported:
    return "unsupported";
  }
  return "?";
}

} // namespace cu2hip
