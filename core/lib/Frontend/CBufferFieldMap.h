//===- CBufferFieldMap.h - Field numbers of cbuffer layout structs -*- C++
//-*-===//
//
// Clang 22 indexes a struct's constant-buffer layout type (which has
// explicit 16-byte-row padding elements) with the field's number in the
// struct's ordinary LLVM type (which does not), so members after padding
// read the wrong constants (Intrinsics/RepairCBufferFieldIndex.h). This
// consumer runs after code generation has emitted each cbuffer (including
// `$Globals`): it walks every member's type together with its layout type
// and, for each struct whose two numberings differ, writes the ordinary ->
// layout mapping (from Clang's own CGRecordLayout, through
// clang::CodeGen::getLLVMFieldNumber) to `!dxild.cbuffer.fields`, which the
// repair pass consumes first in Clang's pipeline.
//
// Structs with base classes are not mapped (their layout types are not one
// element per field); Clang's member indices are left as they are for them.
// The bit-fields of one storage unit share its number, which maps to the
// element of the unit's first one (CBufferBitFields.h reads the unit there).
//
//===----------------------------------------------------------------------===//

#ifndef DXILD_FRONTEND_CBUFFERFIELDMAP_H
#define DXILD_FRONTEND_CBUFFERFIELDMAP_H

#include "clang/AST/ASTConsumer.h"
#include "llvm/ADT/SmallPtrSet.h"

namespace clang {
class ASTContext;
class CodeGenerator;
class HLSLBufferDecl;
class QualType;
} // namespace clang

namespace llvm {
class MDNode;
class Type;
class StructType;
} // namespace llvm

namespace dxild {

class CBufferFieldMap : public clang::ASTConsumer {
public:
  /// \p Gen is the code generator whose module the buffers are emitted in.
  explicit CBufferFieldMap(clang::CodeGenerator &Gen) : Gen(Gen) {}

  void Initialize(clang::ASTContext &Context) override { Ctx = &Context; }
  bool HandleTopLevelDecl(clang::DeclGroupRef Group) override;

private:
  void visitBuffer(const clang::HLSLBufferDecl &Buffer);
  void walk(clang::QualType Ty, llvm::Type *Layout);

  clang::CodeGenerator &Gen;
  clang::ASTContext *Ctx = nullptr;
  llvm::SmallPtrSet<llvm::StructType *, 16> Seen;
  llvm::SmallPtrSet<llvm::MDNode *, 8> Done;
};

} // namespace dxild

#endif // DXILD_FRONTEND_CBUFFERFIELDMAP_H
