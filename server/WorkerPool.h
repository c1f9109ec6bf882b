//===- WorkerPool.h - Bounded pool of compile threads -----------*- C++ -*-===//
//
// Compiles are long next to an RPC: each compile thread here hands one to a
// worker process (isolation/ProcessPool.h) and waits for it, never on
// gRPC's own threads. The queue is bounded so overload is refused early
// instead of piling up memory. Cache hits never come here.
//
//===----------------------------------------------------------------------===//

#ifndef DXILD_SERVER_WORKERPOOL_H
#define DXILD_SERVER_WORKERPOOL_H

#include <condition_variable>
#include <cstddef>
#include <deque>
#include <functional>
#include <mutex>
#include <thread>
#include <vector>

namespace dxild::server {

class WorkerPool {
public:
  WorkerPool(unsigned Threads, size_t MaxQueued);
  ~WorkerPool();

  WorkerPool(const WorkerPool &) = delete;
  WorkerPool &operator=(const WorkerPool &) = delete;

  /// Queues Job; false when the queue is full or the pool is stopping.
  bool trySubmit(std::function<void()> Job);

  /// Runs the queued jobs to completion, then joins the threads.
  void stop();

  size_t queued() const;
  size_t running() const;

private:
  void run();

  mutable std::mutex Mutex;
  std::condition_variable Ready;
  std::deque<std::function<void()>> Queue;
  std::vector<std::thread> Threads;
  size_t MaxQueued;
  size_t Running = 0;
  bool Stopping = false;
};

} // namespace dxild::server

#endif // DXILD_SERVER_WORKERPOOL_H
