#!/usr/bin/env python3
"""dxilc as a drop-in for dxc: every DXC option, its effect on the output,
local and remote.

  test_dxilc.py BIN_DIR SOURCE_DIR

BIN_DIR holds dxilc, dxilc-local and dxild; SOURCE_DIR is the repository
(its README carries the option table). A dxild server is started on an
ephemeral port for the remote half.
"""

import hashlib
import os
import re
import shutil
import struct
import subprocess
import sys
import tempfile
import unittest

BIN = SRC = None
SHADERS = None
SERVER = None  # "127.0.0.1:PORT"

# The options with an effect of their own; each has a test below that looks
# at that effect. test_every_working_option_has_a_test keeps this honest.
TESTED_WORKING = {
    "D", "H", "Vi", "I", "O0", "O1", "O2", "O3", "Od", "Wall", "Wdeprecated",
    "W", "fdiagnostics-format=", "fdiagnostics-show-option",
    "fno-diagnostics-show-option", "ftime-report", "verbose", "v", "help",
    "all-warnings", "help-hidden", "?", "version", "M", "MD", "MF", "fcgl",
    "pack-prefix-stable", "pack_prefix_stable", "HV", "no-warnings",
    "enable-16bit-types", "auto-binding-space", "encoding", "T", "E", "WX",
    "Zsb", "Gis", "denorm", "Fo", "Fc", "Fh", "Fe", "Frs", "Fsh", "Fi", "Vn",
    "P", "Po", "Qstrip_reflect", "Qstrip_debug", "Qstrip_priv",
    "Qstrip_rootsignature", "setrootsignature", "extractrootsignature",
    "Qstrip_reflect_from_dxil", "res-may-alias", "res_may_alias",
    "all-resources-bound", "all_resources_bound", "setprivate", "Zpr", "Zpc",
    "Zi", "Zs", "Zss", "Qembed_debug", "Fd", "Qsource_in_debug_module",
    "Qpdb_in_private", "rootsig-define", "force-rootsig-ver",
    "force_rootsig_ver", "validator-version", "flegacy-macro-expansion",
    "Gec",
}

LLVM_PDBUTIL = shutil.which("llvm-pdbutil") or "/usr/lib/llvm-22/bin/llvm-pdbutil"


def run(args, cwd=None, ok=True):
    p = subprocess.run(args, cwd=cwd, stdout=subprocess.PIPE,
                       stderr=subprocess.PIPE, timeout=120)
    if ok and p.returncode != 0:
        raise AssertionError("%s failed (%d):\n%s" % (
            " ".join(args), p.returncode, p.stderr.decode(errors="replace")))
    return p


def dxilc(*args, remote=True, ok=True, cwd=None):
    cmd = [os.path.join(BIN, "dxilc")] + list(args)
    if remote:
        cmd += ["--server", SERVER]
    return run(cmd, cwd=cwd, ok=ok)


def parts(blob):
    """The parts of a DXBC container, in order, as (fourcc, bytes)."""
    assert blob[:4] == b"DXBC", blob[:4]
    size, count = struct.unpack_from("<II", blob, 24)
    assert size == len(blob)
    out = []
    for i in range(count):
        (off,) = struct.unpack_from("<I", blob, 32 + 4 * i)
        fourcc = blob[off:off + 4].decode()
        (n,) = struct.unpack_from("<I", blob, off + 4)
        out.append((fourcc, blob[off + 8:off + 8 + n]))
    return out


def part(blob, fourcc):
    for name, data in parts(blob):
        if name == fourcc:
            return data
    return None


def msf_stream(pdb, index):
    """Stream `index` of an MSF (PDB) file, read through its directory."""
    (block,) = struct.unpack_from("<I", pdb, 32)
    dir_bytes, _, map_addr = struct.unpack_from("<III", pdb, 44)
    n = (dir_bytes + block - 1) // block
    dir_blocks = struct.unpack_from("<%dI" % n, pdb, map_addr * block)
    directory = b"".join(pdb[b * block:(b + 1) * block]
                         for b in dir_blocks)[:dir_bytes]
    (count,) = struct.unpack_from("<I", directory, 0)
    sizes = struct.unpack_from("<%dI" % count, directory, 4)
    at = 4 + 4 * count
    for size in sizes[:index]:
        at += 4 * ((size + block - 1) // block)
    n = (sizes[index] + block - 1) // block
    blocks = struct.unpack_from("<%dI" % n, directory, at)
    return b"".join(pdb[b * block:(b + 1) * block]
                    for b in blocks)[:sizes[index]]


def debug_name(ildn):
    flags, n = struct.unpack_from("<HH", ildn)
    assert flags == 0 and ildn[4 + n] == 0 and len(ildn) % 4 == 0
    return ildn[4:4 + n].decode()


def program_bitcode(program):
    """The bitcode of a DXIL or ILDB part (after its 24-byte headers)."""
    assert program[8:12] == b"DXIL"
    (size,) = struct.unpack_from("<I", program, 4)
    assert size * 4 == len(program)
    (n,) = struct.unpack_from("<I", program, 20)
    return program[24:24 + n]


def shader_flags(listing):
    """The module shader flags from dx.entryPoints' tag-0 property."""
    m = re.search(r"!\{i32 0, i64 (\d+)", listing)
    return int(m.group(1)) if m else 0


class Dxilc(unittest.TestCase):
    def setUp(self):
        self.dir = tempfile.mkdtemp(prefix="dxilc-test-")
        self.cs = os.path.join(SHADERS, "cs_rootsig.hlsl")
        self.inc = os.path.join(SHADERS, "inc")

    def tearDown(self):
        shutil.rmtree(self.dir, ignore_errors=True)

    def out(self, name):
        return os.path.join(self.dir, name)

    def compile(self, *args, remote=True, shader=None, profile="cs_6_6"):
        """Compiles to a container; returns its bytes."""
        o = self.out("o%d.dxil" % len(os.listdir(self.dir)))
        dxilc("-T", profile, "-I", self.inc, shader or self.cs, "-Fo", o,
              *args, remote=remote)
        with open(o, "rb") as f:
            return f.read()

    def listing(self, *args, shader=None, profile="cs_6_6"):
        return dxilc("-T", profile, "-I", self.inc, shader or self.cs,
                     *args).stdout.decode()

    # --- The table itself --------------------------------------------------

    def table(self):
        text = run([os.path.join(BIN, "dxilc"), "--print-option-table"])
        rows = []
        for line in text.stdout.decode().splitlines()[2:]:
            cells = [c.strip() for c in line.strip("|").split(" | ")]
            forms = re.findall(r"`([^`]*)`", cells[0])
            rows.append((forms, cells[1], cells[2]))
        return rows

    def test_readme_table_is_the_option_table(self):
        with open(os.path.join(SRC, "README.md"), encoding="utf-8") as f:
            readme = f.read()
        m = re.search(r"<!-- dxc-options:begin -->\n(.*?)<!-- dxc-options:end -->",
                      readme, re.S)
        self.assertIsNotNone(m, "README has no dxc-options table")
        table = run([os.path.join(BIN, "dxilc"), "--print-option-table"])
        self.assertEqual(m.group(1), table.stdout.decode(),
                         "README's option table is stale: regenerate it with "
                         "dxilc --print-option-table")

    def test_table_mirrors_dxc(self):
        # Spot checks of DXC's spellings and value forms.
        forms = {f for row in self.table() for f in row[0]}
        for f in ("-T <profile>", "/T <profile>", "-Fo <file>", "/Fo <file>",
                  "-Fre <file>", "-HV <value>", "-W[no-]<warning>",
                  "-fvk-bind-register <v1> <v2> <v3> <v4>", "--help", "/?",
                  "-Qstrip_reflect", "/Qstrip_reflect", "-spirv"):
            self.assertIn(f, forms)
        self.assertGreaterEqual(len(self.table()), 200)

    def test_every_working_option_has_a_test(self):
        for forms, how, _ in self.table():
            name = re.sub(r"^(--|-|/)", "", forms[0]).split(" ")[0]
            name = re.split(r"[<\[]", name)[0]
            if how == "works":
                self.assertIn(name, TESTED_WORKING,
                              "option %s works but has no test" % forms[0])

    def instantiate(self, form):
        """A command-line fragment for a table form, with dummy values."""
        words = form.split(" ")
        out = [re.sub(r"<[^>]*>$", "1", words[0])]
        out += ["1" for _ in words[1:]]
        return out

    def test_refused_options_say_why(self):
        for forms, how, why in self.table():
            if how != "refused":
                continue
            for form in forms:
                args = self.instantiate(form)
                p = dxilc("-T", "cs_6_6", self.cs, *args, ok=False)
                err = p.stderr.decode()
                self.assertEqual(p.returncode, 1, form)
                spelling = form.split(" ")[0].split("<")[0]
                self.assertIn("option '%s" % spelling, err, form)
                self.assertIn("is not supported", err, form)
                self.assertNotIn("unknown option", err, form)

    def test_spirv_is_refused_with_its_reason(self):
        p = dxilc("-T", "cs_6_6", self.cs, "-spirv", ok=False)
        self.assertEqual(p.returncode, 1)
        self.assertIn("SPIR-V output is not supported", p.stderr.decode())

    def test_ignored_options_leave_the_output_alone(self):
        base = self.compile()
        for forms, how, _ in self.table():
            if how != "accepted, ignored":
                continue
            for form in forms:
                self.assertEqual(self.compile(*self.instantiate(form)), base,
                                 form)

    def test_unknown_option_is_named(self):
        p = dxilc("-T", "cs_6_6", self.cs, "-frobnicate", ok=False)
        self.assertEqual(p.returncode, 1)
        self.assertIn("unknown option '-frobnicate'", p.stderr.decode())

    # --- Spellings ---------------------------------------------------------

    def test_prefixes_and_joined_forms_mean_the_same(self):
        o = self.out("x.dxil")
        spellings = [
            ["-T", "cs_6_6", "-E", "main", "-D", "SCALE=3.0", "-I", self.inc,
             "-Fo", o],
            ["-Tcs_6_6", "-Emain", "-DSCALE=3.0", "-I" + self.inc, "-Fo" + o],
            ["/T", "cs_6_6", "/E", "main", "/D", "SCALE=3.0", "/I", self.inc,
             "/Fo", o],
            ["/Tcs_6_6", "/Emain", "/DSCALE=3.0", "/I" + self.inc, "/Fo" + o],
        ]
        results = []
        for s in spellings:
            dxilc(self.cs, *s)
            with open(o, "rb") as f:
                results.append(f.read())
            os.remove(o)
        for r in results[1:]:
            self.assertEqual(r, results[0])
        # ... and the define did something.
        self.assertNotEqual(results[0], self.compile())

    def test_absolute_input_path_is_not_an_option(self):
        # /tmp/... names a file, not DXC's /T etc.
        self.assertTrue(os.path.isabs(self.cs))
        self.compile()

    # --- Options with an effect --------------------------------------------

    def test_define_include_entry_profile(self):
        # -D changes a constant, -I finds scale.hlsli, -E picks the entry.
        self.assertIn("3.000000e+00", self.listing("-D", "SCALE=3.0"))
        self.assertIn("2.000000e+00", self.listing())
        p = dxilc("-T", "cs_6_6", self.cs, ok=False)
        self.assertNotEqual(p.returncode, 0)  # no -I: scale.hlsli not found
        p = dxilc("-T", "cs_6_6", "-I", self.inc, "-E", "nope", self.cs,
                  ok=False)
        self.assertNotEqual(p.returncode, 0)
        self.assertIn("shadermodel6.0-compute", self.listing(profile="cs_6_0"))

    def test_include_that_climbs_out_and_back_in(self):
        # `#include "..\fx\inc.fxh"` written in fx/ (OutdoorLightScattering's
        # Terrain.fx) climbs to fx's parent and comes back: found, as by DXC.
        fx = os.path.join(self.dir, "climb", "fx")
        os.makedirs(fx)
        with open(os.path.join(fx, "inc.fxh"), "w") as f:
            f.write("float4 k() { return float4(1, 2, 3, 4); }\n")
        main = os.path.join(fx, "main.hlsl")
        with open(main, "w") as f:
            f.write('#include "..\\fx\\inc.fxh"\n'
                    "float4 main() : SV_Target { return k(); }\n")
        out = os.path.join(self.dir, "climb.ll")
        dxilc("-T", "ps_6_0", "-E", "main", "-Fc", out, main)
        with open(out) as f:
            self.assertIn("float 4.000000e+00", f.read())

    def test_optimization_levels(self):
        o3 = self.listing("-O3")
        self.assertEqual(o3, self.listing())
        od = self.listing("-Od")
        self.assertEqual(od, self.listing("-O0"))
        self.assertNotEqual(od, o3)
        for level in ("-O1", "-O2"):
            self.assertIn("dx.op", self.listing(level))

    def test_hlsl_version_and_16bit(self):
        p = dxilc("-T", "cs_6_6", "-I", self.inc, self.cs, "-HV", "1999",
                  ok=False)
        self.assertIn("unknown HLSL version '1999'", p.stderr.decode())
        self.assertEqual(self.listing("-HV", "2021"), self.listing())
        half = os.path.join(self.dir, "half.hlsl")
        with open(half, "w") as f:
            f.write("RWStructuredBuffer<half> B : register(u0);\n"
                    "[numthreads(1,1,1)] void main(uint3 i : "
                    "SV_DispatchThreadID) { B[i.x] = B[i.x] * (half)2; }\n")
        self.assertIn("half", self.listing("-enable-16bit-types",
                                           shader=half, profile="cs_6_2"))
        self.assertNotIn(" half ", self.listing(shader=half, profile="cs_6_2"))

    def test_warnings(self):
        warn = os.path.join(SHADERS, "warn.hlsl")
        base = ["-T", "cs_6_6", warn, "-Fo", self.out("w.dxil")]
        self.assertNotIn("warning", dxilc(*base).stderr.decode())
        err = dxilc(*base, "-Wall").stderr.decode()
        self.assertIn("warning: unused variable 'unused' [-Wunused-variable]",
                      err)
        err = dxilc(*base, "--all-warnings").stderr.decode()
        self.assertIn("unused variable", err)
        self.assertIn("unused variable",
                      dxilc(*base, "-Wunused-variable").stderr.decode())
        self.assertNotIn("warning", dxilc(*base, "-Wall",
                                          "-Wno-unused-variable")
                         .stderr.decode())
        self.assertNotIn("warning", dxilc(*base, "-Wall", "-no-warnings")
                         .stderr.decode())
        p = dxilc(*base, "-Wall", "-WX", ok=False)
        self.assertEqual(p.returncode, 1)
        self.assertIn("error: unused variable", p.stderr.decode())
        self.assertEqual(dxilc(*base, "-WX").returncode, 0)
        p = dxilc(*base, "-Wall", "/WX", ok=False)
        self.assertEqual(p.returncode, 1)
        dep = os.path.join(self.dir, "dep.hlsl")
        with open(dep, "w") as f:
            f.write("RWStructuredBuffer<float> B : register(u0);\n"
                    "[numthreads(1,1,1)] void main(uint3 i : "
                    "SV_DispatchThreadID) { B[i.x] = 1.0; }\n")
        # -Wdeprecated is forwarded (Clang knows it; no unknown-option note).
        self.assertNotIn("unknown warning", dxilc(
            "-T", "cs_6_6", dep, "-Wdeprecated", "-Fo",
            self.out("d.dxil")).stderr.decode())

    def test_diagnostic_format_and_option_names(self):
        warn = os.path.join(SHADERS, "warn.hlsl")
        base = ["-T", "cs_6_6", warn, "-Wall", "-Fo", self.out("w.dxil")]
        self.assertIn(warn + ":6:7: warning",
                      dxilc(*base).stderr.decode())
        self.assertIn(warn + "(6,7): warning", dxilc(
            *base, "-fdiagnostics-format=msvc").stderr.decode())
        self.assertIn(warn + " +6:7: warning", dxilc(
            *base, "-fdiagnostics-format=vi").stderr.decode())
        self.assertIn("[-Wunused-variable]", dxilc(
            *base, "-fdiagnostics-show-option").stderr.decode())
        self.assertNotIn("[-W", dxilc(
            *base, "-fno-diagnostics-show-option").stderr.decode())
        fe = self.out("errors.txt")
        p = dxilc(*base, "-Fe", fe)
        self.assertNotIn("warning", p.stderr.decode())
        with open(fe) as f:
            self.assertIn("unused variable", f.read())

    def test_reports(self):
        err = dxilc("-T", "cs_6_6", "-I", self.inc, self.cs, "-Fo",
                    self.out("r.dxil"), "-ftime-report").stderr.decode()
        self.assertIn("dxild compile time report", err)
        self.assertRegex(err, r"\d+\.\d+ ms  total")
        for v in ("-v", "-verbose"):
            err = dxilc("-T", "cs_6_6", "-I", self.inc, self.cs, "-Fo",
                        self.out("r.dxil"), v).stderr.decode()
            self.assertIn("cache: ", err)
        for h in ("-H", "/Vi"):
            err = dxilc("-T", "cs_6_6", "-I", self.inc, self.cs, "-Fo",
                        self.out("r.dxil"), h).stderr.decode()
            self.assertIn(". " + os.path.join(self.inc, "scale.hlsli"), err)
        for h in ("--help", "-help", "/?", "--help-hidden"):
            out = dxilc(h, remote=False).stdout.decode()
            self.assertIn("USAGE: dxilc", out)
            self.assertIn("-Qstrip_rootsignature", out)
        self.assertIn("dxilc ", dxilc("--version", remote=False)
                      .stdout.decode())

    def test_encoding(self):
        self.assertEqual(self.compile("-encoding", "utf8"), self.compile())
        p = dxilc("-T", "cs_6_6", self.cs, "-encoding", "utf16", ok=False)
        self.assertIn("utf8 only", p.stderr.decode())

    def test_outputs(self):
        fc, fo = self.out("a.ll"), self.out("a.dxil")
        dxilc("-T", "cs_6_6", "-I", self.inc, self.cs, "-Fc", fc, "-Fo", fo)
        with open(fc) as f:
            self.assertIn("dx.op.rawBufferLoad", f.read())
        with open(fo, "rb") as f:
            self.assertEqual(f.read(4), b"DXBC")
        # No output file: the listing goes to stdout, as with dxc.
        self.assertIn("define void @main()", self.listing())
        # -fcgl: Clang's IR, before lowering.
        self.assertIn("llvm.dx.resource", self.listing("-fcgl"))
        self.assertNotIn("llvm.dx.resource", self.listing())
        # -auto-binding-space moves implicit bindings.
        imp = os.path.join(self.dir, "imp.hlsl")
        with open(imp, "w") as f:
            f.write("RWStructuredBuffer<float> B;\n[numthreads(1,1,1)] void "
                    "main(uint3 i : SV_DispatchThreadID) { B[i.x] = 1.0; }\n")
        self.assertIn("i32 5, i32 0, i32 1", self.listing(
            "-auto-binding-space", "5", shader=imp))

    def test_preprocess(self):
        for p in ("-P", "/P", "-Po"):
            out = dxilc(p, "-I", self.inc, "-D", "SCALE=7.5", self.cs, "-Fi",
                        "-").stdout
            self.assertIn(b"v * 7.5 + In", out)
        # Without -Fi: <input>.i, as dxc (and cl.exe /P) write it.
        cs = os.path.join(self.dir, "pre_copy.hlsl")
        shutil.copy(self.cs, cs)
        dxilc("-P", "-I", self.inc, cs)
        with open(os.path.join(self.dir, "pre_copy.i"), "rb") as f:
            self.assertIn(b"v * 2.0 + In", f.read())
        fi = self.out("pre.hlsl")
        dxilc("-P", "-I", self.inc, self.cs, "-Fi", fi)
        with open(fi, "rb") as f:
            self.assertIn(b"v * 2.0 + In", f.read())

    def test_dependencies(self):
        scale = os.path.join(self.inc, "scale.hlsli")
        expect = "%s: %s \\\n %s\n" % (self.cs, self.cs, scale)
        self.assertEqual(dxilc("-M", "-I", self.inc, self.cs)
                         .stdout.decode(), expect)
        mf = self.out("deps.d")
        dxilc("-T", "cs_6_6", "-I", self.inc, self.cs, "-MF", mf)
        with open(mf) as f:
            self.assertEqual(f.read(), expect)
        # With -Fo the rule names the object, and the object is written.
        fo = self.out("x.dxil")
        dxilc("-T", "cs_6_6", "-I", self.inc, self.cs, "-Fo", fo, "-MF", mf)
        with open(mf) as f:
            self.assertEqual(f.read(), "%s: %s \\\n %s\n" % (fo, self.cs,
                                                              scale))
        self.assertTrue(os.path.exists(fo))
        # -MD: <input without extension>.d beside the input.
        cs = os.path.join(self.dir, "copy.hlsl")
        shutil.copy(self.cs, cs)
        dxilc("-T", "cs_6_6", "-I", self.inc, cs, "-MD")
        with open(os.path.join(self.dir, "copy.d")) as f:
            self.assertIn(scale, f.read())

    def test_strip_options_on_dxild_output(self):
        base = self.compile()
        names = [p[0] for p in parts(base)]
        # dxild writes no STAT, ILDB or PRIV part: already stripped.
        for absent in ("STAT", "ILDB", "PRIV", "ILDN"):
            self.assertNotIn(absent, names)
        for opt in ("-Qstrip_reflect", "-Qstrip_debug", "-Qstrip_priv",
                    "-Qstrip_reflect_from_dxil", "-pack-prefix-stable",
                    "-pack_prefix_stable"):
            self.assertEqual(self.compile(opt), base, opt)

    def test_root_signature_parts(self):
        base = self.compile()
        rts0 = part(base, "RTS0")
        self.assertIsNotNone(rts0)
        self.assertIsNone(part(self.compile("-Qstrip_rootsignature"), "RTS0"))
        # -Frs: a container with only RTS0 and a zero digest (dxc's layout).
        frs = self.out("rs.bin")
        self.compile("-Frs", frs)
        with open(frs, "rb") as f:
            rs = f.read()
        self.assertEqual(rs[4:20], b"\0" * 16)
        self.assertEqual(parts(rs), [("RTS0", rts0)])
        self.assertEqual(len(rs), 32 + 4 + 8 + len(rts0))
        # -Frs still writes it when the object is stripped, as DXC does.
        self.compile("-Qstrip_rootsignature", "-Frs", frs)
        with open(frs, "rb") as f:
            self.assertEqual(f.read(), rs)
        # -extractrootsignature: the same container goes to -Fo.
        self.assertEqual(self.compile("-extractrootsignature"), rs)
        # -setrootsignature: another shader's RTS0 replaces ours, in place.
        other = self.out("other.rs")
        dxilc("-T", "cs_6_6", os.path.join(SHADERS, "cs_other_rootsig.hlsl"),
              "-Frs", other)
        with open(other, "rb") as f:
            other_rts0 = part(f.read(), "RTS0")
        self.assertNotEqual(other_rts0, rts0)
        replaced = self.compile("-setrootsignature", other)
        self.assertEqual(part(replaced, "RTS0"), other_rts0)
        self.assertEqual([p[0] for p in parts(replaced)],
                         [p[0] for p in parts(base)])
        p = dxilc("-T", "cs_6_6", "-I", self.inc, self.cs, "-Fo",
                  self.out("x"), "-setrootsignature", self.cs, ok=False)
        self.assertIn("not a container with a root signature",
                      p.stderr.decode())

    def test_private_data(self):
        priv = self.out("priv.bin")
        with open(priv, "wb") as f:
            f.write(b"engine build 42")
        c = self.compile("-setprivate", priv)
        self.assertEqual(parts(c)[-1], ("PRIV", b"engine build 42"))
        p = dxilc("-T", "cs_6_6", self.cs, "-setprivate", priv,
                  "-Qstrip_priv", ok=False)
        self.assertIn("/Qstrip_priv and /setprivate", p.stderr.decode())

    def test_shader_hash_and_debug_name(self):
        base = self.compile()
        h = part(base, "HASH")
        self.assertEqual(len(h), 20)
        fsh = self.out("hash.bin")
        self.compile("-Fsh", fsh)
        with open(fsh, "rb") as f:
            self.assertEqual(f.read(), h)
        # -Zsb: ILDN named after the hash, just before HASH.
        z = self.compile("-Zsb")
        names = [p[0] for p in parts(z)]
        self.assertEqual(names[names.index("ILDN") + 1], "HASH")
        name = h[4:].hex() + ".pdb"
        ildn = part(z, "ILDN")
        self.assertEqual(struct.unpack_from("<HH", ildn), (0, len(name)))
        self.assertEqual(ildn[4:4 + len(name)].decode(), name)
        self.assertEqual(len(ildn) % 4, 0)
        self.assertEqual(ildn[4 + len(name)], 0)
        # /Zss needs debug information (/Zi or /Zs), as in DXC.
        p = dxilc("-T", "cs_6_6", self.cs, "/Zss", ok=False)
        self.assertIn("/Zss requires debug info", p.stderr.decode())

    # --- Debug information -------------------------------------------------

    def debug_compile(self, *args, remote=True, cwd=None):
        """Compiles self.cs with args in cwd (default self.dir) to "o";
        returns (object bytes, stderr)."""
        cwd = cwd or self.dir
        p = dxilc("-T", "cs_6_6", "-I", self.inc, self.cs, "-Fo", "o", *args,
                  remote=remote, cwd=cwd)
        with open(os.path.join(cwd, "o"), "rb") as f:
            return f.read(), p.stderr.decode()

    def test_zi_embeds_ildb_and_names_the_pdb(self):
        base = self.compile()
        warning = ("warning: no output provided for debug - embedding PDB in "
                   "shader container.  Use -Qembed_debug to silence this "
                   "warning.")
        # -Zi alone: DXC's warning, and the ILDB part embedded.
        obj, err = self.debug_compile("-Zi")
        self.assertIn(warning, err)
        names = [p[0] for p in parts(obj)]
        self.assertEqual(names, [n for n in [p[0] for p in parts(base)]
                                 if n not in ("HASH", "DXIL")] +
                         ["ILDB", "ILDN", "HASH", "DXIL"])
        # The DXIL part and the hash are the same as without -Zi.
        self.assertEqual(part(obj, "DXIL"), part(base, "DXIL"))
        self.assertEqual(part(obj, "HASH"), part(base, "HASH"))
        self.assertEqual(debug_name(part(obj, "ILDN")),
                         part(base, "HASH")[4:].hex() + ".pdb")
        ildb, dxil = part(obj, "ILDB"), part(obj, "DXIL")
        self.assertEqual(ildb[:4], dxil[:4])     # version and shader kind
        self.assertEqual(ildb[8:16], dxil[8:16])  # "DXIL" and its version
        self.assertGreater(len(program_bitcode(ildb)),
                           len(program_bitcode(dxil)))
        # -Qembed_debug: the same parts (ILDB records the other command
        # line in dx.source.args), without the warning.
        obj2, err2 = self.debug_compile("/Zi", "/Qembed_debug")
        self.assertEqual([(n, d) for n, d in parts(obj2) if n != "ILDB"],
                         [(n, d) for n, d in parts(obj) if n != "ILDB"])
        self.assertEqual(part(obj2, "ILDB")[:4], ildb[:4])
        self.assertNotIn("warning", err2)
        # -Qstrip_debug: no ILDB, no warning, still named.
        obj3, err3 = self.debug_compile("-Zi", "-Qstrip_debug")
        self.assertNotIn("warning", err3)
        self.assertEqual([p[0] for p in parts(obj3)],
                         [n for n in names if n != "ILDB"])

    def test_fd_writes_dxcs_pdb(self):
        with open(self.cs, "rb") as f:
            src = f.read()
        with open(os.path.join(self.inc, "scale.hlsli"), "rb") as f:
            inc = f.read()
        embedded, _ = self.debug_compile("-Zi", "-Qembed_debug")
        os.mkdir(self.out("pdbs"))
        obj, err = self.debug_compile("-Zi", "-Fd", "pdbs/")
        self.assertNotIn("warning", err)
        # With -Fd the ILDB part stays out of the object (DXC needs
        # -Qembed_debug for both).
        self.assertNotIn("ILDB", [p[0] for p in parts(obj)])
        hash_part = part(obj, "HASH")
        name = debug_name(part(obj, "ILDN"))
        self.assertEqual(name, hash_part[4:].hex() + ".pdb")
        self.assertEqual(os.listdir(self.out("pdbs")), [name])
        with open(os.path.join(self.out("pdbs"), name), "rb") as f:
            pdb = f.read()
        self.assertEqual(pdb[:32], b"Microsoft C/C++ MSF 7.00\r\n\x1aDS\0\0\0")
        self.assertEqual(len(pdb) % 512, 0)
        info = msf_stream(pdb, 1)
        self.assertEqual(struct.unpack_from("<III", info), (20000404, 0, 1))
        self.assertEqual(info[12:28], hash_part[4:])
        c = msf_stream(pdb, 5)
        self.assertEqual(c[4:20], b"\0" * 16)
        self.assertEqual([p[0] for p in parts(c)],
                         ["ILDN", "HASH", "SRCI", "ILDB"])
        self.assertEqual(part(c, "ILDN"), part(obj, "ILDN"))
        self.assertEqual(part(c, "HASH"), hash_part)
        # SRCI: the main file, then the include, stored uncompressed, and
        # the arguments as name/value pairs (no input file).
        srci = part(c, "SRCI")
        self.assertEqual(struct.unpack_from("<IHH", srci), (len(srci), 0, 3))
        self.assertIn(src + b"\0", srci)
        self.assertIn(inc + b"\0", srci)
        self.assertIn(b"scale.hlsli\0", srci)
        self.assertLess(srci.index(src), srci.index(inc))
        self.assertIn(b"T\0cs_6_6\0", srci)
        self.assertIn(b"Zi\0\0", srci)
        self.assertIn(b"Fd\0pdbs/\0", srci)
        self.assertNotIn(self.cs.encode(), srci)
        # The PDB's ILDB has DXC's dummy sources: same header, different
        # (smaller) module than the embedded one.
        pdb_ildb = part(c, "ILDB")
        self.assertEqual(pdb_ildb[:4], part(embedded, "ILDB")[:4])
        self.assertEqual(pdb_ildb[8:16], part(embedded, "ILDB")[8:16])
        program_bitcode(pdb_ildb)  # sizes consistent
        self.assertLess(len(part(c, "ILDB")), len(part(embedded, "ILDB")))
        # LLVM's own MSF/PDB reader reads the same file.
        if os.path.exists(LLVM_PDBUTIL):
            out = self.out("stream5.bin")
            run([LLVM_PDBUTIL, "export", "-stream=5", "-out=" + out,
                 os.path.join(self.out("pdbs"), name)])
            with open(out, "rb") as f:
                self.assertEqual(f.read(), c)
            summary = run([LLVM_PDBUTIL, "dump", "-summary",
                           os.path.join(self.out("pdbs"), name)])
            self.assertIn("Age: 1", summary.stdout.decode())

        # -Fd <file>: ILDN holds that name, as DXC's GetPDBName.
        obj, _ = self.debug_compile("-Zi", "-Fd", "my.pdb")
        self.assertEqual(debug_name(part(obj, "ILDN")), "my.pdb")
        with open(self.out("my.pdb"), "rb") as f:
            self.assertEqual(part(msf_stream(f.read(), 5), "ILDN"),
                             part(obj, "ILDN"))
        # -Qsource_in_debug_module: no SRCI, the ILDB keeps the sources.
        obj, _ = self.debug_compile("-Zi", "-Qsource_in_debug_module",
                                    "-Qembed_debug", "-Fd", "s.pdb")
        with open(self.out("s.pdb"), "rb") as f:
            c2 = msf_stream(f.read(), 5)
        self.assertEqual([p[0] for p in parts(c2)], ["ILDN", "HASH", "ILDB"])
        self.assertEqual(part(c2, "ILDB"), part(obj, "ILDB"))
        self.assertGreater(len(part(c2, "ILDB")), len(pdb_ildb))
        # -Qpdb_in_private: the PDB is also the PRIV part.
        obj, _ = self.debug_compile("-Zi", "-Qpdb_in_private", "-Fd", "p.pdb")
        with open(self.out("p.pdb"), "rb") as f:
            self.assertEqual(parts(obj)[-1], ("PRIV", f.read()))
        # -Zs: source-only: ILDN in the object, SRCI but no ILDB in the PDB.
        obj, _ = self.debug_compile("-Zs", "-Fd", "z.pdb")
        self.assertIn("ILDN", [p[0] for p in parts(obj)])
        self.assertNotIn("ILDB", [p[0] for p in parts(obj)])
        with open(self.out("z.pdb"), "rb") as f:
            c3 = msf_stream(f.read(), 5)
        self.assertEqual([p[0] for p in parts(c3)], ["ILDN", "HASH", "SRCI"])

    def test_zss_hashes_the_debug_module(self):
        base = self.compile()
        obj, _ = self.debug_compile("-Zi", "-Zss", "-Qembed_debug")
        h = part(obj, "HASH")
        self.assertEqual(struct.unpack_from("<I", h)[0], 1)  # IncludesSource
        self.assertEqual(h[4:], hashlib.md5(
            program_bitcode(part(obj, "ILDB"))).digest())
        self.assertNotEqual(h, part(base, "HASH"))
        self.assertEqual(part(obj, "DXIL"), part(base, "DXIL"))
        self.assertEqual(debug_name(part(obj, "ILDN")), h[4:].hex() + ".pdb")

    def test_debug_option_combinations_dxc_refuses(self):
        for args, msg in (
                (["-Qembed_debug"], "/Zi for /Qembed_debug"),
                (["-Zi", "-Zs"], "both /Zi and /Zs"),
                (["-Zs", "-Qsource_in_debug_module"],
                 "both /Qsource_in_debug_module and /Zs"),
                (["-Zi", "-Zss", "-Zsb"], "both /Zss and /Zsb"),
                (["-Fd", "x.pdb"], "/Fd specified, but no Debug Info"),
                (["-Zi", "-Qpdb_in_private", "-Qstrip_priv"],
                 "/Qstrip_priv and /Qpdb_in_private")):
            p = dxilc("-T", "cs_6_6", self.cs, *args, ok=False)
            self.assertIn(msg, p.stderr.decode(), args)

    def test_debug_info_local_and_remote(self):
        outs = {}
        for where, remote in (("local", False), ("remote", True)):
            d = os.path.join(self.dir, where)
            os.makedirs(os.path.join(d, "pdb"))
            obj, _ = self.debug_compile("/Zi", "/Qembed_debug", "/Fd", "pdb/",
                                        "-Qpdb_in_private", remote=remote,
                                        cwd=d)
            (name,) = os.listdir(os.path.join(d, "pdb"))
            with open(os.path.join(d, "pdb", name), "rb") as f:
                outs[where] = (obj, name, f.read())
        self.assertEqual(outs["local"], outs["remote"])

    # --- Root signature and validator version ------------------------------

    def test_rootsig_define_and_version(self):
        base = part(self.compile(), "RTS0")
        self.assertEqual(struct.unpack_from("<II", base), (2, 2))
        # The macro's expansion replaces the [RootSignature] attribute.
        rs = part(self.compile(
            "-D", 'MYRS="UAV(u0), SRV(t0), CBV(b3)"', "-rootsig-define",
            "MYRS"), "RTS0")
        self.assertEqual(struct.unpack_from("<II", rs), (2, 3))
        same = part(self.compile("-D", 'MYRS="UAV(u0), SRV(t0)"',
                                 "/rootsig-define", "MYRS"), "RTS0")
        self.assertEqual(same, base)
        # A macro the source does not define (or #undefs) keeps the
        # attribute's, as DXC 1.9 does.
        self.assertEqual(part(self.compile("-rootsig-define", "NOPE"), "RTS0"),
                         base)
        # -force-rootsig-ver: RTS0's version (1.0 has 8-byte root
        # descriptors, 1.1 12-byte ones).
        v10 = part(self.compile("-force-rootsig-ver", "rootsig_1_0"), "RTS0")
        self.assertEqual(struct.unpack_from("<II", v10), (1, 2))
        self.assertEqual(len(base) - len(v10), 2 * 4)
        self.assertEqual(part(self.compile("/force_rootsig_ver",
                                           "rootsig_1_1"), "RTS0"), base)
        p = dxilc("-T", "cs_6_6", self.cs, "-force-rootsig-ver", "rootsig_2_0",
                  ok=False)
        self.assertIn("rootsig_2_0", p.stderr.decode())

    def test_validator_version(self):
        base = self.compile()
        def valver(listing):
            node = re.search(r"!dx.valver = !\{(![0-9]+)\}", listing).group(1)
            return tuple(int(v) for v in re.search(
                re.escape(node) + r" = !\{i32 (\d+), i32 (\d+)\}",
                listing).groups())
        self.assertEqual(valver(self.listing()), (1, 8))
        self.assertEqual(valver(self.listing("-validator-version", "1.7")),
                         (1, 7))
        v16 = self.compile("-validator-version", "1.6")
        self.assertEqual(part(v16, "HASH")[:4], b"\0" * 4)
        # PSV0 by validator: 1.6/1.7 write version 2, 1.8 version 3.
        self.assertLess(len(part(v16, "PSV0")), len(part(base, "PSV0")))
        self.assertNotEqual(part(v16, "DXIL"), part(base, "DXIL"))
        # 0.0: never validated, so no HASH part (and no debug name).
        v00 = self.compile("-validator-version", "0.0", "-Zsb")
        self.assertNotIn("HASH", [p[0] for p in parts(v00)])
        self.assertNotIn("ILDN", [p[0] for p in parts(v00)])
        self.assertEqual(valver(self.listing("-validator-version", "0.0")),
                         (0, 0))
        for bad, msg in (("1.5", "does not support target profile"),
                         ("1.11", "above the current"), ("0.3", "minor"),
                         ("one", "format of validator version")):
            p = dxilc("-T", "cs_6_6", self.cs, "-Fo", self.out("x"),
                      "-validator-version", bad, ok=False)
            self.assertIn(msg, p.stderr.decode(), bad)

    def test_header(self):
        fh, fo, fc = self.out("s.h"), self.out("s.dxil"), self.out("s.ll")
        dxilc("-T", "cs_6_6", "-I", self.inc, self.cs, "-Fh", fh, "-Fo", fo,
              "-Fc", fc)
        with open(fh, "rb") as f:
            header = f.read()
        with open(fo, "rb") as f:
            obj = f.read()
        with open(fc, "rb") as f:
            listing = f.read()
        # dxc's WriteHeader, independently: "#if 0", the listing with CRLF,
        # "#endif", then 12 bytes a line.
        expect = b"#if 0\r\n" + listing.replace(b"\n", b"\r\n") + \
            b"\r\n#endif\r\n\r\nconst unsigned char g_main[] = {"
        for i, b in enumerate(obj):
            if i:
                expect += b","
            if i % 12 == 0:
                expect += b"\r\n "
            expect += b" 0x%02x" % b
        expect += b"\r\n};\r\n"
        self.assertEqual(header, expect)
        dxilc("-T", "cs_6_6", "-I", self.inc, self.cs, "-Fh", fh, "-Vn",
              "g_MyShader")
        with open(fh, "rb") as f:
            self.assertIn(b"const unsigned char g_MyShader[] = {", f.read())
        p = dxilc("-T", "cs_6_6", self.cs, "-Vn", "x", ok=False)
        self.assertIn("-Vn without -Fh", p.stderr.decode())

    def test_matrix_packing(self):
        # M[1][2] and After as DXC reads them: -Zpc (default) column-major
        # M at c0..c2 (After at c2.z), -Zpr row-major M at c0..c1 (After at
        # c1.w); local and remote agree.
        shader = os.path.join(SHADERS, "cs_matrix_cbuffer.hlsl")

        def reads(out, row, comp):
            # Component `comp` of a read of cbuffer row `row` (one read
            # serves every component taken from it).
            rows = re.findall(r"(%\d+) = call %dx.types.CBufRet.f32 "
                              r"@dx.op.cbufferLoadLegacy.f32\(i32 59, "
                              r"%dx.types.Handle %\d+, i32 {}\)".format(row),
                              out)
            return any(re.search(r"= extractvalue %dx.types.CBufRet.f32 "
                                 + re.escape(r) + r", {}\n".format(comp), out)
                       for r in rows)

        for args, m, after in (((), (2, 1), (2, 2)), (("-Zpc",), (2, 1), (2, 2)),
                               (("/Zpr",), (1, 2), (1, 3))):
            for remote in (False, True):
                out = dxilc("-T", "cs_6_6", shader, "-Fc", "-", *args,
                            remote=remote).stdout.decode()
                self.assertTrue(reads(out, *m), out)
                self.assertTrue(reads(out, *after), out)
        self.assertNotEqual(self.compile("-Zpr", shader=shader),
                            self.compile(shader=shader))
        p = dxilc("-T", "cs_6_6", shader, "-Zpr", "-Zpc", ok=False)
        self.assertIn("cannot specify -Zpr and -Zpc together",
                      p.stderr.decode())

    def test_legacy_macro_expansion(self):
        # fxc's preprocessor expands `##` operands first: REG(u, SLOT) is
        # register(u3) with the option, register(uSLOT) (refused) without.
        shader = self.out("legacy.hlsl")
        with open(shader, "w") as f:
            f.write("#define SLOT 3\n#define REG(t, n) register(t##n)\n"
                    "RWBuffer<float> B : REG(u, SLOT);\n"
                    "[numthreads(1, 1, 1)] void main() { B[0] = 1; }\n")
        for remote in (True, False):
            o = self.out("legacy%d.dxil" % remote)
            dxilc("-T", "cs_6_0", shader, "-flegacy-macro-expansion", "-Fo",
                  o, "-Fc", o + ".ll", remote=remote)
            with open(o + ".ll") as f:
                self.assertIn('!"B", i32 0, i32 3, i32 1,', f.read())
        p = dxilc("-T", "cs_6_0", shader, ok=False)
        self.assertNotEqual(p.returncode, 0)

    def test_dx9_compat_mode(self):
        # -Gec: a pixel shader's COLOR0 output is SV_Target0 (refused as an
        # arbitrary semantic of a pixel-shader output without it).
        shader = self.out("gec.hlsl")
        with open(shader, "w") as f:
            f.write("float4 main(float4 c : TEXCOORD0) : COLOR0 "
                    "{ return c; }\n")
        for remote in (True, False):
            o = self.out("gec%d.dxil" % remote)
            dxilc("-T", "ps_6_0", shader, "/Gec", "-Fo", o, "-Fc", o + ".ll",
                  remote=remote)
            with open(o + ".ll") as f:
                self.assertRegex(f.read(), r'!"SV_Target", i8 9, i8 16')

    def test_codegen_options(self):
        f = self.listing()
        self.assertIn("fmul reassoc nnan ninf nsz arcp afn float", f)
        g = self.listing("-Gis")
        self.assertRegex(g, r"fmul float")
        self.assertNotIn("reassoc", g)
        self.assertNotEqual(self.compile("/Gis"), self.compile())
        # -denorm: the entry's attribute, as in DXC's cs_denorm_* outputs.
        for mode in ("any", "preserve", "ftz"):
            out = self.listing("-denorm", mode)
            self.assertIn('attributes #0 = { "fp32-denorm-mode"="%s" }' % mode,
                          out)
            self.assertIn("define void @main() #0", out)
        self.assertNotIn("fp32-denorm-mode", f)
        self.assertIn('"fp32-denorm-mode"="ftz"', self.listing("/denormFTZ"))
        p = dxilc("-T", "cs_6_0", "-I", self.inc, self.cs, "-denorm", "ftz",
                  ok=False)
        self.assertIn("shader model 6.2", p.stderr.decode())
        p = dxilc("-T", "cs_6_6", self.cs, "-denorm", "fast", ok=False)
        self.assertIn("any, preserve or ftz", p.stderr.decode())
        # Shader flags: bit 8 AllResourcesBound; bit 33 ResMayNotAlias, which
        # DXIL 1.7+ declares for UAV users unless -res-may-alias.
        self.assertEqual(shader_flags(f) & (1 << 8), 0)
        for opt in ("-all-resources-bound", "-all_resources_bound"):
            self.assertEqual(shader_flags(self.listing(opt)),
                             shader_flags(f) | (1 << 8))
        f67 = self.listing(profile="cs_6_7")
        self.assertEqual(shader_flags(f67) & (1 << 33), 1 << 33)
        for opt in ("-res-may-alias", "-res_may_alias"):
            self.assertEqual(shader_flags(self.listing(opt, profile="cs_6_7")),
                             shader_flags(f67) & ~(1 << 33))

    # --- Local and remote agree --------------------------------------------

    def test_engine_command_line_local_and_remote(self):
        ps = os.path.join(SHADERS, "ps_engine.hlsl")
        outs = {}
        for where, remote in (("local", False), ("remote", True)):
            d = os.path.join(self.dir, where)
            os.mkdir(d)
            dxilc("/nologo", "/T", "ps_6_6", "/E", "main", "/O3", "/WX", "/Zpc",
                  "/all_resources_bound", "/Qstrip_reflect", "/Qstrip_debug",
                  "-denorm", "ftz", "/D", "USE_UV=1", "-DSCALE=4.0",
                  "/I", self.inc, "-Zsb", "-fvk-use-dx-layout",
                  "-fspv-target-env=vulkan1.1", "/Fo", os.path.join(d, "o"),
                  "/Fh", os.path.join(d, "h"), "/Vn", "g_PS",
                  "/Fsh", os.path.join(d, "sh"), "-MF", os.path.join(d, "dep"),
                  ps, remote=remote)
            outs[where] = {}
            for n in ("o", "h", "sh"):
                with open(os.path.join(d, n), "rb") as f:
                    outs[where][n] = f.read()
            with open(os.path.join(d, "dep")) as f:
                # The rule names each side's own -Fo.
                outs[where]["dep"] = f.read().replace(d, "<d>")
        self.assertEqual(outs["local"], outs["remote"])
        obj = outs["local"]["o"]
        self.assertIn("ILDN", [p[0] for p in parts(obj)])
        self.assertIn(b"const unsigned char g_PS[]", outs["local"]["h"])
        self.assertIn("scale.hlsli", outs["local"]["dep"])


class Startup(unittest.TestCase):
    def test_thin_dxilc_does_not_load_llvm(self):
        ldd = run(["ldd", os.path.join(BIN, "dxilc")]).stdout.decode()
        self.assertNotIn("libLLVM", ldd)
        self.assertNotIn("libclang", ldd)
        ldd = run(["ldd", os.path.join(BIN, "dxilc-local")]).stdout.decode()
        self.assertIn("libLLVM", ldd)


def main():
    global BIN, SRC, SHADERS, SERVER
    BIN, SRC = os.path.abspath(sys.argv[1]), os.path.abspath(sys.argv[2])
    SHADERS = os.path.join(SRC, "tests", "cli", "shaders")
    server = subprocess.Popen(
        [os.path.join(BIN, "dxild"), "--listen", "127.0.0.1:0", "--threads",
         "2"], stdout=subprocess.PIPE, stderr=subprocess.DEVNULL)
    try:
        line = server.stdout.readline().decode()
        SERVER = "127.0.0.1:" + line.strip().rsplit(":", 1)[1]
        prog = unittest.main(argv=[sys.argv[0]] + sys.argv[3:], exit=False,
                             verbosity=2)
        return 0 if prog.result.wasSuccessful() else 1
    finally:
        server.terminate()
        server.wait(timeout=30)


if __name__ == "__main__":
    sys.exit(main())
