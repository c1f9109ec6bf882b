//===- RedisTier.cpp - L3: a Redis shared by a fleet of replicas ----------===//

#include "RedisTier.h"

#include "Envelope.h"

#include <hiredis.h>

#include <algorithm>
#include <cstdlib>

namespace dxild::cache {

namespace {

constexpr std::chrono::milliseconds FirstBackoff{1000};
constexpr std::chrono::milliseconds MaxBackoff{30000};

timeval toTimeval(std::chrono::milliseconds Ms) {
  timeval Tv;
  Tv.tv_sec = static_cast<time_t>(Ms.count() / 1000);
  Tv.tv_usec = static_cast<suseconds_t>((Ms.count() % 1000) * 1000);
  return Tv;
}

} // namespace

bool RedisTier::parseAddress(const std::string &Address, std::string &Host,
                             int &Port, std::string &Error) {
  size_t Colon = Address.rfind(':');
  if (Colon == std::string::npos || Colon == 0 || Colon + 1 == Address.size()) {
    Error = "expected HOST:PORT, got '" + Address + "'";
    return false;
  }
  Host = Address.substr(0, Colon);
  if (Host.size() > 2 && Host.front() == '[' && Host.back() == ']')
    Host = Host.substr(1, Host.size() - 2);
  std::string PortText = Address.substr(Colon + 1);
  char *End = nullptr;
  long P = std::strtol(PortText.c_str(), &End, 10);
  if (*End || P <= 0 || P > 65535) {
    Error = "bad port in '" + Address + "'";
    return false;
  }
  Port = static_cast<int>(P);
  return true;
}

RedisTier::RedisTier(RedisOptions Options, CacheLog Log,
                     std::function<void(Tier)> OnError)
    : Options(std::move(Options)), Log(std::move(Log)),
      OnError(std::move(OnError)) {
  Address = this->Options.Host + ":" + std::to_string(this->Options.Port);
}

RedisTier::~RedisTier() {
  for (redisContext *C : Idle)
    redisFree(C);
}

redisContext *RedisTier::acquire() {
  {
    std::lock_guard<std::mutex> Lock(Mutex);
    if (Down.load()) {
      // In back-off, or another caller is already finding out whether Redis
      // is back: skip without touching the network.
      if (Probing || std::chrono::steady_clock::now() < RetryAt)
        return nullptr;
      Probing = true;
    } else if (!Idle.empty()) {
      redisContext *C = Idle.back();
      Idle.pop_back();
      return C;
    }
  }
  timeval Tv = toTimeval(Options.Timeout);
  redisContext *C =
      redisConnectWithTimeout(Options.Host.c_str(), Options.Port, Tv);
  if (!C || C->err) {
    failed(C, C ? std::string("connect: ") + C->errstr
                : std::string("connect: out of memory"));
    return nullptr;
  }
  if (redisSetTimeout(C, Tv) != REDIS_OK) {
    failed(C, "cannot set the socket timeout");
    return nullptr;
  }
  return C;
}

void RedisTier::release(redisContext *C) {
  std::lock_guard<std::mutex> Lock(Mutex);
  Idle.push_back(C);
}

void RedisTier::failed(redisContext *C, const std::string &What) {
  if (C)
    redisFree(C);
  ++Errors;
  if (OnError)
    OnError(Tier::Redis);
  std::vector<redisContext *> Stale;
  bool WasDown;
  std::chrono::milliseconds Wait;
  {
    std::lock_guard<std::mutex> Lock(Mutex);
    WasDown = Down.exchange(true);
    Probing = false;
    Backoff =
        Backoff.count() == 0 ? FirstBackoff : std::min(Backoff * 2, MaxBackoff);
    Wait = Backoff;
    RetryAt = std::chrono::steady_clock::now() + Backoff;
    // Pooled connections to a server that just failed are suspect too.
    Stale.swap(Idle);
  }
  for (redisContext *S : Stale)
    redisFree(S);
  if (!WasDown)
    Log("redis cache " + Address + " unavailable (" + What +
        "); serving without it, retrying in " + std::to_string(Wait.count()) +
        " ms");
}

void RedisTier::succeeded() {
  if (!Down.load(std::memory_order_relaxed))
    return;
  {
    std::lock_guard<std::mutex> Lock(Mutex);
    if (!Down.exchange(false))
      return;
    Probing = false;
    Backoff = std::chrono::milliseconds(0);
  }
  Log("redis cache " + Address + " is back");
}

std::optional<std::string> RedisTier::get(const std::string &Key) {
  redisContext *C = acquire();
  if (!C)
    return std::nullopt;
  std::string Name = Options.Prefix + Key;
  auto *R = static_cast<redisReply *>(
      redisCommand(C, "GET %b", Name.data(), Name.size()));
  if (!R) {
    failed(C, std::string("GET: ") + C->errstr);
    return std::nullopt;
  }
  std::optional<std::string> Value;
  if (R->type == REDIS_REPLY_ERROR) {
    std::string Message(R->str, R->len);
    freeReplyObject(R);
    failed(C, "GET: " + Message);
    return std::nullopt;
  }
  if (R->type == REDIS_REPLY_STRING) {
    std::string Why;
    Value = openEntry(std::string_view(R->str, R->len), Key, Why);
    if (!Value) {
      ++Corrupt;
      if (OnError)
        OnError(Tier::Redis);
      Log("redis cache: ignoring damaged entry " + Name + ": " + Why);
    }
  }
  freeReplyObject(R);
  release(C);
  succeeded();
  return Value;
}

void RedisTier::put(const std::string &Key, std::string_view Value) {
  redisContext *C = acquire();
  if (!C)
    return;
  std::string Name = Options.Prefix + Key;
  std::string Entry = sealEntry(Key, Value);
  long long TTLMs =
      std::chrono::duration_cast<std::chrono::milliseconds>(Options.TTL)
          .count();
  redisReply *R;
  if (TTLMs > 0)
    R = static_cast<redisReply *>(
        redisCommand(C, "SET %b %b PX %lld", Name.data(), Name.size(),
                     Entry.data(), Entry.size(), TTLMs));
  else
    R = static_cast<redisReply *>(redisCommand(
        C, "SET %b %b", Name.data(), Name.size(), Entry.data(), Entry.size()));
  if (!R) {
    failed(C, std::string("SET: ") + C->errstr);
    return;
  }
  if (R->type == REDIS_REPLY_ERROR) {
    std::string Message(R->str, R->len);
    freeReplyObject(R);
    failed(C, "SET: " + Message);
    return;
  }
  freeReplyObject(R);
  release(C);
  succeeded();
}

} // namespace dxild::cache
