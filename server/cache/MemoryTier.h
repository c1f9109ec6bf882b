//===- MemoryTier.h - L1: sharded in-memory LRU -----------------*- C++ -*-===//
//
// Values are shared, immutable strings: a hit hands out a reference under the
// shard lock and copies nothing. Keys are spread over shards by hash so that
// concurrent hits on different keys take different locks; each shard holds
// an equal part of the byte budget and evicts its least recently used
// entries to stay within it.
//
//===----------------------------------------------------------------------===//

#ifndef DXILD_SERVER_CACHE_MEMORYTIER_H
#define DXILD_SERVER_CACHE_MEMORYTIER_H

#include <atomic>
#include <cstdint>
#include <list>
#include <memory>
#include <mutex>
#include <string>
#include <unordered_map>
#include <vector>

namespace dxild::cache {

class MemoryTier {
public:
  using Value = std::shared_ptr<const std::string>;

  MemoryTier(uint64_t MaxBytes, unsigned ShardCount);
  MemoryTier(const MemoryTier &) = delete;
  MemoryTier &operator=(const MemoryTier &) = delete;
  ~MemoryTier();

  /// The value and a refresh of its recency, or null.
  Value get(const std::string &Key);
  /// Inserts or replaces. A value larger than a shard's budget is not kept.
  void put(const std::string &Key, Value V);

  /// What an entry counts against the budget: its bytes plus bookkeeping.
  static uint64_t cost(const std::string &Key, const std::string &V);

  uint64_t bytes() const { return Bytes.load(std::memory_order_relaxed); }
  uint64_t entries() const { return Entries.load(std::memory_order_relaxed); }
  uint64_t evictions() const {
    return Evictions.load(std::memory_order_relaxed);
  }
  uint64_t maxBytes() const { return ShardBudget * Shards.size(); }

private:
  struct Shard {
    std::mutex Mutex;
    /// Most recently used first.
    std::list<std::pair<std::string, Value>> Order;
    std::unordered_map<std::string,
                       std::list<std::pair<std::string, Value>>::iterator>
        Index;
    uint64_t Bytes = 0;
  };
  Shard &shardFor(const std::string &Key);

  std::vector<std::unique_ptr<Shard>> Shards;
  uint64_t ShardBudget;
  std::atomic<uint64_t> Bytes{0}, Entries{0}, Evictions{0};
};

} // namespace dxild::cache

#endif // DXILD_SERVER_CACHE_MEMORYTIER_H
