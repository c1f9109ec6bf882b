//===- RemoteClient.cpp - gRPC client for a dxild server ------------------===//

#include "dxild/client/Client.h"

#include "dxild/v1/compiler.grpc.pb.h"

#include <grpcpp/grpcpp.h>

#include <map>
#include <thread>

namespace dxild::client {

ShaderCompilerClient::~ShaderCompilerClient() = default;

namespace {

RpcStatus fromGrpc(const grpc::Status &S) {
  return {static_cast<int>(S.error_code()), S.error_message()};
}

void applyOptions(grpc::ClientContext &Ctx, const CallOptions &Options,
                  const std::string &AuthToken) {
  if (Options.Timeout)
    Ctx.set_deadline(std::chrono::system_clock::now() + *Options.Timeout);
  if (!AuthToken.empty())
    Ctx.AddMetadata("authorization", "Bearer " + AuthToken);
}

class RemoteClient final : public ShaderCompilerClient {
public:
  RemoteClient(const std::string &Target, const RemoteOptions &Options)
      : AuthToken(Options.AuthToken) {
    grpc::ChannelArguments Args;
    Args.SetMaxSendMessageSize(Options.MaxMessageBytes);
    Args.SetMaxReceiveMessageSize(Options.MaxMessageBytes);
    std::shared_ptr<grpc::ChannelCredentials> Credentials =
        grpc::InsecureChannelCredentials();
    if (Options.UseTLS) {
      grpc::SslCredentialsOptions TLS;
      TLS.pem_root_certs = Options.TLSRootCerts;
      TLS.pem_cert_chain = Options.TLSCertChain;
      TLS.pem_private_key = Options.TLSPrivateKey;
      Credentials = grpc::SslCredentials(TLS);
    }
    Channel = grpc::CreateCustomChannel(Target, Credentials, Args);
    Stub = v1::ShaderCompiler::NewStub(Channel);
  }

  RpcStatus compile(const v1::CompileRequest &Request,
                    v1::CompileResponse &Response,
                    const CallOptions &Options) override {
    grpc::ClientContext Ctx;
    applyOptions(Ctx, Options, AuthToken);
    return fromGrpc(Stub->Compile(&Ctx, Request, &Response));
  }

  RpcStatus compileMany(const std::vector<v1::CompileRequest> &Requests,
                        std::vector<v1::CompileResponse> &Responses,
                        const CallOptions &Options) override {
    grpc::ClientContext Ctx;
    applyOptions(Ctx, Options, AuthToken);
    auto Stream = Stub->CompileStream(&Ctx);
    // Requests are matched to answers by request_id; give unnamed ones an
    // index-based id so every answer finds its place.
    std::map<std::string, size_t> Index;
    std::vector<v1::CompileRequest> Tagged(Requests);
    for (size_t I = 0; I < Tagged.size(); ++I) {
      if (Tagged[I].request_id().empty())
        Tagged[I].set_request_id("#" + std::to_string(I));
      Index[Tagged[I].request_id()] = I;
    }
    if (Index.size() != Tagged.size())
      return {static_cast<int>(grpc::StatusCode::INVALID_ARGUMENT),
              "request ids in one stream must be unique"};
    std::thread Writer([&] {
      for (const v1::CompileRequest &R : Tagged)
        if (!Stream->Write(R))
          break;
      Stream->WritesDone();
    });
    Responses.assign(Requests.size(), v1::CompileResponse());
    v1::CompileResponse R;
    while (Stream->Read(&R)) {
      auto It = Index.find(R.request_id());
      if (It != Index.end()) {
        Responses[It->second] = std::move(R);
        Responses[It->second].set_request_id(Requests[It->second].request_id());
      }
      R.Clear();
    }
    Writer.join();
    return fromGrpc(Stream->Finish());
  }

  RpcStatus getInfo(v1::GetInfoResponse &Info,
                    const CallOptions &Options) override {
    grpc::ClientContext Ctx;
    applyOptions(Ctx, Options, AuthToken);
    return fromGrpc(Stub->GetInfo(&Ctx, v1::GetInfoRequest(), &Info));
  }

private:
  std::string AuthToken;
  std::shared_ptr<grpc::Channel> Channel;
  std::unique_ptr<v1::ShaderCompiler::Stub> Stub;
};

} // namespace

std::unique_ptr<ShaderCompilerClient>
makeRemoteClient(const std::string &Target, const RemoteOptions &Options) {
  return std::make_unique<RemoteClient>(Target, Options);
}

} // namespace dxild::client
