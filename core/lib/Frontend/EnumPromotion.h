//===- EnumPromotion.h - Enums promote to int, as in DXC --------*- C++ -*-===//
//
// DXC computes with a 32-bit unscoped enum's values as `int`, whatever its
// underlying type: with `enum E : uint { B = 0xFFFFFFFF }`, `B / 2` is 0
// and `i < B` (int i) is a signed compare against -1. Clang 22's HLSL has
// no integer promotions and converts such an enum as its underlying type
// (unsigned int: `B / 2` was 0x7FFFFFFF, the compare unsigned), as it does
// an enum without a fixed type whose values need all 32 bits: wrong values.
// When a 32-bit unscoped enum is completed, this consumer makes `int` its
// underlying and promotion type, and each enumerator's value an int, before
// any expression uses it. Scoped enums (`enum class`) do not convert
// implicitly; 16-bit ones compute as their underlying type in DXC too
// (`uint16_t h + E16` wraps at 16 bits), and 64-bit ones are left.
//
// The prelude's enums (RAY_FLAG, COMMITTED_STATUS, ...) get it too: the
// consumer also runs when the prelude is precompiled (PreludePCH.h).
//
//===----------------------------------------------------------------------===//

#ifndef DXILD_CORE_FRONTEND_ENUMPROMOTION_H
#define DXILD_CORE_FRONTEND_ENUMPROMOTION_H

#include <memory>

namespace clang {
class ASTConsumer;
} // namespace clang

namespace dxild {

/// The consumer; it must see each enum before any expression uses it
/// (in a MultiplexConsumer of the parse).
std::unique_ptr<clang::ASTConsumer> makeEnumPromotionSteer();

} // namespace dxild

#endif // DXILD_CORE_FRONTEND_ENUMPROMOTION_H
