// Entry attributes written through macros, as FidelityFX writes them
// (`#define FFX_FSR2_NUM_THREADS [numthreads(W, H, D)]` before the entry,
// `-DFFX_FSR2_PREFER_WAVE64="[WaveSize(64)]"`, a root signature macro that
// expands to the whole attribute): the generated entry wrapper carries
// numthreads and WaveSize from their evaluated arguments and the root
// signature from the macro's text; WaveSize reaches dx.entryPoints as DXC
// writes it (tag 11 before SM 6.8, the range tag 23 from 6.8). Before, the wrapper had no numthreads
// ("missing numthreads attribute") and every FSR2 pass failed.

// RUN: %dxilc -T cs_6_6 -E CS %s -Fc - | FileCheck %s
// RUN: %dxilc -T cs_6_6 -E CS -DWAVE "-DPREFER_WAVE64=[WaveSize(64)]" %s -Fc - | FileCheck %s --check-prefix=WAVE
// RUN: %dxilc -T cs_6_8 -E CS -DWAVE "-DPREFER_WAVE64=[WaveSize(32, 64, 64)]" %s -Fc - | FileCheck %s --check-prefix=RANGE
// RUN: %dxilc -T cs_6_6 -E CS -DROOTSIG %s -Fo %t.dxil
// RUN: obj2yaml %t.dxil | FileCheck %s --check-prefix=RTS

#define GROUP_WIDTH 8
#define GROUP_HEIGHT (GROUP_WIDTH / 2)
#define NUM_THREADS [numthreads(GROUP_WIDTH, GROUP_HEIGHT, 1)]
#ifndef PREFER_WAVE64
#define PREFER_WAVE64
#endif
#ifdef ROOTSIG
#define SIG "RootFlags(0), UAV(u0)"
#define EMBED_ROOTSIG [RootSignature(SIG)]
#else
#define EMBED_ROOTSIG
#endif

RWStructuredBuffer<uint> Out : register(u0);

PREFER_WAVE64
NUM_THREADS
EMBED_ROOTSIG
void CS(uint3 Id : SV_DispatchThreadID) { Out[Id.x + Id.y] = Id.x; }

// CHECK: !{i32 8, i32 4, i32 1}
// WAVE: !{i32 0, i64 16, i32 4, ![[NT:[0-9]+]], i32 11, ![[WS:[0-9]+]]}
// WAVE: ![[NT]] = !{i32 8, i32 4, i32 1}
// WAVE: ![[WS]] = !{i32 64}
// RANGE: i32 4, ![[NT:[0-9]+]], i32 23, ![[WS:[0-9]+]]}
// RANGE: ![[NT]] = !{i32 8, i32 4, i32 1}
// RANGE: ![[WS]] = !{i32 32, i32 64, i32 64}
// RTS-LABEL: Name: RTS0
// RTS: ParameterType: UAV
// RTS: ShaderRegister: 0
