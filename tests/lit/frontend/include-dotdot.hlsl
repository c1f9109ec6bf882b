// A header included through `..` (`#include "../inc/frame.hlsli"` from a
// sibling directory, as kajiya's shaders do) is the same request file as
// its normalized name: the fixes dxild applies to the request's files (here
// a struct copied out of a ConstantBuffer, CBufferCopy.h) apply to it, and
// diagnostics name it without the `..`.

// RUN: %dxilc -T cs_6_6 -E main %S/Inputs/dotdot/sub/entry.hlsl -Fc - \
// RUN:   | FileCheck %s
// RUN: not %dxilc -T cs_6_6 -E main -DUNDECLARED \
// RUN:   %S/Inputs/dotdot/sub/entry.hlsl -Fo %t.dxil 2>&1 \
// RUN:   | FileCheck %s --check-prefix=DIAG

// The view's first column and offset, time (register 5).
// CHECK-DAG: call %dx.types.CBufRet.f32 @dx.op.cbufferLoadLegacy.f32(i32 59, %dx.types.Handle %{{.*}}, i32 0)
// CHECK-DAG: call %dx.types.CBufRet.f32 @dx.op.cbufferLoadLegacy.f32(i32 59, %dx.types.Handle %{{.*}}, i32 4)
// CHECK-DAG: call %dx.types.CBufRet.f32 @dx.op.cbufferLoadLegacy.f32(i32 59, %dx.types.Handle %{{.*}}, i32 5)
// CHECK: call void @dx.op.bufferStore.f32(i32 69,

// DIAG: {{^|[^.]}}Inputs/dotdot/inc/frame.hlsli:24:22: error: use of undeclared identifier 'missing'
