//===- PoolBench.cpp - what a worker process costs a cold compile ---------===//
//
// The same cold compile (a corpus shader, whole pipeline, no cache) run the
// way the server ran it before worker processes (proto -> core -> compile ->
// proto on the calling thread) and through a worker process of the pool
// (serialize, frame over a socket, compile on the worker's big-stack thread
// under its memory limit, frame back, parse). The difference is the pool's
// overhead per compile.
//
//===----------------------------------------------------------------------===//

#include "ProcessPool.h"
#include "ProtoConvert.h"
#include "dxild/core/Compiler.h"

#include <benchmark/benchmark.h>

#include <fstream>
#include <sstream>
#include <unistd.h>

namespace {

/// Field N (1-based, as in proc(5)) of /proc/Pid/stat.
double statField(int Pid, int N) {
  std::ifstream In("/proc/" + std::to_string(Pid) + "/stat");
  std::string Stat((std::istreambuf_iterator<char>(In)), {});
  std::istringstream Fields(Stat.substr(Stat.rfind(')') + 2));
  std::string F;
  for (int I = 3; Fields >> F; ++I)
    if (I == N)
      return std::stod(F);
  return 0;
}

/// CPU seconds (user + system) process Pid has used, from /proc.
double cpuSeconds(int Pid) {
  std::ifstream In("/proc/" + std::to_string(Pid) + "/stat");
  std::string Stat((std::istreambuf_iterator<char>(In)), {});
  std::istringstream Fields(Stat.substr(Stat.rfind(')') + 2));
  std::string F;
  double Ticks = 0;
  for (int I = 3; Fields >> F; ++I)
    if (I == 14 || I == 15)
      Ticks += std::stod(F);
  return Ticks / sysconf(_SC_CLK_TCK);
}

const char *const Shaders[] = {"matmul_tiled.hlsl",
                               "prefix_sum_add_offsets.hlsl"};

dxild::v1::CompileRequest request(int Index) {
  std::ifstream In(std::string(DXILD_CORPUS_DIR) + "/" + Shaders[Index]);
  std::stringstream S;
  S << In.rdbuf();
  dxild::v1::CompileRequest R;
  R.set_source(S.str());
  R.set_source_name(Shaders[Index]);
  R.set_profile("cs_6_6");
  R.set_cache_mode(dxild::v1::CACHE_MODE_BYPASS);
  return R;
}

void BM_ColdCompile_Thread(benchmark::State &State) {
  dxild::v1::CompileRequest R = request(static_cast<int>(State.range(0)));
  double Faults = statField(getpid(), 10);
  for (auto _ : State) {
    dxild::CompileRequest Core;
    std::string Error;
    dxild::v1::CompileResponse Out;
    if (!dxild::fromProto(R, Core, Error)) {
      State.SkipWithError(Error.c_str());
      return;
    }
    dxild::toProto(dxild::compile(Core), Out);
    if (!Out.success())
      State.SkipWithError("compile failed");
  }
  State.counters["faults"] = benchmark::Counter(
      (statField(getpid(), 10) - Faults) / State.iterations());
}
BENCHMARK(BM_ColdCompile_Thread)
    ->ArgName("shader")
    ->Arg(0)
    ->Arg(1)
    ->Unit(benchmark::kMillisecond)
    ->MinTime(3);

void BM_ColdCompile_WorkerProcess(benchmark::State &State) {
  dxild::isolation::PoolOptions O;
  O.Executable = std::string(DXILD_BIN_DIR) + "/dxild";
  O.Workers = 1;
  O.RecycleCompiles = 0;
  O.RecycleGrowthMB = 0;
  dxild::isolation::ProcessPool Pool(O);
  std::string Error;
  dxild::v1::CompileRequest R = request(static_cast<int>(State.range(0)));
  dxild::v1::CompileRequest Warm;
  Warm.set_profile("cs_6_6");
  Warm.set_stop_after(dxild::v1::PIPELINE_STAGE_FRONTEND);
  if (!Pool.start({Warm.SerializeAsString()}, Error)) {
    State.SkipWithError(Error.c_str());
    return;
  }
  // The worker's first compile pays for its copy-on-write pages.
  Pool.compile(R.SerializeAsString(), std::nullopt, nullptr);
  int Worker = Pool.workerPids().at(0);
  double WorkerCpu = cpuSeconds(Worker);
  double Faults = statField(Worker, 10);
  for (auto _ : State) {
    dxild::isolation::WorkerAnswer A =
        Pool.compile(R.SerializeAsString(), std::nullopt, nullptr);
    dxild::v1::CompileResponse Out;
    if (!A.Answered || !Out.ParseFromString(A.Response) || !Out.success())
      State.SkipWithError("compile failed");
  }
  // The compile's CPU is spent in the worker, which the benchmark's own
  // CPU column does not see.
  State.counters["worker_cpu_ms"] = benchmark::Counter(
      (cpuSeconds(Worker) - WorkerCpu) * 1e3 / State.iterations());
  State.counters["worker_faults"] =
      benchmark::Counter((statField(Worker, 10) - Faults) / State.iterations());
}
BENCHMARK(BM_ColdCompile_WorkerProcess)
    ->ArgName("shader")
    ->Arg(0)
    ->Arg(1)
    ->Unit(benchmark::kMillisecond)
    ->MinTime(3);

} // namespace

BENCHMARK_MAIN();
