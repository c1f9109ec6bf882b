//===- CorpusBench.cpp - cold compile latency per corpus shader -----------===//
//
// For every shader of tests/corpus: the whole dxild pipeline in-process
// (frontend, binding, lowering, DXIL container) against spawning
// `clang-22 -cc1 ... -emit-llvm` per shader with the same prelude
// precompiled, which is what a build farm that shells out pays, and which
// does strictly less work. Both measured in this run; the table gives the
// median of N runs each and the ratio.
//
//===----------------------------------------------------------------------===//

#include "Spawn.h"
#include "dxild/core/Compiler.h"
#include "dxild/core/Prelude.h"

#include <algorithm>
#include <chrono>
#include <cmath>
#include <cstdio>
#include <filesystem>
#include <fstream>
#include <sstream>
#include <string>
#include <unistd.h>
#include <vector>

namespace fs = std::filesystem;
using Clock = std::chrono::steady_clock;

namespace {

using dxild::bench::spawnAndWait;

double median(std::vector<double> V) {
  std::sort(V.begin(), V.end());
  return V[V.size() / 2];
}

struct Shader {
  std::string Name, Profile, Entry, Source;
  std::vector<std::string> Flags;
};

std::string stageOf(const std::string &Profile) {
  if (Profile.rfind("vs", 0) == 0)
    return "vertex";
  if (Profile.rfind("ps", 0) == 0)
    return "pixel";
  return "compute";
}

} // namespace

int main(int Argc, char **Argv) {
  const int Runs = Argc > 1 ? std::max(1, std::atoi(Argv[1])) : 9;
  std::vector<Shader> Shaders;
  for (const auto &E : fs::directory_iterator(DXILD_CORPUS_DIR)) {
    if (E.path().extension() != ".hlsl")
      continue;
    std::ifstream In(E.path());
    std::stringstream SS;
    SS << In.rdbuf();
    Shader S;
    S.Name = E.path().stem().string();
    S.Source = SS.str();
    std::istringstream First(S.Source.substr(0, S.Source.find('\n')));
    std::string Marker;
    First >> Marker >> Marker >> S.Profile >> S.Entry;
    if (S.Profile.empty())
      continue;
    // "// FLAGS:" lines carry clang -cc1 flags; the 16-bit pair is what
    // dxild's Enable16BitTypes passes.
    if (S.Source.find("-fnative-int16-type") != std::string::npos)
      S.Flags.push_back("16bit");
    Shaders.push_back(std::move(S));
  }
  std::sort(Shaders.begin(), Shaders.end(),
            [](const Shader &A, const Shader &B) { return A.Name < B.Name; });

  // clang-22 gets the prelude precompiled too, per stage and model.
  char Template[] = "/tmp/dxild-corpus-bench-XXXXXX";
  std::string Dir = mkdtemp(Template);
  std::string Prelude = Dir + "/dxild_prelude.hlsl";
  std::ofstream(Prelude) << dxild::preludeSource();

  std::printf("| shader | profile | dxild in-process (ms) | clang-22 -cc1 "
              "process (ms) | ratio |\n|---|---|---:|---:|---:|\n");
  double LogSum = 0;
  int Counted = 0, Failed = 0;
  std::vector<double> AllDxild;
  for (const Shader &S : Shaders) {
    dxild::CompileRequest R;
    R.Source = S.Source;
    R.SourceName = S.Name + ".hlsl";
    R.Profile = S.Profile;
    R.EntryPoint = S.Entry;
    R.Enable16BitTypes = !S.Flags.empty();
    R.Outputs = dxild::OutputDXIL | dxild::OutputBindings;
    dxild::CompileResult First = dxild::compile(R);
    if (!First.succeeded()) {
      std::string Why;
      for (const dxild::Diagnostic &D : First.Diagnostics)
        if (D.Level >= dxild::Severity::Error) {
          Why = D.Code + ": " + D.Message.substr(0, 60);
          break;
        }
      std::printf("| %s | %s | rejected (%s) | | |\n", S.Name.c_str(),
                  S.Profile.c_str(), Why.c_str());
      ++Failed;
      continue;
    }
    std::vector<double> Dxild, Clang;
    for (int I = 0; I < Runs; ++I) {
      auto Start = Clock::now();
      dxild::compile(R);
      Dxild.push_back(
          std::chrono::duration<double, std::milli>(Clock::now() - Start)
              .count());
    }
    std::string Triple = "dxil-pc-shadermodel" + S.Profile.substr(3, 1) + "." +
                         S.Profile.substr(5, 1) + "-" + stageOf(S.Profile);
    std::string PCH =
        Dir + "/" + Triple + (S.Flags.empty() ? "" : "-16") + ".pch";
    std::vector<std::string> Common = {"clang-22", "-cc1", "-triple", Triple,
                                       "-O3"};
    if (!S.Flags.empty()) {
      Common.push_back("-fnative-half-type");
      Common.push_back("-fnative-int16-type");
    }
    if (!fs::exists(PCH)) {
      std::vector<std::string> Build = Common;
      for (const char *A : {"-x", "hlsl-header", "-emit-pch"})
        Build.push_back(A);
      Build.insert(Build.end(), {Prelude, "-o", PCH});
      spawnAndWait(Build);
    }
    std::string File = Dir + "/" + S.Name + ".hlsl";
    std::ofstream(File) << S.Source;
    std::vector<std::string> Args = Common;
    Args.insert(Args.end(), {"-x", "hlsl", "-hlsl-entry", S.Entry, "-emit-llvm",
                             "-include-pch", PCH, File, "-o", "-"});
    for (int I = 0; I < Runs; ++I) {
      auto Start = Clock::now();
      spawnAndWait(Args);
      Clang.push_back(
          std::chrono::duration<double, std::milli>(Clock::now() - Start)
              .count());
    }
    double D = median(Dxild), C = median(Clang);
    AllDxild.push_back(D);
    LogSum += std::log(C / D);
    ++Counted;
    std::printf("| %s | %s | %.2f | %.2f | %.1fx |\n", S.Name.c_str(),
                S.Profile.c_str(), D, C, C / D);
  }
  fs::remove_all(Dir);
  if (Counted)
    std::printf("\n%d shaders: median dxild %.2f ms; clang-22 process / "
                "dxild in-process, geometric mean %.1fx; %d rejected by "
                "dxild\n",
                Counted, median(AllDxild), std::exp(LogSum / Counted), Failed);
  return 0;
}
