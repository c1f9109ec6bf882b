//===- Server.cpp - dxild's gRPC server -----------------------------------===//

#include "Server.h"

#include "CompileService.h"
#include "Log.h"
#include "Metrics.h"
#include "ProcessPool.h"
#include "WorkerPool.h"

#include <grpcpp/ext/proto_server_reflection_plugin.h>
#include <grpcpp/grpcpp.h>
#include <grpcpp/health_check_service_interface.h>
#include <grpcpp/security/server_credentials.h>

#include <climits>
#include <fstream>
#include <sstream>
#include <thread>
#include <unistd.h>

namespace dxild::server {

namespace {

bool readFile(const std::string &Path, std::string &Out, std::string &Error) {
  std::ifstream In(Path, std::ios::binary);
  if (!In) {
    Error = "cannot read '" + Path + "'";
    return false;
  }
  std::stringstream SS;
  SS << In.rdbuf();
  Out = SS.str();
  return true;
}

/// The dxild executable for the worker zygote: this one, or (when the
/// server is embedded in another program, e.g. tests) the dxild beside it.
/// Never another program: it would not know the zygote flag.
std::string workerExecutable() {
  char Buf[PATH_MAX];
  ssize_t N = readlink("/proc/self/exe", Buf, sizeof(Buf) - 1);
  if (N <= 0)
    return "/proc/self/exe";
  std::string Self(Buf, static_cast<size_t>(N));
  size_t Slash = Self.rfind('/');
  if (Self.substr(Slash + 1) == "dxild")
    return Self;
  return Self.substr(0, Slash + 1) + "dxild";
}

} // namespace

struct Server::Impl {
  Metrics Stats;
  /// Outlives the service and the compile threads that use it.
  std::unique_ptr<cache::CompileCache> Cache;
  /// Outlives the compile threads that hand it work.
  std::unique_ptr<isolation::ProcessPool> Workers;
  std::unique_ptr<WorkerPool> Pool;
  std::unique_ptr<WorkerPool> LookupPool;
  std::unique_ptr<CompileService> Service;
  std::unique_ptr<grpc::Server> Grpc;
  std::atomic<bool> Stopping{false};
};

Server::Server(ServerConfig Config)
    : Config(std::move(Config)), P(std::make_unique<Impl>()) {}

Server::~Server() {
  if (P->Grpc)
    shutdown(std::chrono::milliseconds(0));
}

Metrics &Server::metrics() { return P->Stats; }
int Server::metricsPort() const { return P->Stats.port(); }

std::optional<cache::CacheStats> Server::cacheStats() const {
  if (!P->Cache)
    return std::nullopt;
  return P->Cache->stats();
}

bool Server::start(std::string &Error) {
  unsigned Threads = Config.Threads;
  if (Threads == 0)
    Threads = std::max(1u, std::thread::hardware_concurrency());
  ServiceOptions Options;
  Options.MaxStreamInFlight =
      Config.MaxStreamInFlight ? Config.MaxStreamInFlight : 2 * Threads;
  Options.MaxMessageBytes = static_cast<uint64_t>(Config.MaxMessageBytes);
  Options.MaxSourceBytes = Config.MaxSourceBytes;
  Options.MaxIncludeFiles = Config.MaxIncludeFiles;
  Options.MaxIncludeBytes = Config.MaxIncludeBytes;
  Options.MaxCompileMs = Config.MaxCompileMs;
  if (!Config.AuthTokenFile.empty()) {
    if (!readFile(Config.AuthTokenFile, Options.AuthToken, Error))
      return false;
    // Files usually end in a newline the client does not send.
    while (!Options.AuthToken.empty() &&
           std::isspace(static_cast<unsigned char>(Options.AuthToken.back())))
      Options.AuthToken.pop_back();
    if (Options.AuthToken.empty()) {
      Error = "auth token file '" + Config.AuthTokenFile + "' is empty";
      return false;
    }
  }

  std::shared_ptr<grpc::ServerCredentials> Credentials;
  if (!Config.TLSCertFile.empty() || !Config.TLSKeyFile.empty()) {
    grpc::SslServerCredentialsOptions TLS;
    grpc::SslServerCredentialsOptions::PemKeyCertPair Pair;
    if (!readFile(Config.TLSKeyFile, Pair.private_key, Error) ||
        !readFile(Config.TLSCertFile, Pair.cert_chain, Error))
      return false;
    TLS.pem_key_cert_pairs.push_back(std::move(Pair));
    if (!Config.TLSClientCAFile.empty()) {
      if (!readFile(Config.TLSClientCAFile, TLS.pem_root_certs, Error))
        return false;
      TLS.client_certificate_request =
          GRPC_SSL_REQUEST_AND_REQUIRE_CLIENT_CERTIFICATE_AND_VERIFY;
    }
    Credentials = grpc::SslServerCredentials(TLS);
  } else if (!Config.TLSClientCAFile.empty()) {
    Error = "--tls-client-ca needs --tls-cert and --tls-key";
    return false;
  } else {
    Credentials = grpc::InsecureServerCredentials();
  }

  if (!Config.MetricsListen.empty() &&
      !P->Stats.listen(Config.MetricsListen, Error))
    return false;

  const cache::CacheOptions &C = Config.Cache;
  if (C.MemoryBytes || !C.DiskDir.empty() || !C.Redis.empty()) {
    cache::CacheOptions CacheConfig = C;
    Metrics &Stats = P->Stats;
    if (!CacheConfig.Log)
      CacheConfig.Log = [](std::string_view Line) {
        LogLine("warning", "cache").str("message", Line);
      };
    CacheConfig.OnLookup = [&Stats](cache::Tier T, bool Hit) {
      Stats.countCacheLookup(cache::tierName(T), Hit);
    };
    CacheConfig.OnError = [&Stats](cache::Tier T) {
      Stats.countCacheError(cache::tierName(T));
    };
    P->Cache = cache::CompileCache::create(std::move(CacheConfig), Error);
    if (!P->Cache)
      return false;
    Options.Cache = P->Cache.get();
  }

  isolation::PoolOptions Pool;
  Pool.Executable = Config.WorkerExecutable.empty() ? workerExecutable()
                                                    : Config.WorkerExecutable;
  Pool.Workers = Threads;
  Pool.Limits.MemoryMB = Config.MaxCompileMemoryMB;
  Pool.Limits.StackMB = Config.WorkerStackMB;
  Pool.MaxCompileMs = Config.MaxCompileMs;
  Pool.RecycleCompiles = Config.WorkerMaxCompiles;
  Pool.RecycleGrowthMB = Config.WorkerMaxGrowthMB;
  Metrics &Stats = P->Stats;
  Pool.OnRestart = [&Stats](const std::string &Reason) {
    Stats.countWorkerRestart(Reason);
    LogLine(Reason == "compiles" || Reason == "growth" ? "info" : "warning",
            "worker_restart")
        .str("reason", Reason);
  };
  Pool.OnRss = [&Stats](unsigned Worker, uint64_t Bytes) {
    Stats.setWorkerRss(Worker, Bytes);
  };
  // Ready means a compile can run: not while no worker can be started.
  Impl *Self = P.get();
  Pool.OnHealthy = [Self](bool Healthy) {
    if (Self->Grpc && !Self->Stopping)
      Self->Grpc->GetHealthCheckService()->SetServingStatus(Healthy);
  };
  std::vector<std::string> Warm;
  for (const std::string &Profile : Config.WarmProfiles) {
    v1::CompileRequest W;
    W.set_profile(Profile);
    W.set_source_name("warm.hlsl");
    W.set_stop_after(v1::PIPELINE_STAGE_FRONTEND);
    Warm.push_back(W.SerializeAsString());
  }
  P->Workers = std::make_unique<isolation::ProcessPool>(std::move(Pool));
  if (!P->Workers->start(Warm, Error))
    return false;
  Options.Workers = P->Workers.get();

  P->Pool = std::make_unique<WorkerPool>(Threads, Config.MaxQueue);
  if (P->Cache && P->Cache->hasStoredTiers() && Config.CacheLookupThreads) {
    P->LookupPool = std::make_unique<WorkerPool>(Config.CacheLookupThreads,
                                                 Config.MaxQueue);
    Options.LookupPool = P->LookupPool.get();
  }
  P->Service =
      std::make_unique<CompileService>(*P->Pool, P->Stats, std::move(Options));

  grpc::EnableDefaultHealthCheckService(true);
  grpc::reflection::InitProtoReflectionServerBuilderPlugin();
  grpc::ServerBuilder Builder;
  Builder.AddListeningPort(Config.Listen, Credentials, &BoundPort);
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
  LogLine("info", "started")
      .str("listen", Config.Listen)
      .num("port", static_cast<uint64_t>(BoundPort))
      .num("threads", Threads)
      .num("workers", Threads)
      .num("max_compile_memory_mb", Config.MaxCompileMemoryMB)
      .flag("tls", !Config.TLSCertFile.empty())
      .flag("mtls", !Config.TLSClientCAFile.empty())
      .flag("auth", !Config.AuthTokenFile.empty())
      .num("metrics_port", static_cast<uint64_t>(P->Stats.port()));
  return true;
}

void Server::shutdown(std::chrono::milliseconds Grace) {
  if (!P->Grpc)
    return;
  LogLine("info", "draining")
      .num("drain_delay_ms", static_cast<uint64_t>(Config.DrainDelay.count()))
      .num("grace_ms", static_cast<uint64_t>(Grace.count()));
  P->Stopping = true;
  P->Grpc->GetHealthCheckService()->SetServingStatus(false);
  if (Config.DrainDelay.count() > 0)
    std::this_thread::sleep_for(Config.DrainDelay);
  // Refuse new compiles and let those in flight finish, up to the grace
  // period. gRPC's own Shutdown also waits for idle client connections to go
  // away, which build-farm clients never do, so it only gets a short
  // deadline once our calls are done; whatever still runs after the grace
  // period is cancelled, which the pipeline notices between stages.
  P->Service->beginDrain();
  auto GraceEnd = std::chrono::steady_clock::now() + Grace;
  while (P->Service->activeCalls() > 0 &&
         std::chrono::steady_clock::now() < GraceEnd)
    std::this_thread::sleep_for(std::chrono::milliseconds(10));
  P->Grpc->Shutdown(std::chrono::system_clock::now() +
                    std::chrono::milliseconds(100));
  // Lookups that miss still queue compiles: stop them first.
  if (P->LookupPool)
    P->LookupPool->stop();
  P->Pool->stop();
  P->Workers->stop();
  P->Grpc->Wait();
  P->Grpc.reset();
  LogLine("info", "stopped");
}

unsigned Server::busyWorkers() const {
  return P->Workers ? P->Workers->busyWorkers() : 0;
}

std::vector<int> Server::workerPids() const {
  return P->Workers ? P->Workers->workerPids() : std::vector<int>();
}

void Server::wait() {
  if (P->Grpc)
    P->Grpc->Wait();
}

} // namespace dxild::server
