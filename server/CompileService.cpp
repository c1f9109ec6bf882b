//===- CompileService.cpp - dxild.v1.ShaderCompiler over gRPC -------------===//

#include "CompileService.h"

#include "CachedCompile.h"

#include "Log.h"
#include "ProcessPool.h"
#include "ProtoConvert.h"
#include "dxild/core/CacheKey.h"
#include "dxild/core/Compiler.h"
#include "dxild/core/Timing.h"

#include <deque>
#include <mutex>

namespace dxild::server {

namespace {

using Clock = std::chrono::steady_clock;

/// The client's deadline on our monotonic clock; none if it set none.
std::optional<Clock::time_point> deadlineOf(grpc::CallbackServerContext *Ctx) {
  auto Deadline = Ctx->deadline();
  if (Deadline == std::chrono::system_clock::time_point::max())
    return std::nullopt;
  auto Left = Deadline - std::chrono::system_clock::now();
  return Clock::now() + std::chrono::duration_cast<Clock::duration>(Left);
}

const char *const OverloadedMessage =
    "server overloaded: compile queue is full, retry later";
const char *const DrainingMessage =
    "server is shutting down: retry on another replica";

/// One unary Compile: queued on the pool, finished by the worker.
class UnaryCompile final : public grpc::ServerUnaryReactor {
public:
  UnaryCompile(CompileService &Service, grpc::CallbackServerContext *Ctx,
               const v1::CompileRequest *Request, v1::CompileResponse *Response)
      : Service(Service), Request(Request), Response(Response),
        Deadline(deadlineOf(Ctx)), Enqueued(Clock::now()) {
    Service.callStarted();
  }

  void start(grpc::CallbackServerContext *Ctx) {
    if (Service.draining()) {
      Finish(grpc::Status(grpc::StatusCode::UNAVAILABLE, DrainingMessage));
      return;
    }
    grpc::Status Denied;
    if (!Service.authorized(Ctx, Denied)) {
      Service.countRejected("Compile", Denied);
      Finish(Denied);
      return;
    }
    grpc::Status Fast;
    if (Service.tryFastAnswer("Compile", *Request, *Response, Fast)) {
      Finish(Fast);
      return;
    }
    // After Finish the reactor may be deleted at any time: touch nothing.
    Service.submit("Compile", *Request, *Response, &Cancelled, Deadline,
                   Enqueued, [this](grpc::Status S) { Finish(S); });
  }

  void OnCancel() override { Cancelled = true; }
  void OnDone() override {
    Service.callDone();
    delete this;
  }

private:
  CompileService &Service;
  const v1::CompileRequest *Request;
  v1::CompileResponse *Response;
  std::optional<Clock::time_point> Deadline;
  Clock::time_point Enqueued;
  std::atomic<bool> Cancelled{false};
};

/// CompileStream: reads requests, compiles them concurrently on the pool and
/// writes each answer as soon as it is ready (one write in flight at a time,
/// as gRPC requires). gRPC calls are issued outside the lock.
class StreamCompile final
    : public grpc::ServerBidiReactor<v1::CompileRequest, v1::CompileResponse> {
public:
  StreamCompile(CompileService &Service, grpc::CallbackServerContext *Ctx)
      : Service(Service), Deadline(deadlineOf(Ctx)) {
    Service.callStarted();
    if (Service.draining()) {
      Finished = true;
      Finish(grpc::Status(grpc::StatusCode::UNAVAILABLE, DrainingMessage));
      return;
    }
    grpc::Status Denied;
    if (!Service.authorized(Ctx, Denied)) {
      Service.countRejected("CompileStream", Denied);
      Finished = true;
      Finish(Denied);
      return;
    }
    StartRead(&Incoming);
  }

  void OnReadDone(bool Ok) override {
    if (!Ok) {
      std::unique_lock<std::mutex> Lock(Mutex);
      ReadsDone = true;
      advance(Lock);
      return;
    }
    auto Request = std::make_shared<v1::CompileRequest>(std::move(Incoming));
    Incoming.Clear();
    Clock::time_point Enqueued = Clock::now();
    {
      std::lock_guard<std::mutex> Lock(Mutex);
      ++InFlight;
    }
    v1::CompileResponse FastResponse;
    grpc::Status Fast;
    if (Service.tryFastAnswer("CompileStream", *Request, FastResponse, Fast)) {
      complete(Fast.ok() ? std::move(FastResponse) : failure(*Request, Fast));
    } else {
      auto Response = std::make_shared<v1::CompileResponse>();
      Service.submit("CompileStream", *Request, *Response, &Cancelled, Deadline,
                     Enqueued, [this, Request, Response](grpc::Status S) {
                       complete(S.ok() ? std::move(*Response)
                                       : failure(*Request, S));
                     });
    }
    std::unique_lock<std::mutex> Lock(Mutex);
    if (InFlight >= Service.options().MaxStreamInFlight) {
      ReadPaused = true;
      return;
    }
    Lock.unlock();
    StartRead(&Incoming);
  }

  void OnWriteDone(bool Ok) override {
    std::unique_lock<std::mutex> Lock(Mutex);
    Writing = false;
    if (!Ok) {
      // The client is gone: answers have nowhere to go.
      WriteFailed = true;
      Pending.clear();
    }
    advance(Lock);
  }

  void OnCancel() override { Cancelled = true; }
  void OnDone() override {
    Service.callDone();
    delete this;
  }

private:
  /// A stream cannot fail one item with an RPC status, so the status
  /// becomes that item's answer.
  static v1::CompileResponse failure(const v1::CompileRequest &Request,
                                     const grpc::Status &S) {
    v1::CompileResponse R;
    R.set_request_id(Request.request_id());
    R.set_success(false);
    v1::Diagnostic *D = R.add_diagnostics();
    D->set_severity(v1::SEVERITY_ERROR);
    D->set_message(S.error_message());
    // Worker failures carry their stable code in front of the message.
    const std::string &M = S.error_message();
    size_t Colon = M.find(": ");
    if (M.rfind("dxild.", 0) == 0 && Colon != std::string::npos)
      D->set_code(M.substr(0, Colon));
    else
      D->set_code("dxild.rpc." +
                  std::to_string(static_cast<int>(S.error_code())));
    return R;
  }

  void complete(v1::CompileResponse Response) {
    std::unique_lock<std::mutex> Lock(Mutex);
    --InFlight;
    if (!WriteFailed)
      Pending.push_back(std::move(Response));
    bool Resume = ReadPaused && !ReadsDone &&
                  InFlight < Service.options().MaxStreamInFlight;
    if (Resume)
      ReadPaused = false;
    advance(Lock);
    if (Resume)
      StartRead(&Incoming);
  }

  /// Starts the next write or finishes the stream; releases the lock.
  void advance(std::unique_lock<std::mutex> &Lock) {
    if (!Writing && !Pending.empty()) {
      Writing = true;
      Current = std::move(Pending.front());
      Pending.pop_front();
      Lock.unlock();
      StartWrite(&Current);
      return;
    }
    bool Done =
        ReadsDone && InFlight == 0 && !Writing && Pending.empty() && !Finished;
    if (Done)
      Finished = true;
    Lock.unlock();
    if (Done)
      Finish(grpc::Status::OK);
  }

  CompileService &Service;
  std::optional<Clock::time_point> Deadline;
  std::atomic<bool> Cancelled{false};
  v1::CompileRequest Incoming;
  v1::CompileResponse Current;

  std::mutex Mutex;
  std::deque<v1::CompileResponse> Pending;
  unsigned InFlight = 0;
  bool Writing = false;
  bool ReadsDone = false;
  bool ReadPaused = false;
  bool WriteFailed = false;
  bool Finished = false;
};

} // namespace

namespace {

/// The outcome label of a finished compile, for metrics and logs.
const char *outcomeOf(const grpc::Status &S, const v1::CompileResponse &R) {
  const std::string &M = S.error_message();
  if (M.rfind("dxild.limit.memory:", 0) == 0)
    return "limit_memory";
  if (M.rfind("dxild.limit.time:", 0) == 0)
    return "limit_time";
  switch (S.error_code()) {
  case grpc::StatusCode::OK:
    return R.success() ? "ok" : "compile_error";
  case grpc::StatusCode::INVALID_ARGUMENT:
    return "invalid_argument";
  case grpc::StatusCode::RESOURCE_EXHAUSTED:
    return "overloaded";
  case grpc::StatusCode::DEADLINE_EXCEEDED:
    return "deadline";
  case grpc::StatusCode::CANCELLED:
    return "cancelled";
  case grpc::StatusCode::UNAUTHENTICATED:
    return "unauthenticated";
  default:
    return "internal";
  }
}

/// Compares without an early exit, so response timing does not reveal how
/// much of a guessed token was right.
bool constantTimeEquals(std::string_view A, std::string_view B) {
  unsigned Diff = A.size() != B.size();
  for (size_t I = 0, N = std::max(A.size(), B.size()); I < N; ++I)
    Diff |= static_cast<unsigned char>(I < A.size() ? A[I] : 0) ^
            static_cast<unsigned char>(I < B.size() ? B[I] : 0);
  return Diff == 0;
}

} // namespace

bool CompileService::authorized(grpc::CallbackServerContext *Ctx,
                                grpc::Status &Status) const {
  if (Options.AuthToken.empty())
    return true;
  const auto &Metadata = Ctx->client_metadata();
  auto It = Metadata.find("authorization");
  std::string_view Given;
  if (It != Metadata.end())
    Given = std::string_view(It->second.data(), It->second.size());
  if (constantTimeEquals(Given, "Bearer " + Options.AuthToken))
    return true;
  Status = grpc::Status(grpc::StatusCode::UNAUTHENTICATED,
                        It == Metadata.end() ? "missing authorization token"
                                             : "invalid authorization token");
  return false;
}

void CompileService::countRejected(const char *Rpc,
                                   const grpc::Status &Status) {
  v1::CompileResponse None;
  Stats.countRequest(Rpc, outcomeOf(Status, None));
  LogLine("warning", "rejected")
      .str("rpc", Rpc)
      .str("outcome", outcomeOf(Status, None))
      .str("message", Status.error_message());
}

grpc::Status
CompileService::checkLimits(const v1::CompileRequest &Request) const {
  auto TooBig = [](const std::string &What, uint64_t Size, uint64_t Limit) {
    return grpc::Status(grpc::StatusCode::INVALID_ARGUMENT,
                        What + " is " + std::to_string(Size) +
                            " bytes; this server's limit is " +
                            std::to_string(Limit));
  };
  if (Request.source().size() > Options.MaxSourceBytes)
    return TooBig("the source", Request.source().size(),
                  Options.MaxSourceBytes);
  if (static_cast<uint64_t>(Request.include_files_size()) >
      Options.MaxIncludeFiles)
    return grpc::Status(grpc::StatusCode::INVALID_ARGUMENT,
                        "the request has " +
                            std::to_string(Request.include_files_size()) +
                            " include files; this server's limit is " +
                            std::to_string(Options.MaxIncludeFiles));
  uint64_t IncludeBytes = 0;
  for (const auto &[Path, Content] : Request.include_files())
    IncludeBytes += Path.size() + Content.size();
  if (IncludeBytes > Options.MaxIncludeBytes)
    return TooBig("the include files' total", IncludeBytes,
                  Options.MaxIncludeBytes);
  return grpc::Status::OK;
}

void CompileService::record(const char *Rpc, const v1::CompileRequest &Request,
                            const v1::CompileResponse &Response,
                            const grpc::Status &Status, uint64_t QueueUs) {
  Stats.addBytes(Request.ByteSizeLong(), Response.ByteSizeLong());
  const char *Outcome = outcomeOf(Status, Response);
  Stats.countRequest(Rpc, Outcome);
  LogLine(Status.ok() ||
                  Status.error_code() == grpc::StatusCode::INVALID_ARGUMENT
              ? "info"
              : "error",
          "compile")
      .str("rpc", Rpc)
      .str("request_id", Request.request_id())
      .str("source", Request.source_name())
      .str("profile", Request.profile())
      .str("cache_key", Response.cache().key())
      .flag("cache_hit", Response.cache().hit())
      .str("outcome", Outcome)
      .str("message", Status.error_message())
      .num("queue_us", QueueUs)
      .num("frontend_us", Response.timings().frontend_us())
      .num("binding_us", Response.timings().binding_us())
      .num("lowering_us", Response.timings().lowering_us())
      .num("writing_us", Response.timings().writing_us())
      .num("total_us", Response.timings().total_us());
}

bool CompileService::tryFastAnswer(const char *Rpc,
                                   const v1::CompileRequest &Request,
                                   v1::CompileResponse &Response,
                                   grpc::Status &Status) {
  if (!Options.Cache || Request.cache_mode() != v1::CACHE_MODE_DEFAULT)
    return false;
  Status = checkLimits(Request);
  CompileRequest Core;
  std::string Error;
  if (Status.ok() && !fromProto(Request, Core, Error))
    Status = grpc::Status(grpc::StatusCode::INVALID_ARGUMENT, Error);
  if (Status.ok()) {
    if (!answerFromMemory(Options.Cache, Request, cacheKey(Core), Response))
      return false;
    Stats.observeStage(Stage::Queue, 0);
    Stats.observeStage(Stage::Cache, Response.timings().cache_us());
  }
  record(Rpc, Request, Response, Status, 0);
  return true;
}

bool CompileService::tryStoredAnswer(const char *Rpc,
                                     const v1::CompileRequest &Request,
                                     v1::CompileResponse &Response,
                                     uint64_t QueueUs) {
  CompileRequest Core;
  std::string Error;
  // tryFastAnswer has checked the request already.
  if (!fromProto(Request, Core, Error) ||
      !answerFromStore(Options.Cache, Request, cacheKey(Core), Response))
    return false;
  Response.mutable_timings()->set_queue_us(QueueUs);
  Stats.observeStage(Stage::Queue, QueueUs);
  Stats.observeStage(Stage::Cache, Response.timings().cache_us());
  record(Rpc, Request, Response, grpc::Status::OK, QueueUs);
  return true;
}

void CompileService::submit(const char *Rpc, const v1::CompileRequest &Request,
                            v1::CompileResponse &Response,
                            const std::atomic<bool> *Cancelled,
                            std::optional<Clock::time_point> Deadline,
                            Clock::time_point Enqueued,
                            std::function<void(grpc::Status)> Done) {
  auto Compile = [this, Rpc, &Request, &Response, Cancelled, Deadline, Enqueued,
                  Done](bool StoredChecked) {
    bool Queued = Pool.trySubmit([this, Rpc, &Request, &Response, Cancelled,
                                  Deadline, Enqueued, Done, StoredChecked] {
      Done(runOne(Rpc, Request, Response, Cancelled, Deadline,
                  microsSince(Enqueued), StoredChecked));
    });
    if (Queued) {
      Stats.setQueued(static_cast<int64_t>(Pool.queued()));
      return;
    }
    grpc::Status Overloaded(grpc::StatusCode::RESOURCE_EXHAUSTED,
                            OverloadedMessage);
    countRejected(Rpc, Overloaded);
    Done(Overloaded);
  };
  if (!Options.LookupPool || !Options.Cache ||
      Request.cache_mode() != v1::CACHE_MODE_DEFAULT) {
    Compile(false);
    return;
  }
  // A disk read or a Redis round trip: on its own threads, so a hit never
  // waits for a compile thread. With that queue full too, the compile
  // thread asks the tiers itself.
  bool Queued = Options.LookupPool->trySubmit(
      [this, Rpc, &Request, &Response, Enqueued, Done, Compile] {
        if (tryStoredAnswer(Rpc, Request, Response, microsSince(Enqueued)))
          Done(grpc::Status::OK);
        else
          Compile(true);
      });
  if (!Queued)
    Compile(false);
}

void CompileService::warmFor(const v1::CompileRequest &Request) {
  if (Request.disable_prelude() || !Options.Workers)
    return;
  // What the precompiled prelude depends on (see PreludePCHKey).
  std::string Shape = Request.profile() + "|" +
                      (Request.has_optimization_level()
                           ? std::to_string(Request.optimization_level())
                           : "") +
                      "|" + Request.hlsl_version() + "|" +
                      std::to_string(Request.features().enable_16bit_types());
  {
    std::lock_guard<std::mutex> Lock(WarmMutex);
    if (Warmed.size() >= 32 || !Warmed.insert(Shape).second)
      return;
  }
  v1::CompileRequest Warm;
  Warm.set_profile(Request.profile());
  if (Request.has_optimization_level())
    Warm.set_optimization_level(Request.optimization_level());
  Warm.set_hlsl_version(Request.hlsl_version());
  *Warm.mutable_features() = Request.features();
  Warm.set_source_name("warm.hlsl");
  Warm.set_entry_point("main");
  Warm.set_stop_after(v1::PIPELINE_STAGE_FRONTEND);
  Options.Workers->warm(Warm.SerializeAsString());
}

grpc::Status CompileService::runOne(
    const char *Rpc, const v1::CompileRequest &Request,
    v1::CompileResponse &Response, const std::atomic<bool> *Cancelled,
    std::optional<std::chrono::steady_clock::time_point> Deadline,
    uint64_t QueueUs, bool StoredChecked) {
  Stats.setQueued(static_cast<int64_t>(Pool.queued()));
  Stats.observeStage(Stage::Queue, QueueUs);
  Stats.setInFlight(++InFlight);
  grpc::Status Status = checkLimits(Request);
  CompileRequest Core;
  std::string Error;
  if (Status.ok() && !fromProto(Request, Core, Error))
    Status = grpc::Status(grpc::StatusCode::INVALID_ARGUMENT, Error);
  if (Status.ok()) {
    CompileControl Control;
    Control.Cancelled = Cancelled;
    Control.Deadline = Deadline;
    if (Options.MaxCompileMs) {
      auto Limit =
          Clock::now() + std::chrono::milliseconds(Options.MaxCompileMs);
      if (!Control.Deadline || Limit < *Control.Deadline)
        Control.Deadline = Limit;
    }
    // Runs only when the cache cannot answer, in a worker process; stage
    // metrics are of real compiles.
    auto Compile = [&](v1::CompileResponse &Out) {
      warmFor(Request);
      isolation::WorkerAnswer A = Options.Workers->compile(
          Request.SerializeAsString(), Deadline, Cancelled);
      if (!Out.ParseFromString(A.Response))
        Out.Clear();
      const v1::StageTimings &T = Out.timings();
      if (A.Answered) {
        Stats.observeStage(Stage::Frontend, T.frontend_us());
        Stats.observeStage(Stage::Binding, T.binding_us());
        Stats.observeStage(Stage::Lowering, T.lowering_us());
        Stats.observeStage(Stage::Writing, T.writing_us());
        Stats.observeStage(Stage::Total, T.total_us());
      }
      if (A.Crashed || A.Code == "dxild.internal.crash")
        Stats.countCrash();
      // Errors in the input are as deterministic as successes; dxild's own
      // failures, limits, deadlines and cancellations belong to this call
      // only.
      auto Status = static_cast<CompileStatus>(A.Status);
      bool Cacheable = A.Answered && (Status == CompileStatus::Ok ||
                                      Status == CompileStatus::InvalidInput);
      return CompileOutcome{
          grpc::Status(static_cast<grpc::StatusCode>(A.RpcCode), A.RpcMessage),
          Cacheable};
    };
    // A request waiting for an identical in-flight compile stops waiting
    // when its own client leaves or runs out of time.
    auto GiveUp = [&] {
      return (Cancelled && Cancelled->load()) ||
             (Control.Deadline && Clock::now() >= *Control.Deadline);
    };
    Status = compileThroughCache(Options.Cache, Request, Core, QueueUs,
                                 Response, Compile, GiveUp, StoredChecked);
    if (Options.Cache)
      Stats.observeStage(Stage::Cache, Response.timings().cache_us());
  }
  Stats.setInFlight(--InFlight);
  record(Rpc, Request, Response, Status, QueueUs);
  return Status;
}

grpc::ServerUnaryReactor *
CompileService::Compile(grpc::CallbackServerContext *Ctx,
                        const v1::CompileRequest *Request,
                        v1::CompileResponse *Response) {
  auto *Reactor = new UnaryCompile(*this, Ctx, Request, Response);
  Reactor->start(Ctx);
  return Reactor;
}

grpc::ServerBidiReactor<v1::CompileRequest, v1::CompileResponse> *
CompileService::CompileStream(grpc::CallbackServerContext *Ctx) {
  return new StreamCompile(*this, Ctx);
}

grpc::ServerUnaryReactor *
CompileService::GetInfo(grpc::CallbackServerContext *Ctx,
                        const v1::GetInfoRequest *,
                        v1::GetInfoResponse *Response) {
  grpc::ServerUnaryReactor *Reactor = Ctx->DefaultReactor();
  grpc::Status Denied;
  if (!authorized(Ctx, Denied)) {
    Reactor->Finish(Denied);
    return Reactor;
  }
  toProto(capabilities(), *Response);
  Response->set_max_message_bytes(Options.MaxMessageBytes);
  Reactor->Finish(grpc::Status::OK);
  return Reactor;
}

} // namespace dxild::server
