//===- CacheBench.cpp - cache hits vs cold compiles through gRPC ----------===//
//
// A dxild server in this process on a loopback port, called through real
// gRPC channels (one per client thread), for a corpus shader:
//   - cold: CACHE_MODE_BYPASS, so every call compiles (concurrency 1);
//   - hit: the same request answered from the memory tier, at concurrency
//     1, 8 and 64.
// Each benchmark is one timed run of a fixed number of calls; it reports the
// per-call latency p50/p99 (µs) and the calls per second.
//
//===----------------------------------------------------------------------===//

#include "Server.h"
#include "dxild/v1/compiler.grpc.pb.h"

#include <benchmark/benchmark.h>
#include <grpcpp/grpcpp.h>

#include <algorithm>
#include <fstream>
#include <mutex>
#include <sstream>
#include <thread>

namespace {

using Clock = std::chrono::steady_clock;

struct Fixture {
  std::unique_ptr<dxild::server::Server> Server;
  std::string Target;
  dxild::v1::CompileRequest Request;
  std::string Error;

  Fixture() {
    std::ifstream In(std::string(DXILD_CORPUS_DIR) + "/matmul_tiled.hlsl");
    std::stringstream Source;
    Source << In.rdbuf();
    Request.set_source(Source.str());
    Request.set_source_name("matmul_tiled.hlsl");
    Request.set_profile("cs_6_6");
    Request.set_entry_point("main");

    dxild::server::ServerConfig Config;
    Config.Listen = "127.0.0.1:0";
    Config.MaxQueue = 4096;
    Server = std::make_unique<dxild::server::Server>(Config);
    if (!Server->start(Error))
      return;
    Target = "127.0.0.1:" + std::to_string(Server->port());
  }
};

Fixture &fixture() {
  static Fixture F;
  return F;
}

std::unique_ptr<dxild::v1::ShaderCompiler::Stub> connect() {
  grpc::ChannelArguments Args;
  // Separate connections: otherwise gRPC shares one subchannel between the
  // client threads and the run measures one TCP connection.
  Args.SetInt(GRPC_ARG_USE_LOCAL_SUBCHANNEL_POOL, 1);
  Args.SetMaxReceiveMessageSize(64 << 20);
  return dxild::v1::ShaderCompiler::NewStub(grpc::CreateCustomChannel(
      fixture().Target, grpc::InsecureChannelCredentials(), Args));
}

/// Calls Request Calls times spread over Threads client threads; reports
/// latency percentiles, throughput and whether every answer was right.
void run(benchmark::State &State, const dxild::v1::CompileRequest &Request,
         int Threads, int Calls, bool ExpectHit) {
  Fixture &F = fixture();
  if (!F.Server) {
    State.SkipWithError(F.Error.c_str());
    return;
  }
  std::vector<std::unique_ptr<dxild::v1::ShaderCompiler::Stub>> Stubs;
  for (int I = 0; I < Threads; ++I)
    Stubs.push_back(connect());
  // Warm: connections up, and the entry in the cache for the hit runs.
  for (auto &Stub : Stubs) {
    grpc::ClientContext Ctx;
    dxild::v1::CompileResponse Resp;
    if (!Stub->Compile(&Ctx, Request, &Resp).ok() || !Resp.success()) {
      State.SkipWithError("warm-up compile failed");
      return;
    }
  }

  std::vector<double> Latencies;
  std::mutex Mutex;
  std::atomic<int> Wrong{0};
  for (auto _ : State) {
    Latencies.clear();
    auto Start = Clock::now();
    std::vector<std::thread> Workers;
    for (int T = 0; T < Threads; ++T)
      Workers.emplace_back([&, T] {
        std::vector<double> Mine;
        int Share = Calls / Threads + (T < Calls % Threads);
        for (int I = 0; I < Share; ++I) {
          grpc::ClientContext Ctx;
          dxild::v1::CompileResponse Resp;
          auto CallStart = Clock::now();
          grpc::Status S = Stubs[T]->Compile(&Ctx, Request, &Resp);
          Mine.push_back(std::chrono::duration<double, std::micro>(
                             Clock::now() - CallStart)
                             .count());
          if (!S.ok() || !Resp.success() || Resp.cache().hit() != ExpectHit)
            ++Wrong;
        }
        std::lock_guard<std::mutex> Lock(Mutex);
        Latencies.insert(Latencies.end(), Mine.begin(), Mine.end());
      });
    for (std::thread &W : Workers)
      W.join();
    State.SetIterationTime(
        std::chrono::duration<double>(Clock::now() - Start).count());
  }
  if (Wrong)
    State.SkipWithError("some calls failed or missed the cache");
  std::sort(Latencies.begin(), Latencies.end());
  auto Percentile = [&](double P) {
    return Latencies.empty()
               ? 0.0
               : Latencies[std::min(Latencies.size() - 1,
                                    static_cast<size_t>(P * Latencies.size()))];
  };
  State.counters["p50_us"] = Percentile(0.50);
  State.counters["p99_us"] = Percentile(0.99);
  State.counters["calls"] = static_cast<double>(Latencies.size());
  State.SetItemsProcessed(static_cast<int64_t>(Calls) * State.iterations());
}

void BM_ColdCompile(benchmark::State &State) {
  dxild::v1::CompileRequest R = fixture().Request;
  R.set_cache_mode(dxild::v1::CACHE_MODE_BYPASS);
  run(State, R, 1, 100, /*ExpectHit=*/false);
}
BENCHMARK(BM_ColdCompile)
    ->UseManualTime()
    ->Iterations(1)
    ->Unit(benchmark::kMillisecond);

void BM_CacheHit(benchmark::State &State) {
  int Concurrency = static_cast<int>(State.range(0));
  run(State, fixture().Request, Concurrency, 5000, /*ExpectHit=*/true);
}
BENCHMARK(BM_CacheHit)
    ->ArgName("concurrency")
    ->Arg(1)
    ->Arg(8)
    ->Arg(64)
    ->UseManualTime()
    ->Iterations(1)
    ->Unit(benchmark::kMillisecond);

} // namespace

BENCHMARK_MAIN();
