//===- Worker.cpp - Compiles in a process of their own --------------------===//

#include "Worker.h"

#include "Frames.h"
#include "ProtoConvert.h"
#include "dxild/core/Compiler.h"

#include "llvm/Support/CrashRecoveryContext.h"
#include "llvm/Support/ErrorHandling.h"

#include <csignal>
#include <cstring>
#include <fcntl.h>
#include <malloc.h>
#include <new>
#include <pthread.h>
#include <sys/mman.h>
#include <sys/prctl.h>
#include <sys/resource.h>
#include <sys/socket.h>
#include <sys/wait.h>
#include <unistd.h>

#if defined(__SANITIZE_ADDRESS__)
#define DXILD_ASAN 1
#elif defined(__has_feature)
#if __has_feature(address_sanitizer)
#define DXILD_ASAN 1
#endif
#endif

namespace dxild::isolation {

namespace {

/// AddressSanitizer reserves terabytes of shadow address space and does not
/// work under RLIMIT_AS: sanitizer builds run without the memory limit (the
/// time limit still ends a runaway compile).
#ifdef DXILD_ASAN
constexpr bool AddressLimitWorks = false;
#else
constexpr bool AddressLimitWorks = true;
#endif

using Clock = std::chrono::steady_clock;

// Read by the fatal-signal handler: plain values set before a compile.
uintptr_t StackLow = 0;         ///< Lowest usable address of the stack.
uint64_t AddressLimitBytes = 0; ///< The soft RLIMIT_AS of this compile.
long PageSize = 4096;

/// VmSize in bytes, from /proc/self/statm; only async-signal-safe calls.
uint64_t addressSpaceBytes() {
  int Fd = open("/proc/self/statm", O_RDONLY | O_CLOEXEC);
  if (Fd < 0)
    return 0;
  char Buf[64];
  ssize_t N = read(Fd, Buf, sizeof(Buf) - 1);
  close(Fd);
  uint64_t Pages = 0;
  for (ssize_t I = 0; I < N && Buf[I] >= '0' && Buf[I] <= '9'; ++I)
    Pages = Pages * 10 + static_cast<uint64_t>(Buf[I] - '0');
  return Pages * static_cast<uint64_t>(PageSize);
}

uint64_t residentBytes() {
  FILE *F = std::fopen("/proc/self/statm", "r");
  unsigned long long Size = 0, Resident = 0;
  if (F) {
    if (std::fscanf(F, "%llu %llu", &Size, &Resident) != 2)
      Resident = 0;
    std::fclose(F);
  }
  return Resident * static_cast<uint64_t>(PageSize);
}

[[noreturn]] void outOfMemory() { _exit(ExitMemory); }

extern "C" void onFatalSignal(int Signal, siginfo_t *Info, void *) {
  // An allocation that failed near the limit often surfaces as a null
  // dereference in code that does not check: call it what it is.
  if (AddressLimitBytes &&
      addressSpaceBytes() + (64u << 20) >= AddressLimitBytes)
    _exit(ExitMemory);
  uintptr_t Addr = reinterpret_cast<uintptr_t>(Info->si_addr);
  if (Signal == SIGSEGV && StackLow && Addr + (1u << 20) >= StackLow &&
      Addr < StackLow + (64u << 10))
    _exit(ExitStackOverflow);
  // Die of the signal itself (RLIMIT_CORE is 0: no core file) so the
  // parent can name it.
  signal(Signal, SIG_DFL);
  raise(Signal);
}

void installHandlers() {
  // Clang's crash recovery would catch these and keep a damaged process
  // alive; enabling it first (it is idempotent) lets ours replace it.
  llvm::CrashRecoveryContext::Enable();
  struct sigaction A {};
  A.sa_sigaction = onFatalSignal;
  A.sa_flags = SA_SIGINFO | SA_ONSTACK;
  sigemptyset(&A.sa_mask);
  for (int S : {SIGSEGV, SIGBUS, SIGILL, SIGFPE, SIGABRT, SIGTRAP, SIGSYS})
    sigaction(S, &A, nullptr);
  std::set_new_handler(outOfMemory);
  llvm::install_bad_alloc_error_handler(
      [](void *, const char *, bool) { outOfMemory(); });
}

struct CompileJob {
  const CompileRequest *Request;
  CompileResult Result;
};

void *compileThread(void *Arg) {
  auto *Job = static_cast<CompileJob *>(Arg);
  // The overflow handler needs a stack of its own.
  static const size_t AltSize = 256u << 10;
  void *Alt = mmap(nullptr, AltSize, PROT_READ | PROT_WRITE,
                   MAP_PRIVATE | MAP_ANONYMOUS, -1, 0);
  if (Alt != MAP_FAILED) {
    stack_t SS{};
    SS.ss_sp = Alt;
    SS.ss_size = AltSize;
    sigaltstack(&SS, nullptr);
  }
  pthread_attr_t Attr;
  if (pthread_getattr_np(pthread_self(), &Attr) == 0) {
    void *Addr = nullptr;
    size_t Size = 0;
    pthread_attr_getstack(&Attr, &Addr, &Size);
    StackLow = reinterpret_cast<uintptr_t>(Addr);
    pthread_attr_destroy(&Attr);
  }
  // No deadline here: the parent enforces the time limit by killing us.
  Job->Result = compile(*Job->Request, CompileControl());
  StackLow = 0;
  if (Alt != MAP_FAILED) {
    stack_t SS{};
    SS.ss_flags = SS_DISABLE;
    sigaltstack(&SS, nullptr);
    munmap(Alt, AltSize);
  }
  return nullptr;
}

void setAddressLimit(uint64_t Bytes) {
  rlimit L{};
  getrlimit(RLIMIT_AS, &L);
  L.rlim_cur = Bytes ? Bytes : L.rlim_max;
  AddressLimitBytes = Bytes;
  setrlimit(RLIMIT_AS, &L);
}

std::string resultPayload(const CompileResult &Result,
                          const v1::CompileResponse &Response) {
  RpcOutcome Outcome = rpcOutcome(Result);
  bool Crashed = false;
  for (const Diagnostic &D : Result.Diagnostics)
    Crashed |= D.Code == "dxild.internal.crash";
  std::string Out;
  auto Put = [&Out](uint64_t V, int Bytes) {
    for (int I = 0; I < Bytes; ++I)
      Out.push_back(static_cast<char>(V >> (8 * I)));
  };
  Put(static_cast<uint8_t>(Result.Status), 1);
  Put(Crashed, 1);
  Put(static_cast<uint32_t>(Outcome.Code), 4);
  Put(residentBytes(), 8);
  Put(Outcome.Message.size(), 4);
  Out += Outcome.Message;
  Out += Response.SerializeAsString();
  return Out;
}

void serveOne(int Fd, const std::string &Payload, const WorkerLimits &Limits) {
  v1::CompileRequest Request;
  CompileRequest Core;
  std::string Error;
  CompileResult Result;
  if (!Request.ParseFromString(Payload)) {
    Result.Status = CompileStatus::Internal;
    Diagnostic D;
    D.Level = Severity::Error;
    D.Message = "worker received a malformed request";
    D.Code = "dxild.internal.worker";
    Result.Diagnostics.push_back(std::move(D));
  } else if (!fromProto(Request, Core, Error)) {
    // The server validated it already; only a direct caller gets here.
    Result.Status = CompileStatus::InvalidInput;
    Diagnostic D;
    D.Level = Severity::Error;
    D.Message = Error;
    D.Code = "dxild.request.invalid";
    Result.Diagnostics.push_back(std::move(D));
  } else {
    CompileJob Job{&Core, {}};
    uint64_t Stack = Limits.StackMB << 20;
    // The budget is what this compile may add to what the worker holds.
    if (Limits.MemoryMB && AddressLimitWorks)
      setAddressLimit(addressSpaceBytes() + Stack + (Limits.MemoryMB << 20));
    pthread_attr_t Attr;
    pthread_attr_init(&Attr);
    pthread_attr_setstacksize(&Attr, Stack);
    pthread_t Thread;
    if (pthread_create(&Thread, &Attr, compileThread, &Job) == 0)
      pthread_join(Thread, nullptr);
    else
      outOfMemory(); // Its stack does not fit in the limit.
    pthread_attr_destroy(&Attr);
    if (AddressLimitWorks)
      setAddressLimit(0);
    Result = std::move(Job.Result);
  }
  v1::CompileResponse Response;
  toProto(Result, Response);
  if (!writeFrame(Fd, Frame::Result, resultPayload(Result, Response)))
    _exit(0); // The parent is gone.
}

/// Reads one little-endian field.
template <typename T> bool take(const std::string &S, size_t &Pos, T &V) {
  if (Pos + sizeof(T) > S.size())
    return false;
  uint64_t X = 0;
  for (size_t I = 0; I < sizeof(T); ++I)
    X |= static_cast<uint64_t>(static_cast<uint8_t>(S[Pos + I])) << (8 * I);
  V = static_cast<T>(X);
  Pos += sizeof(T);
  return true;
}

} // namespace

void runWorker(int Fd, const WorkerLimits &Limits) {
  PageSize = sysconf(_SC_PAGESIZE);
  rlimit NoCore{0, 0};
  setrlimit(RLIMIT_CORE, &NoCore);
  signal(SIGPIPE, SIG_IGN);
  // One arena: the compile thread reuses it, and the address space the
  // limit is measured against does not jump by a new arena's reservation.
  mallopt(M_ARENA_MAX, 1);
  installHandlers();
  for (;;) {
    Frame Type;
    std::string Payload;
    if (readFrame(Fd, Type, Payload) != ReadStatus::Ok)
      _exit(0);
    if (Type == Frame::Compile)
      serveOne(Fd, Payload, Limits);
  }
}

bool parseResult(const std::string &Payload, WorkerAnswer &Answer) {
  size_t Pos = 0;
  uint8_t Crashed = 0;
  uint32_t Code = 0, MessageSize = 0;
  if (!take(Payload, Pos, Answer.Status) || !take(Payload, Pos, Crashed) ||
      !take(Payload, Pos, Code) || !take(Payload, Pos, Answer.RssBytes) ||
      !take(Payload, Pos, MessageSize) || Pos + MessageSize > Payload.size())
    return false;
  Answer.Answered = true;
  Answer.Crashed = Crashed;
  Answer.RpcCode = static_cast<int>(Code);
  Answer.RpcMessage = Payload.substr(Pos, MessageSize);
  Answer.Response = Payload.substr(Pos + MessageSize);
  return true;
}

WorkerAnswer describeLostWorker(int WaitStatus, const char *KilledFor,
                                const WorkerLimits &Limits,
                                uint64_t TimeLimitMs) {
  // grpc::StatusCode values; this library does not link gRPC.
  constexpr int Cancelled = 1, DeadlineExceeded = 4, ResourceExhausted = 8,
                Internal = 13;
  WorkerAnswer A;
  std::string Message;
  int RpcCode = Internal;
  std::string Why = KilledFor ? KilledFor : "";
  if (Why == "time" || Why == "deadline") {
    bool Ours = Why == "time";
    A.Code = Ours ? "dxild.limit.time" : "dxild.deadline";
    A.Reason = "time";
    Message = Ours ? "the compile exceeded this server's time limit (" +
                         std::to_string(TimeLimitMs) + " ms) and was stopped"
                   : "compile deadline exceeded";
    RpcCode = DeadlineExceeded;
  } else if (Why == "cancelled") {
    A.Code = "dxild.cancelled";
    A.Reason = "cancelled";
    Message = "compile cancelled";
    RpcCode = Cancelled;
  } else if (WIFEXITED(WaitStatus) && WEXITSTATUS(WaitStatus) == ExitMemory) {
    A.Code = "dxild.limit.memory";
    A.Reason = "memory";
    Message = "the compile exceeded the memory limit (" +
              std::to_string(Limits.MemoryMB) + " MiB) and was stopped";
    RpcCode = ResourceExhausted;
  } else {
    A.Code = "dxild.internal.crash";
    A.Reason = "crash";
    std::string How;
    if (WIFEXITED(WaitStatus) && WEXITSTATUS(WaitStatus) == ExitStackOverflow)
      How = "stack overflow: the source nests too deeply";
    else if (WIFSIGNALED(WaitStatus))
      How = std::string("signal ") + sigabbrev_np(WTERMSIG(WaitStatus));
    else if (WIFEXITED(WaitStatus))
      How = "exit status " + std::to_string(WEXITSTATUS(WaitStatus));
    else
      How = "an unknown cause";
    if (How.rfind("stack", 0) != 0)
      How = "the compiler crashed (" + How + ")";
    Message = "internal compiler error: " + How +
              "; this request was isolated in a worker process";
  }
  v1::CompileResponse Response;
  Response.set_success(false);
  v1::Diagnostic *D = Response.add_diagnostics();
  D->set_severity(v1::SEVERITY_ERROR);
  D->set_message(Message);
  D->set_code(A.Code);
  A.Response = Response.SerializeAsString();
  A.RpcCode = RpcCode;
  A.RpcMessage = A.Code + ": " + Message;
  A.Status = static_cast<uint8_t>(
      RpcCode == Cancelled          ? CompileStatus::Cancelled
      : RpcCode == DeadlineExceeded ? CompileStatus::DeadlineExceeded
                                    : CompileStatus::Internal);
  return A;
}

WorkerAnswer compileInChild(const std::string &Request,
                            const WorkerLimits &Limits,
                            std::optional<std::chrono::milliseconds> Timeout) {
  int Fds[2];
  if (socketpair(AF_UNIX, SOCK_STREAM | SOCK_CLOEXEC, 0, Fds) != 0)
    return describeLostWorker(0, nullptr, Limits, 0);
  pid_t Pid = fork();
  if (Pid == 0) {
    close(Fds[0]);
    prctl(PR_SET_PDEATHSIG, SIGKILL);
    runWorker(Fds[1], Limits);
  }
  close(Fds[1]);
  WorkerAnswer Answer;
  const char *KilledFor = nullptr;
  if (Pid > 0 && writeFrame(Fds[0], Frame::Compile, Request)) {
    std::optional<Clock::time_point> Deadline;
    if (Timeout)
      Deadline = Clock::now() + *Timeout;
    Frame Type;
    std::string Payload;
    ReadStatus S = readFrame(Fds[0], Type, Payload, Deadline);
    if (S == ReadStatus::Ok && Type == Frame::Result)
      parseResult(Payload, Answer);
    else if (S == ReadStatus::TimedOut) {
      kill(Pid, SIGKILL);
      KilledFor = "deadline";
    }
  }
  close(Fds[0]); // The worker exits when its socket closes.
  int Status = 0;
  if (Pid > 0)
    while (waitpid(Pid, &Status, 0) < 0 && errno == EINTR) {
    }
  if (Answer.Answered)
    return Answer;
  return describeLostWorker(Status, KilledFor, Limits,
                            Timeout ? Timeout->count() : 0);
}

} // namespace dxild::isolation
