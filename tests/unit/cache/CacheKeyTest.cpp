//===- CacheKeyTest.cpp - The compile cache key ---------------------------===//
//
// Stability (same request, same key; a golden key pins the serialization)
// and sensitivity (every field that can change the output changes the key;
// what cannot — protobuf map order, order of different-name defines, the
// PCH switch — does not).
//
//===----------------------------------------------------------------------===//

#include "dxild/core/CacheKey.h"
#include "ProtoConvert.h"

#include <gtest/gtest.h>

#include <functional>
#include <set>

using namespace dxild;

namespace {

CacheKeyContext fixedContext() {
  CacheKeyContext C;
  C.Compiler = {"0.1.0", "clang version 22.0.0", "22.0.0"};
  C.PreludeHash = std::string(64, 'a');
  C.BuildId = "0123456789abcdef";
  return C;
}

CompileRequest baseRequest() {
  CompileRequest R;
  R.Source = "[numthreads(1,1,1)] void main() {}";
  R.Defines = {{"A", "1"}, {"B", std::nullopt}};
  R.IncludeFiles = {{"a.hlsli", "// a"}, {"dir/b.hlsli", "// b"}};
  R.IncludeDirs = {"dir", "other"};
  R.Binding.DefaultSpace = 2;
  R.Binding.Reserved = {{ResourceClass::UAV, 0, 1, 2}};
  R.Binding.Pins = {{"Out", 1, 3}};
  return R;
}

TEST(CacheKey, IsStableHexSha256) {
  CacheKeyContext C = fixedContext();
  std::string K = cacheKey(baseRequest(), C);
  EXPECT_EQ(K.size(), 64u);
  EXPECT_EQ(K.find_first_not_of("0123456789abcdef"), std::string::npos) << K;
  EXPECT_EQ(K, cacheKey(baseRequest(), C));
  // Pinned: if this changes, the serialization changed, and
  // CacheKeyFormatVersion must be bumped with it (then update the value).
  EXPECT_EQ(CacheKeyFormatVersion, 8u);
  EXPECT_EQ(K,
            "4ed0a308815b3f0e069d3a27d97587a4b772c758aac7307951738c65c0f9d481");
}

TEST(CacheKey, ProcessContextIsComplete) {
  const CacheKeyContext &C = currentCacheKeyContext();
  EXPECT_FALSE(C.Compiler.DxildVersion.empty());
  EXPECT_FALSE(C.Compiler.ClangVersion.empty());
  EXPECT_FALSE(C.Compiler.LLVMVersion.empty());
  EXPECT_EQ(C.PreludeHash.size(), 64u);
  // Debian's toolchain links with --build-id.
  EXPECT_FALSE(C.BuildId.empty());
  EXPECT_EQ(cacheKey(baseRequest()), cacheKey(baseRequest(), C));
}

// Fails to compile when CompileRequest (or a struct inside it) gains a field:
// add it to canonicalCacheInput() (or document why it is output-neutral) and
// add a mutation below.
[[maybe_unused]] void fieldCountGuard(const CompileRequest &R) {
  const auto &[Source, SourceName, EntryPoint, Profile, Defines, IncludeFiles,
               IncludeDirs, OptLevel, HLSLVersion, Enable16BitTypes, UsePrelude,
               UsePreludePCH, Binding, Outputs, StopAfter, ZeroDigest,
               WarningOptions, CodeGen, Debug] = R;
  const auto &[AllResourcesBound, ResMayAlias, Fp32DenormMode, IEEEStrict,
               PackMatrixRowMajor, ValidatorVersion, RootSignatureDefine,
               RootSignatureVersion, LegacyMacroExpansion, DX9CompatMode] =
      CodeGen;
  const auto &[DebugEnabled, DebugArguments, HashIncludesSource] = Debug;
  const auto &[DefaultSpace, Reserved, Pins] = Binding;
  const auto &[Class, Space, LowerBound, Count] = ReservedRange();
  const auto &[PinName, PinSpace, PinLowerBound] = BindingPin();
  const auto &[Name, Value] = Define();
  const auto &[Dxild, Clang, LLVM] = CompilerIdentity();
  const auto &[Compiler, Prelude, Build] = CacheKeyContext();
}

TEST(CacheKey, EveryOutputFieldChangesTheKey) {
  using Mutation = std::function<void(CompileRequest &)>;
  std::vector<std::pair<const char *, Mutation>> Mutations = {
      {"Source", [](CompileRequest &R) { R.Source += " "; }},
      {"SourceName", [](CompileRequest &R) { R.SourceName = "x.hlsl"; }},
      {"EntryPoint", [](CompileRequest &R) { R.EntryPoint = "other"; }},
      {"Profile", [](CompileRequest &R) { R.Profile = "cs_6_0"; }},
      {"Define name", [](CompileRequest &R) { R.Defines[0].Name = "C"; }},
      {"Define value", [](CompileRequest &R) { R.Defines[0].Value = "2"; }},
      {"Define value absent",
       [](CompileRequest &R) { R.Defines[0].Value.reset(); }},
      {"Define value empty",
       [](CompileRequest &R) { R.Defines[1].Value = ""; }},
      {"Define added",
       [](CompileRequest &R) {
         R.Defines.push_back({"Z", "1"});
       }},
      {"Include path",
       [](CompileRequest &R) {
         R.IncludeFiles.erase("a.hlsli");
         R.IncludeFiles["c.hlsli"] = "// a";
       }},
      {"Include content",
       [](CompileRequest &R) { R.IncludeFiles["a.hlsli"] = "// A"; }},
      {"Include added", [](CompileRequest &R) { R.IncludeFiles["n.h"] = ""; }},
      {"IncludeDirs order",
       [](CompileRequest &R) {
         std::swap(R.IncludeDirs[0], R.IncludeDirs[1]);
       }},
      {"IncludeDirs added",
       [](CompileRequest &R) { R.IncludeDirs.push_back("x"); }},
      {"OptLevel", [](CompileRequest &R) { R.OptLevel = 0; }},
      {"HLSLVersion", [](CompileRequest &R) { R.HLSLVersion = "2021"; }},
      {"Enable16BitTypes",
       [](CompileRequest &R) { R.Enable16BitTypes = true; }},
      {"UsePrelude", [](CompileRequest &R) { R.UsePrelude = false; }},
      {"DefaultSpace", [](CompileRequest &R) { R.Binding.DefaultSpace = 3; }},
      {"DefaultSpace absent",
       [](CompileRequest &R) { R.Binding.DefaultSpace.reset(); }},
      {"DefaultSpace 0 vs absent",
       [](CompileRequest &R) { R.Binding.DefaultSpace = 0; }},
      {"Reserved class",
       [](CompileRequest &R) {
         R.Binding.Reserved[0].Class = ResourceClass::SRV;
       }},
      {"Reserved space",
       [](CompileRequest &R) { R.Binding.Reserved[0].Space = 9; }},
      {"Reserved lower",
       [](CompileRequest &R) { R.Binding.Reserved[0].LowerBound = 9; }},
      {"Reserved count",
       [](CompileRequest &R) { R.Binding.Reserved[0].Count = 9; }},
      {"Reserved added",
       [](CompileRequest &R) { R.Binding.Reserved.push_back({}); }},
      {"Pin name", [](CompileRequest &R) { R.Binding.Pins[0].Name = "In"; }},
      {"Pin space", [](CompileRequest &R) { R.Binding.Pins[0].Space = 9; }},
      {"Pin lower",
       [](CompileRequest &R) { R.Binding.Pins[0].LowerBound = 9; }},
      {"Pin added", [](CompileRequest &R) { R.Binding.Pins.push_back({}); }},
      {"Outputs", [](CompileRequest &R) { R.Outputs |= OutputDXIL; }},
      {"StopAfter",
       [](CompileRequest &R) { R.StopAfter = PipelineStage::Binding; }},
      {"ZeroDigest", [](CompileRequest &R) { R.ZeroDigest = true; }},
      {"WarningOptions",
       [](CompileRequest &R) { R.WarningOptions.push_back("-Werror"); }},
      {"WarningOptions order",
       [](CompileRequest &R) {
         R.WarningOptions = {"-Wno-conversion", "-Wconversion"};
       }},
      {"AllResourcesBound",
       [](CompileRequest &R) { R.CodeGen.AllResourcesBound = true; }},
      {"ResMayAlias", [](CompileRequest &R) { R.CodeGen.ResMayAlias = true; }},
      {"Fp32DenormMode",
       [](CompileRequest &R) { R.CodeGen.Fp32DenormMode = "ftz"; }},
      {"Fp32DenormMode other",
       [](CompileRequest &R) { R.CodeGen.Fp32DenormMode = "preserve"; }},
      {"IEEEStrict", [](CompileRequest &R) { R.CodeGen.IEEEStrict = true; }},
      {"PackMatrixRowMajor",
       [](CompileRequest &R) { R.CodeGen.PackMatrixRowMajor = true; }},
      {"ValidatorVersion",
       [](CompileRequest &R) { R.CodeGen.ValidatorVersion = "1.6"; }},
      {"RootSignatureDefine",
       [](CompileRequest &R) { R.CodeGen.RootSignatureDefine = "RS"; }},
      {"RootSignatureVersion",
       [](CompileRequest &R) {
         R.CodeGen.RootSignatureVersion = "rootsig_1_0";
       }},
      {"LegacyMacroExpansion",
       [](CompileRequest &R) { R.CodeGen.LegacyMacroExpansion = true; }},
      {"DX9CompatMode",
       [](CompileRequest &R) { R.CodeGen.DX9CompatMode = true; }},
      {"Debug.Enabled", [](CompileRequest &R) { R.Debug.Enabled = true; }},
      {"Debug.Arguments",
       [](CompileRequest &R) {
         R.Debug.Enabled = true;
         R.Debug.Arguments = {"-Zi"};
       }},
      {"Debug.HashIncludesSource",
       [](CompileRequest &R) {
         R.Debug.Enabled = true;
         R.Debug.HashIncludesSource = true;
       }},
      {"WarningOptions reversed",
       [](CompileRequest &R) {
         R.WarningOptions = {"-Wconversion", "-Wno-conversion"};
       }},
  };
  CacheKeyContext C = fixedContext();
  std::string Base = cacheKey(baseRequest(), C);
  std::set<std::string> Seen = {Base};
  for (const auto &[Name, Mutate] : Mutations) {
    CompileRequest R = baseRequest();
    Mutate(R);
    std::string K = cacheKey(R, C);
    EXPECT_NE(K, Base) << Name;
    EXPECT_TRUE(Seen.insert(K).second) << Name << " collides";
  }
}

TEST(CacheKey, CompilerIdentityChangesTheKey) {
  std::string Base = cacheKey(baseRequest(), fixedContext());
  std::vector<std::function<void(CacheKeyContext &)>> Mutations = {
      [](CacheKeyContext &C) { C.Compiler.DxildVersion = "0.2.0"; },
      [](CacheKeyContext &C) { C.Compiler.ClangVersion += "x"; },
      [](CacheKeyContext &C) { C.Compiler.LLVMVersion = "22.1.0"; },
      [](CacheKeyContext &C) { C.PreludeHash[0] = 'b'; },
      [](CacheKeyContext &C) { C.BuildId = "ff"; },
  };
  for (size_t I = 0; I < Mutations.size(); ++I) {
    CacheKeyContext C = fixedContext();
    Mutations[I](C);
    EXPECT_NE(cacheKey(baseRequest(), C), Base) << I;
  }
}

TEST(CacheKey, NoAmbiguityBetweenAdjacentFields) {
  // Length prefixes: moving a character from one field to the next is a
  // different request and must be a different key.
  CacheKeyContext C = fixedContext();
  CompileRequest A = baseRequest(), B = baseRequest();
  A.EntryPoint = "ma";
  A.Profile = "incs_6_6";
  B.EntryPoint = "main";
  B.Profile = "cs_6_6";
  EXPECT_NE(cacheKey(A, C), cacheKey(B, C));
  A = B = baseRequest();
  A.Defines = {{"AB", "C"}};
  B.Defines = {{"A", "BC"}};
  EXPECT_NE(cacheKey(A, C), cacheKey(B, C));
}

TEST(CacheKey, DifferentNameDefinesCommute) {
  CacheKeyContext C = fixedContext();
  CompileRequest A = baseRequest(), B = baseRequest();
  A.Defines = {{"X", "1"}, {"Y", "2"}, {"X", "3"}};
  B.Defines = {{"Y", "2"}, {"X", "1"}, {"X", "3"}};
  EXPECT_EQ(cacheKey(A, C), cacheKey(B, C));
  // Two definitions of one name: the last one wins, so order matters.
  B.Defines = {{"X", "3"}, {"Y", "2"}, {"X", "1"}};
  EXPECT_NE(cacheKey(A, C), cacheKey(B, C));
}

TEST(CacheKey, PrecompiledPreludeIsOutputNeutral) {
  CacheKeyContext C = fixedContext();
  CompileRequest A = baseRequest(), B = baseRequest();
  B.UsePreludePCH = !A.UsePreludePCH;
  EXPECT_EQ(cacheKey(A, C), cacheKey(B, C));
}

TEST(CacheKey, ProtobufMapOrderDoesNotMatter) {
  std::vector<std::string> Paths;
  for (int I = 0; I < 40; ++I)
    Paths.push_back("inc/f" + std::to_string(I) + ".hlsli");
  v1::CompileRequest A, B;
  A.set_source("x");
  B.set_source("x");
  for (size_t I = 0; I < Paths.size(); ++I) {
    (*A.mutable_include_files())[Paths[I]] = "content " + Paths[I];
    const std::string &P = Paths[Paths.size() - 1 - I];
    (*B.mutable_include_files())[P] = "content " + P;
  }
  // Serialized, too, the two maps differ: the wire order follows insertion.
  CompileRequest CA, CB;
  std::string Error;
  ASSERT_TRUE(fromProto(A, CA, Error)) << Error;
  ASSERT_TRUE(fromProto(B, CB, Error)) << Error;
  EXPECT_EQ(cacheKey(CA), cacheKey(CB));
  // Round-tripping through the wire does not change it either.
  v1::CompileRequest Parsed;
  ASSERT_TRUE(Parsed.ParseFromString(B.SerializeAsString()));
  CompileRequest CP;
  ASSERT_TRUE(fromProto(Parsed, CP, Error)) << Error;
  EXPECT_EQ(cacheKey(CA), cacheKey(CP));
}

} // namespace
