//===- HLSLRawLayout.h - DXC's raw/structured buffer layout -----*- C++ -*-===//
//
// Clang 22 lays out HLSL types with its own C++ rules: a float3 takes 16
// bytes, vectors are aligned to their size, so `struct { float3 p; float r;
// float4 c; }` is 48 bytes with `r` at 16. DXC's raw and structured buffers
// (the layout every D3D12 application's buffers follow) align scalars,
// vectors and arrays to their scalar size and a struct to its most aligned
// member, rounding its size to that: the same struct is 32 bytes with `r` at
// 12. This header maps Clang's layout (the IR type) onto DXC's: leaf by leaf
// for constant offsets, array stride by array stride for variable ones.
//
// Matrices: Clang keeps a matrix's elements column by column in memory
// (element (r, c) at index c * Rows + r), as DXC stores a column_major one;
// DXC stores a row_major one (the keyword, `#pragma pack_matrix`, -Zpr) row
// by row, at r * Cols + c. The frontend names the row-major matrices of
// structured buffer elements in `!dxild.rowmajor` (RowMajorMatrices below);
// the functions that take them map those elements too.
//
// Header-only (the Intrinsics, Binding and Lowering stages share it).
//
//===----------------------------------------------------------------------===//

#ifndef DXILD_CORE_LOWERING_HLSLRAWLAYOUT_H
#define DXILD_CORE_LOWERING_HLSLRAWLAYOUT_H

#include "llvm/ADT/DenseMap.h"
#include "llvm/ADT/STLExtras.h"
#include "llvm/ADT/SmallVector.h"
#include "llvm/Analysis/DXILResource.h"
#include "llvm/IR/Constants.h"
#include "llvm/IR/DataLayout.h"
#include "llvm/IR/DerivedTypes.h"
#include "llvm/IR/Metadata.h"
#include "llvm/IR/Module.h"

#include <algorithm>
#include <optional>

namespace dxild {
namespace rawlayout {

/// One scalar or vector member leaf of a type: at Clang's offset in the IR
/// type and at HLSL's offset in a raw buffer.
struct Leaf {
  llvm::Type *Ty;
  uint64_t ClangOffset;
  uint64_t HLSLOffset;
};

/// A variable part of an address: Idx * Scale bytes.
struct Term {
  llvm::Value *Idx;
  uint64_t Scale;
};

/// A matrix's shape (or the shape of each matrix of an array of them).
struct MatrixShape {
  unsigned Rows = 0, Cols = 0;
};

/// The row-major matrices of structured buffer elements:
///
///   !dxild.rowmajor = !{!{<type> poison, i32 <field>, i32 rows, i32 cols}...}
///
/// a struct field holding a matrix or an array of matrices (field = its
/// element number in the IR struct), or a whole element type that is one
/// (field = -1).
struct RowMajorMatrices {
  llvm::DenseMap<std::pair<llvm::Type *, unsigned>, MatrixShape> Fields;
  llvm::DenseMap<llvm::Type *, MatrixShape> Elements;

  const MatrixShape *field(llvm::StructType *ST, unsigned I) const {
    auto It = Fields.find({ST, I});
    return It == Fields.end() ? nullptr : &It->second;
  }
  const MatrixShape *element(llvm::Type *Ty) const {
    auto It = Elements.find(Ty);
    return It == Elements.end() ? nullptr : &It->second;
  }

  static constexpr const char *MetadataName = "dxild.rowmajor";
  /// Reads `!dxild.rowmajor` from \p M (malformed entries are skipped).
  static RowMajorMatrices read(const llvm::Module &M) {
    RowMajorMatrices R;
    const llvm::NamedMDNode *N = M.getNamedMetadata(MetadataName);
    if (!N)
      return R;
    for (const llvm::MDNode *E : N->operands()) {
      if (E->getNumOperands() != 4)
        continue;
      auto *Ty = llvm::mdconst::dyn_extract<llvm::Constant>(E->getOperand(0));
      auto *Field =
          llvm::mdconst::dyn_extract<llvm::ConstantInt>(E->getOperand(1));
      auto *Rows =
          llvm::mdconst::dyn_extract<llvm::ConstantInt>(E->getOperand(2));
      auto *Cols =
          llvm::mdconst::dyn_extract<llvm::ConstantInt>(E->getOperand(3));
      if (!Ty || !Field || !Rows || !Cols || Rows->isZero() || Cols->isZero())
        continue;
      MatrixShape S{unsigned(Rows->getZExtValue()),
                    unsigned(Cols->getZExtValue())};
      if (Field->isMinusOne())
        R.Elements[Ty->getType()] = S;
      else
        R.Fields[{Ty->getType(), unsigned(Field->getZExtValue())}] = S;
    }
    return R;
  }
};

/// Whether \p Ty holds one matrix of shape \p S (Clang stores a matrix as
/// an array of its elements; a vector is a whole matrix loaded at once).
inline bool isMatrixOf(llvm::Type *Ty, const MatrixShape *S) {
  if (!S)
    return false;
  if (auto *AT = llvm::dyn_cast<llvm::ArrayType>(Ty))
    return !AT->getElementType()->isAggregateType() &&
           !AT->getElementType()->isVectorTy() &&
           AT->getNumElements() == uint64_t(S->Rows) * S->Cols;
  if (auto *VT = llvm::dyn_cast<llvm::FixedVectorType>(Ty))
    return VT->getNumElements() == S->Rows * S->Cols;
  return false;
}

/// DXC's offset of the element Clang stores at byte \p Const of a row-major
/// matrix of shape \p S with \p Scalar-byte elements.
inline int64_t rowMajorOffset(const MatrixShape &S, uint64_t Scalar,
                              int64_t Const) {
  int64_t K = Const / int64_t(Scalar), Rest = Const % int64_t(Scalar);
  int64_t R = K % S.Rows, C = K / S.Rows;
  return (R * S.Cols + C) * int64_t(Scalar) + Rest;
}

/// Clang's padding: `[N x i8]` (HLSL has no 8-bit types) or
/// target("dx.Padding").
inline bool isPadding(llvm::Type *Ty) {
  if (llvm::isa<llvm::dxil::PaddingExtType>(Ty))
    return true;
  auto *AT = llvm::dyn_cast<llvm::ArrayType>(Ty);
  return AT && AT->getElementType()->isIntegerTy(8);
}

inline uint64_t alignUp(uint64_t V, uint64_t A) { return (V + A - 1) / A * A; }

/// HLSL's raw-buffer alignment of \p Ty: the size of its scalars (DXC's data
/// layout aligns vectors and arrays like their elements, structs like their
/// most aligned member); 0 if \p Ty holds something else.
inline uint64_t hlslAlign(const llvm::DataLayout &DL, llvm::Type *Ty) {
  if (auto *VT = llvm::dyn_cast<llvm::FixedVectorType>(Ty))
    return hlslAlign(DL, VT->getElementType());
  if (auto *AT = llvm::dyn_cast<llvm::ArrayType>(Ty))
    return hlslAlign(DL, AT->getElementType());
  if (auto *ST = llvm::dyn_cast<llvm::StructType>(Ty)) {
    uint64_t A = 1;
    for (llvm::Type *E : ST->elements()) {
      if (isPadding(E))
        continue;
      uint64_t EA = hlslAlign(DL, E);
      if (!EA)
        return 0;
      A = std::max(A, EA);
    }
    return A;
  }
  if (Ty->isIntegerTy(16) || Ty->isIntegerTy(32) || Ty->isIntegerTy(64) ||
      Ty->isHalfTy() || Ty->isFloatTy() || Ty->isDoubleTy())
    return DL.getTypeStoreSize(Ty);
  return 0;
}

/// Appends the leaves of \p Ty at \p ClangOffset, advancing \p HLSLOffset
/// past it in HLSL's layout. False if \p Ty has no HLSL layout.
/// With \p RM, the elements of its row-major matrices are scalar leaves at
/// DXC's offsets; \p Shape is the row-major matrix shape \p Ty holds (one,
/// or an array of them), if any.
inline bool collectLeaves(const llvm::DataLayout &DL, llvm::Type *Ty,
                          uint64_t ClangOffset, uint64_t &HLSLOffset,
                          llvm::SmallVectorImpl<Leaf> &Out,
                          const RowMajorMatrices *RM = nullptr,
                          const MatrixShape *Shape = nullptr) {
  uint64_t Align = hlslAlign(DL, Ty);
  if (!Align)
    return false;
  HLSLOffset = alignUp(HLSLOffset, Align);
  if (isMatrixOf(Ty, Shape)) {
    llvm::Type *E = Ty->isVectorTy()
                        ? llvm::cast<llvm::VectorType>(Ty)->getElementType()
                        : Ty->getArrayElementType();
    uint64_t Scalar = DL.getTypeStoreSize(E);
    uint64_t N = uint64_t(Shape->Rows) * Shape->Cols;
    for (uint64_t K = 0; K < N; ++K)
      Out.push_back({E, ClangOffset + K * Scalar,
                     HLSLOffset + rowMajorOffset(*Shape, Scalar, K * Scalar)});
    HLSLOffset += N * Scalar;
    return true;
  }
  if (auto *ST = llvm::dyn_cast<llvm::StructType>(Ty)) {
    const llvm::StructLayout *SL = DL.getStructLayout(ST);
    for (unsigned I = 0; I < ST->getNumElements(); ++I) {
      llvm::Type *E = ST->getElementType(I);
      if (isPadding(E))
        continue;
      if (!collectLeaves(DL, E, ClangOffset + SL->getElementOffset(I),
                         HLSLOffset, Out, RM, RM ? RM->field(ST, I) : nullptr))
        return false;
    }
    // A struct takes a multiple of its alignment (DXC's data layout).
    HLSLOffset = alignUp(HLSLOffset, Align);
    return true;
  }
  if (auto *AT = llvm::dyn_cast<llvm::ArrayType>(Ty)) {
    uint64_t Stride = DL.getTypeAllocSize(AT->getElementType());
    for (uint64_t I = 0; I < AT->getNumElements(); ++I)
      if (!collectLeaves(DL, AT->getElementType(), ClangOffset + I * Stride,
                         HLSLOffset, Out, RM, Shape))
        return false;
    return true;
  }
  Out.push_back({Ty, ClangOffset, HLSLOffset});
  auto *VT = llvm::dyn_cast<llvm::FixedVectorType>(Ty);
  HLSLOffset += (VT ? VT->getNumElements() : 1) *
                DL.getTypeStoreSize(Ty->getScalarType());
  return true;
}

/// HLSL's size of \p Ty in a raw buffer (a structured buffer's stride).
inline std::optional<uint64_t> hlslSize(const llvm::DataLayout &DL,
                                        llvm::Type *Ty) {
  llvm::SmallVector<Leaf, 16> Leaves;
  uint64_t Size = 0;
  if (!collectLeaves(DL, Ty, 0, Size, Leaves))
    return std::nullopt;
  return Size;
}

/// Whether every leaf of \p Ty has the same offset in both layouts (its
/// accesses need no mapping; the size may still differ, as for float3).
inline bool sameLeafOffsets(const llvm::DataLayout &DL, llvm::Type *Ty,
                            const RowMajorMatrices *RM = nullptr) {
  llvm::SmallVector<Leaf, 16> Leaves;
  uint64_t Size = 0;
  if (!collectLeaves(DL, Ty, 0, Size, Leaves, RM,
                     RM ? RM->element(Ty) : nullptr))
    return false;
  return llvm::all_of(
      Leaves, [](const Leaf &L) { return L.ClangOffset == L.HLSLOffset; });
}

/// Whether accesses to a structured buffer element of type \p Ty need
/// mapping: its leaves are elsewhere in DXC's layout, or Clang's size is
/// larger (its tail padding is the next element's start in DXC's: a word
/// copy of the whole element would write there).
inline bool needsMapping(const llvm::DataLayout &DL, llvm::Type *Ty,
                         const RowMajorMatrices *RM = nullptr) {
  std::optional<uint64_t> Size = hlslSize(DL, Ty);
  return !sameLeafOffsets(DL, Ty, RM) || !Size ||
         *Size != DL.getTypeAllocSize(Ty).getFixedValue();
}

/// HLSL's byte offset of an address inside a value of type \p Ty given as
/// Clang's offset \p Const + sum of \p Terms. Constant offsets map through
/// the leaf they fall in; a term maps through the array whose Clang stride
/// divides its scale (outermost first: it scales by HLSL's stride of that
/// array), or is a component index into a vector (scale unchanged). Returns
/// Padding when the address is in Clang's padding (bytes that hold no
/// value: Clang widens float3 loads over them), Unmapped when it is outside
/// \p Ty or a term indexes nothing there; the outputs are then unspecified.
/// \p RM and \p Shape as for collectLeaves: an element of a row-major
/// matrix maps to its place in DXC's row order (a variable index into one
/// does not map).
enum class MapResult { Mapped, Padding, Unmapped };

inline MapResult mapOffset(const llvm::DataLayout &DL, llvm::Type *Ty,
                           int64_t Const, llvm::ArrayRef<Term> Terms,
                           int64_t &OutConst,
                           llvm::SmallVectorImpl<Term> &OutTerms,
                           const RowMajorMatrices *RM = nullptr,
                           const MatrixShape *Shape = nullptr) {
  if (isMatrixOf(Ty, Shape)) {
    uint64_t Scalar = DL.getTypeStoreSize(Ty->getScalarType());
    if (Ty->isArrayTy())
      Scalar = DL.getTypeStoreSize(Ty->getArrayElementType());
    if (!Terms.empty() || Const < 0 ||
        Const >= int64_t(Scalar * Shape->Rows * Shape->Cols))
      return MapResult::Unmapped;
    OutConst = rowMajorOffset(*Shape, Scalar, Const);
    return MapResult::Mapped;
  }
  if (auto *ST = llvm::dyn_cast<llvm::StructType>(Ty)) {
    const llvm::StructLayout *SL = DL.getStructLayout(ST);
    uint64_t HLSLOff = 0;
    for (unsigned I = 0; I < ST->getNumElements(); ++I) {
      llvm::Type *E = ST->getElementType(I);
      if (isPadding(E))
        continue;
      uint64_t A = hlslAlign(DL, E);
      if (!A)
        return MapResult::Unmapped;
      HLSLOff = alignUp(HLSLOff, A);
      int64_t Begin = SL->getElementOffset(I);
      if (Const >= Begin &&
          Const < Begin + int64_t(DL.getTypeStoreSize(E).getFixedValue())) {
        int64_t Inner = 0;
        MapResult R = mapOffset(DL, E, Const - Begin, Terms, Inner, OutTerms,
                                RM, RM ? RM->field(ST, I) : nullptr);
        OutConst = HLSLOff + Inner;
        return R;
      }
      llvm::SmallVector<Leaf, 8> Skip;
      if (!collectLeaves(DL, E, 0, HLSLOff, Skip))
        return MapResult::Unmapped;
    }
    return Const >= 0 && uint64_t(Const) < SL->getSizeInBytes()
               ? MapResult::Padding
               : MapResult::Unmapped;
  }
  if (auto *AT = llvm::dyn_cast<llvm::ArrayType>(Ty)) {
    llvm::Type *E = AT->getElementType();
    int64_t Stride = DL.getTypeAllocSize(E);
    std::optional<uint64_t> HStride = hlslSize(DL, E);
    if (!Stride || !HStride)
      return MapResult::Unmapped;
    // Floor division: `v[j - 1]` may fold to a negative constant.
    int64_t Q = Const >= 0 ? Const / Stride : -((-Const + Stride - 1) / Stride);
    int64_t R = Const - Q * Stride;
    llvm::SmallVector<Term, 2> Inner;
    for (const Term &T : Terms) {
      if (T.Scale % Stride == 0)
        OutTerms.push_back({T.Idx, T.Scale / Stride * *HStride});
      else
        Inner.push_back(T);
    }
    int64_t InnerConst = 0;
    MapResult Res = mapOffset(DL, E, R, Inner, InnerConst, OutTerms, RM, Shape);
    OutConst = Q * int64_t(*HStride) + InnerConst;
    return Res;
  }
  // A scalar or vector: its components are contiguous in both layouts.
  uint64_t Scalar = DL.getTypeStoreSize(Ty->getScalarType());
  if (!hlslAlign(DL, Ty) || Const < 0)
    return MapResult::Unmapped;
  if (Const >= int64_t(DL.getTypeStoreSize(Ty).getFixedValue()))
    return Const < int64_t(DL.getTypeAllocSize(Ty).getFixedValue())
               ? MapResult::Padding
               : MapResult::Unmapped;
  for (const Term &T : Terms) {
    if (!llvm::isa<llvm::FixedVectorType>(Ty) || T.Scale % Scalar != 0)
      return MapResult::Unmapped;
    OutTerms.push_back(T);
  }
  OutConst = Const;
  return MapResult::Mapped;
}

/// The sub-object of \p Ty a copy of \p Len bytes at Clang's offset \p Const
/// + \p Terms copies (the type a memcpy into or out of a buffer element
/// moves), or null.
inline llvm::Type *subobjectAt(const llvm::DataLayout &DL, llvm::Type *Ty,
                               int64_t Const, llvm::ArrayRef<Term> Terms,
                               uint64_t Len) {
  // Terms that index an array on the way select the element; the copy's
  // own address computation keeps them.
  llvm::SmallVector<Term, 2> Cur(Terms.begin(), Terms.end());
  for (;;) {
    if (Const == 0 && Cur.empty() &&
        (DL.getTypeStoreSize(Ty) == Len || DL.getTypeAllocSize(Ty) == Len))
      return Ty;
    if (auto *ST = llvm::dyn_cast<llvm::StructType>(Ty)) {
      const llvm::StructLayout *SL = DL.getStructLayout(ST);
      if (Const < 0 || uint64_t(Const) >= SL->getSizeInBytes())
        return nullptr;
      unsigned I = SL->getElementContainingOffset(Const);
      Const -= SL->getElementOffset(I);
      Ty = ST->getElementType(I);
      continue;
    }
    if (auto *AT = llvm::dyn_cast<llvm::ArrayType>(Ty)) {
      int64_t Stride = DL.getTypeAllocSize(AT->getElementType());
      if (!Stride || Const < 0)
        return nullptr;
      llvm::erase_if(Cur, [&](const Term &T) { return T.Scale % Stride == 0; });
      Const %= Stride;
      Ty = AT->getElementType();
      continue;
    }
    return nullptr;
  }
}

/// HLSL's stride of a structured buffer whose handle type is \p HandleTy, or
/// nothing if it is not one (or its element type has no HLSL layout).
inline std::optional<uint64_t> structuredStride(const llvm::DataLayout &DL,
                                                llvm::Type *HandleTy) {
  auto *RB = llvm::dyn_cast<llvm::dxil::RawBufferExtType>(HandleTy);
  if (!RB || !RB->isStructured())
    return std::nullopt;
  return hlslSize(DL, RB->getResourceType());
}

} // namespace rawlayout
} // namespace dxild

#endif // DXILD_CORE_LOWERING_HLSLRAWLAYOUT_H
