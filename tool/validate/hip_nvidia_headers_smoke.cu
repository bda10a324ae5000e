// Smoke test for the patched HIP-on-NVIDIA headers (prepare_hip_nvidia_headers.cmake).
//
// Build (no GPU needed to build):
//   nvcc -std=c++17 -x cu -D__HIP_PLATFORM_NVIDIA__ -I<OUT_DIR> -arch=sm_90 \
//        tool/validate/hip_nvidia_headers_smoke.cu -o hip_nvidia_smoke -lcuda
// Run it on a machine with a GPU: prints the device and "PASS", exit 0.
//
// It is plain HIP, exercising the wrappers the edit list touches: device
// properties (clockRate & co. via cudaDeviceGetAttribute on CUDA 13),
// hipDeviceGetAttribute, managed memory + hipMemAdvise/hipMemPrefetchAsync
// (cudaMemLocation), graph edge APIs and capture info (edge data),
// multi-device cooperative launch (single device), hipCtxCreate
// (CUctxCreateParams), and HIP's mask-less warp functions on sm_90.

#include <hip/hip_runtime.h>

#include <cstdio>
#include <cstdlib>
#include <cstring>

#define CHECK(expr)                                                                    \
    do {                                                                               \
        hipError_t err_ = (expr);                                                      \
        if (err_ != hipSuccess) {                                                      \
            std::fprintf(stderr, "%s:%d: %s failed: %s\n", __FILE__, __LINE__, #expr,  \
                         hipGetErrorString(err_));                                     \
            std::exit(1);                                                              \
        }                                                                              \
    } while (0)

#define EXPECT(cond)                                                                   \
    do {                                                                               \
        if (!(cond)) {                                                                 \
            std::fprintf(stderr, "%s:%d: expectation failed: %s\n", __FILE__, __LINE__, \
                         #cond);                                                       \
            std::exit(1);                                                              \
        }                                                                              \
    } while (0)

__constant__ float c_scale;
__device__ int d_counter;

__global__ void scale_add(const float* x, float* y, int n) {
    int i = hipBlockIdx_x * hipBlockDim_x + hipThreadIdx_x;
    if (i < n) y[i] = c_scale * x[i] + y[i];
    if (i == 0) atomicAdd(&d_counter, 1);
}

// One warp per block: sums 32 values with HIP's mask-less __shfl_down and with
// CUDA-style __shfl_down_sync, and records warp votes.
__global__ void warp_ops(const int* in, int* sum_a, int* sum_b, unsigned long long* ballot,
                         int* any_all) {
    int lane = hipThreadIdx_x;
    int v = in[lane];
    int a = v, b = v;
    for (int off = 16; off > 0; off /= 2) {
        a += __shfl_down(a, off);
        b += __shfl_down_sync(0xffffffffu, b, off);
    }
    unsigned long long bal = __ballot(v % 2);
    int any = __any(v > 30);
    int all = __all(v >= 0);
    int x = __shfl_xor(v, 1) + __shfl(v, 0) + __shfl_up(v, 1);
    (void)x;
    if (lane == 0) {
        *sum_a = a;
        *sum_b = b;
        *ballot = bal;
        any_all[0] = any;
        any_all[1] = all;
    }
}

__global__ void touch_managed(int* p, int n) {
    int i = hipBlockIdx_x * hipBlockDim_x + hipThreadIdx_x;
    if (i < n) p[i] += 1;
}

__global__ void fill(int* p, int n, int value) {
    int i = hipBlockIdx_x * hipBlockDim_x + hipThreadIdx_x;
    if (i < n) p[i] = value;
}

static void test_properties(int dev) {
    hipDeviceProp_t prop;
    std::memset(&prop, 0xAB, sizeof(prop));  // garbage, as on a real stack
    CHECK(hipGetDeviceProperties(&prop, dev));
    std::printf("device %d: %s, sm_%d%d, clockRate %d kHz, memoryClockRate %d kHz, "
                "%d SMs, computeMode %d, kernelExecTimeout %d, managedMemory %d, "
                "pageableMemoryAccess %d, concurrentManagedAccess %d\n",
                dev, prop.name, prop.major, prop.minor, prop.clockRate, prop.memoryClockRate,
                prop.multiProcessorCount, prop.computeMode, prop.kernelExecTimeoutEnabled,
                prop.managedMemory, prop.pageableMemoryAccess, prop.concurrentManagedAccess);
    int clock = 0, memclock = 0, sms = 0, coop_multi = -1, pageable = -1;
    CHECK(hipDeviceGetAttribute(&clock, hipDeviceAttributeClockRate, dev));
    CHECK(hipDeviceGetAttribute(&memclock, hipDeviceAttributeMemoryClockRate, dev));
    CHECK(hipDeviceGetAttribute(&sms, hipDeviceAttributeMultiprocessorCount, dev));
    CHECK(hipDeviceGetAttribute(&coop_multi, hipDeviceAttributeCooperativeMultiDeviceLaunch, dev));
    CHECK(hipDeviceGetAttribute(&pageable, hipDeviceAttributePageableMemoryAccess, dev));
    EXPECT(prop.clockRate == clock && clock > 0);
    EXPECT(prop.memoryClockRate == memclock);
    EXPECT(prop.multiProcessorCount == sms);
    EXPECT(prop.pageableMemoryAccess == pageable);
    EXPECT(prop.managedMemory == 0 || prop.managedMemory == 1);
    EXPECT(prop.isLargeBar == 0);  // never filled by this backend: must be zeroed
#if CUDART_VERSION >= 13000
    EXPECT(coop_multi == 0 && prop.cooperativeMultiDeviceLaunch == 0);
#endif
    int dummy = 0;
    EXPECT(hipDeviceGetAttribute(&dummy, hipDeviceAttributeClockRate, 9999) != hipSuccess);
    (void)hipGetLastError();  // clear the error just provoked
}

static void test_memory_and_launch(hipStream_t stream) {
    const int n = 1 << 16;
    const size_t bytes = n * sizeof(float);
    float* hx = static_cast<float*>(std::malloc(bytes));
    float* hy = static_cast<float*>(std::malloc(bytes));
    for (int i = 0; i < n; ++i) {
        hx[i] = static_cast<float>(i);
        hy[i] = 1.0f;
    }
    float *dx = nullptr, *dy = nullptr;
    CHECK(hipMalloc(&dx, bytes));
    CHECK(hipMalloc(reinterpret_cast<void**>(&dy), bytes));
    CHECK(hipMemcpy(dx, hx, bytes, hipMemcpyHostToDevice));
    CHECK(hipMemcpyAsync(dy, hy, bytes, hipMemcpyHostToDevice, stream));
    const float scale = 2.0f;
    const int zero = 0;
    CHECK(hipMemcpyToSymbol(HIP_SYMBOL(c_scale), &scale, sizeof(scale)));
    CHECK(hipMemcpyToSymbol(HIP_SYMBOL(d_counter), &zero, sizeof(zero), 0, hipMemcpyHostToDevice));

    hipEvent_t start, stop;
    CHECK(hipEventCreate(&start));
    CHECK(hipEventCreateWithFlags(&stop, hipEventDefault));
    CHECK(hipEventRecord(start, stream));
    hipLaunchKernelGGL(scale_add, dim3((n + 255) / 256), dim3(256), 0, stream, dx, dy, n);
    CHECK(hipGetLastError());
    CHECK(hipEventRecord(stop, stream));
    CHECK(hipEventSynchronize(stop));
    float ms = -1.0f;
    CHECK(hipEventElapsedTime(&ms, start, stop));
    EXPECT(ms >= 0.0f);
    CHECK(hipMemcpy(hy, dy, bytes, hipMemcpyDeviceToHost));
    for (int i = 0; i < n; ++i) EXPECT(hy[i] == 2.0f * i + 1.0f);
    int blocks_seen = 0;
    CHECK(hipMemcpyFromSymbol(&blocks_seen, HIP_SYMBOL(d_counter), sizeof(int)));
    EXPECT(blocks_seen == 1);
    std::printf("scale_add: %d elements in %.3f ms\n", n, ms);

    CHECK(hipEventDestroy(start));
    CHECK(hipEventDestroy(stop));
    CHECK(hipFree(dx));
    CHECK(hipFree(dy));
    std::free(hx);
    std::free(hy);
}

static void test_warp_ops() {
    int h_in[32];
    int expect_sum = 0;
    unsigned long long expect_ballot = 0;
    for (int i = 0; i < 32; ++i) {
        h_in[i] = i;
        expect_sum += i;
        if (i % 2) expect_ballot |= 1ull << i;
    }
    int *d_in, *d_a, *d_b, *d_aa;
    unsigned long long* d_bal;
    CHECK(hipMalloc(&d_in, sizeof(h_in)));
    CHECK(hipMalloc(&d_a, sizeof(int)));
    CHECK(hipMalloc(&d_b, sizeof(int)));
    CHECK(hipMalloc(&d_aa, 2 * sizeof(int)));
    CHECK(hipMalloc(&d_bal, sizeof(unsigned long long)));
    CHECK(hipMemcpy(d_in, h_in, sizeof(h_in), hipMemcpyHostToDevice));
    hipLaunchKernelGGL(warp_ops, dim3(1), dim3(32), 0, 0, d_in, d_a, d_b, d_bal, d_aa);
    CHECK(hipGetLastError());
    CHECK(hipDeviceSynchronize());
    int a = 0, b = 0, aa[2] = {0, 0};
    unsigned long long bal = 0;
    CHECK(hipMemcpy(&a, d_a, sizeof(int), hipMemcpyDeviceToHost));
    CHECK(hipMemcpy(&b, d_b, sizeof(int), hipMemcpyDeviceToHost));
    CHECK(hipMemcpy(aa, d_aa, sizeof(aa), hipMemcpyDeviceToHost));
    CHECK(hipMemcpy(&bal, d_bal, sizeof(bal), hipMemcpyDeviceToHost));
    EXPECT(a == expect_sum && b == expect_sum);
    EXPECT(bal == expect_ballot);
    EXPECT(aa[0] == 1 && aa[1] == 1);
    CHECK(hipFree(d_in));
    CHECK(hipFree(d_a));
    CHECK(hipFree(d_b));
    CHECK(hipFree(d_aa));
    CHECK(hipFree(d_bal));
}

static void test_managed(int dev, hipStream_t stream) {
    const int n = 4096;
    int* m = nullptr;
    CHECK(hipMallocManaged(reinterpret_cast<void**>(&m), n * sizeof(int), hipMemAttachGlobal));
    for (int i = 0; i < n; ++i) m[i] = i;
    int concurrent = 0;
    CHECK(hipDeviceGetAttribute(&concurrent, hipDeviceAttributeConcurrentManagedAccess, dev));
    if (concurrent) {
        CHECK(hipMemAdvise(m, n * sizeof(int), hipMemAdviseSetPreferredLocation, dev));
        CHECK(hipMemAdvise(m, n * sizeof(int), hipMemAdviseSetAccessedBy, hipCpuDeviceId));
        CHECK(hipMemPrefetchAsync(m, n * sizeof(int), dev, stream));
    }
    hipLaunchKernelGGL(touch_managed, dim3(n / 256), dim3(256), 0, stream, m, n);
    CHECK(hipGetLastError());
    if (concurrent) CHECK(hipMemPrefetchAsync(m, n * sizeof(int), hipCpuDeviceId, stream));
    CHECK(hipStreamSynchronize(stream));
    for (int i = 0; i < n; ++i) EXPECT(m[i] == i + 1);
    CHECK(hipFree(m));
}

static void test_graph(hipStream_t stream) {
    const int n = 1024;
    int* d = nullptr;
    CHECK(hipMalloc(&d, n * sizeof(int)));
    hipGraph_t graph;
    CHECK(hipStreamBeginCapture(stream, hipStreamCaptureModeGlobal));
    hipLaunchKernelGGL(fill, dim3(n / 256), dim3(256), 0, stream, d, n, 7);
    hipStreamCaptureStatus status;
    unsigned long long id = 0;
    hipGraph_t capturing = nullptr;
    const hipGraphNode_t* deps = nullptr;
    size_t ndeps = 0;
    CHECK(hipStreamGetCaptureInfo_v2(stream, &status, &id, &capturing, &deps, &ndeps));
    EXPECT(status == hipStreamCaptureStatusActive && ndeps == 1);
    CHECK(hipStreamGetCaptureInfo(stream, &status, &id));
    CHECK(hipStreamEndCapture(stream, &graph));

    size_t nnodes = 0;
    CHECK(hipGraphGetNodes(graph, nullptr, &nnodes));
    EXPECT(nnodes == 1);
    hipGraphNode_t kernel_node;
    CHECK(hipGraphGetNodes(graph, &kernel_node, &nnodes));

    // Add an empty node, then an edge kernel -> empty, and read it back.
    hipGraphNode_t empty;
    CHECK(hipGraphAddEmptyNode(&empty, graph, nullptr, 0));
    CHECK(hipGraphAddDependencies(graph, &kernel_node, &empty, 1));
    size_t nedges = 0;
    CHECK(hipGraphGetEdges(graph, nullptr, nullptr, &nedges));
    EXPECT(nedges == 1);
    hipGraphNode_t from, to;
    CHECK(hipGraphGetEdges(graph, &from, &to, &nedges));
    EXPECT(from == kernel_node && to == empty);
    size_t n_dep = 0, n_dependent = 0;
    CHECK(hipGraphNodeGetDependencies(empty, nullptr, &n_dep));
    CHECK(hipGraphNodeGetDependentNodes(kernel_node, nullptr, &n_dependent));
    EXPECT(n_dep == 1 && n_dependent == 1);
    CHECK(hipGraphRemoveDependencies(graph, &kernel_node, &empty, 1));
    CHECK(hipGraphGetEdges(graph, nullptr, nullptr, &nedges));
    EXPECT(nedges == 0);

    hipGraphExec_t exec;
    CHECK(hipGraphInstantiate(&exec, graph, nullptr, nullptr, 0));
    CHECK(hipGraphLaunch(exec, stream));
    CHECK(hipStreamSynchronize(stream));
    int h[n];
    CHECK(hipMemcpy(h, d, sizeof(h), hipMemcpyDeviceToHost));
    for (int i = 0; i < n; ++i) EXPECT(h[i] == 7);
    CHECK(hipGraphExecDestroy(exec));
    CHECK(hipGraphDestroy(graph));
    CHECK(hipFree(d));
}

static void test_cooperative_single_device(int dev, hipStream_t stream) {
    int coop = 0;
    CHECK(hipDeviceGetAttribute(&coop, hipDeviceAttributeCooperativeLaunch, dev));
    if (!coop) return;
    const int n = 256;
    int* d = nullptr;
    CHECK(hipMalloc(&d, n * sizeof(int)));
    int value = 5;
    int count = n;
    void* args[] = {&d, &count, &value};
    hipLaunchParams p;
    p.func = reinterpret_cast<void*>(fill);
    p.gridDim = dim3(1);
    p.blockDim = dim3(n);
    p.args = args;
    p.sharedMem = 0;
    p.stream = stream;
    CHECK(hipLaunchCooperativeKernelMultiDevice(&p, 1, 0));
    CHECK(hipStreamSynchronize(stream));
    int h[n];
    CHECK(hipMemcpy(h, d, sizeof(h), hipMemcpyDeviceToHost));
    for (int i = 0; i < n; ++i) EXPECT(h[i] == 5);
    CHECK(hipFree(d));
}

static void test_driver_context(int dev) {
    CHECK(hipInit(0));
    hipDevice_t hdev;
    CHECK(hipDeviceGet(&hdev, dev));
    hipCtx_t ctx;
    CHECK(hipCtxCreate(&ctx, 0, hdev));
    CHECK(hipCtxDestroy(ctx));
}

int main() {
    int count = 0;
    CHECK(hipGetDeviceCount(&count));
    EXPECT(count > 0);
    const int dev = 0;
    CHECK(hipSetDevice(dev));
    int runtime = 0, driver = 0;
    CHECK(hipRuntimeGetVersion(&runtime));
    CHECK(hipDriverGetVersion(&driver));
    std::printf("HIP %d.%d on NVIDIA, CUDA runtime %d, driver %d\n", HIP_VERSION_MAJOR,
                HIP_VERSION_MINOR, runtime, driver);

    hipStream_t stream;
    CHECK(hipStreamCreate(&stream));
    test_properties(dev);
    test_memory_and_launch(stream);
    test_warp_ops();
    test_managed(dev, stream);
    test_graph(stream);
    test_cooperative_single_device(dev, stream);
    CHECK(hipStreamDestroy(stream));
    test_driver_context(dev);
    std::printf("PASS\n");
    return 0;
}
