# lit configuration for dxild's IR and tool tests.
#
# Tests run dxild's tools from the build tree: pass -Ddxild_build_dir=<build>
# (default /work/main/build). LLVM's FileCheck, not etc. come from
# /usr/lib/llvm-22/bin (override with -Dllvm_bin_dir=...).

import os
import sys

import lit.formats

config.name = "dxild"
config.test_format = lit.formats.ShTest(execute_external=False)
config.suffixes = [".ll", ".hlsl", ".test"]
config.excludes = ["Inputs"]
config.test_source_root = os.path.dirname(__file__)

build_dir = lit_config.params.get("dxild_build_dir", "/work/main/build")
config.test_exec_root = os.path.join(build_dir, "tests", "lit")
llvm_bin = lit_config.params.get("llvm_bin_dir", "/usr/lib/llvm-22/bin")
bin_dir = os.path.join(build_dir, "bin")


def tool(name):
    return os.path.join(bin_dir, name)


config.substitutions.append(("%dxild-opt", tool("dxild-opt")))
config.substitutions.append(("%dxilc", tool("dxilc")))
config.substitutions.append(("FileCheck", os.path.join(llvm_bin, "FileCheck")))

clang = os.path.join(llvm_bin, "clang-22")
if not os.path.exists(clang):
    clang = "clang-22"
config.substitutions.append(
    ("%clang_cs66", "%s -cc1 -triple dxil-pc-shadermodel6.6-compute -x hlsl "
     "-hlsl-entry main -emit-llvm" % clang))

config.substitutions.append(("%clang22", clang))
config.substitutions.append(("%python", sys.executable))

# Real shaders with DXC's binding results, shared next to the repository.
dxc_reference = lit_config.params.get(
    "dxc_reference_dir",
    os.path.join(os.path.dirname(__file__), "..", "..", "..", "shared",
                 "dxil-reference", "vkd3d"))
prelude = os.path.join(build_dir, "prelude", "dxild_prelude.hlsl")
if os.path.isdir(dxc_reference) and os.path.exists(prelude):
    config.available_features.add("dxc-reference")
    config.substitutions.append(("%dxc_reference_dir",
                                 os.path.abspath(dxc_reference)))
    config.substitutions.append(("%prelude", prelude))

config.environment["PATH"] = os.pathsep.join(
    [bin_dir, llvm_bin, config.environment.get("PATH", "")])

for name in ("dxild-opt", "dxilc"):
    if os.path.exists(tool(name)):
        config.available_features.add(name)
