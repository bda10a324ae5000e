# Machine-readable reports and CI mode: unit tests of the report library, and end-to-end
# checks with the real binary (schemas, merge, exit codes, baseline). Included from
# tests/CMakeLists.txt.
add_executable(cu2hip_report_tests unit/main.cpp unit/ReportTests.cpp)
target_include_directories(cu2hip_report_tests PRIVATE ${CATCH2_INCLUDE_DIR})
target_compile_definitions(cu2hip_report_tests PRIVATE
  CU2HIP_CLANG_RESOURCE_DIR="${CU2HIP_CLANG_RESOURCE_DIR}")
target_link_libraries(cu2hip_report_tests PRIVATE cu2hip_driver)
add_test(NAME reports.unit COMMAND cu2hip_report_tests)

# Debian's python3 (python3-jsonschema), not whatever python3 comes first on PATH.
find_program(CU2HIP_DEBIAN_PYTHON3 python3 PATHS /usr/bin NO_DEFAULT_PATH REQUIRED)
foreach(check formats merge exit-codes baseline)
  add_test(NAME reports.${check}
           COMMAND ${CU2HIP_DEBIAN_PYTHON3} ${CMAKE_CURRENT_SOURCE_DIR}/reports/check_reports.py
                   $<TARGET_FILE:cu2hip> ${CMAKE_SOURCE_DIR} ${check})
endforeach()
