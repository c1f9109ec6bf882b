//===- Server.cpp - dxild's gRPC server -----------------------------------===//

#include "Server.h"

#include "CompileService.h"
#include "WorkerPool.h"

#include <grpcpp/ext/proto_server_reflection_plugin.h>
#include <grpcpp/grpcpp.h>
#include <grpcpp/health_check_service_interface.h>

#include <thread>

namespace dxild::server {

struct Server::Impl {
  std::unique_ptr<WorkerPool> Pool;
  std::unique_ptr<CompileService> Service;
  std::unique_ptr<grpc::Server> Grpc;
};

Server::Server(ServerConfig Config)
    : Config(std::move(Config)), P(std::make_unique<Impl>()) {}

Server::~Server() {
  if (P->Grpc)
    shutdown(std::chrono::milliseconds(0));
}

bool Server::start(std::string &Error) {
  unsigned Threads = Config.Threads;
  if (Threads == 0)
    Threads = std::max(1u, std::thread::hardware_concurrency());
  ServiceLimits Limits;
  Limits.MaxStreamInFlight =
      Config.MaxStreamInFlight ? Config.MaxStreamInFlight : 2 * Threads;
  Limits.MaxMessageBytes = static_cast<uint64_t>(Config.MaxMessageBytes);
  P->Pool = std::make_unique<WorkerPool>(Threads, Config.MaxQueue);
  P->Service = std::make_unique<CompileService>(*P->Pool, Limits);

  grpc::EnableDefaultHealthCheckService(true);
  grpc::reflection::InitProtoReflectionServerBuilderPlugin();
  grpc::ServerBuilder Builder;
  Builder.AddListeningPort(Config.Listen, grpc::InsecureServerCredentials(),
                           &BoundPort);
  Builder.SetMaxReceiveMessageSize(Config.MaxMessageBytes);
  Builder.SetMaxSendMessageSize(Config.MaxMessageBytes);
  Builder.RegisterService(P->Service.get());
  P->Grpc = Builder.BuildAndStart();
  if (!P->Grpc || BoundPort == 0) {
    Error = "cannot listen on " + Config.Listen;
    P->Grpc.reset();
    return false;
  }
  P->Grpc->GetHealthCheckService()->SetServingStatus(true);
  return true;
}

void Server::shutdown(std::chrono::milliseconds Grace) {
  if (!P->Grpc)
    return;
  P->Grpc->GetHealthCheckService()->SetServingStatus(false);
  // In-flight calls get the grace period; then gRPC cancels them, which the
  // pipeline notices between stages.
  P->Grpc->Shutdown(std::chrono::system_clock::now() + Grace);
  P->Pool->stop();
  P->Grpc->Wait();
  P->Grpc.reset();
}

void Server::wait() {
  if (P->Grpc)
    P->Grpc->Wait();
}

} // namespace dxild::server
