// A subset of hipSPARSE on NVIDIA, forwarding to cuSPARSE: the handle, the generic CSR/COO
// and dense-vector descriptors, and SpMV. Upstream hipSPARSE implements its NVIDIA backend
// in a library built for CUDA, which Debian does not package (its libhipsparse is the ROCm
// build). A translated program that calls anything else fails to link on NVIDIA with an
// undefined hipsparse* symbol: add the function here, forwarding to its cuSPARSE twin.
// Compiled by run-gpu.sh and `validate prepare` with nvcc -D__HIP_PLATFORM_NVIDIA__.
#include <hip/hip_runtime.h>
#include <hipsparse/hipsparse.h>

#include <cusparse.h>

// hipSPARSE numbers these enums like cuSPARSE; the casts below rely on it.
#define CU2HIP_SAME(Hip, Cuda) static_assert(int(Hip) == int(Cuda), #Hip);
CU2HIP_SAME(HIPSPARSE_STATUS_SUCCESS, CUSPARSE_STATUS_SUCCESS)
CU2HIP_SAME(HIPSPARSE_STATUS_NOT_INITIALIZED, CUSPARSE_STATUS_NOT_INITIALIZED)
CU2HIP_SAME(HIPSPARSE_STATUS_ALLOC_FAILED, CUSPARSE_STATUS_ALLOC_FAILED)
CU2HIP_SAME(HIPSPARSE_STATUS_INVALID_VALUE, CUSPARSE_STATUS_INVALID_VALUE)
CU2HIP_SAME(HIPSPARSE_STATUS_ARCH_MISMATCH, CUSPARSE_STATUS_ARCH_MISMATCH)
CU2HIP_SAME(HIPSPARSE_STATUS_MAPPING_ERROR, CUSPARSE_STATUS_MAPPING_ERROR)
CU2HIP_SAME(HIPSPARSE_STATUS_EXECUTION_FAILED, CUSPARSE_STATUS_EXECUTION_FAILED)
CU2HIP_SAME(HIPSPARSE_STATUS_INTERNAL_ERROR, CUSPARSE_STATUS_INTERNAL_ERROR)
CU2HIP_SAME(HIPSPARSE_STATUS_MATRIX_TYPE_NOT_SUPPORTED, CUSPARSE_STATUS_MATRIX_TYPE_NOT_SUPPORTED)
CU2HIP_SAME(HIPSPARSE_STATUS_ZERO_PIVOT, CUSPARSE_STATUS_ZERO_PIVOT)
CU2HIP_SAME(HIPSPARSE_STATUS_NOT_SUPPORTED, CUSPARSE_STATUS_NOT_SUPPORTED)
CU2HIP_SAME(HIPSPARSE_STATUS_INSUFFICIENT_RESOURCES, CUSPARSE_STATUS_INSUFFICIENT_RESOURCES)
CU2HIP_SAME(HIPSPARSE_POINTER_MODE_HOST, CUSPARSE_POINTER_MODE_HOST)
CU2HIP_SAME(HIPSPARSE_POINTER_MODE_DEVICE, CUSPARSE_POINTER_MODE_DEVICE)
CU2HIP_SAME(HIPSPARSE_INDEX_BASE_ZERO, CUSPARSE_INDEX_BASE_ZERO)
CU2HIP_SAME(HIPSPARSE_INDEX_BASE_ONE, CUSPARSE_INDEX_BASE_ONE)
CU2HIP_SAME(HIPSPARSE_OPERATION_NON_TRANSPOSE, CUSPARSE_OPERATION_NON_TRANSPOSE)
CU2HIP_SAME(HIPSPARSE_OPERATION_TRANSPOSE, CUSPARSE_OPERATION_TRANSPOSE)
CU2HIP_SAME(HIPSPARSE_OPERATION_CONJUGATE_TRANSPOSE, CUSPARSE_OPERATION_CONJUGATE_TRANSPOSE)
CU2HIP_SAME(HIPSPARSE_INDEX_16U, CUSPARSE_INDEX_16U)
CU2HIP_SAME(HIPSPARSE_INDEX_32I, CUSPARSE_INDEX_32I)
CU2HIP_SAME(HIPSPARSE_INDEX_64I, CUSPARSE_INDEX_64I)
#undef CU2HIP_SAME

namespace {

hipsparseStatus_t status(cusparseStatus_t S) { return static_cast<hipsparseStatus_t>(S); }
cusparseHandle_t handle(hipsparseHandle_t H) { return static_cast<cusparseHandle_t>(H); }
cusparseSpMatDescr_t matrix(hipsparseSpMatDescr_t M) {
  return static_cast<cusparseSpMatDescr_t>(M);
}
cusparseDnVecDescr_t vector(hipsparseDnVecDescr_t V) {
  return static_cast<cusparseDnVecDescr_t>(V);
}
cusparseIndexType_t indexType(hipsparseIndexType_t T) {
  return static_cast<cusparseIndexType_t>(T);
}
cusparseIndexBase_t indexBase(hipsparseIndexBase_t B) {
  return static_cast<cusparseIndexBase_t>(B);
}
cusparseOperation_t operation(hipsparseOperation_t Op) {
  return static_cast<cusparseOperation_t>(Op);
}

// The SpMV algorithms are numbered differently (hipSPARSE keeps the CUDA 10 names too).
bool spmvAlgorithm(hipsparseSpMVAlg_t Alg, cusparseSpMVAlg_t &Out) {
  switch (Alg) {
  case HIPSPARSE_MV_ALG_DEFAULT:
  case HIPSPARSE_SPMV_ALG_DEFAULT:
    Out = CUSPARSE_SPMV_ALG_DEFAULT;
    return true;
  case HIPSPARSE_COOMV_ALG:
  case HIPSPARSE_SPMV_COO_ALG1:
    Out = CUSPARSE_SPMV_COO_ALG1;
    return true;
  case HIPSPARSE_SPMV_COO_ALG2:
    Out = CUSPARSE_SPMV_COO_ALG2;
    return true;
  case HIPSPARSE_CSRMV_ALG1:
  case HIPSPARSE_SPMV_CSR_ALG1:
    Out = CUSPARSE_SPMV_CSR_ALG1;
    return true;
  case HIPSPARSE_CSRMV_ALG2:
  case HIPSPARSE_SPMV_CSR_ALG2:
    Out = CUSPARSE_SPMV_CSR_ALG2;
    return true;
  }
  return false;
}

} // namespace

extern "C" {

hipsparseStatus_t hipsparseCreate(hipsparseHandle_t *Handle) {
  cusparseHandle_t H = nullptr;
  cusparseStatus_t S = cusparseCreate(&H);
  *Handle = H;
  return status(S);
}

hipsparseStatus_t hipsparseDestroy(hipsparseHandle_t H) {
  return status(cusparseDestroy(handle(H)));
}

hipsparseStatus_t hipsparseGetVersion(hipsparseHandle_t H, int *Version) {
  return status(cusparseGetVersion(handle(H), Version));
}

hipsparseStatus_t hipsparseSetStream(hipsparseHandle_t H, hipStream_t Stream) {
  return status(cusparseSetStream(handle(H), Stream)); // hipStream_t is cudaStream_t here
}

hipsparseStatus_t hipsparseGetStream(hipsparseHandle_t H, hipStream_t *Stream) {
  return status(cusparseGetStream(handle(H), Stream));
}

hipsparseStatus_t hipsparseSetPointerMode(hipsparseHandle_t H, hipsparsePointerMode_t Mode) {
  return status(cusparseSetPointerMode(handle(H), static_cast<cusparsePointerMode_t>(Mode)));
}

hipsparseStatus_t hipsparseGetPointerMode(hipsparseHandle_t H, hipsparsePointerMode_t *Mode) {
  cusparsePointerMode_t M;
  cusparseStatus_t S = cusparseGetPointerMode(handle(H), &M);
  *Mode = static_cast<hipsparsePointerMode_t>(M);
  return status(S);
}

hipsparseStatus_t hipsparseCreateCsr(hipsparseSpMatDescr_t *Descr, int64_t Rows, int64_t Cols,
                                     int64_t Nnz, void *RowOffsets, void *ColInd, void *Values,
                                     hipsparseIndexType_t RowOffsetsType,
                                     hipsparseIndexType_t ColIndType, hipsparseIndexBase_t Base,
                                     hipDataType ValueType) {
  cusparseSpMatDescr_t M = nullptr;
  cusparseStatus_t S =
      cusparseCreateCsr(&M, Rows, Cols, Nnz, RowOffsets, ColInd, Values, indexType(RowOffsetsType),
                        indexType(ColIndType), indexBase(Base), ValueType);
  *Descr = M;
  return status(S);
}

hipsparseStatus_t hipsparseCreateCoo(hipsparseSpMatDescr_t *Descr, int64_t Rows, int64_t Cols,
                                     int64_t Nnz, void *RowInd, void *ColInd, void *Values,
                                     hipsparseIndexType_t IndexType, hipsparseIndexBase_t Base,
                                     hipDataType ValueType) {
  cusparseSpMatDescr_t M = nullptr;
  cusparseStatus_t S = cusparseCreateCoo(&M, Rows, Cols, Nnz, RowInd, ColInd, Values,
                                         indexType(IndexType), indexBase(Base), ValueType);
  *Descr = M;
  return status(S);
}

hipsparseStatus_t hipsparseDestroySpMat(hipsparseSpMatDescr_t Descr) {
  return status(cusparseDestroySpMat(matrix(Descr)));
}

hipsparseStatus_t hipsparseCreateDnVec(hipsparseDnVecDescr_t *Descr, int64_t Size, void *Values,
                                       hipDataType ValueType) {
  cusparseDnVecDescr_t V = nullptr;
  cusparseStatus_t S = cusparseCreateDnVec(&V, Size, Values, ValueType);
  *Descr = V;
  return status(S);
}

hipsparseStatus_t hipsparseDestroyDnVec(hipsparseDnVecDescr_t Descr) {
  return status(cusparseDestroyDnVec(vector(Descr)));
}

hipsparseStatus_t hipsparseDnVecGetValues(const hipsparseDnVecDescr_t Descr, void **Values) {
  return status(cusparseDnVecGetValues(vector(Descr), Values));
}

hipsparseStatus_t hipsparseDnVecSetValues(hipsparseDnVecDescr_t Descr, void *Values) {
  return status(cusparseDnVecSetValues(vector(Descr), Values));
}

hipsparseStatus_t hipsparseSpMV_bufferSize(hipsparseHandle_t H, hipsparseOperation_t Op,
                                           const void *Alpha, const hipsparseSpMatDescr_t A,
                                           const hipsparseDnVecDescr_t X, const void *Beta,
                                           const hipsparseDnVecDescr_t Y, hipDataType Compute,
                                           hipsparseSpMVAlg_t Alg, size_t *BufferSize) {
  cusparseSpMVAlg_t CudaAlg;
  if (!spmvAlgorithm(Alg, CudaAlg))
    return HIPSPARSE_STATUS_INVALID_VALUE;
  return status(cusparseSpMV_bufferSize(handle(H), operation(Op), Alpha, matrix(A), vector(X), Beta,
                                        vector(Y), Compute, CudaAlg, BufferSize));
}

hipsparseStatus_t hipsparseSpMV(hipsparseHandle_t H, hipsparseOperation_t Op, const void *Alpha,
                                const hipsparseSpMatDescr_t A, const hipsparseDnVecDescr_t X,
                                const void *Beta, const hipsparseDnVecDescr_t Y,
                                hipDataType Compute, hipsparseSpMVAlg_t Alg, void *Buffer) {
  cusparseSpMVAlg_t CudaAlg;
  if (!spmvAlgorithm(Alg, CudaAlg))
    return HIPSPARSE_STATUS_INVALID_VALUE;
  return status(cusparseSpMV(handle(H), operation(Op), Alpha, matrix(A), vector(X), Beta, vector(Y),
                             Compute, CudaAlg, Buffer));
}

} // extern "C"
