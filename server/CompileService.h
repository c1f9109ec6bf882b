//===- CompileService.h - dxild.v1.ShaderCompiler over gRPC -----*- C++ -*-===//
//
// A thin shell: converts messages at the edge, runs compiles on the worker
// pool, and answers. No compiler details live here.
//
//===----------------------------------------------------------------------===//

#ifndef DXILD_SERVER_COMPILESERVICE_H
#define DXILD_SERVER_COMPILESERVICE_H

#include "Metrics.h"
#include "WorkerPool.h"

#include "dxild/v1/compiler.grpc.pb.h"

#include <atomic>
#include <chrono>
#include <functional>
#include <mutex>
#include <optional>
#include <set>

namespace dxild::cache {
class CompileCache;
}
namespace dxild::isolation {
class ProcessPool;
}

namespace dxild::server {

struct ServiceOptions {
  /// Compiles one stream may have queued or running at once; the stream stops
  /// reading until one finishes.
  unsigned MaxStreamInFlight = 8;
  uint64_t MaxMessageBytes = 0;
  /// Per-request limits, checked before any work. gRPC's message cap bounds
  /// the whole request; these keep one field from using all of it.
  uint64_t MaxSourceBytes = 8u << 20;
  uint64_t MaxIncludeFiles = 2048;
  uint64_t MaxIncludeBytes = 32u << 20;
  /// A compile's own time limit, whatever the client's deadline (0: none).
  uint64_t MaxCompileMs = 60000;
  /// When set, Compile/CompileStream/GetInfo require the metadata
  /// "authorization: Bearer <token>". Health and reflection stay open for
  /// probes.
  std::string AuthToken;
  /// Answers repeated requests; null: every request compiles.
  cache::CompileCache *Cache = nullptr;
  /// The worker processes compiles run in; the service never runs Clang.
  isolation::ProcessPool *Workers = nullptr;
  /// Threads that ask the cache's disk and Redis tiers before a request
  /// joins the compile queue, so those hits never wait behind compiles;
  /// null when the cache has no such tier (memory hits need no thread).
  WorkerPool *LookupPool = nullptr;
};

class CompileService final : public v1::ShaderCompiler::CallbackService {
public:
  CompileService(WorkerPool &Pool, Metrics &Stats, ServiceOptions Options)
      : Pool(Pool), Stats(Stats), Options(std::move(Options)) {}

  grpc::ServerUnaryReactor *Compile(grpc::CallbackServerContext *Ctx,
                                    const v1::CompileRequest *Request,
                                    v1::CompileResponse *Response) override;

  grpc::ServerBidiReactor<v1::CompileRequest, v1::CompileResponse> *
  CompileStream(grpc::CallbackServerContext *Ctx) override;

  grpc::ServerUnaryReactor *GetInfo(grpc::CallbackServerContext *Ctx,
                                    const v1::GetInfoRequest *Request,
                                    v1::GetInfoResponse *Response) override;

  /// Compiles one request on the calling (worker) thread. Rpc names the
  /// method for metrics and logs.
  /// StoredChecked: the disk and Redis tiers have just missed.
  grpc::Status
  runOne(const char *Rpc, const v1::CompileRequest &Request,
         v1::CompileResponse &Response, const std::atomic<bool> *Cancelled,
         std::optional<std::chrono::steady_clock::time_point> Deadline,
         uint64_t QueueUs, bool StoredChecked = false);

  /// Answers a request tryFastAnswer could not: first on a lookup thread
  /// from the disk and Redis tiers (when the cache has them), else on a
  /// compile thread through runOne. Done receives the status exactly once,
  /// on one of those threads, with Response filled; Request and Response
  /// must live until then. A full queue is answered RESOURCE_EXHAUSTED.
  void submit(const char *Rpc, const v1::CompileRequest &Request,
              v1::CompileResponse &Response, const std::atomic<bool> *Cancelled,
              std::optional<std::chrono::steady_clock::time_point> Deadline,
              std::chrono::steady_clock::time_point Enqueued,
              std::function<void(grpc::Status)> Done);

  /// Answers Request on the calling thread when that needs no compile: a
  /// memory-cache hit, or a request that fails validation. True when
  /// Response/Status are the answer; hits thus never wait behind compiles.
  bool tryFastAnswer(const char *Rpc, const v1::CompileRequest &Request,
                     v1::CompileResponse &Response, grpc::Status &Status);
  /// Answers Request from the disk and Redis tiers (on a lookup thread):
  /// true on a hit.
  bool tryStoredAnswer(const char *Rpc, const v1::CompileRequest &Request,
                       v1::CompileResponse &Response, uint64_t QueueUs);

  /// False (and the reason in Status) when the call lacks the shared token.
  bool authorized(grpc::CallbackServerContext *Ctx, grpc::Status &Status) const;
  /// Counts a request that ended before reaching a compile.
  void countRejected(const char *Rpc, const grpc::Status &Status);

  /// Shutdown: from now on new compile calls are refused with UNAVAILABLE
  /// (clients retry elsewhere) while the ones in flight finish.
  void beginDrain() { Draining = true; }
  bool draining() const { return Draining; }
  /// Compile and CompileStream calls not yet done.
  int activeCalls() const { return ActiveCalls; }
  void callStarted() { ++ActiveCalls; }
  void callDone() { --ActiveCalls; }

  WorkerPool &pool() { return Pool; }
  Metrics &stats() { return Stats; }
  const ServiceOptions &options() const { return Options; }

private:
  grpc::Status checkLimits(const v1::CompileRequest &Request) const;
  /// Metrics and the log line of a finished request.
  void record(const char *Rpc, const v1::CompileRequest &Request,
              const v1::CompileResponse &Response, const grpc::Status &Status,
              uint64_t QueueUs);
  /// Asks the zygote to precompile the prelude for Request's options the
  /// first time they are seen.
  void warmFor(const v1::CompileRequest &Request);

  WorkerPool &Pool;
  Metrics &Stats;
  ServiceOptions Options;
  std::atomic<int64_t> InFlight{0};
  std::atomic<int> ActiveCalls{0};
  std::atomic<bool> Draining{false};
  std::mutex WarmMutex;
  std::set<std::string> Warmed;
};

} // namespace dxild::server

#endif // DXILD_SERVER_COMPILESERVICE_H
