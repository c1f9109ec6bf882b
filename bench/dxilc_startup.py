#!/usr/bin/env python3
"""Whole-process cost of dxilc per small shader, the unit build scripts pay.

  bench/dxilc_startup.py BUILD_BIN_DIR [RUNS]

Runs each command RUNS times (default 40) as a fresh process and reports
the median and p90 wall time and the median CPU time (user + sys of the
process and its children, from wait4). A dxild server runs on an ephemeral
port for the --server cases. The stand-in for dxc is a clang-22 -cc1
process (DXC is not installed); DXC's own per-process times for 223 real
entry points are in /work/shared/real-world/dxsamples-dxc.tsv and their
median is printed too.
"""

import os
import statistics
import subprocess
import sys
import tempfile
import time

BIN = sys.argv[1]
RUNS = int(sys.argv[2]) if len(sys.argv) > 2 else 40
ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
SHADER = os.path.join(ROOT, "tests", "corpus", "ps_lambert_phong.hlsl")
CLANG = "/usr/lib/llvm-22/bin/clang"
PRELUDE = os.path.join(os.path.dirname(BIN), "prelude", "dxild_prelude.hlsl")
DXC_TSV = "/work/shared/real-world/dxsamples-dxc.tsv"


def profile_of(path):
    with open(path) as f:
        first = f.readline().split()
    # "// PROFILE: ps_6_0 main"
    return first[2], first[3]


def measure(cmd, runs=RUNS, vary=None):
    walls, cpus = [], []
    for i in range(runs):
        args = cmd + (vary(i) if vary else [])
        start = time.perf_counter()
        p = subprocess.Popen(args, stdout=subprocess.DEVNULL,
                             stderr=subprocess.PIPE)
        _, status, ru = os.wait4(p.pid, 0)
        walls.append((time.perf_counter() - start) * 1000)
        cpus.append((ru.ru_utime + ru.ru_stime) * 1000)
        if os.waitstatus_to_exitcode(status) != 0:
            raise SystemExit("failed: %s\n%s" % (" ".join(args),
                                                 p.stderr.read().decode()))
        p.stderr.close()
    walls.sort()
    return (statistics.median(walls), walls[int(len(walls) * 0.9) - 1],
            statistics.median(cpus))


def dxc_median():
    try:
        with open(DXC_TSV) as f:
            rows = [l.rstrip("\n").split("\t") for l in f][1:]
    except OSError:
        return None
    ms = sorted(float(r[4]) for r in rows if r[3] == "yes" and r[4])
    return statistics.median(ms), min(ms), len(ms)


def main():
    profile, entry = profile_of(SHADER)
    tmp = tempfile.mkdtemp(prefix="dxilc-bench-")
    server = subprocess.Popen([os.path.join(BIN, "dxild"), "--listen",
                               "127.0.0.1:0", "--threads", "2"],
                              stdout=subprocess.PIPE,
                              stderr=subprocess.DEVNULL)
    try:
        addr = "127.0.0.1:" + server.stdout.readline().decode().strip() \
            .rsplit(":", 1)[1]
        out = os.path.join(tmp, "o.dxil")
        common = ["-T", profile, "-E", entry, SHADER, "-Fo", out]
        thin = [os.path.join(BIN, "dxilc")]
        local = [os.path.join(BIN, "dxilc-local")]
        pch = os.path.join(tmp, "prelude.pch")
        triple = "dxilv1.0-unknown-shadermodel6.0-pixel"
        subprocess.run([CLANG, "-cc1", "-triple", triple, "-x", "hlsl",
                        "-emit-pch", "-O3", "-o", pch, PRELUDE], check=True)
        cases = [
            ("/bin/true (process floor on this machine)", ["/bin/true"],
             None),
            ("dxilc --help (thin)", thin + ["--help"], None),
            ("dxilc-local --help (links LLVM + Clang)", local + ["--help"],
             None),
            ("dxilc --server, cache hit", thin + ["--server", addr] + common,
             None),
            ("dxilc --server, cold compile (new define each run)",
             thin + ["--server", addr] + common,
             lambda i: ["-D", "BENCH_RUN=%d_%d" % (i, os.getpid())]),
            ("dxilc local compile (exec dxilc-local)", thin + common, None),
            ("clang-22 -cc1 process, prelude PCH (dxc stand-in)",
             [CLANG, "-cc1", "-triple", triple, "-x", "hlsl", "-hlsl-entry",
              entry, "-O3", "-emit-llvm", "-include-pch", pch, "-o",
              os.path.join(tmp, "o.ll"), SHADER], None),
        ]
        with open("/proc/loadavg") as f:
            load = " ".join(f.read().split()[:3])
        print("Shader: tests/corpus/%s (%s), %d runs each; load average "
              "before: %s; %d cores." % (os.path.basename(SHADER), profile,
                                         RUNS, load, os.cpu_count()))
        print()
        print("| whole process | median wall (ms) | p90 wall (ms) | "
              "median CPU (ms) |")
        print("| --- | ---: | ---: | ---: |")
        for name, cmd, vary in cases:
            med, p90, cpu = measure(cmd, vary=vary)
            print("| %s | %.1f | %.1f | %.1f |" % (name, med, p90, cpu))
        d = dxc_median()
        if d:
            print("| dxc process (dxsamples-dxc.tsv, %d real entry points; "
                  "fastest %.1f) | %.1f | | |" % (d[2], d[1], d[0]))
    finally:
        server.terminate()
        server.wait(timeout=30)


if __name__ == "__main__":
    main()
