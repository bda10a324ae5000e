// Which mask spellings count as the full warp (dropping them changes nothing).
#include "rewriters/CallArgumentEdits.h"

#include <catch2/catch.hpp>

using cu2hip::isFullWarpMask;

TEST_CASE("full-warp masks are recognised in their usual spellings", "[args]") {
  for (const char *Full : {"0xffffffff", "0xFFFFFFFFu", "0xffffffffU", "(0xffffffff)", "~0u", "-1",
                           "__activemask()", "0xFFFFFFFFFFFFFFFFull"})
    CHECK(isFullWarpMask(Full));
}

TEST_CASE("partial or unknown masks are not", "[args]") {
  for (const char *Partial : {"0x0000ffff", "0xfffffffe", "mask", "1u << lane", "0x7fffffff"})
    CHECK_FALSE(isFullWarpMask(Partial));
}
