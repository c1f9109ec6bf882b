//===- EnumBases.h - Enum underlying types written as typedefs --*- C++ -*-===//
//
// Clang 22 crashes (a null type in ASTContext::getIntegerRank, from the usual
// arithmetic conversions) on arithmetic with an enumerator whose enum's
// underlying type is written as a typedef: `enum RAY_FLAG : uint { ... };`
// then `RAY_FLAG_FORCE_OPAQUE & flags` (WickedEngine's ray tracing headers,
// and any `enum E : uint`, `uint` being the prelude's typedef). Written as
// the builtin type, `: unsigned int`, it works. This rewrite spells the
// underlying type of `enum [class|struct] [Name] : T` as the builtin type
// when T is one of the prelude's integer typedefs (uint, dword, int32_t,
// uint32_t, int16_t, uint16_t, int64_t, uint64_t). The line's later columns
// move by the difference.
//
//===----------------------------------------------------------------------===//

#ifndef DXILD_CORE_FRONTEND_ENUMBASES_H
#define DXILD_CORE_FRONTEND_ENUMBASES_H

#include "Frontend/EntryInterface.h"

namespace dxild {

/// Rewrites the enum underlying types of \p F (both texts); returns how many.
unsigned spellEnumBases(CompatFile &F);

} // namespace dxild

#endif // DXILD_CORE_FRONTEND_ENUMBASES_H
