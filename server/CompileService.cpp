//===- CompileService.cpp - dxild.v1.ShaderCompiler over gRPC -------------===//

#include "CompileService.h"

#include "ProtoConvert.h"
#include "dxild/core/Compiler.h"

#include <deque>
#include <mutex>

namespace dxild::server {

namespace {

using Clock = std::chrono::steady_clock;

uint64_t microsSince(Clock::time_point Start) {
  return static_cast<uint64_t>(
      std::chrono::duration_cast<std::chrono::microseconds>(Clock::now() -
                                                            Start)
          .count());
}

/// The client's deadline on our monotonic clock; none if it set none.
std::optional<Clock::time_point> deadlineOf(grpc::CallbackServerContext *Ctx) {
  auto Deadline = Ctx->deadline();
  if (Deadline == std::chrono::system_clock::time_point::max())
    return std::nullopt;
  auto Left = Deadline - std::chrono::system_clock::now();
  return Clock::now() +
         std::chrono::duration_cast<Clock::duration>(Left);
}

const char *const OverloadedMessage =
    "server overloaded: compile queue is full, retry later";

/// One unary Compile: queued on the pool, finished by the worker.
class UnaryCompile final : public grpc::ServerUnaryReactor {
public:
  UnaryCompile(CompileService &Service, grpc::CallbackServerContext *Ctx,
               const v1::CompileRequest *Request,
               v1::CompileResponse *Response)
      : Service(Service), Request(Request), Response(Response),
        Deadline(deadlineOf(Ctx)), Enqueued(Clock::now()) {}

  void start() {
    if (!Service.pool().trySubmit([this] { work(); }))
      Finish(grpc::Status(grpc::StatusCode::RESOURCE_EXHAUSTED,
                          OverloadedMessage));
  }

  void OnCancel() override { Cancelled = true; }
  void OnDone() override { delete this; }

private:
  void work() {
    // After Finish the reactor may be deleted at any time: touch nothing.
    Finish(Service.runOne(*Request, *Response, &Cancelled, Deadline,
                          microsSince(Enqueued)));
  }

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
    bool Queued = Service.pool().trySubmit([this, Request, Enqueued] {
      v1::CompileResponse Response;
      grpc::Status S = Service.runOne(*Request, Response, &Cancelled,
                                      Deadline, microsSince(Enqueued));
      if (!S.ok())
        Response = failure(*Request, S);
      complete(std::move(Response));
    });
    if (!Queued)
      complete(failure(*Request,
                       grpc::Status(grpc::StatusCode::RESOURCE_EXHAUSTED,
                                    OverloadedMessage)));
    std::unique_lock<std::mutex> Lock(Mutex);
    if (InFlight >= Service.limits().MaxStreamInFlight) {
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
  void OnDone() override { delete this; }

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
    D->set_code("dxild.rpc." + std::to_string(static_cast<int>(S.error_code())));
    return R;
  }

  void complete(v1::CompileResponse Response) {
    std::unique_lock<std::mutex> Lock(Mutex);
    --InFlight;
    if (!WriteFailed)
      Pending.push_back(std::move(Response));
    bool Resume = ReadPaused && !ReadsDone &&
                  InFlight < Service.limits().MaxStreamInFlight;
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
    bool Done = ReadsDone && InFlight == 0 && !Writing && Pending.empty() &&
                !Finished;
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

grpc::Status CompileService::runOne(
    const v1::CompileRequest &Request, v1::CompileResponse &Response,
    const std::atomic<bool> *Cancelled,
    std::optional<std::chrono::steady_clock::time_point> Deadline,
    uint64_t QueueUs) {
  CompileRequest Core;
  std::string Error;
  if (!fromProto(Request, Core, Error))
    return grpc::Status(grpc::StatusCode::INVALID_ARGUMENT, Error);
  CompileControl Control;
  Control.Cancelled = Cancelled;
  Control.Deadline = Deadline;
  CompileResult Result = compile(Core, Control);
  Response.set_request_id(Request.request_id());
  toProto(Result, Response);
  Response.mutable_timings()->set_queue_us(QueueUs);
  RpcOutcome Outcome = rpcOutcome(Result);
  return grpc::Status(static_cast<grpc::StatusCode>(Outcome.Code),
                      Outcome.Message);
}

grpc::ServerUnaryReactor *
CompileService::Compile(grpc::CallbackServerContext *Ctx,
                        const v1::CompileRequest *Request,
                        v1::CompileResponse *Response) {
  auto *Reactor = new UnaryCompile(*this, Ctx, Request, Response);
  Reactor->start();
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
  toProto(capabilities(), *Response);
  Response->set_max_message_bytes(Limits.MaxMessageBytes);
  grpc::ServerUnaryReactor *Reactor = Ctx->DefaultReactor();
  Reactor->Finish(grpc::Status::OK);
  return Reactor;
}

} // namespace dxild::server
