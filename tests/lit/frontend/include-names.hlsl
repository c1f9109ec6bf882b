// Include names written on Windows. Backslash separators resolve as DXC
// resolves them on every host (the RTAO sample writes
// `#include "RTAO\Shaders\RTAO.hlsli"`); a name that differs from a file only
// in letter case is not accepted, and the error says which file was meant.
// A file included through a backslash path includes others relative to its
// own directory (RTXPT's `#include "..\Shaders\...\NEEATBaker.hlsli"`, which
// includes "../MicroRng.hlsli").

// RUN: %dxilc -T cs_6_6 -E main %s -Fc %t.ll
// RUN: FileCheck %s --check-prefix=IR < %t.ll
// RUN: not %dxilc -T cs_6_6 -E main -DWRONG_CASE %s -Fo %t.dxil 2>&1 \
// RUN:   | FileCheck %s --check-prefix=CASE

#ifdef WRONG_CASE
// CASE: fatal error: 'Inputs/WinInclude/sub/scale.hlsli' file not found
// CASE: note: 'Inputs/WinInclude/Sub/Scale.hlsli' differs from 'Inputs/WinInclude/sub/scale.hlsli' only in letter case; include names are case-sensitive
#include "Inputs/WinInclude/sub/scale.hlsli"
#else
#include "Inputs\WinInclude\Sub\Scale.hlsli"
#include "Inputs\WinInclude\Sub\Nested.hlsli"
#endif

RWStructuredBuffer<float> Values : register(u0);

// IR: %[[M:.*]] = fmul {{.*}}float %{{.*}}, 3.000000e+00
// IR: fadd {{.*}}float %[[M]], 1.000000e+01
[numthreads(8, 1, 1)]
void main(uint3 tid : SV_DispatchThreadID) {
  Values[tid.x] = Values[tid.x] * kScale + kNested;
}
