//===- CachedCompile.h - A compile answered through the cache ---*- C++ -*-===//
//
// The glue between the service and the compile cache: the key from the core
// request, the request's cache mode, what is stored (the serialized response
// without what belongs to one call) and what is filled in on the way out
// (request id, queue time, cache info). The service keeps its own compile
// step (metrics, limits, logging) and hands it in as a function.
//
//===----------------------------------------------------------------------===//

#ifndef DXILD_SERVER_CACHEDCOMPILE_H
#define DXILD_SERVER_CACHEDCOMPILE_H

#include "CompileCache.h"

#include "dxild/core/CompileRequest.h"
#include "dxild/v1/compiler.pb.h"

#include <grpcpp/support/status.h>

#include <functional>

namespace dxild::server {

/// What one real compile produced.
struct CompileOutcome {
  grpc::Status Status;
  /// Deterministic for this request (success or an error in the input):
  /// may be answered to the next identical request.
  bool Cacheable = false;
};

/// Answers Request: from Cache when it may and can (Cache may be null: no
/// cache), else by calling Compile, which fills Response from the core's
/// result. Always sets request_id, timings.queue_us and cache.key. GiveUp
/// says this call's client is gone or out of time: it then stops waiting
/// for an identical in-flight compile, and Compile (which checks the same
/// conditions) reports why. StoredChecked: answerFromStore has just missed,
/// so the disk and Redis tiers are not asked again.
grpc::Status compileThroughCache(
    cache::CompileCache *Cache, const v1::CompileRequest &Request,
    const CompileRequest &Core, uint64_t QueueUs, v1::CompileResponse &Response,
    const std::function<CompileOutcome(v1::CompileResponse &)> &Compile,
    const std::function<bool()> &GiveUp, bool StoredChecked = false);

/// Answers Request from the memory tier alone, without waiting for anything
/// (no compile thread, no in-flight compile): true when Response is a hit.
/// Key is cacheKey() of the request.
bool answerFromMemory(cache::CompileCache *Cache,
                      const v1::CompileRequest &Request, const std::string &Key,
                      v1::CompileResponse &Response);

/// Answers Request from the disk and Redis tiers alone (I/O, but no compile
/// thread and no in-flight compile): true when Response is a hit.
bool answerFromStore(cache::CompileCache *Cache,
                     const v1::CompileRequest &Request, const std::string &Key,
                     v1::CompileResponse &Response);

} // namespace dxild::server

#endif // DXILD_SERVER_CACHEDCOMPILE_H
