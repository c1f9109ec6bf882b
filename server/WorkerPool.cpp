//===- WorkerPool.cpp - Bounded pool of compile threads -------------------===//

#include "WorkerPool.h"

namespace dxild::server {

WorkerPool::WorkerPool(unsigned NumThreads, size_t MaxQueued)
    : MaxQueued(MaxQueued) {
  if (NumThreads == 0)
    NumThreads = 1;
  for (unsigned I = 0; I < NumThreads; ++I)
    Threads.emplace_back([this] { run(); });
}

WorkerPool::~WorkerPool() { stop(); }

bool WorkerPool::trySubmit(std::function<void()> Job) {
  {
    std::lock_guard<std::mutex> Lock(Mutex);
    if (Stopping || Queue.size() >= MaxQueued)
      return false;
    Queue.push_back(std::move(Job));
  }
  Ready.notify_one();
  return true;
}

void WorkerPool::stop() {
  {
    std::lock_guard<std::mutex> Lock(Mutex);
    if (Stopping && Threads.empty())
      return;
    Stopping = true;
  }
  Ready.notify_all();
  for (std::thread &T : Threads)
    if (T.joinable())
      T.join();
  Threads.clear();
}

size_t WorkerPool::queued() const {
  std::lock_guard<std::mutex> Lock(Mutex);
  return Queue.size();
}

size_t WorkerPool::running() const {
  std::lock_guard<std::mutex> Lock(Mutex);
  return Running;
}

void WorkerPool::run() {
  for (;;) {
    std::function<void()> Job;
    {
      std::unique_lock<std::mutex> Lock(Mutex);
      Ready.wait(Lock, [this] { return Stopping || !Queue.empty(); });
      if (Queue.empty())
        return; // Stopping, and nothing left to do.
      Job = std::move(Queue.front());
      Queue.pop_front();
      ++Running;
    }
    Job();
    std::lock_guard<std::mutex> Lock(Mutex);
    --Running;
  }
}

} // namespace dxild::server
