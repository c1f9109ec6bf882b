//===- CompileCacheTest.cpp - The cache facade: tiers, modes, coalescing --===//

#include "CompileCache.h"
#include "DiskTier.h"
#include "MemoryTier.h"
#include "RedisTier.h"
#include "cache/Processes.h"

#include <gtest/gtest.h>

#include <atomic>
#include <mutex>
#include <thread>

using namespace dxild::cache;
using namespace dxild::test;

namespace {

const std::string K1(64, '1'), K2(64, '2');

/// A compute function that counts its calls.
struct Producer {
  std::atomic<int> Calls{0};
  std::string Value = "value";
  bool Cacheable = true;
  std::chrono::milliseconds Delay{0};
  std::function<Computed()> fn() {
    return [this] {
      ++Calls;
      if (Delay.count())
        std::this_thread::sleep_for(Delay);
      return Computed{Value, Cacheable};
    };
  }
};

struct Logs {
  std::mutex Mutex;
  std::vector<std::string> Lines;
  CacheLog sink() {
    return [this](std::string_view L) {
      std::lock_guard<std::mutex> Lock(Mutex);
      Lines.emplace_back(L);
    };
  }
  int count(const std::string &Text) {
    std::lock_guard<std::mutex> Lock(Mutex);
    int N = 0;
    for (const std::string &L : Lines)
      N += L.find(Text) != std::string::npos;
    return N;
  }
};

std::unique_ptr<CompileCache> make(CacheOptions O) {
  std::string Error;
  auto C = CompileCache::create(std::move(O), Error);
  EXPECT_TRUE(C) << Error;
  return C;
}

TEST(CompileCache, MissThenMemoryHit) {
  auto C = make({});
  Producer P;
  Lookup A = C->getOrCompute(K1, Mode::Default, P.fn());
  EXPECT_TRUE(A.ComputedHere);
  EXPECT_FALSE(A.HitTier);
  ASSERT_TRUE(A.Value);
  EXPECT_EQ(*A.Value, "value");
  Lookup B = C->getOrCompute(K1, Mode::Default, P.fn());
  EXPECT_FALSE(B.ComputedHere);
  EXPECT_EQ(B.HitTier, Tier::Memory);
  EXPECT_EQ(*B.Value, "value");
  EXPECT_EQ(P.Calls, 1);
  CacheStats S = C->stats();
  EXPECT_EQ(S.MemoryHits, 1u);
  EXPECT_EQ(S.MemoryMisses, 1u);
  EXPECT_EQ(S.Computes, 1u);
  EXPECT_EQ(S.MemoryEntries, 1u);
}

TEST(CompileCache, UncacheableResultsAreNeverKept) {
  auto C = make({});
  Producer P;
  P.Cacheable = false;
  C->getOrCompute(K1, Mode::Default, P.fn());
  Lookup B = C->getOrCompute(K1, Mode::Default, P.fn());
  EXPECT_TRUE(B.ComputedHere);
  EXPECT_EQ(P.Calls, 2);
  EXPECT_EQ(C->stats().Uncacheable, 2u);
}

TEST(CompileCache, BypassNeitherReadsNorWrites) {
  auto C = make({});
  Producer P;
  C->getOrCompute(K1, Mode::Bypass, P.fn());
  EXPECT_EQ(C->stats().MemoryEntries, 0u);
  C->getOrCompute(K1, Mode::Default, P.fn());
  P.Value = "other";
  Lookup B = C->getOrCompute(K1, Mode::Bypass, P.fn());
  EXPECT_TRUE(B.ComputedHere);
  EXPECT_EQ(*B.Value, "other");
  Lookup D = C->getOrCompute(K1, Mode::Default, P.fn());
  EXPECT_EQ(*D.Value, "value"); // Bypass did not overwrite.
  EXPECT_EQ(P.Calls, 3);
}

TEST(CompileCache, RefreshRecomputesAndOverwritesEveryTier) {
  TempDir Dir("refresh");
  CacheOptions O;
  O.DiskDir = Dir.path();
  auto C = make(O);
  Producer P;
  C->getOrCompute(K1, Mode::Default, P.fn());
  P.Value = "new";
  Lookup R = C->getOrCompute(K1, Mode::Refresh, P.fn());
  EXPECT_TRUE(R.ComputedHere);
  EXPECT_EQ(P.Calls, 2);
  EXPECT_EQ(*C->getOrCompute(K1, Mode::Default, P.fn()).Value, "new");
  EXPECT_EQ(C->diskTier()->get(K1), "new");
}

TEST(CompileCache, DiskHitIsPromotedToMemoryAndSurvivesRestart) {
  TempDir Dir("promote");
  CacheOptions O;
  O.DiskDir = Dir.path();
  Producer P;
  make(O)->getOrCompute(K1, Mode::Default, P.fn());
  auto C = make(O); // A restart: empty memory, same directory.
  Lookup A = C->getOrCompute(K1, Mode::Default, P.fn());
  EXPECT_EQ(A.HitTier, Tier::Disk);
  EXPECT_EQ(*A.Value, "value");
  Lookup B = C->getOrCompute(K1, Mode::Default, P.fn());
  EXPECT_EQ(B.HitTier, Tier::Memory);
  EXPECT_EQ(P.Calls, 1);
  EXPECT_EQ(C->stats().DiskHits, 1u);
}

TEST(CompileCache, SingleflightComputesOnceForConcurrentCallers) {
  auto C = make({});
  Producer P;
  P.Delay = std::chrono::milliseconds(300);
  constexpr int N = 16;
  std::vector<Lookup> Results(N);
  std::vector<std::thread> Threads;
  for (int I = 0; I < N; ++I)
    Threads.emplace_back(
        [&, I] { Results[I] = C->getOrCompute(K1, Mode::Default, P.fn()); });
  for (std::thread &T : Threads)
    T.join();
  EXPECT_EQ(P.Calls, 1);
  int Computed = 0;
  for (const Lookup &L : Results) {
    ASSERT_TRUE(L.Value);
    EXPECT_EQ(*L.Value, "value");
    Computed += L.ComputedHere;
  }
  EXPECT_EQ(Computed, 1);
  CacheStats S = C->stats();
  EXPECT_EQ(S.Computes, 1u);
  EXPECT_EQ(S.Coalesced + S.MemoryHits, N - 1u);
}

TEST(CompileCache, WaitersRecomputeWhenTheLeaderFailsOrThrows) {
  auto C = make({});
  std::atomic<int> Calls{0};
  // The first call is the leader and fails (say, its client cancelled); the
  // others must not inherit that failure.
  auto Fn = [&]() -> Computed {
    int Call = ++Calls;
    std::this_thread::sleep_for(std::chrono::milliseconds(200));
    if (Call == 1)
      return {"cancelled", false};
    return {"good", true};
  };
  std::vector<std::string> Got(6);
  std::vector<std::thread> Threads;
  for (int I = 0; I < 6; ++I) {
    Threads.emplace_back([&, I] {
      Lookup L = C->getOrCompute(K1, Mode::Default, Fn);
      Got[I] = L.Value ? *L.Value : "(own uncacheable result)";
    });
    if (I == 0)
      std::this_thread::sleep_for(std::chrono::milliseconds(50));
  }
  for (std::thread &T : Threads)
    T.join();
  EXPECT_EQ(Got[0], "(own uncacheable result)");
  for (int I = 1; I < 6; ++I)
    EXPECT_EQ(Got[I], "good") << I;
  EXPECT_EQ(Calls, 2); // The leader, then one new leader for the rest.

  // An exception reaches its caller only; the key still works afterwards.
  auto Throws = []() -> Computed { throw std::runtime_error("boom"); };
  EXPECT_THROW(C->getOrCompute(K2, Mode::Default, Throws), std::runtime_error);
  Producer P;
  EXPECT_EQ(*C->getOrCompute(K2, Mode::Default, P.fn()).Value, "value");
}

TEST(CompileCache, WaiterThatGivesUpReturnsWithoutTheValue) {
  auto C = make({});
  Producer P;
  P.Delay = std::chrono::milliseconds(600);
  std::thread Leader([&] { C->getOrCompute(K1, Mode::Default, P.fn()); });
  while (P.Calls == 0)
    std::this_thread::sleep_for(std::chrono::milliseconds(1));
  // This caller's client leaves 50 ms into the wait.
  auto Start = std::chrono::steady_clock::now();
  auto GiveUp = [&] {
    return std::chrono::steady_clock::now() - Start >
           std::chrono::milliseconds(50);
  };
  Lookup L = C->getOrCompute(K1, Mode::Default, P.fn(), GiveUp);
  EXPECT_LT(std::chrono::steady_clock::now() - Start,
            std::chrono::milliseconds(400));
  EXPECT_FALSE(L.Value);
  EXPECT_FALSE(L.ComputedHere);
  Leader.join();
  EXPECT_EQ(P.Calls, 1);
  EXPECT_EQ(C->stats().GaveUp, 1u);
}

TEST(CompileCache, ObserverSeesLookupsPerTier) {
  TempDir Dir("observe");
  CacheOptions O;
  O.DiskDir = Dir.path();
  std::mutex M;
  std::vector<std::pair<Tier, bool>> Seen;
  O.OnLookup = [&](Tier T, bool Hit) {
    std::lock_guard<std::mutex> Lock(M);
    Seen.emplace_back(T, Hit);
  };
  auto C = make(O);
  Producer P;
  C->getOrCompute(K1, Mode::Default, P.fn());
  C->getOrCompute(K1, Mode::Default, P.fn());
  std::vector<std::pair<Tier, bool>> Expected = {
      {Tier::Memory, false}, {Tier::Disk, false}, {Tier::Memory, true}};
  EXPECT_EQ(Seen, Expected);
}

// --- Redis
// --------------------------------------------------------------------

struct RedisFixture : ::testing::Test {
  TempDir Dir{"redis"};
  RedisServer Redis;
  void SetUp() override {
    std::string Error;
    ASSERT_TRUE(Redis.start(Dir.path(), Error)) << Error;
  }
  CacheOptions options(Logs &L) {
    CacheOptions O;
    O.Redis = Redis.address();
    O.RedisPrefix = "test:" + std::to_string(getpid()) + ":";
    O.Log = L.sink();
    return O;
  }
};

TEST_F(RedisFixture, SecondCacheHitsWhatTheFirstStored) {
  Logs L;
  Producer P;
  auto A = make(options(L)), B = make(options(L));
  A->getOrCompute(K1, Mode::Default, P.fn());
  Lookup Hit = B->getOrCompute(K1, Mode::Default, P.fn());
  EXPECT_EQ(Hit.HitTier, Tier::Redis);
  EXPECT_EQ(*Hit.Value, "value");
  EXPECT_EQ(P.Calls, 1);
  EXPECT_TRUE(B->stats().RedisUp);
  EXPECT_EQ(B->stats().RedisErrors, 0u);
}

TEST_F(RedisFixture, EntriesExpire) {
  Logs L;
  Producer P;
  CacheOptions O = options(L);
  O.RedisTTL = std::chrono::seconds(1);
  O.MemoryBytes = 0;
  auto A = make(O);
  A->getOrCompute(K1, Mode::Default, P.fn());
  EXPECT_EQ(A->getOrCompute(K1, Mode::Default, P.fn()).HitTier, Tier::Redis);
  std::this_thread::sleep_for(std::chrono::milliseconds(1500));
  EXPECT_TRUE(A->getOrCompute(K1, Mode::Default, P.fn()).ComputedHere);
}

TEST_F(RedisFixture, RedisKilledMidwayIsAMissNeverAnError) {
  Logs L;
  Producer P;
  CacheOptions O = options(L);
  O.MemoryBytes = 0; // Every lookup reaches Redis.
  auto C = make(O);
  C->getOrCompute(K1, Mode::Default, P.fn());
  ASSERT_EQ(C->getOrCompute(K1, Mode::Default, P.fn()).HitTier, Tier::Redis);

  Redis.kill();
  auto Start = std::chrono::steady_clock::now();
  for (int I = 0; I < 50; ++I) {
    Lookup R = C->getOrCompute(K1, Mode::Default, P.fn());
    EXPECT_TRUE(R.ComputedHere);
    EXPECT_EQ(*R.Value, "value");
  }
  // Back-off: fifty lookups do not wait fifty timeouts.
  EXPECT_LT(std::chrono::steady_clock::now() - Start, std::chrono::seconds(2));
  CacheStats S = C->stats();
  EXPECT_FALSE(S.RedisUp);
  EXPECT_GE(S.RedisErrors, 1u);
  EXPECT_EQ(L.count("unavailable"), 1) << "one line when it goes down";

  // Redis restarts on the same port (empty: its data died with it).
  int OldPort = Redis.port();
  Child Restarted;
  ASSERT_TRUE(Restarted.start(
      {findProgram("redis-server"), "--port", std::to_string(OldPort), "--bind",
       "127.0.0.1", "--save", "", "--appendonly", "no", "--dir", Dir.path()}));
  for (int I = 0; I < 500 && !redisPing(OldPort); ++I)
    std::this_thread::sleep_for(std::chrono::milliseconds(10));
  ASSERT_TRUE(redisPing(OldPort));
  // The first probe happens after the back-off (1 s, doubled by failures).
  bool Back = false;
  for (int I = 0; I < 100 && !Back; ++I) {
    C->getOrCompute(K2, Mode::Default, P.fn());
    Back = C->stats().RedisUp;
    if (!Back)
      std::this_thread::sleep_for(std::chrono::milliseconds(100));
  }
  EXPECT_TRUE(Back);
  EXPECT_EQ(L.count("is back"), 1);
  EXPECT_EQ(C->getOrCompute(K2, Mode::Default, P.fn()).HitTier, Tier::Redis);
}

TEST(RedisTierAddress, ParsesHostPort) {
  std::string Host, Error;
  int Port = 0;
  EXPECT_TRUE(RedisTier::parseAddress("cache.local:6380", Host, Port, Error));
  EXPECT_EQ(Host, "cache.local");
  EXPECT_EQ(Port, 6380);
  EXPECT_TRUE(RedisTier::parseAddress("[::1]:7000", Host, Port, Error));
  EXPECT_EQ(Host, "::1");
  EXPECT_FALSE(RedisTier::parseAddress("nohost", Host, Port, Error));
  EXPECT_FALSE(RedisTier::parseAddress("h:0", Host, Port, Error));
  EXPECT_FALSE(RedisTier::parseAddress("h:x", Host, Port, Error));
  CacheOptions O;
  O.Redis = "bad";
  EXPECT_FALSE(CompileCache::create(O, Error));
}

TEST(RedisTierDown, UnreachableAtStartIsNotAnError) {
  Logs L;
  CacheOptions O;
  O.Redis = "127.0.0.1:" + std::to_string(freeLoopbackPort());
  O.Log = L.sink();
  auto C = make(O);
  Producer P;
  EXPECT_TRUE(C->getOrCompute(K1, Mode::Default, P.fn()).ComputedHere);
  EXPECT_EQ(C->getOrCompute(K1, Mode::Default, P.fn()).HitTier, Tier::Memory);
  EXPECT_FALSE(C->stats().RedisUp);
  EXPECT_EQ(L.count("unavailable"), 1);
}

} // namespace
