# Hazard corpus for every category besides warp-size: precision and recall per category over
# all of fixtures/hazards (so each category is also checked against the other categories'
# fixtures for false positives). One run of cu2hip per fixture serves all the categories.
set(CU2HIP_HAZARD_CATEGORIES
    wmma texture graph inline-asm cluster memory-model kernel-launch device-limits)
list(JOIN CU2HIP_HAZARD_CATEGORIES "," hazard_category_list)
add_test(NAME hazards.other
         COMMAND cu2hip_hazards $<TARGET_FILE:cu2hip> ${hazard_category_list}
                 ${CMAKE_SOURCE_DIR}/fixtures/hazards)
