//===- RootSignatureFlags.h - Default flags as DXC writes them --*- C++ -*-===//
//
// Root signature 1.1 and later give every root descriptor and descriptor
// range data flags; a range or descriptor the author wrote without `flags`
// takes the version's defaults (DATA_STATIC_WHILE_SET_AT_EXECUTE for CBV and
// SRV, DATA_VOLATILE for UAV, none for samplers). Clang's root-signature
// parser stores those defaults explicitly, DXC's stores NONE (0), which the
// D3D12 runtime reads as the same defaults. The RTS0 part is written with 0
// where the flags equal the defaults, so it matches DXC's bytes.
//
// The one case this changes bytes DXC keeps: an author who spells out
// exactly the default (`flags = DATA_VOLATILE` on a UAV range) gets 0, the
// same root signature to the runtime. Clang's AST does not record whether
// flags were written, so the two cannot be told apart here.
//
//===----------------------------------------------------------------------===//

#ifndef DXILD_CORE_WRITER_ROOTSIGNATUREFLAGS_H
#define DXILD_CORE_WRITER_ROOTSIGNATUREFLAGS_H

namespace llvm {
namespace mcdxbc {
struct RootSignatureDesc;
} // namespace mcdxbc
} // namespace llvm

namespace dxild {
namespace writer {

/// Replaces default data flags of root descriptors and descriptor ranges by
/// 0 (RTS0 version 2 and later; version 1 has no such flags).
void omitDefaultRootSignatureFlags(llvm::mcdxbc::RootSignatureDesc &Desc);

} // namespace writer
} // namespace dxild

#endif // DXILD_CORE_WRITER_ROOTSIGNATUREFLAGS_H
