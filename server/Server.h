//===- Server.h - dxild's gRPC server ---------------------------*- C++ -*-===//

#ifndef DXILD_SERVER_SERVER_H
#define DXILD_SERVER_SERVER_H

#include <chrono>
#include <cstdint>
#include <memory>
#include <string>

namespace dxild::server {

struct ServerConfig {
  std::string Listen = "127.0.0.1:7575";
  /// Compile threads; 0 means one per core.
  unsigned Threads = 0;
  int MaxMessageBytes = 64 << 20;
  /// Compiles waiting for a thread before new ones are refused.
  size_t MaxQueue = 1024;
  unsigned MaxStreamInFlight = 0; ///< 0: twice the thread count.
};

/// Owns the gRPC server, the service and the compile threads.
class Server {
public:
  explicit Server(ServerConfig Config);
  ~Server();

  /// Binds and starts serving. Returns false with Error set on failure.
  bool start(std::string &Error);
  /// The bound port (useful with port 0).
  int port() const { return BoundPort; }
  /// Stops accepting, gives in-flight calls up to Grace to finish, then
  /// cancels the rest and joins the compile threads.
  void shutdown(std::chrono::milliseconds Grace);
  /// Blocks until shutdown() completes.
  void wait();

private:
  struct Impl;
  ServerConfig Config;
  std::unique_ptr<Impl> P;
  int BoundPort = 0;
};

} // namespace dxild::server

#endif // DXILD_SERVER_SERVER_H
