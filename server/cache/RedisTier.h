//===- RedisTier.h - L3: a Redis shared by a fleet of replicas --*- C++ -*-===//
//
// Synchronous hiredis connections, one per concurrent caller at most, kept in
// a pool. Every connect and command has a timeout. The first failure marks
// Redis down (one log line) and later calls skip it without touching the
// network until a back-off period has passed (1 s doubling to 30 s); then one
// caller probes while the others keep skipping. Recovery logs one line too.
// A down or slow Redis therefore costs at most one timeout per back-off
// period, and callers only ever see misses.
//
// Values are framed (Envelope.h) so a damaged or foreign value is a miss.
//
//===----------------------------------------------------------------------===//

#ifndef DXILD_SERVER_CACHE_REDISTIER_H
#define DXILD_SERVER_CACHE_REDISTIER_H

#include "CompileCache.h"

#include <atomic>
#include <chrono>
#include <mutex>
#include <optional>
#include <string>
#include <vector>

struct redisContext;

namespace dxild::cache {

struct RedisOptions {
  std::string Host;
  int Port = 6379;
  std::chrono::milliseconds Timeout{100};
  std::chrono::seconds TTL{7 * 24 * 3600};
  std::string Prefix = "dxild:cache:";
};

class RedisTier {
public:
  /// Splits "HOST:PORT" ("[v6]:PORT" too). False with Error on bad input.
  static bool parseAddress(const std::string &Address, std::string &Host,
                           int &Port, std::string &Error);

  RedisTier(RedisOptions Options, CacheLog Log,
            std::function<void(Tier)> OnError);
  RedisTier(const RedisTier &) = delete;
  RedisTier &operator=(const RedisTier &) = delete;
  ~RedisTier();

  std::optional<std::string> get(const std::string &Key);
  /// SET with the TTL; failures are counted and logged, not reported.
  void put(const std::string &Key, std::string_view Value);

  /// Not known to be down.
  bool up() const { return !Down.load(std::memory_order_relaxed); }
  uint64_t errors() const { return Errors.load(std::memory_order_relaxed); }
  uint64_t corrupt() const { return Corrupt.load(std::memory_order_relaxed); }

private:
  /// A pooled connection, or null when Redis is down and in back-off.
  redisContext *acquire();
  void release(redisContext *C);
  /// Frees C (may be null) and enters or extends the back-off.
  void failed(redisContext *C, const std::string &What);
  void succeeded();

  RedisOptions Options;
  CacheLog Log;
  std::function<void(Tier)> OnError;
  std::string Address;

  std::mutex Mutex;
  std::vector<redisContext *> Idle;
  std::chrono::steady_clock::time_point RetryAt{};
  std::chrono::milliseconds Backoff{0};
  bool Probing = false;

  std::atomic<bool> Down{false};
  std::atomic<uint64_t> Errors{0}, Corrupt{0};
};

} // namespace dxild::cache

#endif // DXILD_SERVER_CACHE_REDISTIER_H
