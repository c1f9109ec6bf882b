//===- ProcessPool.h - The server's worker processes ------------*- C++ -*-===//
//
// A fixed number of worker processes, each serving one compile at a time
// for whichever compile thread holds it. A worker that crashes, exceeds a
// limit, overstays the time limit (it is killed), or has served its share
// of compiles or grown too much is replaced by a fresh fork of the zygote;
// the request it was serving gets a stable error, the others never notice.
//
//===----------------------------------------------------------------------===//

#ifndef DXILD_SERVER_ISOLATION_PROCESSPOOL_H
#define DXILD_SERVER_ISOLATION_PROCESSPOOL_H

#include "Worker.h"
#include "Zygote.h"

#include <atomic>
#include <chrono>
#include <condition_variable>
#include <functional>
#include <memory>
#include <mutex>
#include <optional>
#include <set>
#include <string>
#include <vector>

namespace dxild::isolation {

struct PoolOptions {
  std::string Executable; ///< dxild itself, started in zygote mode.
  unsigned Workers = 1;
  WorkerLimits Limits;
  /// The server's own time limit per compile (0: none).
  uint64_t MaxCompileMs = 60000;
  /// Recycle a worker after this many compiles (0: never) ...
  uint64_t RecycleCompiles = 1000;
  /// ... or once its resident size grew this much past its first compile
  /// (0: never).
  uint64_t RecycleGrowthMB = 512;
  /// Called when a worker is replaced, with the reason ("crash", "memory",
  /// "time", "cancelled", "compiles", "growth", "error").
  std::function<void(const std::string &Reason)> OnRestart;
  /// Called with each worker's resident bytes after each compile.
  std::function<void(unsigned Worker, uint64_t Bytes)> OnRss;
  /// Called with false when no worker can be started, true once one can.
  std::function<void(bool)> OnHealthy;
};

class ProcessPool {
public:
  explicit ProcessPool(PoolOptions Options);
  ~ProcessPool();

  /// Starts the zygote (it warms the prelude for Warm, serialized
  /// v1::CompileRequests) and the workers. False with Error on failure.
  bool start(const std::vector<std::string> &Warm, std::string &Error);

  /// Compiles Request (a serialized v1::CompileRequest) in a worker. Waits
  /// for a free worker. Deadline is the client's; the pool's own time limit
  /// applies as well. Cancelled is polled while the worker runs.
  WorkerAnswer
  compile(const std::string &Request,
          std::optional<std::chrono::steady_clock::time_point> Deadline,
          const std::atomic<bool> *Cancelled);

  /// Precompiles the prelude for Request's options in the zygote, so that
  /// workers forked from now on have it.
  void warm(const std::string &Request) { Zygote_.warm(Request); }

  /// Ends every worker (idle ones at once) and the zygote.
  void stop();

  /// Workers replaced since start.
  uint64_t restarts() const { return Restarts; }
  /// The pids of the live workers (tests kill them).
  std::vector<int> workerPids();
  /// Workers handed a compile and not yet given back (tests wait for one).
  unsigned busyWorkers();

private:
  struct Slot;
  Slot *acquire();
  void release(Slot *S);
  bool ensureRunning(Slot &S);
  void retire(Slot &S, const std::string &Reason, bool Kill);

  PoolOptions Options;
  Zygote Zygote_;
  std::mutex Mutex;
  std::condition_variable Free;
  std::vector<std::unique_ptr<Slot>> Slots;
  std::vector<Slot *> Idle;
  std::atomic<uint64_t> Restarts{0};
  bool Stopped = false;
};

} // namespace dxild::isolation

#endif // DXILD_SERVER_ISOLATION_PROCESSPOOL_H
