#!/usr/bin/env python3
"""Compile every shader of the corpus with clang-22 and the dxild prelude.

Each shader starts with
    // PROFILE: <profile> <entry>          e.g. "// PROFILE: cs_6_6 main"
and may add, on the following comment lines,
    // FLAGS: <extra clang -cc1 flags>     e.g. "-fnative-half-type ..."
A shader fails on any compiler error or warning. Exit status 1 if any fails.
"""

import argparse
import os
import re
import shutil
import subprocess
import sys

STAGES = {"cs": "compute", "vs": "vertex", "ps": "pixel"}


def header(path):
    profile, flags = None, []
    with open(path, encoding="utf-8") as f:
        for line in f:
            if not line.startswith("//"):
                break
            m = re.match(r"//\s*PROFILE:\s*(\w+)\s+(\w+)", line)
            if m:
                profile = (m.group(1), m.group(2))
            m = re.match(r"//\s*FLAGS:\s*(.*)", line)
            if m:
                flags += m.group(1).split()
    return profile, flags


def triple(profile):
    m = re.fullmatch(r"(cs|vs|ps)_(\d)_(\d)", profile)
    if not m:
        return None
    return "dxil-pc-shadermodel%s.%s-%s" % (m.group(2), m.group(3),
                                           STAGES[m.group(1)])


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--prelude", required=True)
    ap.add_argument("--clang", default="clang-22")
    ap.add_argument("dir")
    args = ap.parse_args()
    clang = args.clang if os.path.exists(args.clang) else shutil.which(
        "clang-22")
    shaders = sorted(f for f in os.listdir(args.dir) if f.endswith(".hlsl"))
    failed = []
    for name in shaders:
        path = os.path.join(args.dir, name)
        (profile, flags) = header(path)
        if not profile or not triple(profile[0]):
            failed.append(name)
            print("FAIL %s: missing or bad '// PROFILE:' line" % name)
            continue
        cmd = [clang, "-cc1", "-triple", triple(profile[0]), "-x", "hlsl",
               "-hlsl-entry", profile[1], "-emit-llvm", "-O3", "-include",
               args.prelude] + flags + [path, "-o", os.devnull]
        r = subprocess.run(cmd, capture_output=True, text=True)
        if r.returncode != 0 or r.stderr.strip():
            failed.append(name)
            print("FAIL %s (%s %s)\n%s" % (name, profile[0], profile[1],
                                           r.stderr))
        else:
            print("ok   %s (%s %s)" % (name, profile[0], profile[1]))
    print("%d shaders, %d failed" % (len(shaders), len(failed)))
    return 1 if failed or not shaders else 0


if __name__ == "__main__":
    sys.exit(main())
