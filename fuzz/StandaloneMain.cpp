//===- StandaloneMain.cpp - run a fuzz target over files, without libFuzzer -===//
//
// Regular builds link every fuzz target with this driver so ctest replays
// the seed corpus and every past crash (fuzz/regressions) on each run.
//
//===----------------------------------------------------------------------===//

#include <algorithm>
#include <cstdint>
#include <cstdio>
#include <filesystem>
#include <fstream>
#include <iterator>
#include <string>
#include <vector>

extern "C" int LLVMFuzzerTestOneInput(const uint8_t *Data, size_t Size);

int main(int Argc, char **Argv) {
  namespace fs = std::filesystem;
  size_t Count = 0;
  for (int I = 1; I < Argc; ++I) {
    std::vector<fs::path> Files;
    if (fs::is_directory(Argv[I])) {
      for (const auto &E : fs::directory_iterator(Argv[I]))
        if (E.is_regular_file())
          Files.push_back(E.path());
    } else {
      Files.push_back(Argv[I]);
    }
    std::sort(Files.begin(), Files.end());
    for (const fs::path &F : Files) {
      std::ifstream In(F, std::ios::binary);
      std::string Bytes((std::istreambuf_iterator<char>(In)), {});
      LLVMFuzzerTestOneInput(reinterpret_cast<const uint8_t *>(Bytes.data()),
                             Bytes.size());
      ++Count;
    }
  }
  std::printf("%zu inputs ran without a crash\n", Count);
  return 0;
}
