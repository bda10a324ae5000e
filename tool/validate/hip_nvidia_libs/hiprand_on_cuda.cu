// hipRAND's host API on NVIDIA, forwarding to cuRAND. Upstream hipRAND ships this part as a
// library built for CUDA, which Debian does not package (its libhiprand is the ROCm build);
// the device API (hiprand_kernel.h) is header-only and needs nothing here. Compiled by
// run-gpu.sh and `validate prepare` with nvcc -D__HIP_PLATFORM_NVIDIA__ -I<work>/hip-nvidia.
// Not provided (cuRAND has no counterpart): the Char, Short and *Half generators, which
// return HIPRAND_STATUS_NOT_IMPLEMENTED.
#include <hip/hip_runtime.h>
#include <hiprand/hiprand.h>

#include <curand.h>

// hipRAND numbers its statuses like cuRAND; the casts below rely on it.
#define CU2HIP_SAME_STATUS(Name)                                                                   \
  static_assert(int(HIPRAND_STATUS_##Name) == int(CURAND_STATUS_##Name), #Name);
CU2HIP_SAME_STATUS(SUCCESS)
CU2HIP_SAME_STATUS(VERSION_MISMATCH)
CU2HIP_SAME_STATUS(NOT_INITIALIZED)
CU2HIP_SAME_STATUS(ALLOCATION_FAILED)
CU2HIP_SAME_STATUS(TYPE_ERROR)
CU2HIP_SAME_STATUS(OUT_OF_RANGE)
CU2HIP_SAME_STATUS(LENGTH_NOT_MULTIPLE)
CU2HIP_SAME_STATUS(DOUBLE_PRECISION_REQUIRED)
CU2HIP_SAME_STATUS(LAUNCH_FAILURE)
CU2HIP_SAME_STATUS(PREEXISTING_FAILURE)
CU2HIP_SAME_STATUS(INITIALIZATION_FAILED)
CU2HIP_SAME_STATUS(ARCH_MISMATCH)
CU2HIP_SAME_STATUS(INTERNAL_ERROR)
#undef CU2HIP_SAME_STATUS

namespace {

hiprandStatus_t status(curandStatus_t S) { return static_cast<hiprandStatus_t>(S); }

// The generator types are numbered differently (hipRAND 400..., cuRAND 100...).
bool rngType(hiprandRngType_t Type, curandRngType_t &Out) {
  switch (Type) {
  case HIPRAND_RNG_TEST:
    Out = CURAND_RNG_TEST;
    return true;
  case HIPRAND_RNG_PSEUDO_DEFAULT:
    Out = CURAND_RNG_PSEUDO_DEFAULT;
    return true;
  case HIPRAND_RNG_PSEUDO_XORWOW:
    Out = CURAND_RNG_PSEUDO_XORWOW;
    return true;
  case HIPRAND_RNG_PSEUDO_MRG32K3A:
    Out = CURAND_RNG_PSEUDO_MRG32K3A;
    return true;
  case HIPRAND_RNG_PSEUDO_MTGP32:
    Out = CURAND_RNG_PSEUDO_MTGP32;
    return true;
  case HIPRAND_RNG_PSEUDO_MT19937:
    Out = CURAND_RNG_PSEUDO_MT19937;
    return true;
  case HIPRAND_RNG_PSEUDO_PHILOX4_32_10:
    Out = CURAND_RNG_PSEUDO_PHILOX4_32_10;
    return true;
  case HIPRAND_RNG_QUASI_DEFAULT:
    Out = CURAND_RNG_QUASI_DEFAULT;
    return true;
  case HIPRAND_RNG_QUASI_SOBOL32:
    Out = CURAND_RNG_QUASI_SOBOL32;
    return true;
  case HIPRAND_RNG_QUASI_SCRAMBLED_SOBOL32:
    Out = CURAND_RNG_QUASI_SCRAMBLED_SOBOL32;
    return true;
  case HIPRAND_RNG_QUASI_SOBOL64:
    Out = CURAND_RNG_QUASI_SOBOL64;
    return true;
  case HIPRAND_RNG_QUASI_SCRAMBLED_SOBOL64:
    Out = CURAND_RNG_QUASI_SCRAMBLED_SOBOL64;
    return true;
  }
  return false;
}

} // namespace

extern "C" {

hiprandStatus_t hiprandCreateGenerator(hiprandGenerator_t *Generator, hiprandRngType_t Type) {
  curandRngType_t T;
  return rngType(Type, T) ? status(curandCreateGenerator(Generator, T)) : HIPRAND_STATUS_TYPE_ERROR;
}

hiprandStatus_t hiprandCreateGeneratorHost(hiprandGenerator_t *Generator, hiprandRngType_t Type) {
  curandRngType_t T;
  return rngType(Type, T) ? status(curandCreateGeneratorHost(Generator, T))
                          : HIPRAND_STATUS_TYPE_ERROR;
}

hiprandStatus_t hiprandDestroyGenerator(hiprandGenerator_t G) {
  return status(curandDestroyGenerator(G));
}

hiprandStatus_t hiprandGenerate(hiprandGenerator_t G, unsigned int *Out, size_t N) {
  return status(curandGenerate(G, Out, N));
}

hiprandStatus_t hiprandGenerateChar(hiprandGenerator_t, unsigned char *, size_t) {
  return HIPRAND_STATUS_NOT_IMPLEMENTED;
}

hiprandStatus_t hiprandGenerateShort(hiprandGenerator_t, unsigned short *, size_t) {
  return HIPRAND_STATUS_NOT_IMPLEMENTED;
}

hiprandStatus_t hiprandGenerateUniform(hiprandGenerator_t G, float *Out, size_t N) {
  return status(curandGenerateUniform(G, Out, N));
}

hiprandStatus_t hiprandGenerateUniformDouble(hiprandGenerator_t G, double *Out, size_t N) {
  return status(curandGenerateUniformDouble(G, Out, N));
}

hiprandStatus_t hiprandGenerateUniformHalf(hiprandGenerator_t, half *, size_t) {
  return HIPRAND_STATUS_NOT_IMPLEMENTED;
}

hiprandStatus_t hiprandGenerateNormal(hiprandGenerator_t G, float *Out, size_t N, float Mean,
                                      float Stddev) {
  return status(curandGenerateNormal(G, Out, N, Mean, Stddev));
}

hiprandStatus_t hiprandGenerateNormalDouble(hiprandGenerator_t G, double *Out, size_t N,
                                            double Mean, double Stddev) {
  return status(curandGenerateNormalDouble(G, Out, N, Mean, Stddev));
}

hiprandStatus_t hiprandGenerateNormalHalf(hiprandGenerator_t, half *, size_t, half, half) {
  return HIPRAND_STATUS_NOT_IMPLEMENTED;
}

hiprandStatus_t hiprandGenerateLogNormal(hiprandGenerator_t G, float *Out, size_t N, float Mean,
                                         float Stddev) {
  return status(curandGenerateLogNormal(G, Out, N, Mean, Stddev));
}

hiprandStatus_t hiprandGenerateLogNormalDouble(hiprandGenerator_t G, double *Out, size_t N,
                                               double Mean, double Stddev) {
  return status(curandGenerateLogNormalDouble(G, Out, N, Mean, Stddev));
}

hiprandStatus_t hiprandGenerateLogNormalHalf(hiprandGenerator_t, half *, size_t, half, half) {
  return HIPRAND_STATUS_NOT_IMPLEMENTED;
}

hiprandStatus_t hiprandGeneratePoisson(hiprandGenerator_t G, unsigned int *Out, size_t N,
                                       double Lambda) {
  return status(curandGeneratePoisson(G, Out, N, Lambda));
}

hiprandStatus_t hiprandGenerateSeeds(hiprandGenerator_t G) {
  return status(curandGenerateSeeds(G));
}

hiprandStatus_t hiprandSetStream(hiprandGenerator_t G, hipStream_t Stream) {
  return status(curandSetStream(G, Stream)); // hipStream_t is cudaStream_t on NVIDIA
}

hiprandStatus_t hiprandSetPseudoRandomGeneratorSeed(hiprandGenerator_t G, unsigned long long Seed) {
  return status(curandSetPseudoRandomGeneratorSeed(G, Seed));
}

hiprandStatus_t hiprandSetGeneratorOffset(hiprandGenerator_t G, unsigned long long Offset) {
  return status(curandSetGeneratorOffset(G, Offset));
}

hiprandStatus_t hiprandSetQuasiRandomGeneratorDimensions(hiprandGenerator_t G,
                                                         unsigned int Dimensions) {
  return status(curandSetQuasiRandomGeneratorDimensions(G, Dimensions));
}

hiprandStatus_t hiprandGetVersion(int *Version) {
  if (!Version)
    return HIPRAND_STATUS_OUT_OF_RANGE;
  *Version = HIPRAND_VERSION;
  return HIPRAND_STATUS_SUCCESS;
}

hiprandStatus_t hiprandCreatePoissonDistribution(double Lambda,
                                                 hiprandDiscreteDistribution_t *Distribution) {
  return status(curandCreatePoissonDistribution(Lambda, Distribution));
}

hiprandStatus_t hiprandDestroyDistribution(hiprandDiscreteDistribution_t Distribution) {
  return status(curandDestroyDistribution(Distribution));
}

// hipRAND 2.11 (ROCm 6.3) added the quasi-random tables of cuRAND's Sobol generators; hipRAND
// numbers the vector sets like cuRAND (101-104) and its table types are cuRAND's on NVIDIA.
#if HIPRAND_VERSION >= 201100
hiprandStatus_t hiprandGetDirectionVectors32(hiprandDirectionVectors32_t **Vectors,
                                             hiprandDirectionVectorSet_t Set) {
  return status(curandGetDirectionVectors32(Vectors, static_cast<curandDirectionVectorSet_t>(Set)));
}

hiprandStatus_t hiprandGetDirectionVectors64(hiprandDirectionVectors64_t **Vectors,
                                             hiprandDirectionVectorSet_t Set) {
  return status(curandGetDirectionVectors64(Vectors, static_cast<curandDirectionVectorSet_t>(Set)));
}

hiprandStatus_t hiprandGetScrambleConstants32(const unsigned int **Constants) {
  return status(curandGetScrambleConstants32(const_cast<unsigned int **>(Constants)));
}

hiprandStatus_t hiprandGetScrambleConstants64(const unsigned long long **Constants) {
  return status(curandGetScrambleConstants64(const_cast<unsigned long long **>(Constants)));
}
#endif

} // extern "C"
