//===- SamplerTextureRegisters.h - t and s registers interchanged -*- C++
//-*-===//
//
// DXC, like FXC before it, takes a `t` register for a sampler and an `s`
// register for a texture and binds each in its own class with that number:
// `SamplerState smp : register(t0, space1)` is sampler s0 in space 1
// (Khronos' Vulkan samples write it so), `Texture2D t : register(s4)` is
// t4. Buffers and every other resource keep their one letter. Clang 22
// refuses the swapped letter ("binding type 't' only applies to SRV
// resources"); this rewrite spells the letter of the resource's own class
// in such a register annotation of a declaration whose type is a sampler
// or a texture (same length, no column moves).
//
//===----------------------------------------------------------------------===//

#ifndef DXILD_CORE_FRONTEND_SAMPLERTEXTUREREGISTERS_H
#define DXILD_CORE_FRONTEND_SAMPLERTEXTUREREGISTERS_H

#include "Frontend/EntryInterface.h"

namespace dxild {

/// Rewrites the swapped register letters of \p F (both texts); returns how
/// many.
unsigned spellSamplerTextureRegisters(CompatFile &F);

} // namespace dxild

#endif // DXILD_CORE_FRONTEND_SAMPLERTEXTUREREGISTERS_H
