//===- SizeOf.h - sizeof with DXC's sizes -----------------------*- C++ -*-===//
//
// Clang 22 sizes HLSL types as LLVM lays them out: a `float3` takes 16
// bytes, so `sizeof(float3)` is 16 and `sizeof(struct { float3 a; float b;
// })` is 32. DXC packs them: 12 and 16. Shaders that share structs with
// C++ assert their sizes (RTXPT's `static_assert(sizeof(LightsBakerConstants)
// == 464)`), and any size computed with sizeof was wrong.
//
// Phase 1 finds each `sizeof` of a type or an expression whose type DXC
// sizes differently, written whole in a request file or in a macro's
// argument there (not in a macro's body), and the next parse reads
// `(<DXC's size>u)` there. DXC's size: scalars their
// own size (bool 4), vectors, matrices and arrays their elements packed,
// structs their bases and fields each aligned to its largest scalar and the
// total rounded to the struct's alignment. Types DXC would size otherwise
// or that need no rewrite (resources, bit-fields, empty structs, dependent
// types) are left to Clang.
//
//===----------------------------------------------------------------------===//

#ifndef DXILD_CORE_FRONTEND_SIZEOF_H
#define DXILD_CORE_FRONTEND_SIZEOF_H

#include "Frontend/EntryInterface.h"
#include "Frontend/RequestEdits.h"

#include <cstdint>
#include <memory>
#include <string>
#include <vector>

namespace clang {
class ASTConsumer;
} // namespace clang

namespace dxild {

/// One `sizeof` to read as DXC's size: its text replaced by `(<size>u)`.
using SizeOfFix = TextEdit;

/// An AST consumer for phase 1 that records a SizeOfFix per sizeof whose
/// DXC size differs from Clang's.
std::unique_ptr<clang::ASTConsumer>
makeSizeOfCollector(const CompatFiles &Files, std::vector<SizeOfFix> &Out);

} // namespace dxild

#endif // DXILD_CORE_FRONTEND_SIZEOF_H
