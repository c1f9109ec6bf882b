//===- Processes.h - Child processes for cache tests ------------*- C++ -*-===//
//
// Every process a test starts is owned by a Child whose destructor stops it,
// so a failing assertion cannot leak a dxild or redis-server. Children also
// get PR_SET_PDEATHSIG: if the test binary itself dies, they die with it.
//
//===----------------------------------------------------------------------===//

#ifndef DXILD_TESTS_CACHE_PROCESSES_H
#define DXILD_TESTS_CACHE_PROCESSES_H

#include <arpa/inet.h>
#include <chrono>
#include <csignal>
#include <cstdlib>
#include <cstring>
#include <fcntl.h>
#include <filesystem>
#include <fstream>
#include <netinet/in.h>
#include <poll.h>
#include <string>
#include <sys/prctl.h>
#include <sys/socket.h>
#include <sys/wait.h>
#include <thread>
#include <unistd.h>
#include <vector>

namespace dxild::test {

/// A fresh directory, removed with everything in it at scope exit.
class TempDir {
public:
  explicit TempDir(const std::string &Tag) {
    std::string Pattern =
        (std::filesystem::temp_directory_path() / ("dxild-" + Tag + "-XXXXXX"))
            .string();
    std::vector<char> Buf(Pattern.begin(), Pattern.end());
    Buf.push_back('\0');
    if (mkdtemp(Buf.data()))
      Path = Buf.data();
  }
  ~TempDir() {
    std::error_code EC;
    if (!Path.empty())
      std::filesystem::remove_all(Path, EC);
  }
  const std::string &path() const { return Path; }

private:
  std::string Path;
};

class Child {
public:
  Child() = default;
  Child(const Child &) = delete;
  Child &operator=(const Child &) = delete;
  ~Child() { stop(); }

  /// Starts Args[0] (a path). Its stdout is a pipe readable with readLine();
  /// its stderr goes to StderrPath (or /dev/null when empty).
  bool start(const std::vector<std::string> &Args,
             const std::string &StderrPath = "") {
    int Pipe[2];
    if (pipe2(Pipe, O_CLOEXEC) != 0)
      return false;
    pid_t Parent = getpid();
    Pid = fork();
    if (Pid < 0)
      return false;
    if (Pid == 0) {
      prctl(PR_SET_PDEATHSIG, SIGKILL);
      if (getppid() != Parent)
        _exit(127);
      dup2(Pipe[1], STDOUT_FILENO);
      int Err = open(StderrPath.empty() ? "/dev/null" : StderrPath.c_str(),
                     O_WRONLY | O_CREAT | O_APPEND, 0644);
      if (Err >= 0)
        dup2(Err, STDERR_FILENO);
      std::vector<char *> Argv;
      for (const std::string &A : Args)
        Argv.push_back(const_cast<char *>(A.c_str()));
      Argv.push_back(nullptr);
      execv(Argv[0], Argv.data());
      _exit(127);
    }
    close(Pipe[1]);
    Stdout = Pipe[0];
    return true;
  }

  /// One line of the child's stdout without the newline; empty on EOF or
  /// after Timeout.
  std::string
  readLine(std::chrono::milliseconds Timeout = std::chrono::seconds(30)) {
    auto Deadline = std::chrono::steady_clock::now() + Timeout;
    std::string Line;
    while (Stdout >= 0) {
      auto Left = std::chrono::duration_cast<std::chrono::milliseconds>(
          Deadline - std::chrono::steady_clock::now());
      if (Left.count() <= 0)
        return "";
      pollfd P{Stdout, POLLIN, 0};
      if (poll(&P, 1, static_cast<int>(Left.count())) <= 0)
        continue;
      char C;
      ssize_t N = read(Stdout, &C, 1);
      if (N <= 0)
        return "";
      if (C == '\n')
        return Line;
      Line.push_back(C);
    }
    return "";
  }

  bool running() const { return Pid > 0; }
  pid_t pid() const { return Pid; }

  /// Sends Sig and waits up to Grace for an exit, then SIGKILLs. Returns the
  /// exit status (128 + signal when killed), -1 when not running.
  int stop(int Sig = SIGTERM,
           std::chrono::milliseconds Grace = std::chrono::seconds(10)) {
    if (Pid <= 0)
      return -1;
    ::kill(Pid, Sig);
    int Status = 0;
    auto Deadline = std::chrono::steady_clock::now() + Grace;
    pid_t Done = 0;
    while ((Done = waitpid(Pid, &Status, WNOHANG)) == 0 &&
           std::chrono::steady_clock::now() < Deadline)
      std::this_thread::sleep_for(std::chrono::milliseconds(10));
    if (Done == 0) {
      ::kill(Pid, SIGKILL);
      waitpid(Pid, &Status, 0);
    }
    Pid = -1;
    if (Stdout >= 0)
      close(Stdout);
    Stdout = -1;
    return WIFEXITED(Status) ? WEXITSTATUS(Status) : 128 + WTERMSIG(Status);
  }

private:
  pid_t Pid = -1;
  int Stdout = -1;
};

/// A loopback port nobody listens on right now.
inline int freeLoopbackPort() {
  int S = socket(AF_INET, SOCK_STREAM | SOCK_CLOEXEC, 0);
  sockaddr_in A{};
  A.sin_family = AF_INET;
  A.sin_addr.s_addr = htonl(INADDR_LOOPBACK);
  A.sin_port = 0;
  socklen_t Len = sizeof(A);
  int Port = -1;
  if (bind(S, reinterpret_cast<sockaddr *>(&A), sizeof(A)) == 0 &&
      getsockname(S, reinterpret_cast<sockaddr *>(&A), &Len) == 0)
    Port = ntohs(A.sin_port);
  close(S);
  return Port;
}

/// Sends PING to 127.0.0.1:Port; true on +PONG.
inline bool redisPing(int Port) {
  int S = socket(AF_INET, SOCK_STREAM | SOCK_CLOEXEC, 0);
  sockaddr_in A{};
  A.sin_family = AF_INET;
  A.sin_addr.s_addr = htonl(INADDR_LOOPBACK);
  A.sin_port = htons(static_cast<uint16_t>(Port));
  bool Ok = false;
  if (connect(S, reinterpret_cast<sockaddr *>(&A), sizeof(A)) == 0 &&
      write(S, "PING\r\n", 6) == 6) {
    char Buf[16] = {};
    pollfd P{S, POLLIN, 0};
    if (poll(&P, 1, 1000) > 0 && read(S, Buf, sizeof(Buf) - 1) > 0)
      Ok = std::strncmp(Buf, "+PONG", 5) == 0;
  }
  close(S);
  return Ok;
}

inline std::string findProgram(const std::string &Name) {
  const char *Path = std::getenv("PATH");
  std::string Dirs = Path ? Path : "/usr/bin:/bin";
  Dirs += ":/usr/sbin:/usr/bin";
  size_t Start = 0;
  while (Start <= Dirs.size()) {
    size_t End = Dirs.find(':', Start);
    if (End == std::string::npos)
      End = Dirs.size();
    std::string Candidate = Dirs.substr(Start, End - Start) + "/" + Name;
    if (access(Candidate.c_str(), X_OK) == 0)
      return Candidate;
    Start = End + 1;
  }
  return "";
}

/// A throw-away redis-server on a loopback ephemeral port: no persistence,
/// its working directory under Dir.
class RedisServer {
public:
  bool start(const std::string &Dir, std::string &Error) {
    std::string Bin = findProgram("redis-server");
    if (Bin.empty()) {
      Error = "redis-server not found (scripts/install-deps.sh installs it)";
      return false;
    }
    // Another process may take the port between our probe and redis's bind:
    // try a few.
    for (int Attempt = 0; Attempt < 5; ++Attempt) {
      Port = freeLoopbackPort();
      Process = std::make_unique<Child>();
      if (!Process->start({Bin, "--port", std::to_string(Port), "--bind",
                           "127.0.0.1", "--save", "", "--appendonly", "no",
                           "--dir", Dir},
                          Dir + "/redis.log"))
        continue;
      for (int I = 0; I < 500; ++I) {
        if (redisPing(Port))
          return true;
        int Status;
        if (waitpid(Process->pid(), &Status, WNOHANG) != 0)
          break;
        std::this_thread::sleep_for(std::chrono::milliseconds(10));
      }
      Process.reset();
    }
    Error = "redis-server did not start";
    return false;
  }
  /// SIGKILL: the server vanishes without closing anything cleanly.
  void kill() {
    if (Process)
      Process->stop(SIGKILL);
    Process.reset();
  }
  int port() const { return Port; }
  std::string address() const { return "127.0.0.1:" + std::to_string(Port); }

private:
  std::unique_ptr<Child> Process;
  int Port = -1;
};

inline std::string readFile(const std::string &Path) {
  std::ifstream In(Path, std::ios::binary);
  return std::string(std::istreambuf_iterator<char>(In), {});
}

} // namespace dxild::test

#endif // DXILD_TESTS_CACHE_PROCESSES_H
