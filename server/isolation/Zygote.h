//===- Zygote.h - The process dxild's workers are forked from ---*- C++ -*-===//
//
// Forking the gRPC server itself is unsafe (its threads hold locks the child
// would inherit), so at start the server spawns a fresh copy of its own
// executable in zygote mode: a single-threaded process that precompiles the
// prelude and then forks one worker per Spawn request. A new worker thus
// starts with every prelude the zygote has precompiled, at the cost of a
// fork. The zygote also reaps its workers on request, which keeps a dead
// worker's pid from being reused while the server may still signal it, and
// tells the server how the worker ended.
//
//===----------------------------------------------------------------------===//

#ifndef DXILD_SERVER_ISOLATION_ZYGOTE_H
#define DXILD_SERVER_ISOLATION_ZYGOTE_H

#include "Worker.h"

#include <mutex>
#include <string>
#include <sys/types.h>

namespace dxild::isolation {

/// The first argument that makes dxild a zygote: dxild --internal-zygote FD
/// MEMORY_MB STACK_MB.
constexpr const char *ZygoteFlag = "--internal-zygote";

/// Runs the zygote on control socket Fd; returns the process exit code.
int zygoteMain(int Argc, char **Argv);

/// The server's handle on its zygote. Thread-safe.
class Zygote {
public:
  Zygote(std::string Executable, WorkerLimits Limits)
      : Executable(std::move(Executable)), Limits(Limits) {}
  ~Zygote();

  /// Starts the zygote process (again, if it died). The zygote precompiles
  /// the prelude for Warm (serialized v1::CompileRequests) before it forks
  /// anything.
  bool start(std::string &Error);
  /// A new worker: its pid and the server's end of its socket.
  bool spawn(pid_t &Pid, int &Fd, std::string &Error);
  /// Waits for a worker that is gone (or being killed) and returns its
  /// wait status.
  int reap(pid_t Pid);
  /// Asks the zygote to precompile the prelude the way Request needs it, so
  /// later workers start with it. Returns at once.
  void warm(const std::string &Request);
  void stop();

private:
  bool startLocked(std::string &Error);
  std::mutex Mutex;
  std::string Executable;
  WorkerLimits Limits;
  pid_t Pid = -1;
  int Fd = -1;
};

} // namespace dxild::isolation

#endif // DXILD_SERVER_ISOLATION_ZYGOTE_H
