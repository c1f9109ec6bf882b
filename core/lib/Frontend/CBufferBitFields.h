//===- CBufferBitFields.h - Bit-fields read out of constant buffers -*- C++
//-*-===//
//
// DXC packs the bit-fields of a constant-buffer struct into 32-bit units as
// C does (WickedEngine's push constants: `uint materialIndex : 24; uint
// samplerIndex : 8;` share the uint at offset 4) and reads a field as its
// unit shifted and masked. Clang 22 reads a bit-field of a buffer as a whole
// member (CGHLSLRuntime::emitBufferMemberExpr makes an ordinary lvalue of
// the field's storage unit): no shift, no mask, every field of a unit the
// same value.
//
// dxild lays each unit out as a uint member of DXC's layout (CBufferLayout.h;
// every bit-field of the unit is a field at that offset), numbers Clang's
// storage unit as the layout element of the unit's first bit-field
// (CBufferFieldMap.h), and this repair, before code generation, rewrites
// each read of a bit-field whose object is in a constant buffer as a read of
// that first bit-field (the whole unit) shifted and masked: `(u >> o) &
// ((1 << w) - 1)`, or for a signed field `(int)(u << (32 - o - w)) >> (32 -
// w)`. Only named bit-fields of 32-bit integer types (enums included) that
// lie within one 32-bit unit; others are refused
// (`dxild.frontend.cbuffer-layout`).
//
//===----------------------------------------------------------------------===//

#ifndef DXILD_CORE_FRONTEND_CBUFFERBITFIELDS_H
#define DXILD_CORE_FRONTEND_CBUFFERBITFIELDS_H

#include <cstdint>
#include <optional>

namespace clang {
class ASTContext;
class Decl;
class FieldDecl;
} // namespace clang

namespace dxild {

/// Where a bit-field lies in DXC's packing of its struct.
struct BitFieldPlace {
  /// The 32-bit unit (the ordinary layout's bit offset / 32).
  uint64_t Unit = 0;
  /// The field's first bit in its unit and its width.
  unsigned Offset = 0, Width = 0;
  bool Signed = false;
  /// The unit's first bit-field: a read of it is a read of the whole unit.
  const clang::FieldDecl *First = nullptr;
};

/// \p F's place, or nullopt for a bit-field dxild does not read out of a
/// constant buffer (unnamed, zero width, not a 32-bit integer, across two
/// units).
std::optional<BitFieldPlace> bitFieldPlace(const clang::FieldDecl *F);

/// Rewrites the reads of constant-buffer bit-fields in \p D (ASTRepairs.h).
void fixCBufferBitFieldReads(clang::ASTContext &Ctx, clang::Decl *D);

} // namespace dxild

#endif // DXILD_CORE_FRONTEND_CBUFFERBITFIELDS_H
