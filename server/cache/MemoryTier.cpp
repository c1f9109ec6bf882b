//===- MemoryTier.cpp - L1: sharded in-memory LRU bounded in bytes --------===//

#include "MemoryTier.h"

#include <algorithm>
#include <functional>

namespace dxild::cache {

namespace {
/// List node, map node and string headers of one entry, roughly.
constexpr uint64_t EntryOverhead = 160;
} // namespace

MemoryTier::MemoryTier(uint64_t MaxBytes, unsigned ShardCount) {
  ShardCount = std::max(1u, ShardCount);
  ShardBudget = MaxBytes / ShardCount;
  for (unsigned I = 0; I < ShardCount; ++I)
    Shards.push_back(std::make_unique<Shard>());
}

MemoryTier::~MemoryTier() = default;

uint64_t MemoryTier::cost(const std::string &Key, const std::string &V) {
  return Key.size() + V.size() + EntryOverhead;
}

MemoryTier::Shard &MemoryTier::shardFor(const std::string &Key) {
  return *Shards[std::hash<std::string>()(Key) % Shards.size()];
}

MemoryTier::Value MemoryTier::get(const std::string &Key) {
  Shard &S = shardFor(Key);
  std::lock_guard<std::mutex> Lock(S.Mutex);
  auto It = S.Index.find(Key);
  if (It == S.Index.end())
    return nullptr;
  S.Order.splice(S.Order.begin(), S.Order, It->second);
  return It->second->second;
}

void MemoryTier::put(const std::string &Key, Value V) {
  if (!V)
    return;
  uint64_t Cost = cost(Key, *V);
  Shard &S = shardFor(Key);
  std::lock_guard<std::mutex> Lock(S.Mutex);
  auto It = S.Index.find(Key);
  if (Cost > ShardBudget) {
    // Too large to keep; an older value of the key must not outlive it (a
    // refresh replaces it).
    if (It != S.Index.end()) {
      uint64_t Old = cost(Key, *It->second->second);
      S.Bytes -= Old;
      Bytes -= Old;
      --Entries;
      S.Order.erase(It->second);
      S.Index.erase(It);
    }
    return;
  }
  if (It != S.Index.end()) {
    uint64_t Old = cost(Key, *It->second->second);
    S.Bytes -= Old;
    Bytes -= Old;
    It->second->second = std::move(V);
    S.Order.splice(S.Order.begin(), S.Order, It->second);
  } else {
    S.Order.emplace_front(Key, std::move(V));
    S.Index.emplace(Key, S.Order.begin());
    ++Entries;
  }
  S.Bytes += Cost;
  Bytes += Cost;
  while (S.Bytes > ShardBudget) {
    auto &Victim = S.Order.back();
    uint64_t VictimCost = cost(Victim.first, *Victim.second);
    S.Bytes -= VictimCost;
    Bytes -= VictimCost;
    --Entries;
    ++Evictions;
    S.Index.erase(Victim.first);
    S.Order.pop_back();
  }
}

} // namespace dxild::cache
