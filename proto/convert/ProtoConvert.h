//===- ProtoConvert.h - dxild.v1 messages <-> core types --------*- C++ -*-===//
//
// The only place protobuf messages and the core's plain types meet. Server
// and in-process client both go through it, so both compile the same thing.
//
//===----------------------------------------------------------------------===//

#ifndef DXILD_PROTO_CONVERT_H
#define DXILD_PROTO_CONVERT_H

#include "dxild/core/CompileRequest.h"
#include "dxild/core/Compiler.h"
#include "dxild/v1/compiler.pb.h"

#include <string>

namespace dxild {

/// Converts a request. Fails (returns false, fills Error) on values that
/// cannot be represented, e.g. an unknown output kind.
bool fromProto(const v1::CompileRequest &In, CompileRequest &Out,
               std::string &Error);

/// Fills everything the core produced; request id, cache info and queue time
/// are the caller's.
void toProto(const CompileResult &In, v1::CompileResponse &Out);

void toProto(const CompilerIdentity &In, v1::CompilerIdentity &Out);
void toProto(const Capabilities &In, v1::GetInfoResponse &Out);

void toProto(const BindingOptions &In, v1::BindingOptions &Out);
ResourceBinding fromProto(const v1::ResourceBinding &In);

v1::ResourceClass toProto(ResourceClass C);
ResourceClass fromProto(v1::ResourceClass C);

/// How a compile result is reported at the RPC level, in gRPC's status
/// numbering. Compile errors in the input are answers (OK with success=false);
/// only cancellation, deadlines and dxild's own failures are RPC errors.
struct RpcOutcome {
  int Code = 0;
  std::string Message;
};
RpcOutcome rpcOutcome(const CompileResult &Result);

/// The requested outputs, with the defaults applied when none are named.
uint32_t requestedOutputs(const v1::CompileRequest &In);

} // namespace dxild

#endif // DXILD_PROTO_CONVERT_H
