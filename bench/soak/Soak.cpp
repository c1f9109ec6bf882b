//===- Soak.cpp - many clients, mixed traffic, every answer checked -------===//
//
// dxild-soak --server HOST:PORT --seconds N [--clients C] [--server-pid PID]
//
// Each client loops until time runs out, sending a mix of valid compiles
// (each with its own define, checked in the IR), broken sources (checked for
// the error's line), oversized requests, include escapes, streams and
// impossible deadlines. With --server-pid it samples the server's resident
// memory every second and fails if it keeps growing after warm-up.
//
// With --permutations N it sends only valid compiles of N distinct
// permutations (no time limit) and reports the server's memory as the count
// grows: what a build farm's stream of new permutations does to RSS.
//
// Bounded in time and count; loopback only. Ends with "N passed, M failed".
//
//===----------------------------------------------------------------------===//

#include "dxild/client/Client.h"

#include <atomic>
#include <chrono>
#include <climits>
#include <cstdio>
#include <cstdlib>
#include <filesystem>
#include <fstream>
#include <iostream>
#include <map>
#include <mutex>
#include <random>
#include <string>
#include <thread>
#include <vector>

using namespace dxild;
using Clock = std::chrono::steady_clock;

namespace {

constexpr int StatusDeadlineExceeded = 4, StatusResourceExhausted = 8,
              StatusInvalidArgument = 3;

const char *const Shader =
    R"hlsl(RWStructuredBuffer<float4> Data : register(u0);
cbuffer Params : register(b0) { float4 Scale; };
[numthreads(64, 1, 1)]
void main(uint3 tid : SV_DispatchThreadID) {
  float4 v = Data[tid.x] * Scale + VALUE;
  Data[tid.x] = saturate(v) * length(v.xyz);
}
)hlsl";

const char *const Broken = R"hlsl(RWBuffer<float> Out;
[numthreads(1, 1, 1)]
void main() {
  Out[0] = undefined_name;
}
)hlsl";

struct Tally {
  std::atomic<uint64_t> Passed{0}, Failed{0};
  std::mutex Mutex;
  std::vector<std::string> Samples; // first few failures, for the report

  void pass() { ++Passed; }
  void fail(const std::string &What) {
    ++Failed;
    std::lock_guard<std::mutex> Lock(Mutex);
    if (Samples.size() < 20)
      Samples.push_back(What);
  }
};

v1::CompileRequest validRequest(int Value) {
  v1::CompileRequest R;
  R.set_source(Shader);
  R.set_source_name("soak.hlsl");
  R.set_profile("cs_6_6");
  v1::Define *D = R.add_defines();
  D->set_name("VALUE");
  D->set_value(std::to_string(Value) + ".0");
  return R;
}

std::string printed(int Value) {
  char Buf[32];
  std::snprintf(Buf, sizeof(Buf), "%.6e", static_cast<double>(Value));
  return Buf;
}

bool compiledWith(const v1::CompileResponse &R, int Value) {
  return R.success() &&
         (R.artifacts().llvm_ir().find(printed(Value)) != std::string::npos ||
          !R.artifacts().dxil_container().empty());
}

/// Distinct valid compiles until Next reaches Total.
void runPermutations(const std::string &Server, std::atomic<int> &Next,
                     int Total, Tally &T) {
  auto C = client::makeRemoteClient(Server);
  for (int I; (I = Next++) < Total;) {
    // Values start at 1: "x + 0.0" folds away and leaves nothing to check.
    int V = I + 1;
    v1::CompileResponse R;
    v1::CompileRequest Req = validRequest(V);
    Req.add_outputs(v1::OUTPUT_KIND_LLVM_IR);
    client::RpcStatus S = C->compile(Req, R);
    if (S.ok() && compiledWith(R, V))
      T.pass();
    else
      T.fail("permutation " + std::to_string(V) + ": " + S.Message);
  }
}

/// Inputs that once took a server down or bloated it, with the prefix of the
/// stable code each must get (empty: an ordinary answer). Which limit ends a
/// runaway compile first (memory or time) depends on the machine's load, so
/// either is right. soak.sh runs the server with
/// --max-compile-ms 5000 and --max-compile-memory-mb 512.
std::vector<std::pair<std::string, std::string>> hostileInputs() {
  const std::string Buffer = "RWStructuredBuffer<float> B : register(u0);\n";
  std::string Define = "#define A0 x\n";
  for (int I = 1; I < 40; ++I)
    Define += "#define A" + std::to_string(I) + " A" + std::to_string(I - 1) +
              " A" + std::to_string(I - 1) + "\n";
  Define += Buffer + "[numthreads(1,1,1)] void main() { float x = 1; "
                     "B[0] = A39; }\n";
  return {
      // 200,000 nested parentheses: fits the worker's 256 MiB stack.
      {"#if " + std::string(200000, '(') + "1" + std::string(200000, ')') +
           "\n#endif\n" + Buffer +
           "[numthreads(1,1,1)] void main() { B[0] = 1; }\n",
       ""},
      {Define, "dxild.limit."},
      {"groupshared float g[1 << 30];\n" + Buffer +
           "[numthreads(1,1,1)] void main(uint3 i : SV_DispatchThreadID) { "
           "g[i.x] = 1; GroupMemoryBarrierWithGroupSync(); B[0] = "
           "g[i.x + 1]; }\n",
       "dxild.limit."},
      {"static float big[1 << 28];\n" + Buffer +
           "[numthreads(1,1,1)] void main(uint3 i : SV_DispatchThreadID) { "
           "big[i.x] = 2; B[0] = big[i.x ^ 1]; }\n",
       "dxild.limit."},
  };
}

void runClient(const std::string &Server, int Id, Clock::time_point End,
               size_t HugeBytes, Tally &T) {
  auto C = client::makeRemoteClient(Server);
  std::mt19937 Rng(1234 + Id);
  int Counter = Id * 1000000;
  while (Clock::now() < End) {
    int Kind = static_cast<int>(Rng() % 100);
    v1::CompileResponse R;
    if (Kind < 3) {
      // Hostile: each must end with its stable code (or compile), never
      // take the server down; the server runs with small limits.
      static const std::vector<std::pair<std::string, std::string>> Hostile =
          hostileInputs();
      const auto &[Source, Code] = Hostile[Rng() % Hostile.size()];
      v1::CompileRequest Req = validRequest(0);
      Req.set_source(Source);
      Req.set_cache_mode(v1::CACHE_MODE_BYPASS);
      client::RpcStatus S = C->compile(Req, R);
      bool Ok = Code.empty() ? S.ok() : S.Message.rfind(Code, 0) == 0;
      Ok ? T.pass()
         : T.fail("hostile input: expected '" + Code + "', got " +
                  std::to_string(S.Code) + " " + S.Message.substr(0, 200));
    } else if (Kind < 55) {
      int V = 1 + ++Counter % 100000; // never 0: "+ 0.0" folds away
      v1::CompileRequest Req = validRequest(V);
      Req.add_outputs(v1::OUTPUT_KIND_LLVM_IR);
      client::RpcStatus S = C->compile(Req, R);
      if (S.ok() && compiledWith(R, V))
        T.pass();
      else
        T.fail("valid compile " + std::to_string(V) + ": " + S.Message);
    } else if (Kind < 70) {
      v1::CompileRequest Req = validRequest(0);
      Req.set_source(Broken);
      client::RpcStatus S = C->compile(Req, R);
      bool Ok = S.ok() && !R.success() && R.diagnostics_size() > 0 &&
                R.diagnostics(0).line() == 4;
      Ok ? T.pass() : T.fail("broken source not reported at line 4");
    } else if (Kind < 78) {
      v1::CompileRequest Req = validRequest(0);
      Req.set_source(std::string(HugeBytes, ' ') + Shader);
      client::RpcStatus S = C->compile(Req, R);
      bool Ok =
          S.Code == StatusInvalidArgument || S.Code == StatusResourceExhausted;
      Ok ? T.pass() : T.fail("huge request accepted: " + S.Message);
    } else if (Kind < 85) {
      v1::CompileRequest Req = validRequest(0);
      Req.set_source("#include \"/etc/passwd\"\n" + Req.source());
      client::RpcStatus S = C->compile(Req, R);
      bool Ok = S.ok() && !R.success() && R.included_files_size() == 0;
      Ok ? T.pass() : T.fail("include escape not rejected");
    } else if (Kind < 95) {
      std::vector<v1::CompileRequest> Batch;
      std::vector<int> Values;
      for (int I = 0; I < 8; ++I) {
        Values.push_back(1 + ++Counter % 100000);
        Batch.push_back(validRequest(Values.back()));
        Batch.back().set_request_id("s" + std::to_string(I));
      }
      std::vector<v1::CompileResponse> Out;
      client::RpcStatus S = C->compileMany(Batch, Out);
      bool Ok = S.ok() && Out.size() == Batch.size();
      for (size_t I = 0; Ok && I < Out.size(); ++I)
        Ok = Out[I].request_id() == Batch[I].request_id() &&
             compiledWith(Out[I], Values[I]);
      Ok ? T.pass() : T.fail("stream batch: " + S.Message);
    } else {
      client::CallOptions Tight;
      Tight.Timeout = std::chrono::milliseconds(1);
      client::RpcStatus S = C->compile(validRequest(7), R, Tight);
      bool Ok = S.Code == StatusDeadlineExceeded || (S.ok() && R.success());
      Ok ? T.pass() : T.fail("tight deadline: " + S.Message);
    }
  }
}

long rssKiB(int Pid) {
  std::ifstream In("/proc/" + std::to_string(Pid) + "/status");
  std::string Line;
  while (std::getline(In, Line))
    if (Line.rfind("VmRSS:", 0) == 0)
      return std::atol(Line.c_str() + 6);
  return -1;
}

/// The resident size of Pid's descendants (the worker zygote and workers).
long descendantsRssKiB(int Pid) {
  std::map<int, int> Parent;
  for (const auto &E : std::filesystem::directory_iterator("/proc")) {
    std::string Name = E.path().filename();
    if (Name.empty() || !std::isdigit(static_cast<unsigned char>(Name[0])))
      continue;
    std::ifstream In(E.path() / "stat");
    std::string Stat((std::istreambuf_iterator<char>(In)), {});
    size_t Close = Stat.rfind(')');
    if (Close == std::string::npos)
      continue;
    int PPid = 0;
    char State;
    if (std::sscanf(Stat.c_str() + Close + 2, "%c %d", &State, &PPid) == 2)
      Parent[std::atoi(Name.c_str())] = PPid;
  }
  long Total = 0;
  for (const auto &[P, PP] : Parent) {
    for (int Up = PP; Up > 1; Up = Parent.count(Up) ? Parent[Up] : 0)
      if (Up == Pid) {
        long R = rssKiB(P);
        Total += R > 0 ? R : 0;
        break;
      }
  }
  return Total;
}

/// --permutations: N distinct compiles; RSS after every tenth of them.
int runPermutationMode(const std::string &Server, int Clients, int Pid,
                       int Total, Tally &T) {
  std::atomic<int> Next{0};
  auto Start = Clock::now();
  std::vector<std::thread> Threads;
  for (int I = 0; I < Clients; ++I)
    Threads.emplace_back(runPermutations, Server, std::ref(Next), Total,
                         std::ref(T));
  std::vector<long> AtTenth;
  long Peak = 0;
  int Reported = 0;
  while (static_cast<int>(T.Passed + T.Failed) < Total) {
    std::this_thread::sleep_for(std::chrono::milliseconds(200));
    long Rss = Pid ? rssKiB(Pid) : 0;
    Peak = std::max(Peak, Rss);
    int Done = static_cast<int>(T.Passed + T.Failed);
    while (Reported < 10 && Done >= (Reported + 1) * Total / 10) {
      AtTenth.push_back(Rss);
      ++Reported;
      std::cout << "compiles " << Done << ": rss " << Rss / 1024 << " MiB\n";
    }
  }
  for (std::thread &Th : Threads)
    Th.join();
  double Secs = std::chrono::duration<double>(Clock::now() - Start).count();
  std::cout << "permutations: " << Total << " in " << Secs << " s ("
            << static_cast<int>(Total / Secs) << "/s), peak rss " << Peak / 1024
            << " MiB\n";
  // Plateau: the second half may not grow more than 10% + 32 MiB over the
  // value at 50%.
  if (Pid && AtTenth.size() == 10) {
    long Mid = AtTenth[4], End = AtTenth[9];
    if (End > Mid + Mid / 10 + 32 * 1024)
      T.fail("rss grew from " + std::to_string(Mid / 1024) + " MiB at 50% to " +
             std::to_string(End / 1024) + " MiB at 100%");
    else
      T.pass();
  }
  for (const std::string &S : T.Samples)
    std::cout << "failure: " << S << "\n";
  std::cout << T.Passed << " passed, " << T.Failed << " failed\n";
  return T.Failed == 0 ? 0 : 1;
}

} // namespace

int main(int Argc, char **Argv) {
  std::string Server = "127.0.0.1:7575";
  int Seconds = 60, Clients = 4, Pid = 0, Permutations = 0;
  size_t HugeBytes = 9u << 20;
  for (int I = 1; I + 1 < Argc; I += 2) {
    std::string Flag = Argv[I], Value = Argv[I + 1];
    if (Flag == "--server")
      Server = Value;
    else if (Flag == "--seconds")
      Seconds = std::atoi(Value.c_str());
    else if (Flag == "--clients")
      Clients = std::atoi(Value.c_str());
    else if (Flag == "--server-pid")
      Pid = std::atoi(Value.c_str());
    else if (Flag == "--permutations")
      Permutations = std::max(0, std::min(std::atoi(Value.c_str()), 10000000));
    else if (Flag == "--huge-bytes")
      HugeBytes = std::strtoull(Value.c_str(), nullptr, 10);
    else {
      std::cerr << "dxild-soak: unknown flag " << Flag << "\n";
      return 2;
    }
  }
  Seconds = std::max(1, std::min(Seconds, 24 * 3600));
  Clients = std::max(1, std::min(Clients, 64));

  Tally T;
  if (Permutations)
    return runPermutationMode(Server, Clients, Pid, Permutations, T);
  auto Start = Clock::now();
  auto End = Start + std::chrono::seconds(Seconds);
  std::vector<std::thread> Threads;
  for (int I = 0; I < Clients; ++I)
    Threads.emplace_back(runClient, Server, I, End, HugeBytes, std::ref(T));

  // Memory: the first quarter is warm-up (caches fill, the prelude is
  // precompiled); after it, RSS may wobble but must not keep climbing.
  std::vector<long> Samples, WorkerSamples;
  while (Clock::now() < End) {
    std::this_thread::sleep_for(std::chrono::seconds(1));
    if (Pid) {
      Samples.push_back(rssKiB(Pid));
      WorkerSamples.push_back(descendantsRssKiB(Pid));
    }
    uint64_t Done = T.Passed + T.Failed;
    auto Elapsed =
        std::chrono::duration_cast<std::chrono::seconds>(Clock::now() - Start)
            .count();
    if (Elapsed % 30 == 0)
      std::cerr << "soak: " << Elapsed << "s, " << Done << " checks, "
                << T.Failed << " failed"
                << (Pid ? ", rss " + std::to_string(Samples.back() / 1024) +
                              " MiB"
                        : "")
                << "\n";
  }
  for (std::thread &Th : Threads)
    Th.join();

  if (Pid && Samples.size() >= 8) {
    size_t Warm = Samples.size() / 4;
    long AfterWarmUp = 0;
    for (size_t I = Warm; I < Warm + 3 && I < Samples.size(); ++I)
      AfterWarmUp = std::max(AfterWarmUp, Samples[I]);
    long Last = Samples.back(), Peak = 0;
    for (long S : Samples)
      Peak = std::max(Peak, S);
    std::cout << "rss: after warm-up " << AfterWarmUp / 1024 << " MiB, peak "
              << Peak / 1024 << " MiB, end " << Last / 1024 << " MiB\n";
    // 25% + 64 MiB of headroom for allocator noise; a leak of even 1 KiB
    // per request exceeds it in a 10-minute run.
    if (Last > AfterWarmUp + AfterWarmUp / 4 + 64 * 1024)
      T.fail("server memory kept growing: " + std::to_string(AfterWarmUp) +
             " KiB after warm-up, " + std::to_string(Last) + " KiB at the end");
    else
      T.pass();
    // Workers: a hostile compile may hold up to its memory limit for a
    // moment, so compare floors (the least of each 30 samples): a leak
    // raises the floor, recycling keeps it down.
    auto FloorAt = [&](size_t From) {
      long Min = LONG_MAX;
      for (size_t I = From; I < From + 30 && I < WorkerSamples.size(); ++I)
        Min = std::min(Min, WorkerSamples[I]);
      return Min;
    };
    long WarmFloor = FloorAt(Warm),
         EndFloor =
             FloorAt(WorkerSamples.size() > 30 ? WorkerSamples.size() - 30 : 0);
    std::cout << "worker rss floor: after warm-up " << WarmFloor / 1024
              << " MiB, end " << EndFloor / 1024 << " MiB\n";
    if (EndFloor > WarmFloor + WarmFloor / 4 + 128 * 1024)
      T.fail("worker memory kept growing: floor " + std::to_string(WarmFloor) +
             " KiB after warm-up, " + std::to_string(EndFloor) +
             " KiB at the end");
    else
      T.pass();
  }

  for (const std::string &S : T.Samples)
    std::cout << "failure: " << S << "\n";
  double Secs = std::chrono::duration<double>(Clock::now() - Start).count();
  std::cout << "soak: " << Clients << " clients, " << Seconds << " s, "
            << static_cast<uint64_t>((T.Passed + T.Failed) / Secs)
            << " checks/s\n";
  std::cout << T.Passed << " passed, " << T.Failed << " failed\n";
  return T.Failed == 0 ? 0 : 1;
}
