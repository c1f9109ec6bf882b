//===- Client.h - dxild C++ client library ----------------------*- C++ -*-===//
//
// One interface, two implementations: a gRPC client for a dxild server and an
// in-process compiler running the same core. Callers (dxilc, tests, engine
// pipelines) pick one and never care which.
//
//===----------------------------------------------------------------------===//

#ifndef DXILD_CLIENT_CLIENT_H
#define DXILD_CLIENT_CLIENT_H

#include "dxild/v1/compiler.pb.h"

#include <chrono>
#include <memory>
#include <optional>
#include <string>
#include <vector>

namespace dxild::client {

/// How an RPC ended. Code uses gRPC's numbering (0 = OK) for both
/// implementations, so callers can treat them alike.
struct RpcStatus {
  int Code = 0;
  std::string Message;
  bool ok() const { return Code == 0; }
};

struct CallOptions {
  /// No deadline when unset.
  std::optional<std::chrono::milliseconds> Timeout;
};

class ShaderCompilerClient {
public:
  virtual ~ShaderCompilerClient();

  virtual RpcStatus compile(const v1::CompileRequest &Request,
                            v1::CompileResponse &Response,
                            const CallOptions &Options = {}) = 0;

  /// Compiles many requests; Responses[i] answers Requests[i]. The remote
  /// client sends them all over one CompileStream.
  virtual RpcStatus compileMany(const std::vector<v1::CompileRequest> &Requests,
                                std::vector<v1::CompileResponse> &Responses,
                                const CallOptions &Options = {}) = 0;

  virtual RpcStatus getInfo(v1::GetInfoResponse &Info,
                            const CallOptions &Options = {}) = 0;
};

struct RemoteOptions {
  /// Largest message the client sends or accepts.
  int MaxMessageBytes = 64 << 20;
  /// Speak TLS. Roots default to the system's when TLSRootCerts is empty.
  bool UseTLS = false;
  /// PEM contents (not paths): CA roots; client chain and key for mTLS.
  std::string TLSRootCerts, TLSCertChain, TLSPrivateKey;
  /// Sent as "authorization: Bearer <token>" when not empty.
  std::string AuthToken;
};

/// A client for the dxild server at Target ("HOST:PORT").
std::unique_ptr<ShaderCompilerClient>
makeRemoteClient(const std::string &Target, const RemoteOptions &Options = {});

struct InProcessOptions {
  /// Each compile runs in a child process forked for it, under the same
  /// limits as a server's workers: a crash or a memory blow-up ends the
  /// child, and the compile answers dxild.internal.crash or
  /// dxild.limit.memory. Off: the core runs on the calling thread.
  bool Isolated = true;
  uint64_t MaxMemoryMB = 2048;
  uint64_t StackMB = 256;
};

/// Runs the compile core on this machine; no server involved.
std::unique_ptr<ShaderCompilerClient>
makeInProcessClient(const InProcessOptions &Options = {});

} // namespace dxild::client

#endif // DXILD_CLIENT_CLIENT_H
