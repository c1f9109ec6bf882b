//===- CompileBench.cpp - what one compile costs --------------------------===//
//
// Cost of one small shader: in-process with the precompiled prelude (to LLVM
// IR, and the whole way to a DXContainer), in-process parsing the prelude
// from source, and `clang-22 -cc1` spawned as a process per shader (what a
// build farm that shells out pays; it does strictly less work than dxild:
// no binding, no outputs). In-process runs report each stage's share.
//
//===----------------------------------------------------------------------===//

#include "Spawn.h"
#include "dxild/core/Compiler.h"
#include "dxild/core/Prelude.h"

#include <benchmark/benchmark.h>

#include <cstdio>
#include <fstream>
#include <unistd.h>

namespace {

using dxild::bench::spawnAndWait;

const char *const SmallShader = R"hlsl(
RWStructuredBuffer<float4> Particles : register(u0);
cbuffer Params : register(b0) { float4 Gravity; float DeltaTime; };
[numthreads(64, 1, 1)]
void main(uint3 tid : SV_DispatchThreadID) {
  float4 p = Particles[tid.x];
  p.xyz += Gravity.xyz * DeltaTime;
  p.w = saturate(length(p.xyz) * 0.01);
  Particles[tid.x] = p;
}
)hlsl";

dxild::CompileRequest smallRequest() {
  dxild::CompileRequest R;
  R.Source = SmallShader;
  R.SourceName = "small.hlsl";
  R.Profile = "cs_6_6";
  R.Outputs = dxild::OutputLLVMIR;
  return R;
}

/// Runs Compile once per iteration and reports where the time went, as
/// average milliseconds per stage, so a regression points at its stage.
template <typename CompileFn>
void reportStages(benchmark::State &State, CompileFn Compile) {
  uint64_t Frontend = 0, Binding = 0, Lowering = 0, Writing = 0;
  for (auto _ : State) {
    dxild::CompileResult Result = Compile();
    Frontend += Result.Timings.FrontendUs;
    Binding += Result.Timings.BindingUs;
    Lowering += Result.Timings.LoweringUs;
    Writing += Result.Timings.WritingUs;
    benchmark::DoNotOptimize(Result);
  }
  auto PerCompileMs = [&](uint64_t Us) {
    return benchmark::Counter(static_cast<double>(Us) / 1000.0,
                              benchmark::Counter::kAvgIterations);
  };
  State.counters["frontend_ms"] = PerCompileMs(Frontend);
  State.counters["binding_ms"] = PerCompileMs(Binding);
  State.counters["lowering_ms"] = PerCompileMs(Lowering);
  State.counters["writing_ms"] = PerCompileMs(Writing);
}

void BM_InProcess_PrecompiledPrelude(benchmark::State &State) {
  dxild::CompileRequest R = smallRequest();
  if (!dxild::compile(R).succeeded())
    State.SkipWithError("compile failed");
  reportStages(State, [&] { return dxild::compile(R); });
}
BENCHMARK(BM_InProcess_PrecompiledPrelude)->Unit(benchmark::kMillisecond);

/// What a client asking for bytecode waits for: the whole pipeline up to
/// the DXContainer and the binding table (DXC's per-shader time is for
/// this, compile plus validation, as a process).
void BM_InProcess_ContainerAndBindings(benchmark::State &State) {
  dxild::CompileRequest R = smallRequest();
  R.Outputs = dxild::OutputDXIL | dxild::OutputBindings;
  dxild::CompileResult First = dxild::compile(R);
  if (!First.succeeded() || First.DXILContainer.empty())
    State.SkipWithError("compile failed");
  reportStages(State, [&] { return dxild::compile(R); });
}
BENCHMARK(BM_InProcess_ContainerAndBindings)->Unit(benchmark::kMillisecond);

void BM_InProcess_PreludeFromSource(benchmark::State &State) {
  dxild::CompileRequest R = smallRequest();
  R.UsePreludePCH = false;
  for (auto _ : State)
    benchmark::DoNotOptimize(dxild::compile(R));
}
BENCHMARK(BM_InProcess_PreludeFromSource)->Unit(benchmark::kMillisecond);

/// Writes the shader and the prelude to a temporary directory once.
struct ClangInputs {
  std::string Dir, Shader, Prelude;
  ClangInputs() {
    char Template[] = "/tmp/dxild-bench-XXXXXX";
    Dir = mkdtemp(Template);
    Shader = Dir + "/small.hlsl";
    Prelude = Dir + "/dxild_prelude.hlsl";
    std::ofstream(Shader) << SmallShader;
    std::ofstream(Prelude) << dxild::preludeSource();
  }
};

void BM_ClangProcess_PreludeFromSource(benchmark::State &State) {
  static ClangInputs In;
  std::vector<std::string> Args = {"clang-22",
                                   "-cc1",
                                   "-triple",
                                   "dxil-pc-shadermodel6.6-compute",
                                   "-x",
                                   "hlsl",
                                   "-hlsl-entry",
                                   "main",
                                   "-emit-llvm",
                                   "-O3",
                                   "-include",
                                   In.Prelude,
                                   In.Shader,
                                   "-o",
                                   "-"};
  if (spawnAndWait(Args) != 0)
    State.SkipWithError("clang-22 failed");
  for (auto _ : State)
    spawnAndWait(Args);
}
BENCHMARK(BM_ClangProcess_PreludeFromSource)->Unit(benchmark::kMillisecond);

void BM_ClangProcess_PrecompiledPrelude(benchmark::State &State) {
  static ClangInputs In;
  std::string PCH = In.Dir + "/prelude.pch";
  if (spawnAndWait({"clang-22", "-cc1", "-triple",
                    "dxil-pc-shadermodel6.6-compute", "-x", "hlsl-header",
                    "-emit-pch", "-O3", In.Prelude, "-o", PCH}) != 0)
    State.SkipWithError("clang-22 -emit-pch failed");
  std::vector<std::string> Args = {"clang-22",
                                   "-cc1",
                                   "-triple",
                                   "dxil-pc-shadermodel6.6-compute",
                                   "-x",
                                   "hlsl",
                                   "-hlsl-entry",
                                   "main",
                                   "-emit-llvm",
                                   "-O3",
                                   "-include-pch",
                                   PCH,
                                   In.Shader,
                                   "-o",
                                   "-"};
  for (auto _ : State)
    spawnAndWait(Args);
}
BENCHMARK(BM_ClangProcess_PrecompiledPrelude)->Unit(benchmark::kMillisecond);

} // namespace

BENCHMARK_MAIN();
