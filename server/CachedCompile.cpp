//===- CachedCompile.cpp - A compile answered through the cache -----------===//

#include "CachedCompile.h"

#include "dxild/core/CacheKey.h"

namespace dxild::server {

namespace {

cache::Mode modeOf(const v1::CompileRequest &Request) {
  switch (Request.cache_mode()) {
  case v1::CACHE_MODE_BYPASS:
    return cache::Mode::Bypass;
  case v1::CACHE_MODE_REFRESH:
    return cache::Mode::Refresh;
  default:
    return cache::Mode::Default;
  }
}

/// What is stored: the response without the parts that belong to one call.
void clearPerCall(v1::CompileResponse &Response) {
  Response.clear_request_id();
  Response.clear_cache();
  Response.mutable_timings()->set_queue_us(0);
}

/// Fills Response from a cache hit L (no compile, no waiting).
bool answerFromHit(const cache::Lookup &L, const v1::CompileRequest &Request,
                   const std::string &Key, v1::CompileResponse &Response) {
  if (!L.Value || !L.HitTier || !Response.ParseFromString(*L.Value)) {
    Response.Clear();
    return false;
  }
  v1::StageTimings *T = Response.mutable_timings();
  T->Clear();
  T->set_cache_us(L.CacheUs);
  T->set_total_us(L.CacheUs);
  Response.set_request_id(Request.request_id());
  v1::CacheInfo *Info = Response.mutable_cache();
  Info->set_key(Key);
  Info->set_hit(true);
  Info->set_tier(cache::tierName(*L.HitTier));
  return true;
}

} // namespace

bool answerFromMemory(cache::CompileCache *Cache,
                      const v1::CompileRequest &Request, const std::string &Key,
                      v1::CompileResponse &Response) {
  if (!Cache || modeOf(Request) != cache::Mode::Default)
    return false;
  return answerFromHit(Cache->peekMemory(Key), Request, Key, Response);
}

bool answerFromStore(cache::CompileCache *Cache,
                     const v1::CompileRequest &Request, const std::string &Key,
                     v1::CompileResponse &Response) {
  if (!Cache || modeOf(Request) != cache::Mode::Default)
    return false;
  return answerFromHit(Cache->peekStored(Key), Request, Key, Response);
}

grpc::Status compileThroughCache(
    cache::CompileCache *Cache, const v1::CompileRequest &Request,
    const CompileRequest &Core, uint64_t QueueUs, v1::CompileResponse &Response,
    const std::function<CompileOutcome(v1::CompileResponse &)> &Compile,
    const std::function<bool()> &GiveUp, bool StoredChecked) {
  std::string Key = cacheKey(Core);
  grpc::Status Status;
  auto Finish = [&](bool Hit, const char *Tier) {
    Response.set_request_id(Request.request_id());
    Response.mutable_timings()->set_queue_us(QueueUs);
    v1::CacheInfo *Info = Response.mutable_cache();
    Info->set_key(Key);
    Info->set_hit(Hit);
    if (Tier)
      Info->set_tier(Tier);
    return Status;
  };
  if (!Cache) {
    Status = Compile(Response).Status;
    return Finish(false, nullptr);
  }

  cache::Lookup L = Cache->getOrCompute(
      Key, modeOf(Request),
      [&] {
        CompileOutcome Outcome = Compile(Response);
        Status = Outcome.Status;
        cache::Computed C;
        C.Cacheable = Outcome.Cacheable;
        if (C.Cacheable) {
          v1::CompileResponse Stored = Response;
          clearPerCall(Stored);
          C.Cacheable = Stored.SerializeToString(&C.Value);
        }
        return C;
      },
      GiveUp, StoredChecked);
  if (L.ComputedHere) {
    Response.mutable_timings()->set_cache_us(L.CacheUs);
    return Finish(false, nullptr);
  }
  // Only cacheable results are shared, and those are answers (status OK).
  if (!L.Value || !Response.ParseFromString(*L.Value)) {
    // No value: this call gave up waiting, and the compile stops at once
    // with its cancellation or deadline status. Unparsable: entries are
    // verified before they get here, so another dxild with the same key
    // wrote a different schema. Either way, compile.
    Response.Clear();
    Status = Compile(Response).Status;
    return Finish(false, nullptr);
  }
  // The stage timings describe the compile that produced the entry, not this
  // call: this call spent its time in the cache (or waiting for the compile
  // of an identical request).
  v1::StageTimings *T = Response.mutable_timings();
  T->Clear();
  T->set_cache_us(L.CacheUs);
  T->set_total_us(L.CacheUs);
  return Finish(L.HitTier.has_value(),
                L.HitTier ? cache::tierName(*L.HitTier) : nullptr);
}

} // namespace dxild::server
