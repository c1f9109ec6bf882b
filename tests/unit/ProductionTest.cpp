//===- ProductionTest.cpp - dxild under load, faults and shutdown ---------===//
//
// Deadlines, cancellation, backpressure, crash isolation, limits, TLS, mTLS,
// token auth, metrics and SIGTERM drain, against real servers on loopback.
//
//===----------------------------------------------------------------------===//

#include "Metrics.h"
#include "Server.h"
#include "TestServer.h"
#include "dxild/client/Client.h"
#include "dxild/v1/compiler.grpc.pb.h"

#include <grpcpp/generic/generic_stub.h>
#include <grpcpp/grpcpp.h>
#include <gtest/gtest.h>

#include <arpa/inet.h>
#include <csignal>
#include <filesystem>
#include <fstream>
#include <future>
#include <netinet/in.h>
#include <sys/socket.h>
#include <sys/wait.h>
#include <thread>
#include <unistd.h>

using namespace dxild;
using namespace dxild::test;
namespace fs = std::filesystem;
using std::chrono::milliseconds;
using Clock = std::chrono::steady_clock;

namespace {

v1::CompileRequest request(const std::string &Extra = "") {
  v1::CompileRequest R = scaleShaderRequest("2.0");
  if (!Extra.empty()) {
    size_t Eq = Extra.find('=');
    v1::Define *E = R.add_defines();
    E->set_name(Extra.substr(0, Eq));
    E->set_value(Extra.substr(Eq + 1));
  }
  return R;
}

/// A plain HTTP GET on loopback: enough for /metrics.
std::string httpGet(int Port, const std::string &Path) {
  int Fd = socket(AF_INET, SOCK_STREAM, 0);
  sockaddr_in Addr{};
  Addr.sin_family = AF_INET;
  Addr.sin_port = htons(static_cast<uint16_t>(Port));
  Addr.sin_addr.s_addr = htonl(INADDR_LOOPBACK);
  if (connect(Fd, reinterpret_cast<sockaddr *>(&Addr), sizeof(Addr)) != 0) {
    close(Fd);
    return "";
  }
  std::string Req = "GET " + Path + " HTTP/1.0\r\nHost: localhost\r\n\r\n";
  (void)!write(Fd, Req.data(), Req.size());
  std::string Body;
  char Buf[4096];
  for (ssize_t N; (N = read(Fd, Buf, sizeof(Buf))) > 0;)
    Body.append(Buf, static_cast<size_t>(N));
  close(Fd);
  return Body;
}

TEST(Production, DeadlineStopsACompileAndFreesItsWorker) {
  server::ServerConfig Config;
  Config.Threads = 1;
  auto S = startServer(Config);
  auto C = client::makeRemoteClient(target(*S));
  client::CallOptions Short;
  Short.Timeout = milliseconds(200);
  v1::CompileResponse R;
  auto Start = Clock::now();
  client::RpcStatus Status =
      C->compile(request("DXILD_TEST_SLOW_MS=20000"), R, Short);
  EXPECT_EQ(Status.Code, code(grpc::StatusCode::DEADLINE_EXCEEDED));
  // The only worker is free again almost at once, not after 20 s.
  EXPECT_TRUE(C->compile(request(), R).ok());
  EXPECT_LT(Clock::now() - Start, milliseconds(5000));
  EXPECT_TRUE(R.success());
}

TEST(Production, ServerTimeLimitAppliesWithoutClientDeadline) {
  server::ServerConfig Config;
  Config.MaxCompileMs = 100;
  auto S = startServer(Config);
  v1::CompileResponse R;
  client::RpcStatus Status = client::makeRemoteClient(target(*S))->compile(
      request("DXILD_TEST_SLOW_MS=20000"), R);
  EXPECT_EQ(Status.Code, code(grpc::StatusCode::DEADLINE_EXCEEDED));
}

TEST(Production, CancellationStopsACompile) {
  server::ServerConfig Config;
  Config.Threads = 1;
  auto S = startServer(Config);
  auto Channel =
      grpc::CreateChannel(target(*S), grpc::InsecureChannelCredentials());
  auto Stub = v1::ShaderCompiler::NewStub(Channel);
  grpc::ClientContext Ctx;
  v1::CompileResponse R;
  auto Start = Clock::now();
  std::thread Canceller([&] {
    std::this_thread::sleep_for(milliseconds(200));
    Ctx.TryCancel();
  });
  grpc::Status Status =
      Stub->Compile(&Ctx, request("DXILD_TEST_SLOW_MS=20000"), &R);
  Canceller.join();
  EXPECT_EQ(Status.error_code(), grpc::StatusCode::CANCELLED);
  v1::CompileResponse Next;
  EXPECT_TRUE(client::makeRemoteClient(target(*S))->compile(request(), Next).ok());
  EXPECT_LT(Clock::now() - Start, milliseconds(5000));
}

/// Waits until the server's metrics page contains Needle.
bool waitForMetric(server::Server &S, const std::string &Needle) {
  for (int I = 0; I < 500; ++I) {
    if (S.metrics().render().find(Needle) != std::string::npos)
      return true;
    std::this_thread::sleep_for(milliseconds(10));
  }
  return false;
}

TEST(Production, FullQueueAnswersResourceExhaustedQuickly) {
  server::ServerConfig Config;
  Config.Threads = 1;
  Config.MaxQueue = 1;
  auto S = startServer(Config);
  auto Slow = [&] {
    return std::async(std::launch::async, [&] {
      v1::CompileResponse R;
      return client::makeRemoteClient(target(*S))->compile(
          request("DXILD_TEST_SLOW_MS=1500"), R);
    });
  };
  // One compile runs, one waits in the queue...
  auto Running = Slow();
  ASSERT_TRUE(waitForMetric(*S, "dxild_compiles_in_flight 1"));
  auto Waiting = Slow();
  ASSERT_TRUE(waitForMetric(*S, "dxild_compiles_queued 1"));
  // ...so the next ones are turned away at once instead of piling up.
  for (int I = 0; I < 2; ++I) {
    auto Start = Clock::now();
    v1::CompileResponse R;
    client::RpcStatus Status =
        client::makeRemoteClient(target(*S))->compile(request(), R);
    EXPECT_EQ(Status.Code, code(grpc::StatusCode::RESOURCE_EXHAUSTED));
    EXPECT_NE(Status.Message.find("queue is full"), std::string::npos);
    EXPECT_LT(Clock::now() - Start, milliseconds(1000));
  }
  EXPECT_TRUE(Running.get().ok());
  EXPECT_TRUE(Waiting.get().ok());
  EXPECT_NE(S->metrics().render().find(
                R"(dxild_requests_total{outcome="overloaded",rpc="Compile"} 2)"),
            std::string::npos)
      << S->metrics().render();
}

TEST(Production, CrashFailsOnlyItsRequestWhileAnotherSucceeds) {
  server::ServerConfig Config;
  Config.Threads = 2;
  auto S = startServer(Config);
  auto Slow = std::async(std::launch::async, [&] {
    v1::CompileResponse R;
    client::RpcStatus St = client::makeRemoteClient(target(*S))->compile(
        request("DXILD_TEST_SLOW_MS=300"), R);
    return St.ok() && R.success();
  });
  std::this_thread::sleep_for(milliseconds(50));
  for (const char *Kind : {"segv", "fatal", "abort"}) {
    v1::CompileResponse R;
    client::RpcStatus St = client::makeRemoteClient(target(*S))->compile(
        request(std::string("DXILD_TEST_CRASH=") + Kind), R);
    EXPECT_EQ(St.Code, code(grpc::StatusCode::INTERNAL)) << Kind;
    EXPECT_NE(St.Message.find("internal compiler error"), std::string::npos);
  }
  EXPECT_TRUE(Slow.get());
  EXPECT_NE(S->metrics().render().find("dxild_compiler_crashes_total 3"),
            std::string::npos);
}

TEST(Production, LimitsRejectOversizedFields) {
  server::ServerConfig Config;
  Config.MaxSourceBytes = 1000;
  Config.MaxIncludeFiles = 2;
  auto S = startServer(Config);
  auto C = client::makeRemoteClient(target(*S));
  v1::CompileResponse R;
  v1::CompileRequest Big = request();
  Big.set_source(Big.source() + std::string(2000, ' '));
  client::RpcStatus St = C->compile(Big, R);
  EXPECT_EQ(St.Code, code(grpc::StatusCode::INVALID_ARGUMENT));
  EXPECT_NE(St.Message.find("limit is 1000"), std::string::npos) << St.Message;
  v1::CompileRequest Many = request();
  for (int I = 0; I < 3; ++I)
    (*Many.mutable_include_files())["f" + std::to_string(I)] = "";
  St = C->compile(Many, R);
  EXPECT_EQ(St.Code, code(grpc::StatusCode::INVALID_ARGUMENT));
  EXPECT_NE(St.Message.find("3 include files"), std::string::npos);
}

TEST(Production, MetricsAreServedOverHttp) {
  server::ServerConfig Config;
  Config.MetricsListen = "127.0.0.1:0";
  auto S = startServer(Config);
  ASSERT_GT(S->metricsPort(), 0);
  auto C = client::makeRemoteClient(target(*S));
  v1::CompileResponse R;
  ASSERT_TRUE(C->compile(request(), R).ok());
  // The same request again: answered by the memory cache, no frontend run.
  ASSERT_TRUE(C->compile(request(), R).ok());
  v1::CompileRequest Broken = request();
  Broken.set_source(BrokenShader);
  ASSERT_TRUE(C->compile(Broken, R).ok());
  std::string Page = httpGet(S->metricsPort(), "/metrics");
  EXPECT_NE(
      Page.find(R"(dxild_cache_lookups_total{result="hit",tier="memory"} 1)"),
      std::string::npos)
      << Page;
  EXPECT_NE(Page.find(R"(dxild_requests_total{outcome="ok",rpc="Compile"} 2)"),
            std::string::npos)
      << Page;
  EXPECT_NE(
      Page.find(
          R"(dxild_requests_total{outcome="compile_error",rpc="Compile"} 1)"),
      std::string::npos);
  EXPECT_NE(Page.find(R"(dxild_stage_seconds_count{stage="frontend"} 2)"),
            std::string::npos);
  EXPECT_NE(Page.find(R"(dxild_stage_seconds_count{stage="queue"} 3)"),
            std::string::npos);
  EXPECT_NE(Page.find("dxild_compiles_in_flight 0"), std::string::npos);
  EXPECT_NE(Page.find(R"(dxild_bytes_total{direction="in"})"),
            std::string::npos);
}

TEST(Production, SharedTokenIsRequired) {
  fs::path Token = fs::temp_directory_path() /
                   ("dxild-token-" + std::to_string(getpid()));
  std::ofstream(Token) << "s3cret-token\n";
  server::ServerConfig Config;
  Config.AuthTokenFile = Token.string();
  auto S = startServer(Config);
  v1::CompileResponse R;
  client::RpcStatus St =
      client::makeRemoteClient(target(*S))->compile(request(), R);
  EXPECT_EQ(St.Code, code(grpc::StatusCode::UNAUTHENTICATED));
  EXPECT_NE(St.Message.find("missing"), std::string::npos);
  client::RemoteOptions Wrong;
  Wrong.AuthToken = "s3cret-tokeN";
  St = client::makeRemoteClient(target(*S), Wrong)->compile(request(), R);
  EXPECT_EQ(St.Code, code(grpc::StatusCode::UNAUTHENTICATED));
  std::vector<v1::CompileResponse> Many;
  St = client::makeRemoteClient(target(*S), Wrong)
           ->compileMany({request()}, Many);
  EXPECT_EQ(St.Code, code(grpc::StatusCode::UNAUTHENTICATED));
  v1::GetInfoResponse Info;
  St = client::makeRemoteClient(target(*S), Wrong)->getInfo(Info);
  EXPECT_EQ(St.Code, code(grpc::StatusCode::UNAUTHENTICATED));
  client::RemoteOptions Right;
  Right.AuthToken = "s3cret-token";
  St = client::makeRemoteClient(target(*S), Right)->compile(request(), R);
  EXPECT_TRUE(St.ok()) << St.Message;
  EXPECT_TRUE(R.success());
  fs::remove(Token);
}

/// A throwaway CA, server and client certificates made with openssl.
class TLSFiles {
public:
  TLSFiles() {
    Dir = fs::temp_directory_path() / ("dxild-tls-" + std::to_string(getpid()));
    fs::create_directories(Dir);
    std::string D = Dir.string();
    std::string Script =
        "cd " + D +
        " && openssl req -x509 -newkey rsa:2048 -nodes -days 1 -subj "
        "'/CN=dxild test CA' -keyout ca.key -out ca.pem"
        " && printf 'subjectAltName=DNS:localhost,IP:127.0.0.1\\n' > san.ext"
        " && openssl req -newkey rsa:2048 -nodes -subj '/CN=localhost' "
        "-keyout server.key -out server.csr"
        " && openssl x509 -req -in server.csr -CA ca.pem -CAkey ca.key "
        "-CAcreateserial -days 1 -extfile san.ext -out server.pem"
        " && openssl req -newkey rsa:2048 -nodes -subj '/CN=client' "
        "-keyout client.key -out client.csr"
        " && openssl x509 -req -in client.csr -CA ca.pem -CAkey ca.key "
        "-CAcreateserial -days 1 -out client.pem) > /dev/null 2>&1";
    Ok = std::system(("(" + Script).c_str()) == 0;
  }
  ~TLSFiles() { fs::remove_all(Dir); }
  std::string path(const char *Name) const { return (Dir / Name).string(); }
  std::string read(const char *Name) const {
    std::ifstream In(Dir / Name);
    return std::string(std::istreambuf_iterator<char>(In), {});
  }
  fs::path Dir;
  bool Ok = false;
};

TEST(Production, TLSAndMutualTLS) {
  TLSFiles Certs;
  ASSERT_TRUE(Certs.Ok) << "openssl failed";
  server::ServerConfig Config;
  Config.TLSCertFile = Certs.path("server.pem");
  Config.TLSKeyFile = Certs.path("server.key");
  auto TLS = startServer(Config);
  v1::CompileResponse R;
  client::CallOptions Quick;
  Quick.Timeout = milliseconds(3000);
  client::RemoteOptions Trusting;
  Trusting.UseTLS = true;
  Trusting.TLSRootCerts = Certs.read("ca.pem");
  client::RpcStatus St =
      client::makeRemoteClient(target(*TLS), Trusting)->compile(request(), R, Quick);
  EXPECT_TRUE(St.ok()) << St.Message;
  // A plaintext client cannot talk to a TLS server.
  St = client::makeRemoteClient(target(*TLS))->compile(request(), R, Quick);
  EXPECT_FALSE(St.ok());
  TLS->shutdown(milliseconds(100));

  Config.TLSClientCAFile = Certs.path("ca.pem");
  auto MTLS = startServer(Config);
  St = client::makeRemoteClient(target(*MTLS), Trusting)
           ->compile(request(), R, Quick);
  EXPECT_FALSE(St.ok()) << "a client without a certificate got in";
  client::RemoteOptions WithCert = Trusting;
  WithCert.TLSCertChain = Certs.read("client.pem");
  WithCert.TLSPrivateKey = Certs.read("client.key");
  St = client::makeRemoteClient(target(*MTLS), WithCert)
           ->compile(request(), R, Quick);
  EXPECT_TRUE(St.ok()) << St.Message;
  EXPECT_TRUE(R.success());
}

// --- The real binary: SIGTERM drains -------------------------------------

/// grpc.health.v1.Health/Check with an empty service name; returns the
/// status enum (1 SERVING, 2 NOT_SERVING) or -1 when the call fails.
int healthStatus(const std::string &Target) {
  auto Channel = grpc::CreateChannel(Target, grpc::InsecureChannelCredentials());
  grpc::GenericStub Stub(Channel);
  grpc::ClientContext Ctx;
  Ctx.set_deadline(std::chrono::system_clock::now() + milliseconds(1000));
  grpc::Slice Empty("", 0);
  grpc::ByteBuffer Request(&Empty, 1), Response;
  std::promise<grpc::Status> Done;
  Stub.UnaryCall(&Ctx, "/grpc.health.v1.Health/Check", grpc::StubOptions(),
                 &Request, &Response,
                 [&](grpc::Status S) { Done.set_value(S); });
  grpc::Status S = Done.get_future().get();
  if (!S.ok())
    return -1;
  std::vector<grpc::Slice> Slices;
  if (!Response.Dump(&Slices).ok())
    return -1;
  std::string Bytes;
  for (const grpc::Slice &Sl : Slices)
    Bytes.append(reinterpret_cast<const char *>(Sl.begin()), Sl.size());
  return Bytes.size() == 2 && Bytes[0] == 0x08 ? Bytes[1] : -1;
}

TEST(Production, SigtermDrainsThenExitsZero) {
  int Pipe[2];
  ASSERT_EQ(pipe(Pipe), 0);
  pid_t Pid = fork();
  if (Pid == 0) {
    dup2(Pipe[1], STDOUT_FILENO);
    close(Pipe[0]);
    close(Pipe[1]);
    std::string Bin = std::string(DXILD_BIN_DIR) + "/dxild";
    execl(Bin.c_str(), Bin.c_str(), "--listen", "127.0.0.1:0",
          "--drain-delay-ms", "1500", "--shutdown-grace-ms", "5000",
          static_cast<char *>(nullptr));
    _exit(127);
  }
  close(Pipe[1]);
  FILE *Out = fdopen(Pipe[0], "r");
  char Line[256] = {};
  ASSERT_TRUE(fgets(Line, sizeof(Line), Out));
  std::string Listening(Line);
  std::string Target =
      "127.0.0.1:" + Listening.substr(Listening.rfind(':') + 1);
  Target.erase(Target.find_last_not_of("\r\n") + 1);
  EXPECT_EQ(healthStatus(Target), 1);

  // A compile in flight when the signal arrives still gets its answer.
  auto InFlight = std::async(std::launch::async, [&] {
    v1::CompileResponse R;
    client::RpcStatus St = client::makeRemoteClient(Target)->compile(
        request("DXILD_TEST_SLOW_MS=1000"), R);
    return St.ok() && R.success();
  });
  std::this_thread::sleep_for(milliseconds(200));
  kill(Pid, SIGTERM);
  std::this_thread::sleep_for(milliseconds(300));
  EXPECT_EQ(healthStatus(Target), 2) << "health should report NOT_SERVING";
  EXPECT_TRUE(InFlight.get());
  int Status = 0;
  waitpid(Pid, &Status, 0);
  EXPECT_TRUE(WIFEXITED(Status));
  EXPECT_EQ(WEXITSTATUS(Status), 0);
  fclose(Out);
}

} // namespace

namespace {

// Build-farm clients keep their channels open between calls; that must not
// hold a shutdown for the whole grace period, and new calls during the
// drain are refused with UNAVAILABLE so clients go elsewhere.
TEST(Production, ShutdownIsNotHeldByIdleClientsAndRefusesNewWork) {
  server::ServerConfig Config;
  auto S = startServer(Config);
  auto Idle = client::makeRemoteClient(target(*S));
  v1::CompileResponse R;
  ASSERT_TRUE(Idle->compile(request(), R).ok());
  auto Busy = std::async(std::launch::async, [&] {
    v1::CompileResponse Slow;
    return client::makeRemoteClient(target(*S))
        ->compile(request("DXILD_TEST_SLOW_MS=500"), Slow)
        .ok();
  });
  ASSERT_TRUE(waitForMetric(*S, "dxild_compiles_in_flight 1"));
  auto Start = Clock::now();
  std::thread Stopper([&] { S->shutdown(milliseconds(10000)); });
  std::this_thread::sleep_for(milliseconds(100));
  client::RpcStatus Late = client::makeRemoteClient(target(*S))
                               ->compile(request(), R);
  EXPECT_EQ(Late.Code, code(grpc::StatusCode::UNAVAILABLE)) << Late.Message;
  Stopper.join();
  EXPECT_TRUE(Busy.get()) << "the compile in flight must finish";
  EXPECT_LT(Clock::now() - Start, milliseconds(3000));
}

} // namespace
