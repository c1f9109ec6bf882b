//===- RealWorld.cpp - Compile the shared real-world corpus ---------------===//
//
// Compiles every entry point of ../shared/real-world/ (shaders public
// projects wrote for their own engines) in-process, in parallel, with the
// flags of its `.profile`, and compares the outcome with a checked-in
// expectation file:
//   - an entry the file says compiles and that now fails is a regression;
//   - an entry that now compiles and the file says fails asks for the file to
//     be rewritten (--update) in the same commit;
//   - an internal error or a crash fails the test whatever the file says.
// --update rewrites the expectation file and the README's corpus section
// (between the realworld markers): the figure and the table of remaining
// causes, grouped by first error. --bench N times each compiling entry (the
// median of N in-process compiles, one thread) against DXC's process wall
// time recorded in the corpus's dxsamples-dxc.tsv.
//
// With --parts FILE, the container of every compiled entry is also compared
// with DXC's (`NAME.dxc.dxil` beside the source) part by part (SFI0, ISG1,
// OSG1, PSG1, PSV0, RTS0; PartsCompare.h): an entry whose parts differ and
// that FILE does not list fails the test, a listed entry that now matches
// asks for --update, which rewrites FILE too.
//
//===----------------------------------------------------------------------===//

#include "parts/PartsCompare.h"
#include "dxild/core/Compiler.h"

#include <algorithm>
#include <atomic>
#include <cctype>
#include <chrono>
#include <cmath>
#include <csignal>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <filesystem>
#include <fstream>
#include <map>
#include <mutex>
#include <set>
#include <sstream>
#include <string>
#include <thread>
#include <tuple>
#include <unistd.h>
#include <vector>

namespace fs = std::filesystem;

namespace {

struct Entry {
  std::string Set;  ///< Corpus directory ("dxsamples").
  std::string Path; ///< Source path relative to the set's directory.
  std::string Profile, EntryPoint;
  std::vector<dxild::Define> Defines;
  std::vector<std::string> IncludeDirs;
  std::string HLSLVersion;
  unsigned OptLevel = 3;
  bool Enable16BitTypes = false;
  std::vector<std::string> UnknownFlags;
  bool DxcCompiles = true;
  double DxcMs = 0;
};

struct Outcome {
  bool Compiled = false;
  bool Internal = false;
  std::string Cause; ///< "code: message" of the first error, normalized.
  std::vector<std::string> Included;
  std::vector<std::string> AllErrors; ///< With locations, for --errors.
  bool HasDxcContainer = false;       ///< DXC's NAME.dxc.dxil exists.
  std::vector<std::string> PartDiffs; ///< Parts that differ from DXC's.
};

std::string readFile(const fs::path &P) {
  std::ifstream In(P, std::ios::binary);
  std::ostringstream SS;
  SS << In.rdbuf();
  return SS.str();
}

std::vector<std::string> splitWords(const std::string &Line) {
  std::vector<std::string> Words;
  std::istringstream In(Line);
  std::string W;
  while (In >> W)
    Words.push_back(W);
  return Words;
}

/// Parses `<profile> <entry> [DXC flags]`; flags dxild has no equivalent for
/// are kept in UnknownFlags and reported.
Entry parseProfile(const std::string &Set, const std::string &Path,
                   const std::string &Line) {
  Entry E;
  E.Set = Set;
  E.Path = Path;
  std::vector<std::string> W = splitWords(Line);
  if (W.size() >= 2) {
    E.Profile = W[0];
    E.EntryPoint = W[1];
  }
  for (size_t I = 2; I < W.size(); ++I) {
    const std::string &F = W[I];
    auto Value = [&](const char *Flag) -> std::string {
      size_t N = std::strlen(Flag);
      if (F.size() > N)
        return F.substr(N);
      return I + 1 < W.size() ? W[++I] : std::string();
    };
    if (F.rfind("-D", 0) == 0) {
      std::string D = Value("-D");
      size_t Eq = D.find('=');
      dxild::Define Def;
      Def.Name = D.substr(0, Eq);
      if (Eq != std::string::npos)
        Def.Value = D.substr(Eq + 1);
      E.Defines.push_back(Def);
    } else if (F.rfind("-I", 0) == 0) {
      E.IncludeDirs.push_back(Value("-I"));
    } else if (F == "-HV") {
      E.HLSLVersion = Value("-HV");
    } else if (F == "-enable-16bit-types") {
      E.Enable16BitTypes = true;
    } else if (F.size() == 3 && F.rfind("-O", 0) == 0 && F[2] >= '0' &&
               F[2] <= '3') {
      E.OptLevel = F[2] - '0';
    } else if (F == "-Od") {
      E.OptLevel = 0;
    } else {
      E.UnknownFlags.push_back(F);
    }
  }
  return E;
}

/// One error message in a form that is stable across unrelated changes and
/// short enough for a table: first line, whitespace collapsed, at most 110
/// characters.
std::string normalize(const dxild::Diagnostic &D) {
  std::string M = D.Message.substr(0, D.Message.find('\n'));
  std::string Out;
  for (char C : M) {
    if (C == '\t' || C == '\r')
      C = ' ';
    if (C == ' ' && (Out.empty() || Out.back() == ' '))
      continue;
    Out += C;
  }
  while (!Out.empty() && Out.back() == ' ')
    Out.pop_back();
  if (Out.size() > 110)
    Out = Out.substr(0, 107) + "...";
  return (D.Code.empty() ? std::string("clang") : D.Code) + ": " + Out;
}

// --- crash reporting: which entries were in flight -------------------------

constexpr int MaxThreads = 64;
std::atomic<const char *> InFlight[MaxThreads];

void onFatalSignal(int Sig) {
  const char Head[] =
      "\nFAIL: the compiler crashed (signal) while compiling:\n";
  (void)!write(2, Head, sizeof(Head) - 1);
  for (auto &Slot : InFlight)
    if (const char *P = Slot.load()) {
      (void)!write(2, "  ", 2);
      (void)!write(2, P, std::strlen(P));
      (void)!write(2, "\n", 1);
    }
  std::signal(Sig, SIG_DFL);
  std::raise(Sig);
}

struct Corpus {
  fs::path Root; ///< The real-world directory.
  std::vector<Entry> Entries;
  /// Per set: every source file, by path relative to the set's directory.
  std::map<std::string, std::map<std::string, std::string>> Files;
};

bool isSource(const fs::path &P) {
  std::string X = P.extension().string();
  return X == ".hlsl" || X == ".hlsli" || X == ".h" || X == ".fxh" ||
         X == ".inl";
}

Corpus loadCorpus(const fs::path &Root) {
  Corpus C;
  C.Root = Root;
  std::map<std::string, std::pair<bool, double>> Dxc;
  for (const auto &Set : fs::directory_iterator(Root)) {
    if (!Set.is_directory())
      continue;
    std::string SetName = Set.path().filename().string();
    std::ifstream Tsv(Root / (SetName + "-dxc.tsv"));
    std::string Line;
    while (std::getline(Tsv, Line)) {
      std::vector<std::string> Cols;
      std::istringstream LS(Line);
      std::string Col;
      while (std::getline(LS, Col, '\t'))
        Cols.push_back(Col);
      if (Cols.size() >= 5 && Cols[0] != "path")
        Dxc[SetName + "/" + Cols[0] + "\t" + Cols[2]] = {
            Cols[3] == "yes", std::atof(Cols[4].c_str())};
    }
    auto &Files = C.Files[SetName];
    for (const auto &F : fs::recursive_directory_iterator(Set.path())) {
      if (!F.is_regular_file())
        continue;
      std::string Rel = fs::relative(F.path(), Set.path()).generic_string();
      if (F.path().extension() == ".profile") {
        std::string Line = readFile(F.path());
        Line = Line.substr(0, Line.find('\n'));
        fs::path Src = F.path();
        Src.replace_extension(".hlsl");
        C.Entries.push_back(parseProfile(
            SetName, fs::relative(Src, Set.path()).generic_string(), Line));
      } else if (isSource(F.path()) &&
                 F.path().string().find(".dxc.") == std::string::npos) {
        Files[Rel] = readFile(F.path());
      }
    }
  }
  for (Entry &E : C.Entries) {
    auto It = Dxc.find(E.Set + "/" + E.Path + "\t" + E.EntryPoint);
    if (It != Dxc.end()) {
      E.DxcCompiles = It->second.first;
      E.DxcMs = It->second.second;
    }
  }
  std::sort(C.Entries.begin(), C.Entries.end(),
            [](const Entry &A, const Entry &B) {
              return std::tie(A.Set, A.Path) < std::tie(B.Set, B.Path);
            });
  return C;
}

std::string key(const Entry &E) { return E.Set + "/" + E.Path; }

/// The request a client would send: the entry's source, every source file of
/// its corpus (or only \p Only when given), its defines and include dirs.
dxild::CompileRequest makeRequest(const Corpus &C, const Entry &E,
                                  const std::vector<std::string> *Only) {
  dxild::CompileRequest R;
  const auto &Files = C.Files.at(E.Set);
  R.Source = Files.at(E.Path);
  R.SourceName = E.Path;
  if (Only) {
    for (const std::string &P : *Only)
      if (auto It = Files.find(P); It != Files.end())
        R.IncludeFiles.insert(*It);
  } else {
    R.IncludeFiles = Files;
    R.IncludeFiles.erase(E.Path);
  }
  R.IncludeDirs = E.IncludeDirs;
  R.EntryPoint = E.EntryPoint;
  R.Profile = E.Profile;
  R.Defines = E.Defines;
  R.HLSLVersion = E.HLSLVersion;
  R.OptLevel = E.OptLevel;
  R.Enable16BitTypes = E.Enable16BitTypes;
  R.Outputs = dxild::OutputDXIL | dxild::OutputBindings;
  return R;
}

/// DXC's container for \p E (empty when the corpus has none).
std::string dxcContainer(const Corpus &C, const Entry &E) {
  fs::path P = C.Root / E.Set / E.Path;
  P.replace_extension(".dxc.dxil");
  return fs::is_regular_file(P) ? readFile(P) : std::string();
}

Outcome compileEntry(const Corpus &C, const Entry &E, bool CompareParts) {
  Outcome O;
  dxild::CompileResult R = dxild::compile(makeRequest(C, E, nullptr));
  O.Compiled = R.succeeded() && !R.DXILContainer.empty();
  if (O.Compiled && CompareParts) {
    std::string Dxc = dxcContainer(C, E);
    O.HasDxcContainer = !Dxc.empty();
    if (O.HasDxcContainer)
      O.PartDiffs = partscompare::compareParts(R.DXILContainer, Dxc);
  }
  O.Internal = R.Status == dxild::CompileStatus::Internal;
  O.Included = R.IncludedFiles;
  for (const dxild::Diagnostic &D : R.Diagnostics)
    if (D.Level >= dxild::Severity::Error)
      O.AllErrors.push_back(D.File + ":" + std::to_string(D.Line) + ": " +
                            normalize(D));
  if (!O.Compiled) {
    for (const dxild::Diagnostic &D : R.Diagnostics)
      if (D.Level >= dxild::Severity::Error) {
        O.Cause = normalize(D);
        break;
      }
    if (O.Cause.empty())
      O.Cause = "dxild: failed without an error diagnostic";
  }
  return O;
}

enum class Status { Ok, Fail, Crash };

/// Expectation file: `set/path<TAB>ok`, `set/path<TAB>fail<TAB>cause` or
/// `set/path<TAB>crash<TAB>cause` (an internal error already known: it is
/// reported on every run, and any other internal error fails the test).
std::map<std::string, std::pair<Status, std::string>>
readExpectations(const fs::path &P) {
  std::map<std::string, std::pair<Status, std::string>> M;
  std::ifstream In(P);
  std::string Line;
  while (std::getline(In, Line)) {
    if (Line.empty() || Line[0] == '#')
      continue;
    std::vector<std::string> Cols;
    std::istringstream LS(Line);
    std::string Col;
    while (std::getline(LS, Col, '\t'))
      Cols.push_back(Col);
    if (Cols.size() >= 2)
      M[Cols[0]] = {Cols[1] == "ok"      ? Status::Ok
                    : Cols[1] == "crash" ? Status::Crash
                                         : Status::Fail,
                    Cols.size() > 2 ? Cols[2] : ""};
  }
  return M;
}

std::string markdownEscape(std::string S) {
  std::string Out;
  for (char Ch : S) {
    if (Ch == '|')
      Out += "\\|";
    else
      Out += Ch;
  }
  return Out;
}

/// The README section: figure and the table of remaining causes.
std::string summarize(const Corpus &C, const std::vector<Outcome> &Out) {
  size_t M = C.Entries.size(), K = 0, N = 0, NK = 0;
  std::map<std::string, std::vector<std::string>> Causes;
  for (size_t I = 0; I < M; ++I) {
    const Entry &E = C.Entries[I];
    K += E.DxcCompiles;
    N += Out[I].Compiled;
    NK += Out[I].Compiled && E.DxcCompiles;
    if (!Out[I].Compiled && E.DxcCompiles)
      Causes[(Out[I].Internal ? "**crash** " : "") + Out[I].Cause].push_back(
          key(E));
  }
  std::vector<std::pair<std::string, std::vector<std::string>>> Sorted(
      Causes.begin(), Causes.end());
  std::stable_sort(Sorted.begin(), Sorted.end(),
                   [](const auto &A, const auto &B) {
                     return A.second.size() > B.second.size();
                   });
  std::ostringstream S;
  char Pct[32];
  std::snprintf(Pct, sizeof Pct, "%.0f%%", K ? 100.0 * NK / K : 0.0);
  S << "dxild compiles **" << N << " of the " << M
    << " entry points** of the real-world corpus; DXC compiles " << K
    << ", so dxild compiles " << NK << " of the " << K << " DXC compiles ("
    << Pct << ").\n\n";
  S << "| entries | first error of the entries dxild does not compile |\n"
       "|---:|---|\n";
  for (const auto &[Cause, Keys] : Sorted)
    S << "| " << Keys.size() << " | " << markdownEscape(Cause) << " |\n";
  return S.str();
}

bool replaceSection(const fs::path &Readme, const std::string &Marker,
                    const std::string &Body) {
  std::string Text = readFile(Readme);
  const std::string Begin = "<!-- " + Marker + ":begin -->",
                    End = "<!-- " + Marker + ":end -->";
  size_t B = Text.find(Begin), E = Text.find(End);
  if (B == std::string::npos || E == std::string::npos || E < B)
    return false;
  Text = Text.substr(0, B + Begin.size()) + "\n" + Body + Text.substr(E);
  std::ofstream(Readme, std::ios::binary) << Text;
  return true;
}

double median(std::vector<double> V) {
  std::sort(V.begin(), V.end());
  return V[V.size() / 2];
}

int runBench(const Corpus &C, const std::vector<Outcome> &Out, int Runs,
             std::string &Report) {
  auto Emit = [&Report](const char *Fmt, auto... Args) {
    char Buf[1024];
    std::snprintf(Buf, sizeof Buf, Fmt, Args...);
    std::fputs(Buf, stdout);
    Report += Buf;
  };
  Emit("| entry | profile | dxild in-process (ms) | DXC process (ms) | "
       "ratio |\n|---|---|---:|---:|---:|\n");
  std::vector<double> Dxild, Ratios;
  for (size_t I = 0; I < C.Entries.size(); ++I) {
    const Entry &E = C.Entries[I];
    if (!Out[I].Compiled || !E.DxcCompiles || E.DxcMs <= 0)
      continue;
    // Ship what the compile opened, as a client collecting includes would.
    std::vector<std::string> Only;
    for (const std::string &P : Out[I].Included)
      Only.push_back(P);
    dxild::CompileRequest R = makeRequest(C, E, &Only);
    std::vector<double> T;
    for (int Run = 0; Run < Runs; ++Run) {
      auto Start = std::chrono::steady_clock::now();
      dxild::CompileResult Res = dxild::compile(R);
      T.push_back(std::chrono::duration<double, std::milli>(
                      std::chrono::steady_clock::now() - Start)
                      .count());
      if (!Res.succeeded()) {
        std::fprintf(stderr, "%s: failed in the timed run\n", key(E).c_str());
        return 1;
      }
    }
    double D = median(T);
    Dxild.push_back(D);
    Ratios.push_back(E.DxcMs / D);
    Emit("| %s | %s | %.2f | %.1f | %.1fx |\n", E.Path.c_str(),
         E.Profile.c_str(), D, E.DxcMs, E.DxcMs / D);
  }
  if (Dxild.empty())
    return 0;
  double LogSum = 0;
  for (double R : Ratios)
    LogSum += std::log(R);
  Emit("\n%zu entries both compile: median dxild %.2f ms in-process; "
       "DXC process / dxild, geometric mean %.1fx, median %.1fx\n",
       Dxild.size(), median(Dxild), std::exp(LogSum / Ratios.size()),
       median(Ratios));
  return 0;
}

// --- container parts against DXC's ----------------------------------------

/// "PSV0.SigOutputElements[1].StartRow: 2, DXC 1" -> the field without
/// element numbers, "PSV0.SigOutputElements[].StartRow".
std::string fieldOf(const std::string &Diff) {
  std::string F = Diff.substr(0, Diff.find(':'));
  std::string Out;
  for (size_t I = 0; I < F.size(); ++I) {
    Out += F[I];
    if (F[I] == '[')
      while (I + 1 < F.size() && std::isdigit((unsigned char)F[I + 1]))
        ++I;
  }
  return Out;
}

void reportParts(const Corpus &C, const std::vector<Outcome> &Out,
                 bool Verbose) {
  size_t Compared = 0, Equal = 0;
  std::map<std::string, size_t> Fields;
  for (size_t I = 0; I < C.Entries.size(); ++I) {
    if (!Out[I].HasDxcContainer)
      continue;
    ++Compared;
    Equal += Out[I].PartDiffs.empty();
    std::set<std::string> Seen;
    for (const std::string &D : Out[I].PartDiffs)
      if (Seen.insert(fieldOf(D)).second)
        ++Fields[fieldOf(D)];
    if (Verbose)
      for (const std::string &D : Out[I].PartDiffs)
        std::printf("parts: %s: %s\n", key(C.Entries[I]).c_str(), D.c_str());
  }
  std::printf("container parts (SFI0, ISG1, OSG1, PSG1, PSV0, RTS0) equal to "
              "DXC's for %zu of the %zu compiled entries with a DXC "
              "container\n",
              Equal, Compared);
  for (const auto &[F, N] : Fields)
    std::printf("  %4zu entries differ in %s\n", N, F.c_str());
}

/// Expectation file for parts: `set/path<TAB>first difference` for every
/// compiled entry whose parts are known to differ from DXC's.
void writePartsExpectations(const fs::path &P, const Corpus &C,
                            const std::vector<Outcome> &Out) {
  std::ofstream F(P, std::ios::binary);
  F << "# Compiled real-world entries whose container parts (SFI0, ISG1, "
       "OSG1, PSG1,\n# PSV0, RTS0) differ from DXC's, with the first "
       "difference. Rewritten by\n# scripts/realworld-corpus.sh --update.\n";
  for (size_t I = 0; I < C.Entries.size(); ++I)
    if (!Out[I].PartDiffs.empty())
      F << key(C.Entries[I]) << "\t" << Out[I].PartDiffs.front() << "\n";
}

int checkParts(const fs::path &P, const Corpus &C,
               const std::vector<Outcome> &Out,
               const std::vector<std::string> &Keys) {
  std::map<std::string, std::string> Known;
  std::ifstream In(P);
  std::string Line;
  while (std::getline(In, Line))
    if (!Line.empty() && Line[0] != '#')
      Known[Line.substr(0, Line.find('\t'))] = Line;
  int Failures = 0, Fixed = 0;
  for (size_t I = 0; I < C.Entries.size(); ++I) {
    if (!Out[I].HasDxcContainer)
      continue;
    bool Listed = Known.count(key(C.Entries[I]));
    if (!Out[I].PartDiffs.empty() && !Listed) {
      std::printf("FAIL: container parts of %s differ from DXC's:\n",
                  Keys[I].c_str());
      for (const std::string &D : Out[I].PartDiffs)
        std::printf("  %s\n", D.c_str());
      ++Failures;
    } else if (Out[I].PartDiffs.empty() && Listed) {
      std::printf("NEW: container parts of %s now equal DXC's\n",
                  Keys[I].c_str());
      ++Fixed;
    }
  }
  if (Fixed) {
    std::printf("FAIL: %d entries' parts newly equal DXC's: run "
                "scripts/realworld-corpus.sh --update and commit %s\n",
                Fixed, P.filename().string().c_str());
    ++Failures;
  }
  return Failures;
}

void usage() {
  std::fprintf(stderr,
               "usage: realworld_corpus --corpus DIR --expect FILE "
               "[--update] [--readme FILE] [--bench RUNS] [--errors FILE] "
               "[--only SUBSTRING] [--parts FILE] [-j N] [-v]\n");
}

} // namespace

int main(int Argc, char **Argv) {
  fs::path CorpusDir, ExpectFile, Readme, ErrorsFile, PartsFile;
  std::string Only;
  bool Update = false, Verbose = false;
  int BenchRuns = 0;
  unsigned Jobs = std::max(1u, std::thread::hardware_concurrency());
  for (int I = 1; I < Argc; ++I) {
    std::string A = Argv[I];
    auto Next = [&]() -> std::string {
      if (I + 1 >= Argc) {
        usage();
        std::exit(2);
      }
      return Argv[++I];
    };
    if (A == "--corpus")
      CorpusDir = Next();
    else if (A == "--expect")
      ExpectFile = Next();
    else if (A == "--readme")
      Readme = Next();
    else if (A == "--update")
      Update = true;
    else if (A == "--bench")
      BenchRuns = std::max(1, std::atoi(Next().c_str()));
    else if (A == "-j")
      Jobs = std::max(1, std::atoi(Next().c_str()));
    else if (A == "--only")
      Only = Next();
    else if (A == "--errors")
      ErrorsFile = Next();
    else if (A == "--parts")
      PartsFile = Next();
    else if (A == "-v")
      Verbose = true;
    else {
      usage();
      return 2;
    }
  }
  if (CorpusDir.empty() || ExpectFile.empty()) {
    usage();
    return 2;
  }
  if (!fs::is_directory(CorpusDir)) {
    // ctest reports exit code 77 as skipped (SKIP_RETURN_CODE).
    std::printf("SKIP: no real-world corpus at %s (CI checks out shared/ "
                "beside the source tree)\n",
                CorpusDir.string().c_str());
    return 77;
  }
  Corpus C = loadCorpus(CorpusDir);
  if (!Only.empty()) {
    // Debugging aid: compile the matching entries and print every error.
    for (const Entry &E : C.Entries)
      if (key(E).find(Only) != std::string::npos) {
        dxild::CompileResult R = dxild::compile(makeRequest(C, E, nullptr));
        std::printf("%s: %s\n", key(E).c_str(),
                    R.succeeded() ? "compiles" : "fails");
        for (const dxild::Diagnostic &D : R.Diagnostics)
          std::printf("  %s:%u:%u: %s [%s]\n", D.File.c_str(), D.Line, D.Column,
                      D.Message.c_str(), D.Code.c_str());
      }
    return 0;
  }
  if (C.Entries.empty()) {
    std::printf("SKIP: no entries under %s\n", CorpusDir.string().c_str());
    return 77;
  }

  std::signal(SIGSEGV, onFatalSignal);
  std::signal(SIGABRT, onFatalSignal);
  std::signal(SIGBUS, onFatalSignal);
  std::signal(SIGFPE, onFatalSignal);
  std::signal(SIGILL, onFatalSignal);

  auto Start = std::chrono::steady_clock::now();
  std::vector<Outcome> Out(C.Entries.size());
  std::vector<std::string> Keys;
  for (const Entry &E : C.Entries)
    Keys.push_back(key(E) + " (" + E.Profile + " " + E.EntryPoint + ")");
  std::atomic<size_t> Next{0};
  Jobs = std::min<unsigned>(Jobs, MaxThreads);
  std::vector<std::thread> Pool;
  for (unsigned T = 0; T < Jobs; ++T)
    Pool.emplace_back([&, T] {
      for (size_t I; (I = Next++) < C.Entries.size();) {
        InFlight[T] = Keys[I].c_str();
        Out[I] = compileEntry(C, C.Entries[I], !PartsFile.empty());
        InFlight[T] = nullptr;
      }
    });
  for (std::thread &T : Pool)
    T.join();
  double Seconds =
      std::chrono::duration<double>(std::chrono::steady_clock::now() - Start)
          .count();

  std::set<std::string> Unknown;
  for (const Entry &E : C.Entries)
    Unknown.insert(E.UnknownFlags.begin(), E.UnknownFlags.end());
  for (const std::string &F : Unknown)
    std::printf("note: DXC flag '%s' has no dxild equivalent; ignored\n",
                F.c_str());

  std::string Summary = summarize(C, Out);
  std::printf("%s\n(%.1f s on %u threads)\n", Summary.c_str(), Seconds, Jobs);
  if (!PartsFile.empty())
    reportParts(C, Out, Verbose);

  if (!ErrorsFile.empty()) {
    std::ofstream F(ErrorsFile, std::ios::binary);
    for (size_t I = 0; I < C.Entries.size(); ++I)
      for (const std::string &Err : Out[I].AllErrors)
        F << Keys[I] << "\t" << Err << "\n";
  }

  if (BenchRuns) {
    std::string Report;
    if (int RC = runBench(C, Out, BenchRuns, Report))
      return RC;
    if (!Readme.empty()) {
      char Head[256];
      std::snprintf(Head, sizeof Head,
                    "Measured with `scripts/realworld-corpus.sh --bench "
                    "--update-readme` (median of %d compiles, one thread; "
                    "load average before the run: ",
                    BenchRuns);
      std::string Load = readFile("/proc/loadavg");
      Load = Load.substr(
          0, Load.find(' ', Load.find(' ', Load.find(' ') + 1) + 1));
      if (!replaceSection(Readme, "realworld-bench",
                          Head + Load + ").\n\n" + Report)) {
        std::printf("FAIL: %s has no realworld-bench markers\n",
                    Readme.string().c_str());
        return 1;
      }
      std::printf("updated %s\n", Readme.string().c_str());
    }
    return 0;
  }

  int Failures = 0;

  if (Update && !PartsFile.empty()) {
    writePartsExpectations(PartsFile, C, Out);
    std::printf("updated %s\n", PartsFile.string().c_str());
  } else if (!PartsFile.empty()) {
    Failures += checkParts(PartsFile, C, Out, Keys);
  }

  if (Update) {
    std::ofstream F(ExpectFile, std::ios::binary);
    F << "# Real-world corpus expectations: per entry, whether dxild "
         "compiles it,\n# and if not its first error. Rewritten by "
         "scripts/realworld-corpus.sh --update.\n";
    for (size_t I = 0; I < C.Entries.size(); ++I)
      F << key(C.Entries[I]) << "\t"
        << (Out[I].Compiled
                ? "ok"
                : (Out[I].Internal ? "crash\t" : "fail\t") + Out[I].Cause)
        << "\n";
    std::printf("updated %s\n", ExpectFile.string().c_str());
    if (!Readme.empty()) {
      if (!replaceSection(Readme, "realworld", Summary)) {
        std::printf("FAIL: %s has no realworld markers\n",
                    Readme.string().c_str());
        return 1;
      }
      std::printf("updated %s\n", Readme.string().c_str());
    }
    return Failures ? 1 : 0;
  }

  auto Expected = readExpectations(ExpectFile);
  int Improved = 0;
  for (size_t I = 0; I < C.Entries.size(); ++I) {
    const Entry &E = C.Entries[I];
    auto It = Expected.find(key(E));
    if (It == Expected.end()) {
      std::printf("FAIL: %s is not in the expectation file\n", Keys[I].c_str());
      ++Failures;
      continue;
    }
    bool WasOk = It->second.first == Status::Ok;
    bool WasCrash = It->second.first == Status::Crash;
    if (Out[I].Internal && !WasCrash) {
      std::printf("FAIL: internal compiler error on %s: %s\n", Keys[I].c_str(),
                  Out[I].Cause.c_str());
      ++Failures;
    } else if (Out[I].Internal) {
      std::printf("KNOWN CRASH (listed in the expectation file, must be "
                  "fixed): %s: %s\n",
                  Keys[I].c_str(), Out[I].Cause.c_str());
    } else if (WasCrash) {
      std::printf("FAIL: %s no longer crashes: run "
                  "scripts/realworld-corpus.sh --update\n",
                  Keys[I].c_str());
      ++Failures;
    } else if (WasOk && !Out[I].Compiled) {
      std::printf("FAIL: regression: %s compiled and now fails: %s\n",
                  Keys[I].c_str(), Out[I].Cause.c_str());
      ++Failures;
    } else if (!WasOk && Out[I].Compiled) {
      std::printf("NEW: %s now compiles\n", Keys[I].c_str());
      ++Improved;
    } else if (Verbose && !WasOk && It->second.second != Out[I].Cause) {
      std::printf("note: %s first error changed: '%s' -> '%s'\n",
                  Keys[I].c_str(), It->second.second.c_str(),
                  Out[I].Cause.c_str());
    }
  }
  if (Improved) {
    std::printf("FAIL: %d entries newly compile: run "
                "scripts/realworld-corpus.sh --update and commit the "
                "expectation file and README with this change\n",
                Improved);
    ++Failures;
  }
  std::printf(Failures ? "FAILED\n" : "PASSED\n");
  return Failures ? 1 : 0;
}
