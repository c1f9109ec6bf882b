//===- Zygote.cpp - The process dxild's workers are forked from -----------===//

#include "Zygote.h"

#include "Frames.h"
#include "ProtoConvert.h"
#include "dxild/core/Compiler.h"

#include <cerrno>
#include <csignal>
#include <cstdlib>
#include <cstring>
#include <fcntl.h>
#include <spawn.h>
#include <sys/prctl.h>
#include <sys/socket.h>
#include <sys/wait.h>
#include <unistd.h>

extern char **environ;

namespace dxild::isolation {

namespace {

/// Precompiles the prelude for Payload's options by compiling a trivial
/// shader with them (the prelude cache keeps the result).
void warmPrelude(const std::string &Payload) {
  v1::CompileRequest Request;
  CompileRequest Core;
  std::string Error;
  if (!Request.ParseFromString(Payload) || !fromProto(Request, Core, Error))
    return;
  compile(Core);
}

} // namespace

int zygoteMain(int Argc, char **Argv) {
  if (Argc < 5)
    return 2;
  int Fd = std::atoi(Argv[2]);
  WorkerLimits Limits;
  Limits.MemoryMB = std::strtoull(Argv[3], nullptr, 10);
  Limits.StackMB = std::strtoull(Argv[4], nullptr, 10);
  // The server's termination signals are not ours: it closes our socket.
  signal(SIGINT, SIG_IGN);
  signal(SIGTERM, SIG_IGN);
  signal(SIGPIPE, SIG_IGN);
  prctl(PR_SET_PDEATHSIG, SIGKILL);
  if (getppid() == 1)
    return 0; // The server died before we got here.
  sigset_t None;
  sigemptyset(&None);
  sigprocmask(SIG_SETMASK, &None, nullptr);
  for (;;) {
    Frame Type;
    std::string Payload;
    int Passed = -1;
    if (readFrame(Fd, Type, Payload, {}, nullptr, &Passed) != ReadStatus::Ok)
      return 0;
    switch (Type) {
    case Frame::Spawn: {
      pid_t Child = Passed >= 0 ? fork() : -1;
      if (Child == 0) {
        close(Fd);
        prctl(PR_SET_PDEATHSIG, SIGKILL);
        runWorker(Passed, Limits);
      }
      if (Passed >= 0)
        close(Passed);
      if (!writeFrame(Fd, Frame::Spawned, std::to_string(Child)))
        return 0;
      break;
    }
    case Frame::Reap: {
      pid_t Child = static_cast<pid_t>(std::atoi(Payload.c_str()));
      int Status = 0;
      while (waitpid(Child, &Status, 0) < 0 && errno == EINTR) {
      }
      if (!writeFrame(Fd, Frame::Reaped, std::to_string(Status)))
        return 0;
      break;
    }
    case Frame::Warm:
      warmPrelude(Payload);
      break;
    default:
      break;
    }
  }
}

Zygote::~Zygote() { stop(); }

bool Zygote::start(std::string &Error) {
  std::lock_guard<std::mutex> Lock(Mutex);
  return startLocked(Error);
}

bool Zygote::startLocked(std::string &Error) {
  if (Fd >= 0) {
    close(Fd);
    Fd = -1;
  }
  if (Pid > 0) {
    kill(Pid, SIGKILL);
    while (waitpid(Pid, nullptr, 0) < 0 && errno == EINTR) {
    }
    Pid = -1;
  }
  int Fds[2];
  if (socketpair(AF_UNIX, SOCK_STREAM | SOCK_CLOEXEC, 0, Fds) != 0) {
    Error = std::string("socketpair: ") + std::strerror(errno);
    return false;
  }
  // The child's end becomes fd 3 of the zygote; dup2 clears close-on-exec.
  constexpr int ChildFd = 3;
  if (Fds[1] == ChildFd) {
    int Moved = fcntl(Fds[1], F_DUPFD_CLOEXEC, 4);
    close(Fds[1]);
    Fds[1] = Moved;
  }
  std::string FdArg = std::to_string(ChildFd),
              Memory = std::to_string(Limits.MemoryMB),
              Stack = std::to_string(Limits.StackMB);
  char *Args[] = {const_cast<char *>(Executable.c_str()),
                  const_cast<char *>(ZygoteFlag),
                  FdArg.data(),
                  Memory.data(),
                  Stack.data(),
                  nullptr};
  posix_spawn_file_actions_t Actions;
  posix_spawn_file_actions_init(&Actions);
  posix_spawn_file_actions_adddup2(&Actions, Fds[1], ChildFd);
  int Err =
      posix_spawn(&Pid, Executable.c_str(), &Actions, nullptr, Args, environ);
  posix_spawn_file_actions_destroy(&Actions);
  close(Fds[1]);
  if (Err != 0) {
    close(Fds[0]);
    Pid = -1;
    Error = "cannot start the worker zygote '" + Executable +
            "': " + std::strerror(Err);
    return false;
  }
  Fd = Fds[0];
  return true;
}

bool Zygote::spawn(pid_t &WorkerPid, int &WorkerFd, std::string &Error) {
  std::lock_guard<std::mutex> Lock(Mutex);
  // One retry with a new zygote: the old one may have died.
  for (int Attempt = 0; Attempt < 2; ++Attempt) {
    if (Fd < 0 && !startLocked(Error))
      return false;
    int Fds[2];
    if (socketpair(AF_UNIX, SOCK_STREAM | SOCK_CLOEXEC, 0, Fds) != 0) {
      Error = std::string("socketpair: ") + std::strerror(errno);
      return false;
    }
    Frame Type;
    std::string Payload;
    bool Ok = writeFrame(Fd, Frame::Spawn, "", Fds[1]) &&
              readFrame(Fd, Type, Payload) == ReadStatus::Ok &&
              Type == Frame::Spawned;
    close(Fds[1]);
    if (Ok && std::atoi(Payload.c_str()) > 0) {
      WorkerPid = static_cast<pid_t>(std::atoi(Payload.c_str()));
      WorkerFd = Fds[0];
      return true;
    }
    close(Fds[0]);
    Error = Ok ? "the zygote cannot fork a worker" : "the zygote is gone";
    if (!startLocked(Error))
      return false;
  }
  return false;
}

int Zygote::reap(pid_t WorkerPid) {
  std::lock_guard<std::mutex> Lock(Mutex);
  Frame Type;
  std::string Payload;
  if (Fd >= 0 && writeFrame(Fd, Frame::Reap, std::to_string(WorkerPid)) &&
      readFrame(Fd, Type, Payload) == ReadStatus::Ok && Type == Frame::Reaped)
    return std::atoi(Payload.c_str());
  // No zygote: its workers died with it (parent-death signal).
  return SIGKILL;
}

void Zygote::warm(const std::string &Request) {
  std::lock_guard<std::mutex> Lock(Mutex);
  if (Fd >= 0)
    writeFrame(Fd, Frame::Warm, Request);
}

void Zygote::stop() {
  std::lock_guard<std::mutex> Lock(Mutex);
  if (Fd >= 0)
    close(Fd);
  Fd = -1;
  if (Pid > 0)
    while (waitpid(Pid, nullptr, 0) < 0 && errno == EINTR) {
    }
  Pid = -1;
}

} // namespace dxild::isolation
