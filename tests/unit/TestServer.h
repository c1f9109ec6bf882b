//===- TestServer.h - An in-process dxild for the service tests -*- C++ -*-===//
//
// What the service, production and isolation tests share: a server on a
// free loopback port and the small scale shader request they send it.
//
//===----------------------------------------------------------------------===//

#ifndef DXILD_TESTS_TESTSERVER_H
#define DXILD_TESTS_TESTSERVER_H

#include "Server.h"
#include "TestShaders.h"
#include "dxild/v1/compiler.pb.h"

#include <grpcpp/grpcpp.h>
#include <gtest/gtest.h>

#include <memory>
#include <string>

namespace dxild::test {

inline int code(grpc::StatusCode C) { return static_cast<int>(C); }

/// ScaleShader as cs_6_6 without the prelude, SCALE defined as \p Scale.
inline v1::CompileRequest scaleShaderRequest(const std::string &Scale) {
  v1::CompileRequest R;
  R.set_source(ScaleShader);
  R.set_source_name("scale.hlsl");
  R.set_profile("cs_6_6");
  R.set_disable_prelude(true);
  v1::Define *D = R.add_defines();
  D->set_name("SCALE");
  D->set_value(Scale);
  return R;
}

/// A started server on a free port of 127.0.0.1 (a failed start fails the
/// test).
inline std::unique_ptr<server::Server>
startServer(server::ServerConfig Config) {
  Config.Listen = "127.0.0.1:0";
  auto S = std::make_unique<server::Server>(Config);
  std::string Error;
  EXPECT_TRUE(S->start(Error)) << Error;
  return S;
}

inline std::string target(const server::Server &S) {
  return "127.0.0.1:" + std::to_string(S.port());
}

} // namespace dxild::test

#endif // DXILD_TESTS_TESTSERVER_H
