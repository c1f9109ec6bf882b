//===- TierTest.cpp - The memory and disk tiers on their own --------------===//

#include "DiskTier.h"
#include "Envelope.h"
#include "MemoryTier.h"
#include "cache/Processes.h"

#include <gtest/gtest.h>

#include <atomic>
#include <filesystem>
#include <fstream>
#include <mutex>
#include <thread>

using namespace dxild::cache;
using dxild::test::TempDir;
using namespace std::string_literals;
namespace fs = std::filesystem;

namespace {

std::shared_ptr<const std::string> value(size_t Size, char Fill) {
  return std::make_shared<const std::string>(Size, Fill);
}

std::string key(int I) {
  char Buf[65];
  snprintf(Buf, sizeof(Buf), "%064x", I * 2654435761u);
  return Buf;
}

// --- Envelope ---------------------------------------------------------------

TEST(Envelope, RoundTripsAndRejectsEveryDamage) {
  std::string K = key(1), V = "payload\0with nul"s;
  std::string E = sealEntry(K, V);
  std::string Why;
  ASSERT_EQ(openEntry(E, K, Why), V) << Why;
  EXPECT_FALSE(openEntry(E, key(2), Why));
  EXPECT_NE(Why.find("another key"), std::string::npos) << Why;
  for (size_t Cut : {size_t(0), size_t(10), E.size() / 2, E.size() - 1}) {
    EXPECT_FALSE(openEntry(E.substr(0, Cut), K, Why)) << Cut;
  }
  for (size_t At = 0; At < E.size(); At += 7) {
    std::string Bad = E;
    Bad[At] ^= 0x20;
    EXPECT_FALSE(openEntry(Bad, K, Why)) << "flip at " << At;
  }
  EXPECT_FALSE(openEntry(E + "x", K, Why));
}

// --- Memory -----------------------------------------------------------------

TEST(MemoryTier, EvictsLeastRecentlyUsedWithinTheByteBound) {
  uint64_t Entry = MemoryTier::cost(key(0), std::string(1000, 'x'));
  MemoryTier M(3 * Entry, /*ShardCount=*/1);
  M.put(key(1), value(1000, '1'));
  M.put(key(2), value(1000, '2'));
  M.put(key(3), value(1000, '3'));
  EXPECT_EQ(M.entries(), 3u);
  EXPECT_EQ(M.bytes(), 3 * Entry);
  ASSERT_TRUE(M.get(key(1))); // 1 is now the most recent; 2 the oldest.
  M.put(key(4), value(1000, '4'));
  EXPECT_FALSE(M.get(key(2)));
  EXPECT_TRUE(M.get(key(1)));
  EXPECT_TRUE(M.get(key(3)));
  EXPECT_EQ(*M.get(key(4)), std::string(1000, '4'));
  EXPECT_EQ(M.evictions(), 1u);
  EXPECT_LE(M.bytes(), M.maxBytes());

  // Replacing a key re-counts its bytes.
  M.put(key(4), value(10, 'z'));
  EXPECT_EQ(*M.get(key(4)), "zzzzzzzzzz");
  EXPECT_EQ(M.bytes(), 2 * Entry + MemoryTier::cost(key(4), "zzzzzzzzzz"));

  // Too large for the bound: not kept, and the old value of the key goes.
  M.put(key(4), value(4 * Entry, 'L'));
  EXPECT_FALSE(M.get(key(4)));
  EXPECT_LE(M.bytes(), M.maxBytes());
}

TEST(MemoryTier, ShardedBoundHoldsUnderConcurrency) {
  const uint64_t Max = 256 << 10;
  MemoryTier M(Max, 16);
  std::vector<std::thread> Threads;
  std::atomic<bool> Overflow{false};
  for (int T = 0; T < 4; ++T)
    Threads.emplace_back([&, T] {
      for (int I = 0; I < 2000; ++I) {
        int K = (T * 7919 + I) % 600;
        if (auto V = M.get(key(K)))
          EXPECT_EQ((*V)[0], static_cast<char>('a' + K % 26));
        else
          M.put(key(K), value(100 + (K * 37) % 3000, 'a' + K % 26));
        if (M.bytes() > Max)
          Overflow = true;
      }
    });
  for (std::thread &T : Threads)
    T.join();
  EXPECT_FALSE(Overflow.load());
  EXPECT_LE(M.bytes(), Max);
  EXPECT_GT(M.evictions(), 0u);
}

// --- Disk -------------------------------------------------------------------

struct DiskFixture : ::testing::Test {
  TempDir Dir{"disk"};
  std::vector<std::string> Logged;
  std::mutex LogMutex;
  CacheLog Log = [this](std::string_view L) {
    std::lock_guard<std::mutex> Lock(LogMutex);
    Logged.emplace_back(L);
  };
  std::unique_ptr<DiskTier> open(uint64_t Max = 1 << 20) {
    std::string Error;
    auto D = DiskTier::open(Dir.path(), Max, Log, nullptr, Error);
    EXPECT_TRUE(D) << Error;
    return D;
  }
  bool logged(const std::string &Text) {
    std::lock_guard<std::mutex> Lock(LogMutex);
    for (const std::string &L : Logged)
      if (L.find(Text) != std::string::npos)
        return true;
    return false;
  }
};

TEST_F(DiskFixture, RoundTripsAndSurvivesARestart) {
  {
    auto D = open();
    EXPECT_FALSE(D->get(key(1)));
    ASSERT_TRUE(D->put(key(1), "hello"));
    EXPECT_EQ(D->get(key(1)), "hello");
    ASSERT_TRUE(D->put(key(1), "again"));
    EXPECT_EQ(D->get(key(1)), "again");
  }
  auto D = open();
  EXPECT_EQ(D->get(key(1)), "again");
  D->scanAndEvict();
  EXPECT_EQ(D->bytes(), fs::file_size(D->pathFor(key(1))));
  // No temporary file is left behind.
  EXPECT_TRUE(fs::is_empty(fs::path(Dir.path()) / "v1" / "tmp"));
}

TEST_F(DiskFixture, CorruptEntryIsAMissLoggedAndRemoved) {
  auto D = open();
  ASSERT_TRUE(D->put(key(1), std::string(5000, 'v')));
  std::string Path = D->pathFor(key(1));
  {
    std::fstream F(Path, std::ios::in | std::ios::out | std::ios::binary);
    F.seekp(3000);
    F.put('X');
  }
  EXPECT_FALSE(D->get(key(1)));
  EXPECT_FALSE(fs::exists(Path));
  EXPECT_EQ(D->corrupt(), 1u);
  EXPECT_TRUE(logged("checksum mismatch")) << "log: " << Logged.size();
  // Rewritten by the next compile, readable again.
  ASSERT_TRUE(D->put(key(1), "fresh"));
  EXPECT_EQ(D->get(key(1)), "fresh");
}

TEST_F(DiskFixture, TruncatedOrEmptyOrMisplacedEntriesAreMisses) {
  auto D = open();
  ASSERT_TRUE(D->put(key(1), std::string(5000, 'v')));
  ASSERT_TRUE(D->put(key(2), "two"));
  fs::resize_file(D->pathFor(key(1)), 4000);
  EXPECT_FALSE(D->get(key(1)));
  EXPECT_TRUE(logged("size mismatch"));
  EXPECT_FALSE(fs::exists(D->pathFor(key(1))));

  // An entry copied under another key's name.
  fs::create_directories(fs::path(D->pathFor(key(3))).parent_path());
  fs::copy_file(D->pathFor(key(2)), D->pathFor(key(3)));
  EXPECT_FALSE(D->get(key(3)));
  EXPECT_TRUE(logged("another key"));
  EXPECT_EQ(D->get(key(2)), "two");

  std::ofstream(D->pathFor(key(2)), std::ios::trunc).close();
  EXPECT_FALSE(D->get(key(2)));
  EXPECT_EQ(D->corrupt(), 3u);
}

TEST_F(DiskFixture, EvictsOldestByMtimeDownToTheBound) {
  const uint64_t Max = 64 << 10;
  auto D = open(Max);
  const std::string V(4000, 'e');
  auto Now = fs::file_time_type::clock::now();
  for (int I = 0; I < 40; ++I) {
    ASSERT_TRUE(D->put(key(I), V));
    // Older entries were used longer ago.
    fs::last_write_time(D->pathFor(key(I)),
                        Now - std::chrono::minutes(100 - I));
  }
  D->scanAndEvict();
  EXPECT_LE(D->bytes(), Max);
  EXPECT_GT(D->evictions(), 0u);
  EXPECT_FALSE(D->get(key(0)));
  EXPECT_EQ(D->get(key(39)), V);
  // What is kept is a suffix: the newest entries.
  bool SeenKept = false;
  for (int I = 0; I < 40; ++I) {
    bool Kept = fs::exists(D->pathFor(key(I)));
    EXPECT_TRUE(!SeenKept || Kept) << I;
    SeenKept |= Kept;
  }
}

TEST_F(DiskFixture, BackgroundScanKeepsTheBoundWithoutBeingAsked) {
  const uint64_t Max = 32 << 10;
  auto D = open(Max);
  for (int I = 0; I < 64; ++I)
    ASSERT_TRUE(D->put(key(I), std::string(2000, 'b')));
  // The scanner runs on its own thread after the writes pass the bound.
  auto OnDisk = [&] {
    uint64_t Sum = 0;
    std::error_code EC;
    for (auto &E : fs::recursive_directory_iterator(Dir.path(), EC))
      if (E.is_regular_file(EC))
        Sum += E.file_size(EC);
    return Sum;
  };
  for (int Wait = 0; Wait < 500 && OnDisk() > Max; ++Wait)
    std::this_thread::sleep_for(std::chrono::milliseconds(10));
  EXPECT_LE(OnDisk(), Max);
  EXPECT_GT(D->evictions(), 0u);
}

TEST_F(DiskFixture, StaleTemporaryFilesAreCleanedUp) {
  auto D = open();
  fs::path Stale = fs::path(Dir.path()) / "v1" / "tmp" / "dead.123.0.tmp";
  fs::path Fresh = fs::path(Dir.path()) / "v1" / "tmp" / "live.456.0.tmp";
  std::ofstream(Stale) << "partial";
  std::ofstream(Fresh) << "partial";
  fs::last_write_time(Stale,
                      fs::file_time_type::clock::now() - std::chrono::hours(2));
  D->scanAndEvict();
  EXPECT_FALSE(fs::exists(Stale));
  EXPECT_TRUE(fs::exists(Fresh)); // A live writer's file is left alone.
}

TEST_F(DiskFixture, TwoInstancesShareOneDirectorySafely) {
  // Two tiers on one directory stand for two processes (the service test
  // runs two real dxild processes): concurrent writers of the same keys,
  // readers that must only ever see whole, correct values.
  auto A = open(256 << 10), B = open(256 << 10);
  std::atomic<int> Wrong{0}, Hits{0};
  auto ValueOf = [](int K, int Version) {
    return std::string(1000 + K * 10, static_cast<char>('a' + K % 26)) +
           std::to_string(Version % 2);
  };
  auto Work = [&](DiskTier &D, int Seed) {
    for (int I = 0; I < 400; ++I) {
      int K = (Seed + I * 13) % 50;
      if (auto V = D.get(key(K))) {
        ++Hits;
        if (*V != ValueOf(K, 0) && *V != ValueOf(K, 1))
          ++Wrong;
      }
      D.put(key(K), ValueOf(K, I));
    }
  };
  std::thread T1([&] { Work(*A, 1); }), T2([&] { Work(*B, 2); }),
      T3([&] { Work(*A, 3); }), T4([&] { Work(*B, 4); });
  T1.join();
  T2.join();
  T3.join();
  T4.join();
  EXPECT_EQ(Wrong.load(), 0);
  EXPECT_GT(Hits.load(), 0);
  EXPECT_EQ(A->corrupt() + B->corrupt(), 0u);
}

TEST(DiskTier, UnusableDirectoryIsAnError) {
  TempDir Dir("disk-bad");
  std::string File = Dir.path() + "/file";
  std::ofstream(File) << "x";
  std::string Error;
  EXPECT_FALSE(
      DiskTier::open(File + "/sub", 1 << 20, logToStderr, nullptr, Error));
  EXPECT_NE(Error.find("cannot create cache directory"), std::string::npos)
      << Error;
}

} // namespace
