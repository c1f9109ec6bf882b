//===- CacheServiceTest.cpp - The cache behind dxild's gRPC service -------===//
//
// An in-process server for the cache modes and coalescing; then the real
// dxild binary, twice, sharing a disk directory or a real redis-server.
//
//===----------------------------------------------------------------------===//

#include "Server.h"
#include "TestShaders.h"
#include "cache/Processes.h"
#include "dxild/client/Client.h"

#include <grpcpp/support/status.h>
#include <gtest/gtest.h>

#include <filesystem>
#include <thread>

using namespace dxild;
using namespace dxild::test;
namespace fs = std::filesystem;

namespace {

v1::CompileRequest scaleRequest(const std::string &Scale) {
  v1::CompileRequest R;
  R.set_source(ScaleShader);
  R.set_source_name("scale.hlsl");
  R.set_profile("cs_6_6");
  R.set_disable_prelude(true);
  // Explicit, so the tests do not depend on the default outputs.
  R.add_outputs(v1::OUTPUT_KIND_LLVM_IR);
  R.add_outputs(v1::OUTPUT_KIND_BINDINGS);
  v1::Define *D = R.add_defines();
  D->set_name("SCALE");
  D->set_value(Scale);
  // The tests look at the module text as well as the container.
  R.add_outputs(v1::OUTPUT_KIND_LLVM_IR);
  R.add_outputs(v1::OUTPUT_KIND_DXIL);
  R.add_outputs(v1::OUTPUT_KIND_BINDINGS);
  return R;
}

/// Everything the compile produced, without what differs per call.
std::string produced(v1::CompileResponse R) {
  R.clear_request_id();
  R.clear_cache();
  R.clear_timings();
  return R.SerializeAsString();
}

class CacheService : public ::testing::Test {
protected:
  void SetUp() override { startServer(); }
  void startServer(unsigned Threads = 2) {
    server::ServerConfig Config;
    Config.Listen = "127.0.0.1:0";
    Config.Threads = Threads;
    Config.Cache.MemoryBytes = 16 << 20;
    Config.Cache.DiskDir = Dir.path();
    Server = std::make_unique<server::Server>(Config);
    std::string Error;
    ASSERT_TRUE(Server->start(Error)) << Error;
    Target = "127.0.0.1:" + std::to_string(Server->port());
    Client = client::makeRemoteClient(Target);
  }
  void TearDown() override {
    Client.reset();
    if (Server)
      Server->shutdown(std::chrono::milliseconds(1000));
  }
  v1::CompileResponse compile(const v1::CompileRequest &Req) {
    v1::CompileResponse Resp;
    client::RpcStatus S = Client->compile(Req, Resp);
    EXPECT_TRUE(S.ok()) << S.Message;
    return Resp;
  }

  TempDir Dir{"service-cache"};
  std::unique_ptr<server::Server> Server;
  std::string Target;
  std::unique_ptr<client::ShaderCompilerClient> Client;
};

TEST_F(CacheService, SecondRequestIsAByteIdenticalMemoryHit) {
  v1::CompileRequest Req = scaleRequest("3.0");
  Req.set_request_id("first");
  v1::CompileResponse Miss = compile(Req);
  ASSERT_TRUE(Miss.success());
  EXPECT_FALSE(Miss.cache().hit());
  EXPECT_EQ(Miss.cache().key().size(), 64u);
  EXPECT_TRUE(Miss.cache().tier().empty());

  Req.set_request_id("second");
  v1::CompileResponse Hit = compile(Req);
  EXPECT_TRUE(Hit.cache().hit());
  EXPECT_EQ(Hit.cache().tier(), "memory");
  EXPECT_EQ(Hit.cache().key(), Miss.cache().key());
  EXPECT_EQ(Hit.request_id(), "second");
  EXPECT_EQ(Hit.artifacts().llvm_ir(), Miss.artifacts().llvm_ir());
  EXPECT_EQ(produced(Hit), produced(Miss));

  // Another define is another key.
  v1::CompileResponse Other = compile(scaleRequest("4.0"));
  EXPECT_FALSE(Other.cache().hit());
  EXPECT_NE(Other.cache().key(), Miss.cache().key());
  std::optional<cache::CacheStats> S = Server->cacheStats();
  ASSERT_TRUE(S);
  EXPECT_EQ(S->Computes, 2u);
  EXPECT_EQ(S->MemoryHits, 1u);
}

TEST_F(CacheService, RestartedServerHitsTheDisk) {
  v1::CompileResponse Miss = compile(scaleRequest("5.0"));
  Server->shutdown(std::chrono::milliseconds(1000));
  startServer();
  v1::CompileResponse Hit = compile(scaleRequest("5.0"));
  EXPECT_TRUE(Hit.cache().hit());
  EXPECT_EQ(Hit.cache().tier(), "disk");
  EXPECT_EQ(produced(Hit), produced(Miss));
}

TEST_F(CacheService, CompileErrorsAreCachedInternalErrorsAreNot) {
  v1::CompileRequest Broken = scaleRequest("1.0");
  Broken.set_source(BrokenShader);
  v1::CompileResponse First = compile(Broken);
  EXPECT_FALSE(First.success());
  v1::CompileResponse Second = compile(Broken);
  EXPECT_TRUE(Second.cache().hit());
  EXPECT_FALSE(Second.success());
  EXPECT_EQ(produced(First), produced(Second));

#if DXILD_TEST_HOOKS
  v1::CompileRequest Crash = scaleRequest("1.0");
  v1::Define *D = Crash.add_defines();
  D->set_name("DXILD_TEST_CRASH");
  D->set_value("fatal");
  for (int I = 0; I < 2; ++I) {
    v1::CompileResponse Resp;
    client::RpcStatus S = Client->compile(Crash, Resp);
    EXPECT_EQ(S.Code, static_cast<int>(grpc::StatusCode::INTERNAL));
  }
  std::optional<cache::CacheStats> S = Server->cacheStats();
  ASSERT_TRUE(S);
  EXPECT_EQ(S->Uncacheable, 2u);
  EXPECT_EQ(S->Computes, 3u); // Broken once, the crash twice.
#endif
}

TEST_F(CacheService, BypassAndRefresh) {
  v1::CompileRequest Req = scaleRequest("6.0");
  Req.set_cache_mode(v1::CACHE_MODE_BYPASS);
  v1::CompileResponse Bypassed = compile(Req);
  EXPECT_FALSE(Bypassed.cache().hit());
  EXPECT_EQ(Bypassed.cache().key().size(), 64u);
  // Bypass wrote nothing: the default request still misses.
  Req.set_cache_mode(v1::CACHE_MODE_DEFAULT);
  EXPECT_FALSE(compile(Req).cache().hit());
  EXPECT_TRUE(compile(Req).cache().hit());
  // Bypass does not read either.
  Req.set_cache_mode(v1::CACHE_MODE_BYPASS);
  EXPECT_FALSE(compile(Req).cache().hit());
  // Refresh compiles although the entry is there, and rewrites it.
  Req.set_cache_mode(v1::CACHE_MODE_REFRESH);
  EXPECT_FALSE(compile(Req).cache().hit());
  Req.set_cache_mode(v1::CACHE_MODE_DEFAULT);
  EXPECT_TRUE(compile(Req).cache().hit());
  std::optional<cache::CacheStats> S = Server->cacheStats();
  ASSERT_TRUE(S);
  EXPECT_EQ(S->Computes, 4u);
  EXPECT_EQ(S->Bypassed, 2u);
  EXPECT_EQ(S->Refreshed, 1u);
}

TEST_F(CacheService, IdenticalConcurrentRequestsCompileOnce) {
  Server->shutdown(std::chrono::milliseconds(1000));
  constexpr int N = 8;
  startServer(N);
  v1::CompileRequest Req = scaleRequest("7.0");
#if DXILD_TEST_HOOKS
  // A compile long enough for all requests to arrive while it runs.
  v1::Define *Slow = Req.add_defines();
  Slow->set_name("DXILD_TEST_SLOW_MS");
  Slow->set_value("300");
#endif
  std::vector<v1::CompileResponse> Responses(N);
  std::vector<std::thread> Threads;
  for (int I = 0; I < N; ++I)
    Threads.emplace_back([&, I] {
      auto C = client::makeRemoteClient(Target);
      v1::CompileRequest R = Req;
      R.set_request_id("r" + std::to_string(I));
      EXPECT_TRUE(C->compile(R, Responses[I]).ok());
    });
  for (std::thread &T : Threads)
    T.join();
  std::optional<cache::CacheStats> S = Server->cacheStats();
  ASSERT_TRUE(S);
  EXPECT_EQ(S->Computes, 1u);
  EXPECT_EQ(S->Coalesced + S->MemoryHits, N - 1u);
#if DXILD_TEST_HOOKS
  EXPECT_GT(S->Coalesced, 0u);
#endif
  for (int I = 0; I < N; ++I) {
    EXPECT_TRUE(Responses[I].success()) << I;
    EXPECT_EQ(Responses[I].request_id(), "r" + std::to_string(I));
    EXPECT_EQ(produced(Responses[I]), produced(Responses[0])) << I;
  }
}

TEST_F(CacheService, StreamAnswersFromTheCacheToo) {
  std::vector<v1::CompileRequest> Requests;
  for (int I = 0; I < 6; ++I) {
    Requests.push_back(scaleRequest(I % 2 ? "8.0" : "9.0"));
    Requests.back().set_request_id("s" + std::to_string(I));
  }
  compile(Requests[0]);
  compile(Requests[1]);
  std::vector<v1::CompileResponse> Responses;
  ASSERT_TRUE(Client->compileMany(Requests, Responses).ok());
  ASSERT_EQ(Responses.size(), Requests.size());
  for (int I = 0; I < 6; ++I) {
    EXPECT_EQ(Responses[I].request_id(), "s" + std::to_string(I));
    EXPECT_TRUE(Responses[I].cache().hit()) << I;
  }
}

TEST_F(CacheService, InProcessClientReportsTheSameKey) {
  v1::CompileRequest Req = scaleRequest("2.0");
  v1::CompileResponse Remote = compile(Req), Local;
  ASSERT_TRUE(client::makeInProcessClient()->compile(Req, Local).ok());
  // Same binary, same build id: the same key.
  EXPECT_EQ(Local.cache().key(), Remote.cache().key());
  EXPECT_FALSE(Local.cache().hit());
}

// --- The real binaries ---------------------------------------------------

/// A dxild process on an ephemeral loopback port.
struct Dxild {
  Child Process;
  std::string Target;
  std::string StderrPath;
  std::unique_ptr<client::ShaderCompilerClient> Client;

  bool start(const std::vector<std::string> &Flags, const std::string &Dir,
             const std::string &Name) {
    std::vector<std::string> Args = {std::string(DXILD_BIN_DIR) + "/dxild",
                                     "--listen", "127.0.0.1:0", "--threads",
                                     "2"};
    Args.insert(Args.end(), Flags.begin(), Flags.end());
    StderrPath = Dir + "/" + Name + ".stderr";
    if (!Process.start(Args, StderrPath))
      return false;
    std::string Line = Process.readLine();
    size_t Colon = Line.rfind(':');
    if (Line.find("listening") == std::string::npos ||
        Colon == std::string::npos)
      return false;
    Target = "127.0.0.1:" + Line.substr(Colon + 1);
    Client = client::makeRemoteClient(Target);
    return true;
  }
  v1::CompileResponse compile(const v1::CompileRequest &Req) {
    v1::CompileResponse Resp;
    client::RpcStatus S = Client->compile(Req, Resp);
    EXPECT_TRUE(S.ok()) << S.Message;
    return Resp;
  }
  /// SIGTERM; the exit status.
  int stop() {
    Client.reset();
    return Process.stop();
  }
};

TEST(CacheBinaries, TwoProcessesShareOneDiskDirectory) {
  TempDir Dir("two-disk");
  std::string CacheDir = Dir.path() + "/cache";
  std::vector<std::string> Flags = {"--cache-dir", CacheDir,
                                    "--cache-disk-bytes", "67108864"};
  Dxild A, B;
  ASSERT_TRUE(A.start(Flags, Dir.path(), "a")) << readFile(A.StderrPath);
  ASSERT_TRUE(B.start(Flags, Dir.path(), "b")) << readFile(B.StderrPath);

  v1::CompileResponse OnA = A.compile(scaleRequest("10.0"));
  ASSERT_TRUE(OnA.success());
  EXPECT_FALSE(OnA.cache().hit());
  v1::CompileResponse OnB = B.compile(scaleRequest("10.0"));
  EXPECT_TRUE(OnB.cache().hit());
  EXPECT_EQ(OnB.cache().tier(), "disk");
  EXPECT_EQ(produced(OnB), produced(OnA));

  // Both write concurrently: every answer is right, nothing is corrupt.
  std::vector<std::thread> Threads;
  std::atomic<int> Good{0};
  for (Dxild *P : {&A, &B})
    Threads.emplace_back([P, &Good] {
      auto C = client::makeRemoteClient(P->Target);
      for (int I = 0; I < 6; ++I) {
        double Scale = 20 + I;
        v1::CompileResponse R;
        client::RpcStatus S =
            C->compile(scaleRequest(std::to_string(Scale)), R);
        EXPECT_TRUE(S.ok()) << S.Message;
        EXPECT_TRUE(R.success())
            << (R.diagnostics_size() ? R.diagnostics(0).message() : "");
        if (S.ok() && R.success() && !R.artifacts().llvm_ir().empty())
          ++Good;
      }
    });
  for (std::thread &T : Threads)
    T.join();
  EXPECT_EQ(Good.load(), 12);

  // A corrupt entry: a fresh process compiles instead of answering from it.
  std::string Key = OnA.cache().key();
  fs::path Entry = fs::path(CacheDir) / "v1" / Key.substr(0, 2) / Key;
  ASSERT_TRUE(fs::exists(Entry));
  fs::resize_file(Entry, fs::file_size(Entry) - 1);
  EXPECT_EQ(A.stop(), 0);
  Dxild C;
  ASSERT_TRUE(C.start(Flags, Dir.path(), "c"));
  v1::CompileResponse Recompiled = C.compile(scaleRequest("10.0"));
  EXPECT_FALSE(Recompiled.cache().hit());
  EXPECT_EQ(produced(Recompiled), produced(OnA));
  EXPECT_NE(readFile(C.StderrPath).find("corrupt entry"), std::string::npos)
      << readFile(C.StderrPath);
  // And it rewrote the entry: the next fresh process hits it.
  EXPECT_EQ(C.stop(), 0);
  Dxild D;
  ASSERT_TRUE(D.start(Flags, Dir.path(), "d"));
  EXPECT_EQ(D.compile(scaleRequest("10.0")).cache().tier(), "disk");
  EXPECT_EQ(B.stop(), 0);
  EXPECT_EQ(D.stop(), 0);
}

TEST(CacheBinaries, TwoProcessesShareRedisAndSurviveItsDeath) {
  TempDir Dir("two-redis");
  RedisServer Redis;
  std::string Error;
  ASSERT_TRUE(Redis.start(Dir.path(), Error)) << Error;
  // A generous timeout: on a loaded machine (or under ASan) a 200 ms SET
  // can time out and the shared hit this test expects never happen. A dead
  // Redis refuses connections at once, so the timeout does not slow the
  // rest.
  std::vector<std::string> Flags = {"--redis", Redis.address(),
                                    "--redis-timeout-ms", "2000"};
  Dxild A, B;
  ASSERT_TRUE(A.start(Flags, Dir.path(), "a")) << readFile(A.StderrPath);
  ASSERT_TRUE(B.start(Flags, Dir.path(), "b")) << readFile(B.StderrPath);

  v1::CompileResponse OnA = A.compile(scaleRequest("11.0"));
  EXPECT_FALSE(OnA.cache().hit());
  v1::CompileResponse OnB = B.compile(scaleRequest("11.0"));
  EXPECT_TRUE(OnB.cache().hit());
  EXPECT_EQ(OnB.cache().tier(), "redis");
  EXPECT_EQ(produced(OnB), produced(OnA));

  Redis.kill();
  // Both keep answering: new compiles, and their own memory hits.
  for (Dxild *P : {&A, &B}) {
    v1::CompileResponse Fresh = P->compile(scaleRequest("12.0"));
    EXPECT_TRUE(Fresh.success());
    EXPECT_FALSE(Fresh.cache().hit());
    v1::CompileResponse Again = P->compile(scaleRequest("11.0"));
    EXPECT_TRUE(Again.success());
    EXPECT_TRUE(Again.cache().hit());
    EXPECT_EQ(Again.cache().tier(), "memory");
  }
  EXPECT_EQ(A.stop(), 0);
  EXPECT_EQ(B.stop(), 0);
  std::string Log = readFile(A.StderrPath);
  EXPECT_NE(Log.find("unavailable"), std::string::npos) << Log;
}

} // namespace
