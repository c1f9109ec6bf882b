//===- Metrics.h - What dxild tells Prometheus ------------------*- C++ -*-===//
//
// A small, plain interface the service calls; prometheus-cpp stays behind it.
// A Metrics object without a listener still counts (tests read it), it just
// is not scraped.
//
//===----------------------------------------------------------------------===//

#ifndef DXILD_SERVER_METRICS_H
#define DXILD_SERVER_METRICS_H

#include <cstdint>
#include <functional>
#include <memory>
#include <string>

namespace dxild::server {

/// Pipeline stages with a latency histogram each.
enum class Stage { Queue, Frontend, Binding, Lowering, Writing, Cache, Total };

class Metrics {
public:
  Metrics();
  ~Metrics();

  /// Serves /metrics on Address ("HOST:PORT", port 0 picks one). Returns
  /// false with Error set when it cannot listen.
  bool listen(const std::string &Address, std::string &Error);
  /// The bound port once listening, else 0.
  int port() const;

  /// One finished compile request; Outcome is "ok", "compile_error",
  /// "invalid_argument", "overloaded", "limit_memory", "limit_time",
  /// "deadline", "cancelled", "internal" or "unauthenticated".
  void countRequest(const std::string &Rpc, const std::string &Outcome);
  void observeStage(Stage S, uint64_t Micros);
  void countCacheLookup(const std::string &Tier, bool Hit);
  void countCacheError(const std::string &Tier);
  void countCrash();
  /// A worker process replaced; Reason as ProcessPool reports it.
  void countWorkerRestart(const std::string &Reason);
  void setWorkerRss(unsigned Worker, uint64_t Bytes);
  void addBytes(uint64_t In, uint64_t Out);
  void setInFlight(int64_t N);
  void setQueued(int64_t N);

  /// Prometheus text format of everything, as /metrics serves it.
  std::string render() const;

private:
  struct Impl;
  std::unique_ptr<Impl> P;
};

} // namespace dxild::server

#endif // DXILD_SERVER_METRICS_H
