// x86-64 System V context switch: the callee-saved registers, MXCSR and the x87 control
// word are pushed on the suspended stack; a fresh stack starts in a trampoline that
// passes the lane (kept in r12) to wave64_lane_main.
#include "FiberSwitch.h"

#include <cstdint>
#include <cstring>

#if !defined(__x86_64__)
#error "the wave64 tier's fiber switch is written for x86-64"
#endif

asm(R"(
    .text
    .globl wave64_switch_context
    .type wave64_switch_context, @function
wave64_switch_context:
    pushq %rbp
    pushq %rbx
    pushq %r12
    pushq %r13
    pushq %r14
    pushq %r15
    subq $8, %rsp
    stmxcsr (%rsp)
    fnstcw 4(%rsp)
    movq %rsp, (%rdi)
    movq %rsi, %rsp
    ldmxcsr (%rsp)
    fldcw 4(%rsp)
    addq $8, %rsp
    popq %r15
    popq %r14
    popq %r13
    popq %r12
    popq %rbx
    popq %rbp
    ret
    .size wave64_switch_context, .-wave64_switch_context

    .globl wave64_fiber_trampoline
    .type wave64_fiber_trampoline, @function
wave64_fiber_trampoline:
    movq %r12, %rdi
    call wave64_lane_main@PLT
    ud2
    .size wave64_fiber_trampoline, .-wave64_fiber_trampoline
)");

extern "C" void wave64_fiber_trampoline();

namespace wave64 {

void *prepareFiberStack(unsigned char *stackBase, std::size_t stackSize, Lane *lane) {
  auto top = reinterpret_cast<std::uintptr_t>(stackBase + stackSize) & ~std::uintptr_t{15};
  // After the switch pops 8 + 6*8 bytes and returns, rsp = top - 16: 16-byte aligned
  // before the trampoline's call, as the ABI requires.
  auto *frame = reinterpret_cast<std::uint64_t *>(top - 80);
  std::uint32_t mxcsr = 0;
  std::uint16_t fpuControl = 0;
  asm volatile("stmxcsr %0" : "=m"(mxcsr));
  asm volatile("fnstcw %0" : "=m"(fpuControl));
  std::memset(frame, 0, 80);
  std::memcpy(reinterpret_cast<unsigned char *>(frame), &mxcsr, 4);
  std::memcpy(reinterpret_cast<unsigned char *>(frame) + 4, &fpuControl, 2);
  frame[4] = reinterpret_cast<std::uint64_t>(lane); // r12
  frame[7] = reinterpret_cast<std::uint64_t>(&wave64_fiber_trampoline);
  return frame;
}

} // namespace wave64
