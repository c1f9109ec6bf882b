//===- Corpus.h - The shader corpus as compile requests ---------*- C++ -*-===//
//
// tests/corpus/*.hlsl name their target on the first line
// (`// PROFILE: cs_6_6 main`) and may ask for 16-bit types
// (`// FLAGS: -fnative-half-type -fnative-int16-type`).
//
//===----------------------------------------------------------------------===//

#ifndef DXILD_TESTS_CORPUS_H
#define DXILD_TESTS_CORPUS_H

#include "dxild/core/CompileRequest.h"

#include <algorithm>
#include <filesystem>
#include <fstream>
#include <ostream>
#include <regex>
#include <sstream>
#include <string>
#include <vector>

namespace dxild::test {

struct CorpusShader {
  std::string Name, Profile, Entry, Source;
  bool Native16 = false;
};

inline std::string readTextFile(const std::filesystem::path &P) {
  std::ifstream In(P);
  std::stringstream SS;
  SS << In.rdbuf();
  return SS.str();
}

/// Every corpus shader in \p Dir, sorted by name.
inline std::vector<CorpusShader> loadCorpus(const std::string &Dir) {
  std::vector<CorpusShader> Out;
  const std::regex Profile(R"(//\s*PROFILE:\s*(\w+)\s+(\w+))");
  for (const auto &E : std::filesystem::directory_iterator(Dir)) {
    if (E.path().extension() != ".hlsl")
      continue;
    CorpusShader S;
    S.Name = E.path().stem().string();
    S.Source = readTextFile(E.path());
    std::smatch Match;
    if (!std::regex_search(S.Source, Match, Profile))
      continue;
    S.Profile = Match[1];
    S.Entry = Match[2];
    S.Native16 = S.Source.find("-fnative-half-type") != std::string::npos;
    Out.push_back(std::move(S));
  }
  std::sort(Out.begin(), Out.end(),
            [](const CorpusShader &A, const CorpusShader &B) {
              return A.Name < B.Name;
            });
  return Out;
}

inline CompileRequest corpusRequest(const CorpusShader &S) {
  CompileRequest Req;
  Req.Source = S.Source;
  Req.SourceName = S.Name + ".hlsl";
  Req.Profile = S.Profile;
  Req.EntryPoint = S.Entry;
  Req.Enable16BitTypes = S.Native16;
  return Req;
}

/// What gtest prints for a parameter (instead of its bytes).
inline void PrintTo(const CorpusShader &S, std::ostream *OS) { *OS << S.Name; }

/// gtest parameter names.
struct CorpusShaderName {
  template <typename ParamInfo>
  std::string operator()(const ParamInfo &Info) const {
    return Info.param.Name;
  }
};

} // namespace dxild::test

#endif // DXILD_TESTS_CORPUS_H
