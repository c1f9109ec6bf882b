//===- DXILOpBuilder.h - Build dx.op calls and dx.types ---------*- C++ -*-===//
//
// Every DXIL operation is a call to an external declaration named
// "dx.op.<class>[.<overload>]" whose first argument is the i32 opcode. This
// builder owns the opcode table (DXILOps.def), the %dx.types.* structs (whose
// names must match DXC's exactly), and the declarations with their DXIL
// attributes, so the lowering passes only say which operation they want.
//
//===----------------------------------------------------------------------===//

#ifndef DXILD_CORE_LOWERING_DXILOPBUILDER_H
#define DXILD_CORE_LOWERING_DXILOPBUILDER_H

#include "llvm/ADT/ArrayRef.h"
#include "llvm/ADT/SmallVector.h"
#include "llvm/ADT/StringRef.h"
#include "llvm/IR/IRBuilder.h"

#include <utility>

namespace llvm {
class CallInst;
class Function;
class Module;
class StructType;
class Type;
class Value;
} // namespace llvm

namespace dxild {

enum class OpCode : unsigned {
#define DXIL_OP(OPCODE, NAME, CLASS, ATTR, OVERLOADED) NAME = OPCODE,
#include "Lowering/DXILOps.def"
};

enum class OpAttr { ReadNone, ReadOnly, NoDuplicate, None };

struct OpInfo {
  OpCode Op;
  const char *Name;
  const char *Class;
  OpAttr Attr;
  bool Overloaded;
};

/// Table row for \p Op.
const OpInfo &getOpInfo(OpCode Op);

/// DXIL resource classes as encoded in ResBind and createHandle.
enum class DXILResClass : uint8_t { SRV = 0, UAV = 1, CBV = 2, Sampler = 3 };

/// %dx.types.* structs, created on first use with DXC's names.
namespace dxtypes {
llvm::StructType *getHandle(llvm::LLVMContext &C);
llvm::StructType *getResBind(llvm::LLVMContext &C);
llvm::StructType *getResourceProperties(llvm::LLVMContext &C);
/// {T, T, T, T, i32}: results of buffer loads.
llvm::StructType *getResRet(llvm::Type *ElemTy);
/// {T x4} (32-bit) or {T x2} (64-bit): results of cbufferLoadLegacy.
llvm::StructType *getCBufRet(llvm::Type *ElemTy);
llvm::StructType *getDimensions(llvm::LLVMContext &C);
llvm::StructType *getFourI32(llvm::LLVMContext &C);
/// {i16 x4}: result of unpack4x8.i16.
llvm::StructType *getFourI16(llvm::LLVMContext &C);
llvm::StructType *getSplitDouble(llvm::LLVMContext &C);
/// {i32, i1}: result and carry of UAddc.
llvm::StructType *getI32Carry(llvm::LLVMContext &C);
/// {float, float}: result of renderTargetGetSamplePosition.
llvm::StructType *getSamplePos(llvm::LLVMContext &C);
} // namespace dxtypes

/// "f32", "i16", ...: DXIL's overload suffix for a scalar type; "" if the
/// type has none.
llvm::StringRef getOverloadSuffix(llvm::Type *Ty);

/// True for the dx.op.* declarations this builder creates.
bool isDXILOpFunction(const llvm::Function &F);

/// Name prefix of the handle-cast placeholders (see castToHandle).
inline constexpr llvm::StringLiteral HandleCastPrefix = "dxild.handle.cast";

class DXILOpBuilder {
public:
  DXILOpBuilder(llvm::Module &M, llvm::IRBuilder<> &B) : M(M), B(B) {}

  /// Emits `call RetTy @dx.op.<class>[.<ovl>](i32 Op, Args...)`. \p Overload
  /// picks the suffix and is ignored for non-overloaded ops.
  llvm::CallInst *call(OpCode Op, llvm::Type *Overload, llvm::Type *RetTy,
                       llvm::ArrayRef<llvm::Value *> Args,
                       const llvm::Twine &Name = "");

  /// Elementwise helpers: the overload and result type are the operand's.
  llvm::Value *unary(OpCode Op, llvm::Value *X, const llvm::Twine &Name = "");
  llvm::Value *binary(OpCode Op, llvm::Value *X, llvm::Value *Y,
                      const llvm::Twine &Name = "");
  llvm::Value *tertiary(OpCode Op, llvm::Value *X, llvm::Value *Y,
                        llvm::Value *Z, const llvm::Twine &Name = "");

  /// Resource accesses are lowered before handles are: the access passes
  /// wrap the `target("dx.*")` handle in a call to a placeholder
  /// "dxild.handle.cast.*" function returning %dx.types.Handle, and handle
  /// lowering replaces each placeholder by the DXIL handle it creates.
  llvm::Value *castToHandle(llvm::Value *TargetHandle);

  /// A 64-bit value of type \p Ty (double or i64) from its i32 halves, as
  /// DXC rebuilds one that typed and pre-6.3 raw accesses move as two 32-bit
  /// components: makeDouble, or zext/shl/or.
  llvm::Value *join64(llvm::Type *Ty, llvm::Value *Lo, llvm::Value *Hi);
  /// The i32 halves of a 64-bit value, low first: splitDouble, or truncs.
  std::pair<llvm::Value *, llvm::Value *> split64(llvm::Value *V);
  /// The values a typed store (bufferStore, textureStore) writes for the
  /// element components \p Elts: 64-bit ones as their i32 halves, then, as
  /// the validator wants all four written, padded to four by repeating the
  /// first value (the first pair of halves), as DXC pads them. More than
  /// four come back as they are, for the caller to refuse.
  llvm::SmallVector<llvm::Value *, 8>
  typedStoreValues(llvm::ArrayRef<llvm::Value *> Elts);

  llvm::IRBuilder<> &builder() { return B; }
  llvm::Module &module() { return M; }

private:
  llvm::Module &M;
  llvm::IRBuilder<> &B;
};

} // namespace dxild

#endif // DXILD_CORE_LOWERING_DXILOPBUILDER_H
