//===- InProcessClient.cpp - the compile core, no server ------------------===//
//
// Goes through exactly the conversions the server uses, so a request gives
// the same answer here and over gRPC.
//
//===----------------------------------------------------------------------===//

#include "dxild/client/Client.h"

#include "ProtoConvert.h"
#include "dxild/core/CacheKey.h"
#include "dxild/core/Compiler.h"

namespace dxild::client {

namespace {

constexpr int StatusInvalidArgument = 3; // grpc::StatusCode

class InProcessClient final : public ShaderCompilerClient {
public:
  RpcStatus compile(const v1::CompileRequest &Request,
                    v1::CompileResponse &Response,
                    const CallOptions &Options) override {
    CompileRequest Core;
    std::string Error;
    if (!fromProto(Request, Core, Error))
      return {StatusInvalidArgument, Error};
    CompileControl Control;
    if (Options.Timeout)
      Control.Deadline = std::chrono::steady_clock::now() + *Options.Timeout;
    CompileResult Result = dxild::compile(Core, Control);
    Response.Clear();
    Response.set_request_id(Request.request_id());
    toProto(Result, Response);
    // No cache in-process, but the key is reported as the server would, so
    // `dxilc -v` shows what a server would look up.
    Response.mutable_cache()->set_key(cacheKey(Core));
    RpcOutcome Outcome = rpcOutcome(Result);
    return {Outcome.Code, Outcome.Message};
  }

  RpcStatus compileMany(const std::vector<v1::CompileRequest> &Requests,
                        std::vector<v1::CompileResponse> &Responses,
                        const CallOptions &Options) override {
    Responses.assign(Requests.size(), v1::CompileResponse());
    // As on a stream, one request's failure is that request's answer.
    for (size_t I = 0; I < Requests.size(); ++I)
      compile(Requests[I], Responses[I], Options);
    return {};
  }

  RpcStatus getInfo(v1::GetInfoResponse &Info, const CallOptions &) override {
    Info.Clear();
    toProto(capabilities(), Info);
    return {};
  }
};

} // namespace

std::unique_ptr<ShaderCompilerClient> makeInProcessClient() {
  return std::make_unique<InProcessClient>();
}

} // namespace dxild::client
