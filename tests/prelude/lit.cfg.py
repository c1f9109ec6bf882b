# lit configuration for the HLSL prelude tests.
#
# Each test compiles HLSL with clang-22 -cc1, the generated prelude
# pre-included, and checks the optimized IR with FileCheck. The prelude comes
# from the build tree: pass -Ddxild_build_dir=<build> (default
# /work/main/build) after building the dxildPrelude target.

import os

import lit.formats

config.name = "dxild-prelude"
config.test_format = lit.formats.ShTest(execute_external=False)
config.suffixes = [".hlsl", ".test"]
config.excludes = ["Inputs"]
config.test_source_root = os.path.dirname(__file__)

build_dir = lit_config.params.get("dxild_build_dir", "/work/main/build")
config.test_exec_root = os.path.join(build_dir, "tests", "prelude")
llvm_bin = lit_config.params.get("llvm_bin_dir", "/usr/lib/llvm-22/bin")

prelude_dir = os.path.join(build_dir, "prelude")
prelude = os.path.join(prelude_dir, "dxild_prelude.hlsl")
if not os.path.exists(prelude):
    lit_config.fatal("no prelude at %s: build the dxildPrelude target first"
                     % prelude)

clang = os.path.join(llvm_bin, "clang-22")
if not os.path.exists(clang):
    clang = "clang-22"

# -finclude-default-header is deliberately absent: Clang 22 has no hlsl.h.
config.substitutions.append(
    ("%clang_hlsl", "%s -cc1 -x hlsl -emit-llvm -O3 -include %s"
     % (clang, prelude)))
# Same, without -O3 (front-end checks that must see unoptimized IR).
config.substitutions.append(
    ("%clang_hlsl_O0", "%s -cc1 -x hlsl -emit-llvm -include %s"
     % (clang, prelude)))
config.substitutions.append(("%prelude_dir", prelude_dir))
config.substitutions.append(("%lib66", "-triple dxil-pc-shadermodel6.6-library"))
config.substitutions.append(("%native16",
                             "-fnative-half-type -fnative-int16-type"))

config.environment["PATH"] = os.pathsep.join(
    [llvm_bin, config.environment.get("PATH", "")])

# Strips the noundef / nofpclass(...) attribute noise Clang attaches to
# arguments and calls, so CHECK lines can spell calls plainly.
config.substitutions.append(
    ("%clean", "sed -E 's/(noundef|nofpclass\\([a-z ]+\\)) //g'"))
