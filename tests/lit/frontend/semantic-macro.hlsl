// A semantic written by a macro (AMD Cauldron's `: TARGET(3)` with
// `#define TARGET(v) CONCAT(SV_Target, v)`) is the expansion's, SV_Target3,
// not the macro's name.

// RUN: %dxilc -T ps_6_0 -E main %s -Fc - | FileCheck %s
// Parameters a macro appends, and a system value followed by that macro
// (WickedEngine's `in bool is_frontface : SV_IsFrontFace
// APPEND_COVERAGE_OUTPUT` with `#define APPEND_COVERAGE_OUTPUT , out uint
// coverage : SV_Coverage`): Clang 22 refused both semantics ("unknown HLSL
// semantic"); DXC's signature rows, FFACE input 2 and the oMask output.
// RUN: %dxilc -T ps_6_6 -E appended %s -Fc - | FileCheck %s --check-prefix=APPENDED
// A `?` in a `#define` before the entry (WickedEngine's copytexture: `#define
// CONVERT(x) (c ? a : (x))`) does not make the entry's `: SV_...` a
// conditional's `:`; an int3 dispatch id is accepted as DXC accepts it.
// RUN: %dxilc -T cs_6_6 -E copy %s -Fc - | FileCheck %s --check-prefix=COPY
// An entry's header chosen by #ifdef, its body after the #endif
// (WickedEngine's objectHF.hlsli: `uint main(...) : SV_Target` then
// `#endif`): the semantic before the directive is rewritten too; Clang 22
// refused SV_Target on the uint result. A uint render target, as DXC's.
// RUN: %dxilc -T ps_6_6 -E split %s -Fc - | FileCheck %s --check-prefix=SPLIT
// A macro that is a system value alone (PCSX2's convert.fx: `#define
// OUTPUT_SV SV_Depth`, `: OUTPUT_SV`, and SV_Target on a uint result):
// Clang 22 refused both ("unknown HLSL semantic", "only applies to ...
// float"). DXC's rows: SV_Depth (kind 17, no register), a uint SV_Target.
// RUN: %dxilc -T ps_6_0 -E depth %s -Fc - | FileCheck %s --check-prefix=DEPTH
// RUN: %dxilc -T ps_6_0 -E utarget %s -Fc - | FileCheck %s --check-prefix=UTARGET

#define CONCAT2(a, b) a##b
#define CONCAT(a, b) CONCAT2(a, b)
#define TARGET(v) CONCAT(SV_Target, v)

struct Output {
  float4 Color : SV_Target0;
  float2 Motion : TARGET(3);
};

// CHECK: !{i32 1, !"SV_Target", i8 9, i8 16, ![[INDEX:[0-9]+]], i8 0, i32 1, i8 2, i32 3, i8 0,
// CHECK: ![[INDEX]] = !{i32 3}
Output main(float4 Pos : SV_Position) {
  Output O;
  O.Color = Pos;
  O.Motion = Pos.xy;
  return O;
}

#define APPEND_COVERAGE_OUTPUT , out uint coverage : SV_Coverage
float4 appended(float4 Pos : SV_Position, in bool FrontFace : SV_IsFrontFace APPEND_COVERAGE_OUTPUT) : SV_Target {
  coverage = 1;
  return FrontFace ? Pos : 0;
}
// APPENDED: call i32 @dx.op.loadInput.i32(i32 4, i32 1, i32 0, i8 0, i32 undef)
// APPENDED: call void @dx.op.storeOutput.i32(i32 5, i32 1, i32 0, i8 0, i32 1)
// APPENDED: !{i32 1, !"SV_IsFrontFace", i8 5, i8 13, !{{[0-9]+}}, i8 1, i32 1, i8 1, i32 1, i8 0,
// APPENDED: !{i32 1, !"SV_Coverage", i8 5, i8 14, !{{[0-9]+}}, i8 0, i32 1, i8 1, i32 -1, i8 -1,

#define CONVERT(x) ((Flags & 1) ? float4(x.rgb * 2, x.a) : (x))
uint Flags;
RWTexture2D<float4> Dst : register(u0);
Texture2D<float4> Src : register(t0);
// COPY: [[X:%[0-9]+]] = call i32 @dx.op.threadId.i32(i32 93, i32 0)
// COPY: call %dx.types.ResRet.f32 @dx.op.textureLoad.f32(i32 66, %dx.types.Handle {{%[0-9]+}}, i32 0, i32 [[X]],
[numthreads(8, 8, 1)]
void copy(int3 DTid : SV_DispatchThreadID) {
  Dst[DTid.xy] = CONVERT(Src.Load(int3(DTid.xy, 0)));
}

#define PREPASS
struct SplitInput {
  float4 pos : SV_Position;
};
// SPLIT: call void @dx.op.storeOutput.i32(i32 5, i32 0, i32 0, i8 0, i32 %{{.*}})
// SPLIT: !{i32 0, !"SV_Target", i8 5, i8 16,
#ifdef PREPASS
#ifdef DEPTHONLY
void split(SplitInput input)
#else
uint split(SplitInput input) : SV_Target
#endif // DEPTHONLY
#else
float4 split(SplitInput input) : SV_Target
#endif // PREPASS
{
  return (uint)input.pos.x;
}

#define OUTPUT_DEPTH SV_Depth
#define OUTPUT_TARGET SV_Target
// DEPTH: call void @dx.op.storeOutput.f32(i32 5, i32 0, i32 0, i8 0, float
// DEPTH: !{i32 0, !"SV_Depth", i8 9, i8 17, !{{[0-9]+}}, i8 0, i32 1, i8 1, i32 -1, i8 -1,
float depth(float4 p : SV_Position) : OUTPUT_DEPTH { return p.z; }
// UTARGET: call void @dx.op.storeOutput.i32(i32 5, i32 0, i32 0, i8 0, i32
// UTARGET: !{i32 0, !"SV_Target", i8 5, i8 16, !{{[0-9]+}}, i8 0, i32 1, i8 1, i32 0, i8 0,
uint utarget(float4 p : SV_Position) : OUTPUT_TARGET { return (uint)p.x; }
