//===- CompileCache.h - Tiered, coalescing compile cache --------*- C++ -*-===//
//
// Stores opaque bytes under opaque keys in up to three tiers and makes
// identical concurrent requests share one computation:
//
//   L1 memory  sharded LRU bounded in bytes (this process)
//   L2 disk    a directory, checksummed entries, size-bounded (this machine,
//              survives restarts, may be shared by several processes)
//   L3 redis   optional, shared by a fleet, entries expire after a TTL
//
// A lookup walks the tiers in order and copies a hit into the faster tiers
// above it. Nothing here knows what a compile is: the caller supplies the
// key and a function that produces the value and says whether it may be
// kept. Failures of L2/L3 (I/O errors, corrupt entries, Redis down or slow)
// are misses, counted and logged, never errors to the caller.
//
//===----------------------------------------------------------------------===//

#ifndef DXILD_SERVER_CACHE_COMPILECACHE_H
#define DXILD_SERVER_CACHE_COMPILECACHE_H

#include <chrono>
#include <cstdint>
#include <functional>
#include <memory>
#include <optional>
#include <string>
#include <string_view>

namespace dxild::cache {

/// Receives one human-readable line per notable event (corrupt entry
/// dropped, Redis down or back). The default writes to stderr.
using CacheLog = std::function<void(std::string_view)>;

/// The log used when CacheOptions::Log is empty.
void logToStderr(std::string_view Line);

enum class Tier { Memory, Disk, Redis };
/// "memory", "disk", "redis": the names CompileResponse.cache.tier uses.
const char *tierName(Tier T);

struct CacheOptions {
  /// L1 bound; 0 disables the memory tier.
  uint64_t MemoryBytes = 256ull << 20;
  /// Memory shards: hits on different shards never contend.
  unsigned MemoryShards = 16;
  /// L2 directory; empty disables the disk tier.
  std::string DiskDir;
  uint64_t DiskBytes = 2ull << 30;
  /// L3 "HOST:PORT"; empty disables the Redis tier.
  std::string Redis;
  std::chrono::seconds RedisTTL{7 * 24 * 3600};
  /// Connect and per-command timeout: a slow Redis costs at most this much
  /// per lookup, and after a failure it is skipped for a back-off period.
  std::chrono::milliseconds RedisTimeout{100};
  /// Prefix of every Redis key, so several deployments can share a Redis.
  std::string RedisPrefix = "dxild:cache:";
  CacheLog Log;
  /// Optional push-style hooks for metrics, called on the looking-up thread
  /// (keep them cheap): every tier lookup, and every tier failure (I/O
  /// error, corrupt entry, Redis error or timeout).
  std::function<void(Tier, bool Hit)> OnLookup;
  std::function<void(Tier)> OnError;
};

/// Counters since start (monotonic) and current sizes. Plain data, so a
/// metrics exporter can read it without knowing the cache.
struct CacheStats {
  uint64_t MemoryHits = 0, MemoryMisses = 0;
  uint64_t DiskHits = 0, DiskMisses = 0;
  uint64_t RedisHits = 0, RedisMisses = 0;
  /// Values produced by the caller's function (compiles run).
  uint64_t Computes = 0;
  /// Requests answered by another request's in-flight computation.
  uint64_t Coalesced = 0;
  /// Computed results the caller marked as not to be kept.
  uint64_t Uncacheable = 0;
  uint64_t Bypassed = 0, Refreshed = 0;
  /// Waiters that stopped waiting for another caller's computation.
  uint64_t GaveUp = 0;

  uint64_t MemoryBytes = 0, MemoryEntries = 0, MemoryEvictions = 0;
  /// This process's estimate; exact after each eviction scan.
  uint64_t DiskBytes = 0, DiskEvictions = 0;
  /// Entries that failed verification and were removed.
  uint64_t DiskCorrupt = 0;
  uint64_t DiskErrors = 0;
  /// Failed Redis connects/commands (each one also a miss or a skipped put).
  uint64_t RedisErrors = 0;
  uint64_t RedisCorrupt = 0;
  bool RedisUp = false;

  bool DiskEnabled = false, RedisEnabled = false;
};

enum class Mode {
  Default, ///< Read, and write what is computed.
  Bypass,  ///< Neither read nor write.
  Refresh, ///< Do not read; compute and overwrite.
};

/// What the caller's function produced.
struct Computed {
  std::string Value;
  /// False for results that must not be reused (internal errors, timeouts,
  /// cancellations): they are returned to this caller only.
  bool Cacheable = false;
};

struct Lookup {
  /// The bytes, shared; null when this caller computed a value that was not
  /// cacheable (it still has its own result) or gave up waiting.
  std::shared_ptr<const std::string> Value;
  /// This caller's function ran.
  bool ComputedHere = false;
  /// Set on a hit.
  std::optional<Tier> HitTier;
  /// Answered by another caller's computation.
  bool Coalesced = false;
  /// Time spent in the cache itself (lookups, waiting, stores), not in the
  /// function.
  uint64_t CacheUs = 0;
};

class MemoryTier;
class DiskTier;
class RedisTier;

class CompileCache {
public:
  /// Fails (null, Error set) when the disk directory cannot be used. An
  /// unreachable Redis is not an error: it is retried in the background of
  /// later lookups.
  static std::unique_ptr<CompileCache> create(CacheOptions Options,
                                              std::string &Error);
  ~CompileCache();

  /// Returns the value for Key, computing it with Compute on a miss. While
  /// one caller computes a key, other callers of that key wait and receive
  /// its value; if it turns out not cacheable they compute their own. An
  /// exception from Compute propagates to its caller; waiters recompute.
  /// A waiter polls GiveUp (when set) and, once it returns true, returns
  /// with neither a value nor a computation (its client left or its
  /// deadline passed: it must not hold a thread for someone else's compile).
  /// StoredChecked: the caller has just missed in the disk and Redis tiers
  /// (peekStored), so a leader goes from memory straight to Compute.
  Lookup getOrCompute(const std::string &Key, Mode M,
                      const std::function<Computed()> &Compute,
                      const std::function<bool()> &GiveUp = {},
                      bool StoredChecked = false);

  /// The memory tier's value for Key, without waiting for anything: a hit
  /// is counted and answered (HitTier set); a miss is left to
  /// getOrCompute, which counts it. Null on a miss or without a memory tier.
  Lookup peekMemory(const std::string &Key);

  /// The disk and Redis tiers' value for Key, without joining or waiting for
  /// a computation; a hit is copied into the faster tiers. Hits and misses
  /// are counted here: a caller that then computes passes StoredChecked to
  /// getOrCompute so the tiers are neither asked nor counted twice.
  Lookup peekStored(const std::string &Key);
  /// A disk or Redis tier exists: lookups may block on I/O.
  bool hasStoredTiers() const { return Disk || Redis; }

  CacheStats stats() const;
  const CacheOptions &options() const { return Options; }

  /// Test hooks: the tiers themselves.
  MemoryTier *memoryTier() { return Memory.get(); }
  DiskTier *diskTier() { return Disk.get(); }
  RedisTier *redisTier() { return Redis.get(); }

private:
  struct Counters;
  struct FlightTable;
  explicit CompileCache(CacheOptions Options);
  std::shared_ptr<const std::string> lookupLower(const std::string &Key,
                                                 std::optional<Tier> &Hit);
  void observe(Tier T, bool Hit);
  void store(const std::string &Key,
             const std::shared_ptr<const std::string> &Value);

  CacheOptions Options;
  std::unique_ptr<MemoryTier> Memory;
  std::unique_ptr<DiskTier> Disk;
  std::unique_ptr<RedisTier> Redis;
  std::unique_ptr<Counters> Count;
  std::unique_ptr<FlightTable> Flights;
};

} // namespace dxild::cache

#endif // DXILD_SERVER_CACHE_COMPILECACHE_H
