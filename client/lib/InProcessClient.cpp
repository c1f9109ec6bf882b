//===- InProcessClient.cpp - the compile core, no server ------------------===//
//
// Goes through exactly the conversions the server uses, so a request gives
// the same answer here and over gRPC.
//
//===----------------------------------------------------------------------===//

#include "dxild/client/Client.h"

#include "ProtoConvert.h"
#include "Worker.h"
#include "dxild/core/CacheKey.h"
#include "dxild/core/Compiler.h"

namespace dxild::client {

namespace {

constexpr int StatusInvalidArgument = 3; // grpc::StatusCode

class InProcessClient final : public ShaderCompilerClient {
public:
  explicit InProcessClient(const InProcessOptions &Options)
      : Options(Options) {}

  RpcStatus compile(const v1::CompileRequest &Request,
                    v1::CompileResponse &Response,
                    const CallOptions &Options) override {
    CompileRequest Core;
    std::string Error;
    if (!fromProto(Request, Core, Error))
      return {StatusInvalidArgument, Error};
    RpcStatus Status;
    Response.Clear();
    if (this->Options.Isolated) {
      isolation::WorkerLimits Limits;
      Limits.MemoryMB = this->Options.MaxMemoryMB;
      Limits.StackMB = this->Options.StackMB;
      isolation::WorkerAnswer A = isolation::compileInChild(
          Request.SerializeAsString(), Limits, Options.Timeout);
      if (!Response.ParseFromString(A.Response))
        Response.Clear();
      Status = {A.RpcCode, A.RpcMessage};
    } else {
      CompileControl Control;
      if (Options.Timeout)
        Control.Deadline = std::chrono::steady_clock::now() + *Options.Timeout;
      CompileResult Result = dxild::compile(Core, Control);
      toProto(Result, Response);
      RpcOutcome Outcome = rpcOutcome(Result);
      Status = {Outcome.Code, Outcome.Message};
    }
    Response.set_request_id(Request.request_id());
    // No cache in-process, but the key is reported as the server would, so
    // `dxilc -v` shows what a server would look up.
    Response.mutable_cache()->set_key(cacheKey(Core));
    return Status;
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

private:
  InProcessOptions Options;
};

} // namespace

std::unique_ptr<ShaderCompilerClient>
makeInProcessClient(const InProcessOptions &Options) {
  return std::make_unique<InProcessClient>(Options);
}

} // namespace dxild::client
