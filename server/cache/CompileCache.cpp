//===- CompileCache.cpp - Tiered, coalescing cache of compile results -----===//

#include "CompileCache.h"

#include "DiskTier.h"
#include "MemoryTier.h"
#include "RedisTier.h"

#include <condition_variable>
#include <iostream>
#include <mutex>
#include <unordered_map>

namespace dxild::cache {

void logToStderr(std::string_view Line) {
  std::cerr << "dxild: " << Line << std::endl;
}

const char *tierName(Tier T) {
  switch (T) {
  case Tier::Memory:
    return "memory";
  case Tier::Disk:
    return "disk";
  case Tier::Redis:
    return "redis";
  }
  return "memory";
}

struct CompileCache::Counters {
  std::atomic<uint64_t> MemoryHits{0}, MemoryMisses{0}, DiskHits{0},
      DiskMisses{0}, RedisHits{0}, RedisMisses{0}, Computes{0}, Coalesced{0},
      Uncacheable{0}, Bypassed{0}, Refreshed{0}, GaveUp{0};
};

/// One computation of a key in progress; callers of the same key wait on it.
struct Flight {
  std::mutex Mutex;
  std::condition_variable Finished;
  bool Done = false;
  /// Null when the leader's result was not cacheable or it threw.
  std::shared_ptr<const std::string> Value;
  std::optional<Tier> HitTier;
};

struct CompileCache::FlightTable {
  std::mutex Mutex;
  std::unordered_map<std::string, std::shared_ptr<Flight>> InProgress;
};

namespace {

using Clock = std::chrono::steady_clock;

/// How often a waiter checks whether its own caller is still interested.
constexpr std::chrono::milliseconds GiveUpPoll{5};

uint64_t microsSince(Clock::time_point Start) {
  return static_cast<uint64_t>(
      std::chrono::duration_cast<std::chrono::microseconds>(Clock::now() -
                                                            Start)
          .count());
}

} // namespace

CompileCache::CompileCache(CacheOptions Opts)
    : Options(std::move(Opts)), Count(std::make_unique<Counters>()),
      Flights(std::make_unique<FlightTable>()) {
  if (!Options.Log)
    Options.Log = logToStderr;
  if (Options.MemoryBytes)
    Memory =
        std::make_unique<MemoryTier>(Options.MemoryBytes, Options.MemoryShards);
}

CompileCache::~CompileCache() = default;

void CompileCache::observe(Tier T, bool Hit) {
  if (Options.OnLookup)
    Options.OnLookup(T, Hit);
}

std::unique_ptr<CompileCache> CompileCache::create(CacheOptions Options,
                                                   std::string &Error) {
  RedisOptions Redis;
  if (!Options.Redis.empty()) {
    if (!RedisTier::parseAddress(Options.Redis, Redis.Host, Redis.Port,
                                 Error)) {
      Error = "--redis: " + Error;
      return nullptr;
    }
    Redis.Timeout = Options.RedisTimeout;
    Redis.TTL = Options.RedisTTL;
    Redis.Prefix = Options.RedisPrefix;
  }
  std::unique_ptr<CompileCache> Cache(new CompileCache(std::move(Options)));
  const CacheOptions &O = Cache->Options;
  if (!O.DiskDir.empty()) {
    Cache->Disk =
        DiskTier::open(O.DiskDir, O.DiskBytes, O.Log, O.OnError, Error);
    if (!Cache->Disk)
      return nullptr;
  }
  if (!O.Redis.empty())
    Cache->Redis =
        std::make_unique<RedisTier>(std::move(Redis), O.Log, O.OnError);
  return Cache;
}

std::shared_ptr<const std::string>
CompileCache::lookupLower(const std::string &Key, std::optional<Tier> &Hit) {
  if (Disk) {
    if (std::optional<std::string> V = Disk->get(Key)) {
      ++Count->DiskHits;
      observe(Tier::Disk, true);
      auto Shared = std::make_shared<const std::string>(std::move(*V));
      if (Memory)
        Memory->put(Key, Shared);
      Hit = Tier::Disk;
      return Shared;
    }
    ++Count->DiskMisses;
    observe(Tier::Disk, false);
  }
  if (Redis) {
    if (std::optional<std::string> V = Redis->get(Key)) {
      ++Count->RedisHits;
      observe(Tier::Redis, true);
      auto Shared = std::make_shared<const std::string>(std::move(*V));
      if (Memory)
        Memory->put(Key, Shared);
      if (Disk)
        Disk->put(Key, *Shared);
      Hit = Tier::Redis;
      return Shared;
    }
    ++Count->RedisMisses;
    observe(Tier::Redis, false);
  }
  return nullptr;
}

void CompileCache::store(const std::string &Key,
                         const std::shared_ptr<const std::string> &Value) {
  if (Memory)
    Memory->put(Key, Value);
  if (Disk)
    Disk->put(Key, *Value);
  if (Redis)
    Redis->put(Key, *Value);
}

Lookup CompileCache::peekMemory(const std::string &Key) {
  Clock::time_point Start = Clock::now();
  Lookup Result;
  if (Memory && !Key.empty()) {
    if (auto V = Memory->get(Key)) {
      ++Count->MemoryHits;
      observe(Tier::Memory, true);
      Result.Value = std::move(V);
      Result.HitTier = Tier::Memory;
    }
  }
  Result.CacheUs = microsSince(Start);
  return Result;
}

Lookup CompileCache::getOrCompute(const std::string &Key, Mode M,
                                  const std::function<Computed()> &Compute,
                                  const std::function<bool()> &GiveUp,
                                  bool StoredChecked) {
  Clock::time_point Start = Clock::now();
  uint64_t ComputeUs = 0;
  Lookup Result;
  // Runs Compute and keeps the result when allowed; times exclude Compute.
  auto computeAndStore = [&]() -> std::shared_ptr<const std::string> {
    Clock::time_point ComputeStart = Clock::now();
    Computed C = Compute();
    ComputeUs += microsSince(ComputeStart);
    ++Count->Computes;
    Result.ComputedHere = true;
    if (!C.Cacheable) {
      ++Count->Uncacheable;
      return nullptr;
    }
    auto Shared = std::make_shared<const std::string>(std::move(C.Value));
    if (M != Mode::Bypass)
      store(Key, Shared);
    return Shared;
  };
  auto finish = [&]() {
    uint64_t Total = microsSince(Start);
    Result.CacheUs = Total > ComputeUs ? Total - ComputeUs : 0;
    return std::move(Result);
  };

  if (M == Mode::Bypass || Key.empty()) {
    ++Count->Bypassed;
    Result.Value = computeAndStore();
    // A bypassed value is never stored; keep the caller's bytes anyway.
    return finish();
  }
  if (M == Mode::Refresh) {
    // Does not join a flight: the flight's leader may answer from a tier the
    // caller asked not to read.
    ++Count->Refreshed;
    Result.Value = computeAndStore();
    return finish();
  }

  bool CountedMemoryMiss = false;
  for (;;) {
    if (Memory) {
      if (auto V = Memory->get(Key)) {
        ++Count->MemoryHits;
        observe(Tier::Memory, true);
        Result.Value = std::move(V);
        Result.HitTier = Tier::Memory;
        return finish();
      }
      if (!CountedMemoryMiss) {
        ++Count->MemoryMisses;
        observe(Tier::Memory, false);
      }
      CountedMemoryMiss = true;
    }

    std::shared_ptr<Flight> F;
    bool Leader = false;
    {
      std::lock_guard<std::mutex> Lock(Flights->Mutex);
      auto [It, Inserted] = Flights->InProgress.try_emplace(Key);
      if (Inserted)
        It->second = std::make_shared<Flight>();
      F = It->second;
      Leader = Inserted;
    }

    if (!Leader) {
      std::unique_lock<std::mutex> Lock(F->Mutex);
      if (!GiveUp) {
        F->Finished.wait(Lock, [&] { return F->Done; });
      } else {
        // GiveUp watches state set elsewhere (a cancel flag, the clock), so
        // it is polled rather than waited for.
        while (
            !F->Finished.wait_for(Lock, GiveUpPoll, [&] { return F->Done; })) {
          if (GiveUp()) {
            ++Count->GaveUp;
            return finish();
          }
        }
      }
      if (F->Value) {
        ++Count->Coalesced;
        Result.Value = F->Value;
        Result.HitTier = F->HitTier;
        Result.Coalesced = true;
        return finish();
      }
      // The leader's result is not reusable (cancelled, timed out, failed):
      // try again, most likely as the next leader.
      continue;
    }

    // Leader: publish to the waiters whatever happens, exceptions included.
    std::shared_ptr<const std::string> Value;
    std::optional<Tier> Hit;
    auto publish = [&] {
      {
        std::lock_guard<std::mutex> Lock(Flights->Mutex);
        Flights->InProgress.erase(Key);
      }
      {
        std::lock_guard<std::mutex> Lock(F->Mutex);
        F->Value = Value;
        F->HitTier = Hit;
        F->Done = true;
      }
      F->Finished.notify_all();
    };
    try {
      // The previous flight for this key may have stored its value between
      // our memory lookup and our taking the lead.
      if (Memory && (Value = Memory->get(Key))) {
        ++Count->MemoryHits;
        observe(Tier::Memory, true);
        Hit = Tier::Memory;
      } else {
        if (!StoredChecked)
          Value = lookupLower(Key, Hit);
        if (!Value)
          Value = computeAndStore();
      }
    } catch (...) {
      Value = nullptr;
      Hit.reset();
      publish();
      throw;
    }
    publish();
    Result.Value = std::move(Value);
    Result.HitTier = Hit;
    return finish();
  }
}

Lookup CompileCache::peekStored(const std::string &Key) {
  Clock::time_point Start = Clock::now();
  Lookup Result;
  if (!Key.empty())
    Result.Value = lookupLower(Key, Result.HitTier);
  Result.CacheUs = microsSince(Start);
  return Result;
}

CacheStats CompileCache::stats() const {
  CacheStats S;
  S.MemoryHits = Count->MemoryHits;
  S.MemoryMisses = Count->MemoryMisses;
  S.DiskHits = Count->DiskHits;
  S.DiskMisses = Count->DiskMisses;
  S.RedisHits = Count->RedisHits;
  S.RedisMisses = Count->RedisMisses;
  S.Computes = Count->Computes;
  S.Coalesced = Count->Coalesced;
  S.Uncacheable = Count->Uncacheable;
  S.Bypassed = Count->Bypassed;
  S.Refreshed = Count->Refreshed;
  S.GaveUp = Count->GaveUp;
  if (Memory) {
    S.MemoryBytes = Memory->bytes();
    S.MemoryEntries = Memory->entries();
    S.MemoryEvictions = Memory->evictions();
  }
  if (Disk) {
    S.DiskEnabled = true;
    S.DiskBytes = Disk->bytes();
    S.DiskEvictions = Disk->evictions();
    S.DiskCorrupt = Disk->corrupt();
    S.DiskErrors = Disk->errors();
  }
  if (Redis) {
    S.RedisEnabled = true;
    S.RedisErrors = Redis->errors();
    S.RedisCorrupt = Redis->corrupt();
    S.RedisUp = Redis->up();
  }
  return S;
}

} // namespace dxild::cache
