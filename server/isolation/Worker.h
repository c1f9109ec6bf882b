//===- Worker.h - Compiles in a process of their own ------------*- C++ -*-===//
//
// The worker side of process isolation, and what the parent makes of a
// worker that did not answer. A worker serves Compile frames on a socket,
// one at a time, each on a thread with a large stack and under an address
// space limit. Anything that goes wrong inside Clang/LLVM ends the worker
// process, never its parent: a fatal signal kills it (no core file), a
// failed allocation exits with ExitMemory, a stack overflow with
// ExitStackOverflow. The parent reads the exit status and answers the
// request with a stable code; it also kills the worker when the time limit
// passes.
//
//===----------------------------------------------------------------------===//

#ifndef DXILD_SERVER_ISOLATION_WORKER_H
#define DXILD_SERVER_ISOLATION_WORKER_H

#include <atomic>
#include <chrono>
#include <cstdint>
#include <optional>
#include <string>

namespace dxild::isolation {

struct WorkerLimits {
  /// Address space one compile may add (0: unlimited).
  uint64_t MemoryMB = 2048;
  /// The compile thread's stack: deep but legitimate code compiles, and an
  /// overflow is a clean failure.
  uint64_t StackMB = 256;
};

constexpr int ExitMemory = 75;
constexpr int ExitStackOverflow = 76;

/// Serves Compile frames on Fd until it closes, then exits. Call in a fresh
/// single-threaded child process.
[[noreturn]] void runWorker(int Fd, const WorkerLimits &Limits);

/// What a worker answered: its reply, or why there is none.
struct WorkerAnswer {
  bool Answered = false;
  // With an answer:
  uint8_t Status = 0; ///< dxild::CompileStatus.
  int RpcCode = 0;    ///< grpc::StatusCode numbering.
  std::string RpcMessage;
  std::string Response;  ///< A serialized v1::CompileResponse.
  uint64_t RssBytes = 0; ///< The worker's resident size after the compile.
  bool Crashed = false;  ///< Its answer reports a recovered crash.
  // Without one:
  std::string Code;   ///< dxild.internal.crash, dxild.limit.memory, ...
  std::string Reason; ///< Metrics label: crash, memory, time, cancelled.
};

/// Parses a Result frame's payload.
bool parseResult(const std::string &Payload, WorkerAnswer &Answer);

/// The answer for a worker that is gone without answering: WaitStatus is
/// waitpid()'s, KilledFor says why the parent killed it ("time",
/// "cancelled"; null: it did not). Fills every field, Response included
/// (success false, one error with the stable code).
WorkerAnswer describeLostWorker(int WaitStatus, const char *KilledFor,
                                const WorkerLimits &Limits,
                                uint64_t TimeLimitMs);

/// One compile in a child process forked from this (single-threaded)
/// process: what `dxilc` runs without --server. Kills the child when
/// Timeout passes.
WorkerAnswer compileInChild(const std::string &Request,
                            const WorkerLimits &Limits,
                            std::optional<std::chrono::milliseconds> Timeout);

} // namespace dxild::isolation

#endif // DXILD_SERVER_ISOLATION_WORKER_H
