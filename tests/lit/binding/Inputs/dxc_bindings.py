"""Compare dxild's binding table with DXC's for the reference shaders.

For every NAME.hlsl in the reference directory that Clang 22 compiles, runs
the binding passes with dxild-opt and compares the resulting table (name,
class, space, lower bound, range) with DXC's NAME.bindings. Prints one line
per mismatch and a summary; exits 1 on any mismatch or any binding error.

usage: dxc_bindings.py REFDIR CLANG PRELUDE DXILD_OPT TMPDIR
"""

import json
import re
import os
import subprocess
import sys

STAGES = {"cs": "compute", "vs": "vertex", "ps": "pixel", "gs": "geometry",
          "hs": "hull", "ds": "domain"}


def main():
    ref, clang, prelude, opt, tmp = sys.argv[1:6]
    os.makedirs(tmp, exist_ok=True)
    ll = os.path.join(tmp, "shader.ll")
    js = os.path.join(tmp, "table.json")
    matched, failed, skipped = 0, 0, 0
    for name in sorted(os.listdir(ref)):
        if not name.endswith(".hlsl"):
            continue
        base = os.path.join(ref, name[:-5])
        with open(base + ".profile") as f:
            profile, entry, *flags = f.read().split()
        stage, _, version = profile.partition("_")
        if stage not in STAGES:
            skipped += 1
            continue
        with open(base + ".hlsl") as f:
            source = f.read()
        # Global ConstantBuffer<T>/TextureBuffer<T> declarations are rewritten
        # (or refused) by dxild's frontend, which this raw Clang run skips.
        if re.search(r"\b(ConstantBuffer|TextureBuffer)\s*<", source):
            skipped += 1
            continue
        triple = "dxil-pc-shadermodel%s-%s" % (version.replace("_", "."),
                                                STAGES[stage])
        extra = []
        if "-enable-16bit-types" in flags:
            extra = ["-fnative-half-type", "-fnative-int16-type"]
        cc = subprocess.run([clang, "-cc1", "-triple", triple, "-x", "hlsl",
                             "-hlsl-entry", entry, "-emit-llvm", "-O3",
                             "-include", prelude, *extra, base + ".hlsl",
                             "-o", ll], capture_output=True)
        if cc.returncode != 0:
            # Most reference shaders use features Clang 22 lacks.
            skipped += 1
            continue
        run = subprocess.run([opt, "-disable-output", "--reflect-json", js,
                              "-passes=dxil-resource-cleanup,"
                              "dxil-binding-validation,dxil-implicit-binding",
                              ll], capture_output=True, text=True)
        if run.returncode != 0:
            print("%s: dxild-opt failed: %s" % (name, run.stderr.strip()))
            failed += 1
            continue
        with open(js) as f:
            ours = sorted("%s %s %d %d %d" % (r["name"], r["class"], r["space"],
                                              r["lower_bound"], r["range_size"])
                          for r in json.load(f)["resources"])
        with open(base + ".bindings") as f:
            theirs = sorted(l.strip() for l in f if l.strip())
        if ours != theirs:
            print("%s: dxild %s, DXC %s" % (name, ours, theirs))
            failed += 1
        else:
            matched += 1
    print("matched %d mismatched %d skipped %d" % (matched, failed, skipped))
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main())
