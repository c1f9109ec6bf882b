//===- Server.h - dxild's gRPC server ---------------------------*- C++ -*-===//

#ifndef DXILD_SERVER_SERVER_H
#define DXILD_SERVER_SERVER_H

#include "CompileCache.h"

#include <chrono>
#include <cstdint>
#include <memory>
#include <optional>
#include <string>
#include <vector>

namespace dxild::server {

class Metrics;

struct ServerConfig {
  std::string Listen = "127.0.0.1:7575";
  /// Compile threads; 0 means one per core.
  unsigned Threads = 0;
  int MaxMessageBytes = 64 << 20;
  /// Compiles waiting for a thread before new ones are refused.
  size_t MaxQueue = 256;
  /// Threads that answer disk and Redis cache hits outside the compile
  /// queue (only with such a tier); 0: the compile thread asks them.
  unsigned CacheLookupThreads = 4;
  unsigned MaxStreamInFlight = 0; ///< 0: twice the thread count.
  uint64_t MaxSourceBytes = 8u << 20;
  uint64_t MaxIncludeFiles = 2048;
  uint64_t MaxIncludeBytes = 32u << 20;
  uint64_t MaxCompileMs = 60000;
  /// Compiles run in worker processes (one per compile thread) forked from a
  /// zygote: a copy of this executable (dxild; empty: /proc/self/exe).
  std::string WorkerExecutable;
  /// Address space one compile may add to its worker (0: unlimited).
  uint64_t MaxCompileMemoryMB = 2048;
  /// The compile thread's stack in a worker.
  uint64_t WorkerStackMB = 256;
  /// A worker is replaced after this many compiles (0: never) or once it
  /// grew this much (0: never).
  uint64_t WorkerMaxCompiles = 1000;
  uint64_t WorkerMaxGrowthMB = 512;
  /// Profiles whose precompiled prelude (default options) the zygote builds
  /// before the server reports ready; others are built the first time a
  /// request needs them.
  /// (dxild's default: cs/vs/ps at 6.0 and 6.6.)
  std::vector<std::string> WarmProfiles;
  /// "HOST:PORT" for Prometheus' /metrics; empty: no listener.
  std::string MetricsListen;
  /// PEM files. With a certificate and key the server speaks TLS only; with
  /// a client CA as well it requires and verifies client certificates.
  std::string TLSCertFile, TLSKeyFile, TLSClientCAFile;
  /// A file holding the shared token clients must present; empty: no auth.
  std::string AuthTokenFile;
  /// Time between turning health to NOT_SERVING and refusing new calls on
  /// shutdown, so load balancers stop sending work first.
  std::chrono::milliseconds DrainDelay{0};
  /// Compile cache tiers. With no memory bytes, no directory and no Redis
  /// there is no cache (responses still carry the key).
  cache::CacheOptions Cache;
};

/// Owns the gRPC server, the service and the compile threads.
class Server {
public:
  explicit Server(ServerConfig Config);
  ~Server();

  /// Binds and starts serving. Returns false with Error set on failure.
  bool start(std::string &Error);
  /// The bound port (useful with port 0).
  int port() const { return BoundPort; }
  /// The metrics listener's port, 0 without one.
  int metricsPort() const;
  Metrics &metrics();
  /// Reports NOT_SERVING, waits the drain delay, stops accepting, gives
  /// in-flight calls up to Grace to finish, then cancels the rest and joins
  /// the compile threads.
  void shutdown(std::chrono::milliseconds Grace);
  /// The live worker processes (tests kill them).
  std::vector<int> workerPids() const;
  /// Workers running a compile now (tests wait for one before killing it).
  unsigned busyWorkers() const;
  /// Blocks until shutdown() completes.
  void wait();
  /// Cache counters for exporters; nothing when there is no cache.
  std::optional<cache::CacheStats> cacheStats() const;

private:
  struct Impl;
  ServerConfig Config;
  std::unique_ptr<Impl> P;
  int BoundPort = 0;
};

} // namespace dxild::server

#endif // DXILD_SERVER_SERVER_H
