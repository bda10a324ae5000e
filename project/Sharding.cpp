// Shard membership by path hash.
#include "Sharding.h"

namespace cu2hip {

uint64_t stableHash(std::string_view Text) {
  uint64_t Hash = 14695981039346656037ull; // FNV-1a offset basis and prime (64-bit)
  for (unsigned char C : Text) {
    Hash ^= C;
    Hash *= 1099511628211ull;
  }
  return Hash;
}

bool inShard(std::string_view RelativePath, unsigned Index, unsigned Count) {
  if (Count <= 1)
    return true;
  return stableHash(RelativePath) % Count == Index - 1;
}

} // namespace cu2hip
