//===- CompileService.h - dxild.v1.ShaderCompiler over gRPC -----*- C++ -*-===//
//
// A thin shell: converts messages at the edge, runs compiles on the worker
// pool, and answers. No compiler details live here.
//
//===----------------------------------------------------------------------===//

#ifndef DXILD_SERVER_COMPILESERVICE_H
#define DXILD_SERVER_COMPILESERVICE_H

#include "WorkerPool.h"

#include "dxild/v1/compiler.grpc.pb.h"

#include <atomic>
#include <chrono>
#include <optional>

namespace dxild::server {

struct ServiceLimits {
  /// Compiles one stream may have queued or running at once; the stream stops
  /// reading until one finishes.
  unsigned MaxStreamInFlight = 8;
  uint64_t MaxMessageBytes = 0;
};

class CompileService final : public v1::ShaderCompiler::CallbackService {
public:
  CompileService(WorkerPool &Pool, ServiceLimits Limits)
      : Pool(Pool), Limits(Limits) {}

  grpc::ServerUnaryReactor *Compile(grpc::CallbackServerContext *Ctx,
                                    const v1::CompileRequest *Request,
                                    v1::CompileResponse *Response) override;

  grpc::ServerBidiReactor<v1::CompileRequest, v1::CompileResponse> *
  CompileStream(grpc::CallbackServerContext *Ctx) override;

  grpc::ServerUnaryReactor *GetInfo(grpc::CallbackServerContext *Ctx,
                                    const v1::GetInfoRequest *Request,
                                    v1::GetInfoResponse *Response) override;

  /// Compiles one request on the calling (worker) thread.
  grpc::Status runOne(const v1::CompileRequest &Request,
                      v1::CompileResponse &Response,
                      const std::atomic<bool> *Cancelled,
                      std::optional<std::chrono::steady_clock::time_point>
                          Deadline,
                      uint64_t QueueUs);

  WorkerPool &pool() { return Pool; }
  const ServiceLimits &limits() const { return Limits; }

private:
  WorkerPool &Pool;
  ServiceLimits Limits;
};

} // namespace dxild::server

#endif // DXILD_SERVER_COMPILESERVICE_H
