//===- ServiceTest.cpp - dxild over gRPC, end to end ----------------------===//
//
// A real server on an ephemeral loopback port, called through the client
// library; and the real dxild/dxilc binaries.
//
//===----------------------------------------------------------------------===//

#include "Server.h"
#include "TestServer.h"
#include "dxild/client/Client.h"

#include <grpcpp/grpcpp.h>
#include <grpcpp/generic/generic_stub.h>
#include <grpcpp/health_check_service_interface.h>
#include <gtest/gtest.h>

#include <csignal>
#include <cstdio>
#include <filesystem>
#include <fstream>
#include <sys/wait.h>
#include <thread>
#include <unistd.h>

using namespace dxild;
using namespace dxild::test;
namespace fs = std::filesystem;

namespace {

v1::CompileRequest scaleRequest(const std::string &Scale) {
  v1::CompileRequest R = scaleShaderRequest(Scale);
  // The defines are checked in Clang's output, before lowering.
  R.set_stop_after(v1::PIPELINE_STAGE_FRONTEND);
  return R;
}

std::string printedFloat(double V) {
  char Buf[32];
  snprintf(Buf, sizeof(Buf), "%.6e", V);
  return Buf;
}

class ServiceTest : public ::testing::Test {
protected:
  void SetUp() override {
    server::ServerConfig Config;
    Config.Listen = "127.0.0.1:0";
    Config.Threads = 2;
    Config.MaxMessageBytes = 1 << 20;
    Server = std::make_unique<server::Server>(Config);
    std::string Error;
    ASSERT_TRUE(Server->start(Error)) << Error;
    Target = "127.0.0.1:" + std::to_string(Server->port());
    client::RemoteOptions Options;
    Options.MaxMessageBytes = 8 << 20; // Larger than the server's limit.
    Client = client::makeRemoteClient(Target, Options);
  }
  void TearDown() override {
    Client.reset();
    if (Server)
      Server->shutdown(std::chrono::milliseconds(1000));
  }

  std::unique_ptr<server::Server> Server;
  std::string Target;
  std::unique_ptr<client::ShaderCompilerClient> Client;
};

TEST_F(ServiceTest, CompilesOverGrpc) {
  v1::CompileRequest Req = scaleRequest("3.0");
  Req.set_request_id("req-1");
  v1::CompileResponse Resp;
  client::RpcStatus S = Client->compile(Req, Resp);
  ASSERT_TRUE(S.ok()) << S.Message;
  EXPECT_TRUE(Resp.success());
  EXPECT_EQ(Resp.request_id(), "req-1");
  EXPECT_NE(Resp.artifacts().llvm_ir().find("handlefrombinding"),
            std::string::npos);
  EXPECT_NE(Resp.artifacts().llvm_ir().find(printedFloat(3.0)),
            std::string::npos);
  EXPECT_FALSE(Resp.compiler().clang_version().empty());
  EXPECT_GT(Resp.timings().total_us(), 0u);
}

TEST_F(ServiceTest, RemoteAndInProcessGiveTheSameAnswer) {
  v1::CompileRequest Req = scaleRequest("5.0");
  v1::CompileResponse Remote, Local;
  ASSERT_TRUE(Client->compile(Req, Remote).ok());
  ASSERT_TRUE(client::makeInProcessClient()->compile(Req, Local).ok());
  EXPECT_EQ(Remote.artifacts().llvm_ir(), Local.artifacts().llvm_ir());
  ASSERT_EQ(Remote.diagnostics_size(), Local.diagnostics_size());
}

TEST_F(ServiceTest, CompileErrorsAreAnswersNotRpcFailures) {
  v1::CompileRequest Req;
  Req.set_source(BrokenShader);
  Req.set_source_name("broken.hlsl");
  Req.set_profile("cs_6_6");
  Req.set_disable_prelude(true);
  v1::CompileResponse Resp;
  ASSERT_TRUE(Client->compile(Req, Resp).ok());
  EXPECT_FALSE(Resp.success());
  ASSERT_GE(Resp.diagnostics_size(), 1);
  EXPECT_EQ(Resp.diagnostics(0).severity(), v1::SEVERITY_ERROR);
  EXPECT_EQ(Resp.diagnostics(0).file(), "broken.hlsl");
  EXPECT_EQ(Resp.diagnostics(0).line(), 4u);
  EXPECT_EQ(Resp.diagnostics(0).column(), 3u);
}

TEST_F(ServiceTest, OversizeRequestIsRejectedWithClearStatus) {
  v1::CompileRequest Req = scaleRequest("1.0");
  Req.mutable_include_files()->insert({"big.hlsli", std::string(2 << 20, ' ')});
  v1::CompileResponse Resp;
  client::RpcStatus S = Client->compile(Req, Resp);
  EXPECT_EQ(S.Code, static_cast<int>(grpc::StatusCode::RESOURCE_EXHAUSTED));
  EXPECT_NE(S.Message.find("larger than max"), std::string::npos) << S.Message;
  // The server is still fine.
  EXPECT_TRUE(Client->compile(scaleRequest("1.0"), Resp).ok());
}

TEST_F(ServiceTest, InvalidRequestFieldsAreInvalidArgument) {
  v1::CompileRequest Req = scaleRequest("1.0");
  Req.set_optimization_level(9);
  v1::CompileResponse Resp;
  client::RpcStatus S = Client->compile(Req, Resp);
  EXPECT_EQ(S.Code, static_cast<int>(grpc::StatusCode::INVALID_ARGUMENT));
}

TEST_F(ServiceTest, IncludeEscapeIsRejectedOverGrpc) {
  v1::CompileRequest Req = scaleRequest("1.0");
  Req.set_source(std::string("#include \"/etc/passwd\"\n") + ScaleShader);
  v1::CompileResponse Resp;
  ASSERT_TRUE(Client->compile(Req, Resp).ok());
  EXPECT_FALSE(Resp.success());
  ASSERT_GE(Resp.diagnostics_size(), 1);
  EXPECT_NE(Resp.diagnostics(0).message().find("not found"),
            std::string::npos);
  EXPECT_EQ(Resp.included_files_size(), 0);
}

TEST_F(ServiceTest, ConcurrentClientsGetTheirOwnResults) {
  constexpr int Threads = 6, PerThread = 4;
  std::vector<std::thread> Workers;
  std::atomic<int> Correct{0};
  for (int T = 0; T < Threads; ++T)
    Workers.emplace_back([&, T] {
      auto C = client::makeRemoteClient(Target);
      for (int I = 0; I < PerThread; ++I) {
        double Scale = 100 + T * PerThread + I;
        v1::CompileResponse Resp;
        if (!C->compile(scaleRequest(std::to_string(Scale)), Resp).ok())
          continue;
        if (Resp.success() && Resp.artifacts().llvm_ir().find(
                                  printedFloat(Scale)) != std::string::npos)
          ++Correct;
      }
    });
  for (std::thread &W : Workers)
    W.join();
  EXPECT_EQ(Correct.load(), Threads * PerThread);
}

TEST_F(ServiceTest, StreamAnswersEveryRequestById) {
  std::vector<v1::CompileRequest> Requests;
  for (int I = 0; I < 20; ++I) {
    Requests.push_back(scaleRequest(std::to_string(200 + I) + ".0"));
    Requests.back().set_request_id("perm-" + std::to_string(I));
  }
  // One broken request in the middle fails alone.
  Requests[7].set_source(BrokenShader);
  std::vector<v1::CompileResponse> Responses;
  client::RpcStatus S = Client->compileMany(Requests, Responses);
  ASSERT_TRUE(S.ok()) << S.Message;
  ASSERT_EQ(Responses.size(), Requests.size());
  for (int I = 0; I < 20; ++I) {
    EXPECT_EQ(Responses[I].request_id(), "perm-" + std::to_string(I));
    if (I == 7) {
      EXPECT_FALSE(Responses[I].success());
      continue;
    }
    EXPECT_TRUE(Responses[I].success()) << I;
    EXPECT_NE(Responses[I].artifacts().llvm_ir().find(printedFloat(200 + I)),
              std::string::npos)
        << I;
  }
}

TEST_F(ServiceTest, DeadlineIsHonored) {
  client::CallOptions Options;
  Options.Timeout = std::chrono::milliseconds(1);
  // Enough work that it cannot finish in a millisecond.
  std::vector<v1::CompileRequest> Requests(50, scaleRequest("1.0"));
  std::vector<v1::CompileResponse> Responses;
  client::RpcStatus S = Client->compileMany(Requests, Responses, Options);
  EXPECT_EQ(S.Code, static_cast<int>(grpc::StatusCode::DEADLINE_EXCEEDED));
  // The server recovers and serves the next call.
  v1::CompileResponse Resp;
  EXPECT_TRUE(Client->compile(scaleRequest("1.0"), Resp).ok());
}

TEST_F(ServiceTest, GetInfoReportsIdentityAndCapabilities) {
  v1::GetInfoResponse Info;
  ASSERT_TRUE(Client->getInfo(Info).ok());
  EXPECT_FALSE(Info.compiler().dxild_version().empty());
  EXPECT_NE(Info.compiler().clang_version().find("22."), std::string::npos);
  EXPECT_EQ(Info.profiles_size(), 30);
  bool MentionsTextures = false;
  for (const std::string &F : Info.unsupported_features())
    MentionsTextures |= F.find("Texture") != std::string::npos;
  EXPECT_TRUE(MentionsTextures);
  EXPECT_EQ(Info.max_message_bytes(), 1u << 20);
}

TEST_F(ServiceTest, HealthCheckServes) {
  auto Channel =
      grpc::CreateChannel(Target, grpc::InsecureChannelCredentials());
  // grpc.health.v1.HealthCheckRequest{} serializes to zero bytes.
  grpc::Slice Empty("", 0);
  grpc::ByteBuffer Request(&Empty, 1), Response;
  grpc::GenericStub Stub(Channel);
  grpc::ClientContext Ctx;
  Ctx.set_deadline(std::chrono::system_clock::now() + std::chrono::seconds(5));
  std::mutex M;
  std::condition_variable CV;
  bool Done = false;
  grpc::Status Status;
  Stub.UnaryCall(&Ctx, "/grpc.health.v1.Health/Check", grpc::StubOptions(),
                 &Request, &Response, [&](grpc::Status S) {
                   std::lock_guard<std::mutex> L(M);
                   Status = S;
                   Done = true;
                   CV.notify_one();
                 });
  std::unique_lock<std::mutex> L(M);
  CV.wait(L, [&] { return Done; });
  ASSERT_TRUE(Status.ok()) << Status.error_message();
  std::vector<grpc::Slice> Slices;
  ASSERT_TRUE(Response.Dump(&Slices).ok());
  std::string Bytes;
  for (const grpc::Slice &S : Slices)
    Bytes.append(reinterpret_cast<const char *>(S.begin()), S.size());
  // HealthCheckResponse{status: SERVING(1)} is field 1, varint 1.
  EXPECT_EQ(Bytes, std::string("\x08\x01", 2));
}

// --- The real binaries ---------------------------------------------------

struct Process {
  pid_t Pid = -1;
  FILE *Stdout = nullptr;
};

Process spawn(const std::vector<std::string> &Args) {
  int Pipe[2];
  EXPECT_EQ(pipe(Pipe), 0);
  Process P;
  P.Pid = fork();
  if (P.Pid == 0) {
    dup2(Pipe[1], STDOUT_FILENO);
    close(Pipe[0]);
    close(Pipe[1]);
    std::vector<char *> Argv;
    for (const std::string &A : Args)
      Argv.push_back(const_cast<char *>(A.c_str()));
    Argv.push_back(nullptr);
    execv(Argv[0], Argv.data());
    _exit(127);
  }
  close(Pipe[1]);
  P.Stdout = fdopen(Pipe[0], "r");
  return P;
}

int waitExit(pid_t Pid) {
  int Status = 0;
  waitpid(Pid, &Status, 0);
  return WIFEXITED(Status) ? WEXITSTATUS(Status) : 128 + WTERMSIG(Status);
}

std::string readFile(const fs::path &P) {
  std::ifstream In(P, std::ios::binary);
  return std::string(std::istreambuf_iterator<char>(In), {});
}

int run(const std::string &Command) {
  int Status = std::system(Command.c_str());
  return WIFEXITED(Status) ? WEXITSTATUS(Status) : -1;
}

TEST(Binaries, DxilcServerAndInProcessAgreeAndDxildExitsCleanly) {
  const std::string Bin = DXILD_BIN_DIR;
  Process Server = spawn({Bin + "/dxild", "--listen", "127.0.0.1:0",
                          "--threads", "2"});
  ASSERT_GT(Server.Pid, 0);
  char Line[256] = {};
  ASSERT_TRUE(fgets(Line, sizeof(Line), Server.Stdout));
  std::string Listening(Line);
  size_t Colon = Listening.rfind(':');
  ASSERT_NE(Colon, std::string::npos) << Listening;
  std::string Port = Listening.substr(Colon + 1);
  Port.erase(Port.find_last_not_of("\r\n") + 1);

  fs::path Dir = fs::temp_directory_path() /
                 ("dxilc-test-" + std::to_string(getpid()));
  fs::create_directories(Dir / "inc");
  {
    std::ofstream(Dir / "inc" / "scale.hlsli") << "#define SCALE 6.0\n";
    std::ofstream(Dir / "main.hlsl")
        << "#include \"scale.hlsli\"\n" << ScaleShader;
  }
  std::string Common = " -T cs_6_6 -E main --no-prelude -fcgl -I " +
                       (Dir / "inc").string() + " " +
                       (Dir / "main.hlsl").string();
  EXPECT_EQ(run(Bin + "/dxilc" + Common + " -Fc " + (Dir / "local.ll").string() +
                " -MF " + (Dir / "local.d").string()),
            0);
  EXPECT_EQ(run(Bin + "/dxilc --server 127.0.0.1:" + Port + Common + " -Fc " +
                (Dir / "remote.ll").string()),
            0);
  std::string Local = readFile(Dir / "local.ll");
  EXPECT_NE(Local.find("handlefrombinding"), std::string::npos);
  EXPECT_NE(Local.find(printedFloat(6.0)), std::string::npos);
  EXPECT_EQ(Local, readFile(Dir / "remote.ll"));
  std::string Dep = readFile(Dir / "local.d");
  EXPECT_NE(Dep.find((Dir / "inc" / "scale.hlsli").string()),
            std::string::npos)
      << Dep;

  // The whole pipeline: the container and the DXIL listing agree too.
  std::string Full = " -T cs_6_6 --no-prelude -I " + (Dir / "inc").string() +
                     " " + (Dir / "main.hlsl").string();
  EXPECT_EQ(run(Bin + "/dxilc" + Full + " -Fo " + (Dir / "local.dxil").string() +
                " -Fc " + (Dir / "local-dxil.ll").string()),
            0);
  EXPECT_EQ(run(Bin + "/dxilc --server 127.0.0.1:" + Port + Full + " -Fo " +
                (Dir / "remote.dxil").string() + " -Fc " +
                (Dir / "remote-dxil.ll").string()),
            0);
  std::string Container = readFile(Dir / "local.dxil");
  EXPECT_EQ(Container.substr(0, 4), "DXBC");
  EXPECT_EQ(Container, readFile(Dir / "remote.dxil"));
  EXPECT_EQ(readFile(Dir / "local-dxil.ll"), readFile(Dir / "remote-dxil.ll"));

  // Binding hints in, the resolved table out: the same through the server.
  std::ofstream(Dir / "bind.hlsl") << R"hlsl(RWBuffer<float> A;
StructuredBuffer<float> C;
[numthreads(1, 1, 1)]
void main() { A[0] = C[1]; }
)hlsl";
  std::ofstream(Dir / "hints.json")
      << R"({"default_space": 5, "reserved": [{"class": "SRV", "space": 5, )"
         R"("lower_bound": 0, "count": 2}]})";
  std::string Bind = " -T cs_6_6 --no-prelude --binding-hints " +
                     (Dir / "hints.json").string() + " " +
                     (Dir / "bind.hlsl").string() + " --reflect-json ";
  EXPECT_EQ(run(Bin + "/dxilc" + Bind + (Dir / "local.json").string()), 0);
  EXPECT_EQ(run(Bin + "/dxilc --server 127.0.0.1:" + Port + Bind +
                (Dir / "remote.json").string()),
            0);
  std::string Table = readFile(Dir / "local.json");
  EXPECT_EQ(Table, readFile(Dir / "remote.json"));
  // C skips the reserved t0-t1 of space 5; A is alone in its class.
  EXPECT_NE(Table.find(R"("name": "C",
      "class": "SRV",
      "kind": "StructuredBuffer",
      "space": 5,
      "lower_bound": 2)"),
            std::string::npos)
      << Table;
  EXPECT_NE(Table.find(R"("name": "A",
      "class": "UAV",
      "kind": "TypedBuffer",
      "space": 5,
      "lower_bound": 0)"),
            std::string::npos)
      << Table;
  std::ofstream(Dir / "bad.json") << R"({"pins": [{"name": "Nope"}], "x": 1})";
  EXPECT_EQ(run(Bin + "/dxilc -T cs_6_6 --no-prelude --binding-hints " +
                (Dir / "bad.json").string() + " " +
                (Dir / "bind.hlsl").string() + " 2> " +
                (Dir / "bad.txt").string()),
            1);
  EXPECT_NE(readFile(Dir / "bad.txt").find("bad.json: "), std::string::npos)
      << readFile(Dir / "bad.txt");

  // A broken source: non-zero exit, file:line:col on stderr.
  std::ofstream(Dir / "broken.hlsl") << BrokenShader;
  std::string Err = (Dir / "err.txt").string();
  EXPECT_EQ(run(Bin + "/dxilc -T cs_6_6 --no-prelude " +
                (Dir / "broken.hlsl").string() + " 2> " + Err),
            1);
  EXPECT_NE(readFile(Err).find("broken.hlsl:4:3: error: use of undeclared "
                               "identifier 'oops'"),
            std::string::npos)
      << readFile(Err);

  kill(Server.Pid, SIGTERM);
  EXPECT_EQ(waitExit(Server.Pid), 0);
  fclose(Server.Stdout);
  fs::remove_all(Dir);
}

} // namespace
