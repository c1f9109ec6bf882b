//===- main.cpp - dxild, the HLSL compile server --------------------------===//

#include "Log.h"
#include "Server.h"
#include "Zygote.h"

#include <cerrno>
#include <csignal>
#include <cstdlib>
#include <cstring>
#include <functional>
#include <iostream>
#include <string>
#include <vector>

using namespace dxild::server;

namespace {

[[noreturn]] void fail(const std::string &Message) {
  std::cerr << "dxild: error: " << Message << "\n";
  std::exit(2);
}

uint64_t parseNumber(const std::string &Flag, const std::string &Text,
                     uint64_t Min, uint64_t Max) {
  char *End = nullptr;
  errno = 0;
  unsigned long long V = std::strtoull(Text.c_str(), &End, 10);
  if (Text.empty() || *End || errno || V < Min || V > Max)
    fail("invalid value '" + Text + "' for " + Flag + " (expected " +
         std::to_string(Min) + ".." + std::to_string(Max) + ")");
  return V;
}

struct Flag {
  const char *Name;
  const char *Help;
  std::function<void(const std::string &)> Set;
};

} // namespace

int main(int Argc, char **Argv) {
  // The server starts a copy of itself to fork compile workers from.
  if (Argc > 1 && std::string(Argv[1]) == dxild::isolation::ZygoteFlag)
    return dxild::isolation::zygoteMain(Argc, Argv);
  ServerConfig Config;
  Config.WarmProfiles = {"cs_6_0", "vs_6_0", "ps_6_0",
                         "cs_6_6", "vs_6_6", "ps_6_6"};
  uint64_t GraceMs = 10000;
  auto Number = [](uint64_t &Target, uint64_t Min, uint64_t Max) {
    return [&Target, Min, Max](const std::string &V) {
      Target = parseNumber("flag", V, Min, Max);
    };
  };
  uint64_t Threads = 0, MaxMessage = Config.MaxMessageBytes,
           MaxQueue = Config.MaxQueue, DrainMs = 0,
           LookupThreads = Config.CacheLookupThreads;
  uint64_t RedisTTLSeconds = Config.Cache.RedisTTL.count(),
           RedisTimeoutMs = Config.Cache.RedisTimeout.count();
  const uint64_t Huge = 1ull << 40;
  const std::vector<Flag> Flags = {
      {"--listen",
       "HOST:PORT to serve gRPC on (default 127.0.0.1:7575; port 0 "
       "picks one)",
       [&](const std::string &V) { Config.Listen = V; }},
      {"--threads",
       "compile threads, each with its worker process (default: "
       "one per core)",
       Number(Threads, 0, 1024)},
      {"--max-message-bytes", "largest request or response (default 64 MiB)",
       Number(MaxMessage, 1024, 1u << 30)},
      {"--max-queue", "compiles allowed to wait for a thread (default 256)",
       Number(MaxQueue, 0, 1u << 20)},
      {"--cache-lookup-threads",
       "threads answering disk/Redis cache hits without waiting for a "
       "compile thread (default 4; 0: the compile thread asks them)",
       Number(LookupThreads, 0, 256)},
      {"--max-source-bytes", "largest source text (default 8 MiB)",
       Number(Config.MaxSourceBytes, 1, Huge)},
      {"--max-include-files", "most include files per request (default 2048)",
       Number(Config.MaxIncludeFiles, 0, Huge)},
      {"--max-include-bytes",
       "total include bytes per request (default 32 MiB)",
       Number(Config.MaxIncludeBytes, 0, Huge)},
      {"--max-compile-ms", "time limit of one compile (default 60000; 0: none)",
       Number(Config.MaxCompileMs, 0, Huge)},
      {"--max-compile-memory-mb",
       "memory one compile may use in its worker "
       "process (default 2048; 0: none)",
       Number(Config.MaxCompileMemoryMB, 0, 1u << 24)},
      {"--worker-stack-mb", "stack of a worker's compile thread (default 256)",
       Number(Config.WorkerStackMB, 8, 8192)},
      {"--worker-max-compiles",
       "replace a worker process after this many "
       "compiles (default 1000; 0: never)",
       Number(Config.WorkerMaxCompiles, 0, Huge)},
      {"--worker-max-growth-mb",
       "replace a worker process once its resident "
       "size grew this much (default 512; 0: never)",
       Number(Config.WorkerMaxGrowthMB, 0, Huge)},
      {"--warm-profiles",
       "comma-separated profiles whose prelude is "
       "precompiled before serving (default "
       "cs_6_0,vs_6_0,ps_6_0,cs_6_6,vs_6_6,ps_6_6)",
       [&](const std::string &V) {
         Config.WarmProfiles.clear();
         size_t Start = 0;
         while (Start <= V.size()) {
           size_t Comma = V.find(',', Start);
           if (Comma == std::string::npos)
             Comma = V.size();
           if (Comma > Start)
             Config.WarmProfiles.push_back(V.substr(Start, Comma - Start));
           Start = Comma + 1;
         }
       }},
      {"--metrics-listen", "HOST:PORT for Prometheus /metrics (default: off)",
       [&](const std::string &V) { Config.MetricsListen = V; }},
      {"--tls-cert", "PEM certificate chain: serve TLS only",
       [&](const std::string &V) { Config.TLSCertFile = V; }},
      {"--tls-key", "PEM private key for --tls-cert",
       [&](const std::string &V) { Config.TLSKeyFile = V; }},
      {"--tls-client-ca",
       "PEM CA: require client certificates it signed (mTLS)",
       [&](const std::string &V) { Config.TLSClientCAFile = V; }},
      {"--auth-token-file", "require 'authorization: Bearer <token in file>'",
       [&](const std::string &V) { Config.AuthTokenFile = V; }},
      {"--drain-delay-ms",
       "NOT_SERVING this long before refusing calls on "
       "SIGTERM (default 0)",
       Number(DrainMs, 0, 600000)},
      {"--cache-mem-bytes", "in-memory cache bound (default 256 MiB; 0: off)",
       Number(Config.Cache.MemoryBytes, 0, Huge)},
      {"--cache-dir",
       "persistent cache directory, shareable between dxild "
       "processes (default: none)",
       [&](const std::string &V) { Config.Cache.DiskDir = V; }},
      {"--cache-disk-bytes", "disk cache bound (default 2 GiB)",
       Number(Config.Cache.DiskBytes, 1 << 20, Huge)},
      {"--redis", "HOST:PORT of a Redis shared by replicas (default: none)",
       [&](const std::string &V) { Config.Cache.Redis = V; }},
      {"--redis-ttl-s",
       "lifetime of Redis cache entries (default 7 days; "
       "0: no expiry)",
       Number(RedisTTLSeconds, 0, Huge)},
      {"--redis-timeout-ms", "Redis connect/command timeout (default 100)",
       Number(RedisTimeoutMs, 1, 60000)},
      {"--shutdown-grace-ms",
       "time in-flight compiles get on SIGTERM "
       "(default 10000)",
       Number(GraceMs, 0, 3600000)},
  };

  for (int I = 1; I < Argc; ++I) {
    std::string Arg = Argv[I];
    if (Arg == "--help" || Arg == "-h") {
      std::cout << "USAGE: dxild [options]\n\n";
      for (const Flag &F : Flags)
        std::cout << "  " << F.Name << " <value>\n      " << F.Help << "\n";
      return 0;
    }
    std::string Value;
    size_t Eq = Arg.find('=');
    bool Inline = Eq != std::string::npos;
    std::string Name = Inline ? Arg.substr(0, Eq) : Arg;
    const Flag *Match = nullptr;
    for (const Flag &F : Flags)
      if (Name == F.Name)
        Match = &F;
    if (!Match)
      fail("unknown option '" + Arg + "' (see --help)");
    if (Inline)
      Value = Arg.substr(Eq + 1);
    else if (I + 1 < Argc)
      Value = Argv[++I];
    else
      fail("missing value for " + Name);
    Match->Set(Value);
  }
  Config.Threads = static_cast<unsigned>(Threads);
  Config.MaxMessageBytes = static_cast<int>(MaxMessage);
  Config.MaxQueue = MaxQueue;
  Config.CacheLookupThreads = static_cast<unsigned>(LookupThreads);
  Config.DrainDelay = std::chrono::milliseconds(DrainMs);
  Config.Cache.RedisTTL = std::chrono::seconds(RedisTTLSeconds);
  Config.Cache.RedisTimeout = std::chrono::milliseconds(RedisTimeoutMs);

  // Signals are taken synchronously by this thread only: block them before
  // any other thread exists so every thread inherits the mask.
  sigset_t Signals;
  sigemptyset(&Signals);
  sigaddset(&Signals, SIGTERM);
  sigaddset(&Signals, SIGINT);
  pthread_sigmask(SIG_BLOCK, &Signals, nullptr);

  Server S(Config);
  std::string Error;
  if (!S.start(Error))
    fail(Error);
  std::string Host = Config.Listen.substr(0, Config.Listen.rfind(':'));
  std::cout << "dxild listening on " << Host << ":" << S.port() << std::endl;
  if (S.metricsPort())
    std::cout << "dxild metrics on " << Host << ":" << S.metricsPort()
              << "/metrics" << std::endl;

  int Signal = 0;
  sigwait(&Signals, &Signal);
  LogLine("info", "signal").str("signal", strsignal(Signal));
  S.shutdown(std::chrono::milliseconds(GraceMs));
  return 0;
}
