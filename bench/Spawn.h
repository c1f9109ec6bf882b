//===- Spawn.h - Run a command the way a build farm would -------*- C++ -*-===//

#ifndef DXILD_BENCH_SPAWN_H
#define DXILD_BENCH_SPAWN_H

#include <fcntl.h>
#include <spawn.h>
#include <string>
#include <sys/wait.h>
#include <unistd.h>
#include <vector>

extern char **environ;

namespace dxild::bench {

/// Runs Args[0] (searched in PATH) with its output discarded, waits for it,
/// and returns its exit status (-1 if it could not run or was killed).
inline int spawnAndWait(const std::vector<std::string> &Args) {
  std::vector<char *> Argv;
  for (const std::string &A : Args)
    Argv.push_back(const_cast<char *>(A.c_str()));
  Argv.push_back(nullptr);
  posix_spawn_file_actions_t Actions;
  posix_spawn_file_actions_init(&Actions);
  posix_spawn_file_actions_addopen(&Actions, STDOUT_FILENO, "/dev/null",
                                   O_WRONLY, 0);
  posix_spawn_file_actions_addopen(&Actions, STDERR_FILENO, "/dev/null",
                                   O_WRONLY, 0);
  pid_t Pid;
  int Rc = posix_spawnp(&Pid, Argv[0], &Actions, nullptr, Argv.data(), environ);
  posix_spawn_file_actions_destroy(&Actions);
  if (Rc != 0)
    return -1;
  int Status = 0;
  waitpid(Pid, &Status, 0);
  return WIFEXITED(Status) ? WEXITSTATUS(Status) : -1;
}

} // namespace dxild::bench

#endif // DXILD_BENCH_SPAWN_H
