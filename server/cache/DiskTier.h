//===- DiskTier.h - L2: checksummed entries in a directory ------*- C++ -*-===//
//
// Layout: DIR/v1/<first two key characters>/<key>, temporary files in
// DIR/v1/tmp. An entry is written to a fresh temporary file and renamed into
// place, so a reader sees a whole old entry, a whole new one or none — also
// when several dxild processes share the directory. Every read verifies the
// entry's frame (Envelope.h); one that fails is logged, removed and reported
// as a miss.
//
// Size: each process keeps an estimate of the directory's size (a scan at
// open plus its own writes). When the estimate passes the bound, or after
// writing an eighth of it (other processes write too), a background scan
// measures the directory and removes the least recently used entries (by
// mtime; a hit refreshes it) down to 90% of the bound. Temporary files left
// by a crashed writer are removed by the same scan.
//
//===----------------------------------------------------------------------===//

#ifndef DXILD_SERVER_CACHE_DISKTIER_H
#define DXILD_SERVER_CACHE_DISKTIER_H

#include "CompileCache.h"

#include <atomic>
#include <condition_variable>
#include <memory>
#include <mutex>
#include <optional>
#include <string>
#include <thread>

namespace dxild::cache {

class DiskTier {
public:
  /// Creates the directory layout if needed. Null with Error set when DIR
  /// cannot be created or written.
  static std::unique_ptr<DiskTier> open(const std::string &Dir,
                                        uint64_t MaxBytes, CacheLog Log,
                                        std::function<void(Tier)> OnError,
                                        std::string &Error);
  DiskTier(const DiskTier &) = delete;
  DiskTier &operator=(const DiskTier &) = delete;
  /// Stops the background scanner.
  ~DiskTier();

  /// The verified value, or nothing (absent, unreadable or corrupt).
  std::optional<std::string> get(const std::string &Key);
  /// Writes atomically; false (counted, logged) on I/O failure or a key that
  /// is not a file name.
  bool put(const std::string &Key, std::string_view Value);

  /// Measures the directory and evicts down to the low-water mark now, on
  /// the calling thread.
  void scanAndEvict();

  /// Where Key's entry lives (tests corrupt it).
  std::string pathFor(const std::string &Key) const;

  uint64_t bytes() const { return Bytes.load(std::memory_order_relaxed); }
  uint64_t evictions() const {
    return Evictions.load(std::memory_order_relaxed);
  }
  uint64_t corrupt() const { return Corrupt.load(std::memory_order_relaxed); }
  uint64_t errors() const { return Errors.load(std::memory_order_relaxed); }

private:
  DiskTier(std::string Dir, uint64_t MaxBytes, CacheLog Log,
           std::function<void(Tier)> OnError);
  void requestScan();
  void scannerLoop();
  void logError(const std::string &Line);

  std::string Root; ///< DIR/v1
  uint64_t MaxBytes;
  CacheLog Log;
  std::function<void(Tier)> OnError;

  std::atomic<uint64_t> Bytes{0}, WrittenSinceScan{0};
  /// All bytes this process ever wrote; lets a scan account for writes that
  /// land while it runs.
  std::atomic<uint64_t> WrittenTotal{0};
  std::atomic<uint64_t> Evictions{0}, Corrupt{0}, Errors{0};
  std::atomic<uint64_t> TempCounter{0};
  std::mutex ScanMutex; ///< One scan at a time.

  std::mutex Mutex;
  std::condition_variable Wake;
  bool ScanRequested = true; ///< The first scan measures what is there.
  bool Stopping = false;
  std::chrono::steady_clock::time_point LastErrorLog{};
  uint64_t SuppressedErrors = 0;
  std::thread Scanner;
};

} // namespace dxild::cache

#endif // DXILD_SERVER_CACHE_DISKTIER_H
