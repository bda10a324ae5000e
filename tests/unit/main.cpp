// Catch2 entry point for cu2hip's unit tests.
#define CATCH_CONFIG_MAIN
#include <catch2/catch.hpp>
