//===- ProcessPool.cpp - The server's worker processes --------------------===//

#include "ProcessPool.h"

#include "Frames.h"

#include <csignal>
#include <unistd.h>

namespace dxild::isolation {

using Clock = std::chrono::steady_clock;

struct ProcessPool::Slot {
  unsigned Index = 0;
  std::atomic<pid_t> Pid{-1};
  int Fd = -1;
  uint64_t Compiles = 0;
  uint64_t FirstRss = 0;
};

ProcessPool::ProcessPool(PoolOptions O)
    : Options(std::move(O)), Zygote_(Options.Executable, Options.Limits) {}

ProcessPool::~ProcessPool() { stop(); }

bool ProcessPool::start(const std::vector<std::string> &Warm,
                        std::string &Error) {
  if (!Zygote_.start(Error))
    return false;
  for (const std::string &W : Warm)
    Zygote_.warm(W);
  unsigned N = std::max(1u, Options.Workers);
  for (unsigned I = 0; I < N; ++I) {
    auto S = std::make_unique<Slot>();
    S->Index = I;
    // The first spawn waits for the zygote's warm-up: the server reports
    // ready only once workers start with a precompiled prelude.
    pid_t Pid = -1;
    if (!Zygote_.spawn(Pid, S->Fd, Error))
      return false;
    S->Pid = Pid;
    Idle.push_back(S.get());
    Slots.push_back(std::move(S));
  }
  return true;
}

ProcessPool::Slot *ProcessPool::acquire() {
  std::unique_lock<std::mutex> Lock(Mutex);
  Free.wait(Lock, [this] { return !Idle.empty(); });
  Slot *S = Idle.back();
  Idle.pop_back();
  return S;
}

void ProcessPool::release(Slot *S) {
  {
    std::lock_guard<std::mutex> Lock(Mutex);
    Idle.push_back(S);
  }
  Free.notify_one();
}

bool ProcessPool::ensureRunning(Slot &S) {
  if (S.Fd >= 0)
    return true;
  std::string Error;
  pid_t Pid = -1;
  int Fd = -1;
  bool Ok = Zygote_.spawn(Pid, Fd, Error);
  S.Pid = Ok ? Pid : -1;
  S.Fd = Ok ? Fd : -1;
  S.Compiles = 0;
  S.FirstRss = 0;
  if (Options.OnHealthy)
    Options.OnHealthy(Ok);
  return Ok;
}

void ProcessPool::retire(Slot &S, const std::string &Reason, bool Kill) {
  if (S.Pid > 0 && Kill)
    kill(S.Pid, SIGKILL);
  if (S.Fd >= 0)
    close(S.Fd); // A live worker exits when its socket closes.
  S.Fd = -1;
  S.Pid = -1;
  ++Restarts;
  if (Options.OnRestart)
    Options.OnRestart(Reason);
}

WorkerAnswer ProcessPool::compile(const std::string &Request,
                                  std::optional<Clock::time_point> Deadline,
                                  const std::atomic<bool> *Cancelled) {
  Slot *S = acquire();
  // Whose limit ends the compile decides the answer: the server's is
  // dxild.limit.time, the client's its own deadline.
  bool ServerLimit = false;
  if (Options.MaxCompileMs) {
    auto Limit = Clock::now() + std::chrono::milliseconds(Options.MaxCompileMs);
    if (!Deadline || Limit < *Deadline) {
      Deadline = Limit;
      ServerLimit = true;
    }
  }
  WorkerAnswer Answer;
  // A worker may have died while idle (killed from outside): then the
  // request goes to its replacement instead of failing.
  for (int Attempt = 0;; ++Attempt) {
    if (!ensureRunning(*S)) {
      Answer = describeLostWorker(0, nullptr, Options.Limits, 0);
      Answer.Code = "dxild.internal.worker";
      Answer.RpcCode = 14; // UNAVAILABLE: another replica can serve it.
      Answer.RpcMessage = "dxild.internal.worker: no compile worker process "
                          "could be started";
      Answer.Reason = "error";
      release(S);
      return Answer;
    }
    if (writeFrame(S->Fd, Frame::Compile, Request))
      break;
    pid_t Pid = S->Pid;
    retire(*S, "crash", /*Kill=*/true);
    Zygote_.reap(Pid);
    if (Attempt == 1) {
      Answer = describeLostWorker(SIGKILL, nullptr, Options.Limits, 0);
      release(S);
      return Answer;
    }
  }

  Frame Type;
  std::string Payload;
  ReadStatus R = readFrame(S->Fd, Type, Payload, Deadline, Cancelled);
  if (R == ReadStatus::Ok && Type == Frame::Result &&
      parseResult(Payload, Answer)) {
    ++S->Compiles;
    if (!S->FirstRss)
      S->FirstRss = Answer.RssBytes;
    if (Options.OnRss)
      Options.OnRss(S->Index, Answer.RssBytes);
    const char *Recycle = nullptr;
    if (Answer.Crashed)
      Recycle = "crash"; // Recovered in-process, but possibly damaged.
    else if (Options.RecycleCompiles && S->Compiles >= Options.RecycleCompiles)
      Recycle = "compiles";
    else if (Options.RecycleGrowthMB &&
             Answer.RssBytes > S->FirstRss + (Options.RecycleGrowthMB << 20))
      Recycle = "growth";
    if (Recycle) {
      pid_t Pid = S->Pid;
      retire(*S, Recycle, /*Kill=*/Answer.Crashed);
      Zygote_.reap(Pid);
      ensureRunning(*S);
    }
    release(S);
    return Answer;
  }

  const char *KilledFor = nullptr;
  if (R == ReadStatus::TimedOut)
    KilledFor = ServerLimit ? "time" : "deadline";
  else if (R == ReadStatus::Cancelled)
    KilledFor = "cancelled";
  pid_t Pid = S->Pid;
  // Killed when it did not answer; a worker that closed its socket is
  // already dying.
  bool Kill = KilledFor || R == ReadStatus::Ok;
  if (Kill && Pid > 0)
    kill(Pid, SIGKILL);
  if (S->Fd >= 0)
    close(S->Fd);
  S->Fd = -1;
  S->Pid = -1;
  int Status = Zygote_.reap(Pid);
  Answer = describeLostWorker(Status, KilledFor, Options.Limits,
                              Options.MaxCompileMs);
  ++Restarts;
  if (Options.OnRestart)
    Options.OnRestart(Answer.Reason);
  ensureRunning(*S);
  release(S);
  return Answer;
}

std::vector<int> ProcessPool::workerPids() {
  std::lock_guard<std::mutex> Lock(Mutex);
  std::vector<int> Pids;
  for (const auto &S : Slots)
    if (S->Pid > 0)
      Pids.push_back(S->Pid);
  return Pids;
}

unsigned ProcessPool::busyWorkers() {
  std::lock_guard<std::mutex> Lock(Mutex);
  return unsigned(Slots.size() - Idle.size());
}

void ProcessPool::stop() {
  {
    std::lock_guard<std::mutex> Lock(Mutex);
    if (Stopped)
      return;
    Stopped = true;
  }
  // The compile threads are done: every worker is idle.
  for (auto &S : Slots) {
    if (S->Fd >= 0)
      close(S->Fd);
    if (S->Pid > 0)
      Zygote_.reap(S->Pid);
    S->Fd = -1;
    S->Pid = -1;
  }
  Zygote_.stop();
}

} // namespace dxild::isolation
