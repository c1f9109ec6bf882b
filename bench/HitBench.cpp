//===- HitBench.cpp - a cache hit on an idle vs a saturated server --------===//
//
// A hit must answer in about the same time whether or not every compile
// worker is busy and cold compiles are queued: memory hits are answered on
// arrival, disk hits on the cache-lookup threads, never behind the compile
// queue. The disk case turns the memory tier off so every hit reads the
// disk tier. The saturated
// case keeps 2x as many clients sending cold compiles (cache bypassed) as
// the server has workers, so the queue is never empty while hits are timed.
// Only the public server and client API is used, so the same file measures
// an older dxild for a before/after comparison.
//
//===----------------------------------------------------------------------===//

#include "Server.h"
#include "dxild/client/Client.h"

#include <benchmark/benchmark.h>

#include <atomic>
#include <cstdlib>
#include <filesystem>
#include <fstream>
#include <sstream>
#include <thread>

namespace {

dxild::v1::CompileRequest request(unsigned Variant, bool Cached) {
  static const std::string Source = [] {
    std::ifstream In(std::string(DXILD_CORPUS_DIR) + "/matmul_tiled.hlsl");
    std::stringstream S;
    S << In.rdbuf();
    return S.str();
  }();
  dxild::v1::CompileRequest R;
  R.set_source("#define VARIANT " + std::to_string(Variant) + "\n" + Source);
  R.set_source_name("matmul_tiled.hlsl");
  R.set_profile("cs_6_6");
  R.set_cache_mode(Cached ? dxild::v1::CACHE_MODE_DEFAULT
                          : dxild::v1::CACHE_MODE_BYPASS);
  return R;
}

void BM_CacheHitLatency(benchmark::State &State) {
  const bool Saturated = State.range(0) != 0;
  const bool Disk = State.range(1) != 0;
  // 0: the disk tier is asked on the compile thread, as before the
  // cache-lookup threads existed (the before/after comparison).
  const bool LookupThreads = State.range(2) != 0;
  dxild::server::ServerConfig Config;
  Config.Listen = "127.0.0.1:0";
  Config.Threads = 2;
  Config.MaxQueue = 4096;
  char DiskDir[] = "/tmp/dxild-hitbench-XXXXXX";
  if (Disk) {
    if (!mkdtemp(DiskDir)) {
      State.SkipWithError("cannot create the disk cache directory");
      return;
    }
    Config.Cache.MemoryBytes = 0;
    Config.Cache.DiskDir = DiskDir;
    Config.CacheLookupThreads = LookupThreads ? 4 : 0;
  } else {
    Config.Cache.MemoryBytes = 64 << 20;
  }
  dxild::server::Server S(Config);
  std::string Error;
  if (!S.start(Error)) {
    State.SkipWithError(Error.c_str());
    return;
  }
  const std::string Target = "127.0.0.1:" + std::to_string(S.port());
  auto Client = dxild::client::makeRemoteClient(Target);
  const dxild::v1::CompileRequest Hit = request(0, true);
  dxild::v1::CompileResponse Resp;
  if (!Client->compile(Hit, Resp).ok() || !Resp.success()) {
    State.SkipWithError("priming compile failed");
    return;
  }
  std::atomic<bool> Stop{false};
  std::atomic<unsigned> Cold{0};
  std::vector<std::thread> Load;
  if (Saturated) {
    for (unsigned C = 0; C < 2 * Config.Threads; ++C)
      Load.emplace_back([&, C] {
        auto Busy = dxild::client::makeRemoteClient(Target);
        for (unsigned I = 1 + C; !Stop; I += 2 * Config.Threads) {
          dxild::v1::CompileResponse R;
          Busy->compile(request(I, false), R);
          ++Cold;
        }
      });
    std::this_thread::sleep_for(std::chrono::milliseconds(500));
  }
  bool AllHits = true;
  for (auto _ : State) {
    dxild::v1::CompileResponse R;
    AllHits &= Client->compile(Hit, R).ok() && R.cache().hit();
  }
  Stop = true;
  for (std::thread &T : Load)
    T.join();
  if (!AllHits)
    State.SkipWithError("a timed call was not a cache hit");
  State.counters["cold_compiles_meanwhile"] = Cold.load();
  S.shutdown(std::chrono::milliseconds(1000));
  if (Disk)
    std::filesystem::remove_all(DiskDir);
}
BENCHMARK(BM_CacheHitLatency)
    ->ArgNames({"saturated", "disk", "lookup_threads"})
    ->Args({0, 0, 1})
    ->Args({1, 0, 1})
    ->Args({0, 1, 0})
    ->Args({1, 1, 0})
    ->Args({0, 1, 1})
    ->Args({1, 1, 1})
    ->Unit(benchmark::kMicrosecond)
    ->MinTime(2);

} // namespace

BENCHMARK_MAIN();
