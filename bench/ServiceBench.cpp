//===- ServiceBench.cpp - what the service adds and how it scales ---------===//
//
// A dxild server in this process on a loopback port, real gRPC channels:
//   - cold compile through gRPC vs the same compile in-process (overhead);
//   - cold-compile throughput with 1 and 2 compile threads (scaling);
//   - a permutation sweep: one source x 256 define combinations, over one
//     CompileStream vs 256 unary calls.
// Caching is bypassed everywhere: these are compiles, not lookups.
//
//===----------------------------------------------------------------------===//

#include "Server.h"
#include "dxild/client/Client.h"

#include <benchmark/benchmark.h>

#include <atomic>
#include <fstream>
#include <sstream>
#include <thread>

namespace {

using Clock = std::chrono::steady_clock;

std::string corpusSource(const char *Name) {
  std::ifstream In(std::string(DXILD_CORPUS_DIR) + "/" + Name);
  std::stringstream S;
  S << In.rdbuf();
  return S.str();
}

/// matmul_tiled with 8 switches: 256 distinct permutations. The switches
/// change constants the shader uses, so every permutation is real work.
dxild::v1::CompileRequest permutation(unsigned Bits) {
  static const std::string Source = corpusSource("matmul_tiled.hlsl");
  dxild::v1::CompileRequest R;
  R.set_source("#define PERM_SCALE (1.0" +
               [&] {
                 std::string Terms;
                 for (int I = 0; I < 8; ++I)
                   Terms += " + OPT" + std::to_string(I) + " * " +
                            std::to_string(1 << I) + ".0";
                 return Terms;
               }() +
               ")\n" + Source);
  R.set_source_name("matmul_tiled.hlsl");
  R.set_profile("cs_6_6");
  for (int I = 0; I < 8; ++I) {
    dxild::v1::Define *D = R.add_defines();
    D->set_name("OPT" + std::to_string(I));
    D->set_value((Bits >> I) & 1 ? "1" : "0");
  }
  R.set_cache_mode(dxild::v1::CACHE_MODE_BYPASS);
  R.set_request_id(std::to_string(Bits));
  return R;
}

struct Running {
  std::unique_ptr<dxild::server::Server> Server;
  std::string Target, Error;
  explicit Running(unsigned Threads) {
    dxild::server::ServerConfig Config;
    Config.Listen = "127.0.0.1:0";
    Config.Threads = Threads;
    Config.MaxQueue = 4096;
    Config.Cache.MemoryBytes = 0;
    Server = std::make_unique<dxild::server::Server>(Config);
    if (Server->start(Error))
      Target = "127.0.0.1:" + std::to_string(Server->port());
  }
};

void BM_ColdCompile_InProcess(benchmark::State &State) {
  auto Client = dxild::client::makeInProcessClient();
  dxild::v1::CompileRequest R = permutation(0);
  for (auto _ : State) {
    dxild::v1::CompileResponse Resp;
    if (!Client->compile(R, Resp).ok() || !Resp.success())
      State.SkipWithError("compile failed");
  }
}
BENCHMARK(BM_ColdCompile_InProcess)->Unit(benchmark::kMillisecond)->MinTime(3);

void BM_ColdCompile_Grpc(benchmark::State &State) {
  static Running S(1);
  if (S.Target.empty()) {
    State.SkipWithError(S.Error.c_str());
    return;
  }
  auto Client = dxild::client::makeRemoteClient(S.Target);
  dxild::v1::CompileRequest R = permutation(0);
  for (auto _ : State) {
    dxild::v1::CompileResponse Resp;
    if (!Client->compile(R, Resp).ok() || !Resp.success())
      State.SkipWithError("compile failed");
  }
}
BENCHMARK(BM_ColdCompile_Grpc)->Unit(benchmark::kMillisecond)->MinTime(3);

/// Calls/s of cold compiles with N compile threads and 2N client threads
/// (enough to keep every compile thread busy).
void BM_ColdThroughput(benchmark::State &State) {
  unsigned Threads = static_cast<unsigned>(State.range(0));
  Running S(Threads);
  if (S.Target.empty()) {
    State.SkipWithError(S.Error.c_str());
    return;
  }
  constexpr int Calls = 256;
  std::atomic<int> Failed{0};
  for (auto _ : State) {
    auto Start = Clock::now();
    std::atomic<int> Next{0};
    std::vector<std::thread> Clients;
    for (unsigned C = 0; C < 2 * Threads; ++C)
      Clients.emplace_back([&] {
        auto Client = dxild::client::makeRemoteClient(S.Target);
        for (int I; (I = Next++) < Calls;) {
          dxild::v1::CompileResponse Resp;
          if (!Client->compile(permutation(I % 256), Resp).ok() ||
              !Resp.success())
            ++Failed;
        }
      });
    for (std::thread &T : Clients)
      T.join();
    State.SetIterationTime(
        std::chrono::duration<double>(Clock::now() - Start).count());
  }
  if (Failed)
    State.SkipWithError("some compiles failed");
  State.SetItemsProcessed(Calls * State.iterations());
}
BENCHMARK(BM_ColdThroughput)
    ->ArgName("threads")
    ->Arg(1)
    ->Arg(2)
    ->UseManualTime()
    ->Iterations(1)
    ->Unit(benchmark::kMillisecond);

/// 256 permutations: one CompileStream (arg 1) or 256 unary calls in a row
/// (arg 0), against a server with one thread per core.
void BM_PermutationSweep(benchmark::State &State) {
  bool Stream = State.range(0) != 0;
  static Running S(0);
  if (S.Target.empty()) {
    State.SkipWithError(S.Error.c_str());
    return;
  }
  std::vector<dxild::v1::CompileRequest> Requests;
  for (unsigned Bits = 0; Bits < 256; ++Bits)
    Requests.push_back(permutation(Bits));
  auto Client = dxild::client::makeRemoteClient(S.Target);
  int Failed = 0;
  for (auto _ : State) {
    auto Start = Clock::now();
    std::vector<dxild::v1::CompileResponse> Responses;
    if (Stream) {
      if (!Client->compileMany(Requests, Responses).ok())
        ++Failed;
    } else {
      Responses.resize(Requests.size());
      for (size_t I = 0; I < Requests.size(); ++I)
        if (!Client->compile(Requests[I], Responses[I]).ok())
          ++Failed;
    }
    for (const auto &R : Responses)
      Failed += !R.success();
    State.SetIterationTime(
        std::chrono::duration<double>(Clock::now() - Start).count());
  }
  if (Failed)
    State.SkipWithError("some permutations failed");
  State.SetItemsProcessed(256 * State.iterations());
}
BENCHMARK(BM_PermutationSweep)
    ->ArgName("stream")
    ->Arg(0)
    ->Arg(1)
    ->UseManualTime()
    ->Iterations(1)
    ->Unit(benchmark::kMillisecond);

} // namespace

BENCHMARK_MAIN();
