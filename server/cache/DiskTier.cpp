//===- DiskTier.cpp - L2: checksummed entries in a directory --------------===//

#include "DiskTier.h"

#include "Envelope.h"

#include <algorithm>
#include <cerrno>
#include <cstring>
#include <fcntl.h>
#include <filesystem>
#include <sys/stat.h>
#include <unistd.h>
#include <vector>

namespace dxild::cache {

namespace fs = std::filesystem;

namespace {

/// Temporary files older than this belong to a writer that died.
constexpr auto StaleTempAge = std::chrono::hours(1);
/// A hit refreshes the entry's mtime (its LRU position) at most this often,
/// so hot entries do not cost a metadata write per hit.
constexpr time_t TouchInterval = 60;
/// Eviction stops at this fraction of the bound, so a full cache is not
/// rescanned on every write.
constexpr uint64_t LowWaterPercent = 90;
constexpr auto ErrorLogInterval = std::chrono::seconds(10);

bool validKey(const std::string &Key) {
  if (Key.size() < 2 || Key.size() > 200)
    return false;
  return std::all_of(Key.begin(), Key.end(), [](char C) {
    return (C >= '0' && C <= '9') || (C >= 'a' && C <= 'z') ||
           (C >= 'A' && C <= 'Z') || C == '_' || C == '-';
  });
}

bool readAll(int Fd, std::string &Out, size_t SizeHint) {
  Out.clear();
  Out.reserve(SizeHint);
  char Buffer[1 << 16];
  for (;;) {
    ssize_t N = ::read(Fd, Buffer, sizeof(Buffer));
    if (N < 0 && errno == EINTR)
      continue;
    if (N < 0)
      return false;
    if (N == 0)
      return true;
    Out.append(Buffer, static_cast<size_t>(N));
  }
}

bool writeAll(int Fd, std::string_view Data) {
  while (!Data.empty()) {
    ssize_t N = ::write(Fd, Data.data(), Data.size());
    if (N < 0 && errno == EINTR)
      continue;
    if (N <= 0)
      return false;
    Data.remove_prefix(static_cast<size_t>(N));
  }
  return true;
}

std::string errnoText() { return std::strerror(errno); }

} // namespace

std::unique_ptr<DiskTier> DiskTier::open(const std::string &Dir,
                                         uint64_t MaxBytes, CacheLog Log,
                                         std::function<void(Tier)> OnError,
                                         std::string &Error) {
  std::error_code EC;
  fs::path Root = fs::path(Dir) / "v1";
  fs::create_directories(Root / "tmp", EC);
  if (EC) {
    Error = "cannot create cache directory " + (Root / "tmp").string() + ": " +
            EC.message();
    return nullptr;
  }
  // Fail at start-up, not on the first write, when the directory is not
  // writable.
  std::string Probe =
      (Root / "tmp" / ("probe." + std::to_string(getpid()))).string();
  int Fd =
      ::open(Probe.c_str(), O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0644);
  if (Fd < 0) {
    Error = "cache directory " + Dir + " is not writable: " + errnoText();
    return nullptr;
  }
  ::close(Fd);
  ::unlink(Probe.c_str());
  return std::unique_ptr<DiskTier>(new DiskTier(
      Root.string(), MaxBytes, std::move(Log), std::move(OnError)));
}

DiskTier::DiskTier(std::string Root, uint64_t MaxBytes, CacheLog Log,
                   std::function<void(Tier)> OnError)
    : Root(std::move(Root)), MaxBytes(MaxBytes), Log(std::move(Log)),
      OnError(std::move(OnError)) {
  Scanner = std::thread([this] { scannerLoop(); });
}

DiskTier::~DiskTier() {
  {
    std::lock_guard<std::mutex> Lock(Mutex);
    Stopping = true;
  }
  Wake.notify_all();
  Scanner.join();
}

std::string DiskTier::pathFor(const std::string &Key) const {
  return Root + "/" + Key.substr(0, 2) + "/" + Key;
}

void DiskTier::logError(const std::string &Line) {
  ++Errors;
  if (OnError)
    OnError(Tier::Disk);
  // Errors such as a full disk repeat on every write: one line per interval.
  std::lock_guard<std::mutex> Lock(Mutex);
  auto Now = std::chrono::steady_clock::now();
  if (Now - LastErrorLog < ErrorLogInterval) {
    ++SuppressedErrors;
    return;
  }
  std::string Text = "disk cache: " + Line;
  if (SuppressedErrors)
    Text +=
        " (" + std::to_string(SuppressedErrors) + " similar errors suppressed)";
  SuppressedErrors = 0;
  LastErrorLog = Now;
  Log(Text);
}

std::optional<std::string> DiskTier::get(const std::string &Key) {
  if (!validKey(Key))
    return std::nullopt;
  std::string Path = pathFor(Key);
  int Fd = ::open(Path.c_str(), O_RDONLY | O_CLOEXEC);
  if (Fd < 0) {
    if (errno != ENOENT)
      logError("cannot open " + Path + ": " + errnoText());
    return std::nullopt;
  }
  struct stat St {};
  std::string Entry;
  bool Read = ::fstat(Fd, &St) == 0 &&
              readAll(Fd, Entry, static_cast<size_t>(St.st_size));
  if (Read && St.st_mtime + TouchInterval < time(nullptr))
    ::futimens(Fd, nullptr); // Best effort: only the LRU order suffers.
  ::close(Fd);
  if (!Read) {
    logError("cannot read " + Path + ": " + errnoText());
    return std::nullopt;
  }
  std::string Why;
  std::optional<std::string> Value = openEntry(Entry, Key, Why);
  if (!Value) {
    ++Corrupt;
    if (OnError)
      OnError(Tier::Disk);
    // Never returned, and removed so it is rewritten by the next compile.
    // Another process may have just replaced it with a good entry; losing
    // that costs one compile, never a wrong answer.
    if (::unlink(Path.c_str()) == 0) {
      uint64_t Size = Entry.size();
      uint64_t Old = Bytes.load();
      while (!Bytes.compare_exchange_weak(Old, Old > Size ? Old - Size : 0))
        ;
    }
    Log("disk cache: removed corrupt entry " + Path + ": " + Why);
  }
  return Value;
}

bool DiskTier::put(const std::string &Key, std::string_view Value) {
  if (!validKey(Key))
    return false;
  std::string Entry = sealEntry(Key, Value);
  std::string Temp = Root + "/tmp/" + Key + "." + std::to_string(getpid()) +
                     "." + std::to_string(TempCounter++) + ".tmp";
  int Fd = ::open(Temp.c_str(), O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0644);
  if (Fd < 0) {
    logError("cannot create " + Temp + ": " + errnoText());
    return false;
  }
  bool Ok = writeAll(Fd, Entry);
  int WriteErrno = errno;
  Ok = (::close(Fd) == 0) && Ok;
  if (!Ok) {
    errno = WriteErrno;
    logError("cannot write " + Temp + ": " + errnoText());
    ::unlink(Temp.c_str());
    return false;
  }
  std::string Path = pathFor(Key);
  std::string Fanout = Root + "/" + Key.substr(0, 2);
  if (::mkdir(Fanout.c_str(), 0755) != 0 && errno != EEXIST) {
    logError("cannot create " + Fanout + ": " + errnoText());
    ::unlink(Temp.c_str());
    return false;
  }
  if (::rename(Temp.c_str(), Path.c_str()) != 0) {
    logError("cannot rename " + Temp + " to " + Path + ": " + errnoText());
    ::unlink(Temp.c_str());
    return false;
  }
  uint64_t Total = Bytes += Entry.size();
  uint64_t Written = WrittenSinceScan += Entry.size();
  WrittenTotal += Entry.size();
  if (Total > MaxBytes || Written > MaxBytes / 8)
    requestScan();
  return true;
}

void DiskTier::requestScan() {
  {
    std::lock_guard<std::mutex> Lock(Mutex);
    if (ScanRequested)
      return;
    ScanRequested = true;
  }
  Wake.notify_all();
}

void DiskTier::scannerLoop() {
  std::unique_lock<std::mutex> Lock(Mutex);
  for (;;) {
    Wake.wait(Lock, [this] { return Stopping || ScanRequested; });
    if (Stopping)
      return;
    ScanRequested = false;
    Lock.unlock();
    scanAndEvict();
    Lock.lock();
  }
}

void DiskTier::scanAndEvict() {
  std::lock_guard<std::mutex> Scanning(ScanMutex);
  WrittenSinceScan = 0;
  uint64_t WrittenBefore = WrittenTotal;
  struct Item {
    fs::file_time_type MTime;
    uint64_t Size;
    fs::path Path;
  };
  std::vector<Item> Items;
  uint64_t Total = 0;
  std::error_code EC;
  auto StaleBefore = fs::file_time_type::clock::now() - StaleTempAge;
  for (fs::directory_iterator Sub(Root, EC), End; !EC && Sub != End;
       Sub.increment(EC)) {
    std::string Name = Sub->path().filename().string();
    bool IsTemp = Name == "tmp";
    if (!IsTemp && Name.size() != 2)
      continue;
    std::error_code FileEC;
    for (fs::directory_iterator F(Sub->path(), FileEC), FEnd;
         !FileEC && F != FEnd; F.increment(FileEC)) {
      std::error_code StatEC;
      // Files vanish under us when another process evicts or renames.
      auto MTime = F->last_write_time(StatEC);
      uint64_t Size = StatEC ? 0 : F->file_size(StatEC);
      if (StatEC)
        continue;
      if (IsTemp) {
        if (MTime < StaleBefore)
          fs::remove(F->path(), StatEC);
        continue;
      }
      Total += Size;
      Items.push_back({MTime, Size, F->path()});
    }
  }
  if (EC)
    logError("cannot scan " + Root + ": " + EC.message());
  if (Total > MaxBytes) {
    std::sort(Items.begin(), Items.end(),
              [](const Item &A, const Item &B) { return A.MTime < B.MTime; });
    uint64_t Target = MaxBytes / 100 * LowWaterPercent;
    for (const Item &I : Items) {
      if (Total <= Target)
        break;
      std::error_code RemoveEC;
      // Removed by another process in the meantime: still gone.
      fs::remove(I.Path, RemoveEC);
      Total -= I.Size;
      ++Evictions;
    }
  }
  // Writes during the scan may or may not have been seen: count them again
  // rather than lose them (an overestimate only brings the next scan
  // forward).
  Bytes = Total + (WrittenTotal - WrittenBefore);
}

} // namespace dxild::cache
