// --shard K/N: a stable subset of a project's files, so that N machines can each convert
// a part and together convert everything exactly once.
#pragma once

#include <cstdint>
#include <string_view>

namespace cu2hip {

// FNV-1a of the file's path below the input root: the same on every machine and
// independent of which other files exist, so adding a file never moves the others.
uint64_t stableHash(std::string_view Text);

// True when the file belongs to shard Index (1..Count); every file is in exactly one.
bool inShard(std::string_view RelativePath, unsigned Index, unsigned Count);

} // namespace cu2hip
