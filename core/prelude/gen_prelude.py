#!/usr/bin/env python3
"""Generate dxild's HLSL prelude from intrinsics.py.

Outputs:
  --header FILE   the prelude text (dxild_prelude.hlsl)
  --cpp FILE      a C++ source that embeds the text and its SHA-256 for
                  dxild::preludeSource()/preludeHash()
  --smoke FILE    an HLSL library that calls every generated overload once,
                  so a test can prove each declaration really compiles

The header is: prelude_head.hlsl (scalar types, macros), generated vector and
matrix typedefs, prelude_traits.hlsl, the generated intrinsic overloads, the
conversion templates, prelude_matrix.hlsl, prelude_resources.hlsl,
prelude_buffers.hlsl (ConstantBuffer/TextureBuffer), prelude_heap.hlsl
(ResourceDescriptorHeap/SamplerDescriptorHeap), then
prelude_raytracing.hlsl (declarations DXR headers use), prelude_stages.hlsl
(geometry and tessellation objects, declared only) and prelude_names.hlsl
(the vector/matrix names shaders see).
"""

import argparse
import hashlib
import os
import re
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)
import intrinsics as table  # noqa: E402
import textures  # noqa: E402

FILE_NAME = "dxild_prelude.hlsl"

# Scalar names that get vector (name1..name4) and matrix (nameRxC) typedefs.
# The ones in SIXTEEN_BIT_NAMES only exist with 16-bit types enabled.
TYPE_NAMES = ["bool", "int", "uint", "dword", "half", "float", "double",
              "int32_t", "uint32_t", "int64_t", "uint64_t", "float32_t",
              "float64_t", "min16float", "min10float", "min16int", "min12int",
              "min16uint", "int16_t", "uint16_t", "float16_t"]
SIXTEEN_BIT_NAMES = {"int16_t", "uint16_t", "float16_t"}

SHAPES = {"s": [1], "sv": [1, 2, 3, 4], "v": [2, 3, 4], "v3": [3], "v24": [2, 4],
          "v4": [4]}
SHORTHAND = {"B": "bool", "U": "uint", "I": "int", "F": "float"}
PARAM_NAMES = ["a", "b", "c", "d"]


def shaped(elem, n):
    return elem if n == 1 else "%s%d" % (elem, n)


def read(name):
    with open(os.path.join(HERE, name), encoding="utf-8") as f:
        return f.read()


def gen_types():
    out = ["// ---- Vector and matrix types (generated) ----"]
    for name in TYPE_NAMES:
        lines = []
        for n in range(1, 5):
            lines.append("typedef vector<%s, %d> %s%d;" % (name, n, name, n))
        for r in range(1, 5):
            for c in range(1, 5):
                lines.append("typedef matrix<%s, %d, %d> %s%dx%d;"
                             % (name, r, c, name, r, c))
        if name in SIXTEEN_BIT_NAMES:
            lines = ["#if defined(__HLSL_ENABLE_16_BIT)"] + lines + ["#endif"]
        out.extend(lines)
    return "\n".join(out) + "\n"


def parse_sig(sig):
    m = re.fullmatch(r"\s*([^()]+?)\s*\((.*)\)\s*", sig)
    assert m, sig
    ret = m.group(1)
    params = [p.strip() for p in m.group(2).split(",") if p.strip()]
    return ret, params


def subst_type(tok, elem, n):
    """Spell one signature type token for element type `elem`, width `n`."""
    if tok == "T":
        return shaped(elem, n)
    if tok == "E":
        return elem
    if tok in SHORTHAND:
        return shaped(SHORTHAND[tok], n)
    m = re.fullmatch(r"<(\w+)>", tok)
    if m:
        return shaped(m.group(1), n)
    return tok


def subst_body(body, elem, n):
    repl = {"T": shaped(elem, n), "E": elem, "N": str(n)}
    repl.update({k: shaped(v, n) for k, v in SHORTHAND.items()})

    def one(m):
        key = m.group(1)
        if key in repl:
            return repl[key]
        inner = re.fullmatch(r"<(\w+)>", key)
        assert inner, key
        return shaped(inner.group(1), n)

    return re.sub(r"\{(<\w+>|\w)\}", one, body)


def split_param(p):
    """'out T' -> ('out ', 'T')."""
    for q in ("inout ", "out ", "in "):
        if p.startswith(q):
            return q, p[len(q):].strip()
    return "", p


def attributes(entry):
    attrs = []
    if entry["stages"]:
        for stage in entry["stages"]:
            attrs.append("_DXILD_STAGE(%s, %s)" % (entry["sm"] or "6.0", stage))
    elif entry["sm"]:
        attrs.append("_DXILD_SM(%s)" % entry["sm"])
    return attrs


def overloads(entry):
    """Yield (elem, n, is_16bit) for every overload of an entry."""
    for elem in entry["types"]:
        for n in SHAPES[entry["shapes"]]:
            yield elem, n, elem in table.SIXTEEN_BIT_ONLY


def gen_entry(entry):
    ret, params = parse_sig(entry["sig"])
    out = []
    if entry["note"]:
        out.append("// %s: %s" % (entry["name"], entry["note"]))
    guarded16 = False
    for elem, n, is16 in overloads(entry):
        if is16 != guarded16:
            out.append("#if defined(__HLSL_ENABLE_16_BIT)" if is16
                       else "#endif")
            guarded16 = is16
        ps = []
        for i, p in enumerate(params):
            q, t = split_param(p)
            ps.append("%s%s %s" % (q, subst_type(t, elem, n), PARAM_NAMES[i]))
        proto = "%s %s(%s)" % (subst_type(ret, elem, n), entry["name"],
                               ", ".join(ps))
        attrs = attributes(entry)
        if entry["dxild"]:
            # An external declaration per overload, rewritten by dxild's
            # Intrinsics stage; availability goes on it for the same reason
            # as on the aliases below (it has no body).
            inner = "__dxild_%s" % entry["dxild"]
            decl_attrs = attrs + (["__attribute__((const))"]
                                  if entry["pure"] else [])
            out.append("%s%s;" % ("".join(a + " " for a in decl_attrs),
                                  proto.replace(" %s(" % entry["name"],
                                                " %s(" % inner, 1)))
            call = "%s(%s)" % (inner, ", ".join(
                PARAM_NAMES[i] for i in range(len(params))))
            stmt = call + ";" if subst_type(ret, elem, n) == "void" \
                else "return %s;" % call
            prefix = (" ".join(attrs) + "\n") if attrs else ""
            out.append("%sinline %s { %s }" % (prefix, proto, stmt))
        elif entry["const_int"] and n == 1 and elem in table.INTS:
            # A constant expression where the arguments are (see fn()).
            prefix = (" ".join(attrs) + "\n") if attrs else ""
            out.append("%sconstexpr %s { return %s; }" % (
                prefix, proto, entry["const_int"]))
        elif entry["alias"]:
            # The public function is an inline wrapper around an internal
            # alias. Clang type-checks an aliased builtin call with the
            # arguments as written, without converting them to the
            # declared parameter types, so clip(half3) would reach the
            # builtin as half3 and be rejected. The wrapper's own parameters
            # convert normally; the alias then only sees exact types.
            inner = "__dxild_%s" % entry["name"]
            alias_attr = "_DXILD_ALIAS(%s)" % entry["alias"]
            # Availability goes on the alias declaration: Clang's default
            # (relaxed) availability mode only diagnoses calls to functions
            # without a body, found by walking from the entry point.
            out.append("%s %s;" % (" ".join(attrs + [alias_attr]), proto.replace(
                " %s(" % entry["name"], " %s(" % inner, 1)))
            call = "%s(%s)" % (inner, ", ".join(
                PARAM_NAMES[i] for i in range(len(params))))
            stmt = call + ";" if subst_type(ret, elem, n) == "void" \
                else "return %s;" % call
            prefix = (" ".join(attrs) + "\n") if attrs else ""
            out.append("%sinline %s { %s }" % (prefix, proto, stmt))
        else:
            body = entry["body"]
            if isinstance(body, dict):
                # A body for this vector width, else the scalar/vector one.
                body = body.get(str(n)) or body["s" if n == 1 else "v"]
            prefix = (" ".join(attrs) + "\n") if attrs else ""
            out.append("%sinline %s {\n  %s\n}" % (
                prefix, proto, subst_body(body, elem, n)))
    if guarded16:
        out.append("#endif")
    text = "\n".join(out) + "\n"
    if entry["guard"]:
        text = "#if %s\n%s#endif\n" % (entry["guard"], text)
    return text


def fallback_return(ret_tok, conv):
    """Return type of a conversion template, given the converted type."""
    if ret_tok == "T":
        return conv
    if ret_tok == "E":
        return "typename __dxild_elem<%s>::type" % conv
    if ret_tok in SHORTHAND:
        return "typename __dxild_shape<%s, %s>::type" % (conv,
                                                          SHORTHAND[ret_tok])
    return ret_tok


def gen_fallback(name, kind, ret, arity):
    targs = ", ".join("A%d" % i for i in range(arity))
    tparams = ", ".join("typename A%d" % i for i in range(arity))
    args = ", ".join("A%d %s" % (i, PARAM_NAMES[i]) for i in range(arity))
    if kind == "common" and arity == 1:
        common = "typename __dxild_norm<A0>::type"
    else:
        # The type of a + b (+ c) is HLSL's usual arithmetic conversion of the
        # operands, including scalar-to-vector splats.
        expr = " + ".join("A%d()" % i for i in range(arity))
        common = "typename __dxild_norm<__decltype(%s)>::type" % expr
    if kind == "float":
        common = "typename __dxild_flt<%s>::type" % common
    else:
        # Bools convert to ints: DXC's numeric intrinsics take no bool, and
        # a bool C would call this template again, forever (dot(bool4,
        # bool4) returned 0).
        common = "typename __dxild_nobool<%s>::type" % common
    # A helper struct names the converted type once for the return type and
    # the body.
    helper = "__dxild_conv_%s_%d" % (name, arity)
    conv = "typename %s<%s>::C" % (helper, targs)
    call = ", ".join("__dxild_cast<C>::from(%s)" % PARAM_NAMES[i]
                     for i in range(arity))
    return ("template <%s> struct %s { typedef %s C; };\n"
            "template <%s>\ninline %s %s(%s) {\n"
            "  typedef %s C;\n  return %s(%s);\n}\n" % (
                tparams, helper, common, tparams,
                fallback_return(ret, conv), name, args, conv, name, call))


def gen_interlocked():
    """The Interlocked* overloads (table.INTERLOCKED_*).

    Each destination type gets one external __dxild_interlocked_<op>_<sfx>
    that returns the original value; the HLSL overloads are wrappers that
    convert the value and original-value types. They are plain functions, not
    templates: Clang 22 cannot bind a groupshared lvalue to an `inout`
    parameter of a function template.
    """
    out = ["// ---- Interlocked* (dxild intrinsics, see "
           "core/lib/Intrinsics/README.md) ----"]
    for dest, sfx, values, originals, sm in table.INTERLOCKED_DESTS:
        attr = "_DXILD_SM(%s) " % sm if sm else ""
        ops = [(hlsl, op) for hlsl, op in table.INTERLOCKED_RMW]
        for hlsl, op in ops:
            ext = "__dxild_interlocked_%s_%s" % (op, sfx)
            out.append("%s%s %s(inout %s dest, %s value);"
                       % (attr, dest, ext, dest, dest))
            for v in values:
                call = "%s(dest, (%s)value)" % (ext, dest)
                # HLSL has no two-argument InterlockedExchange.
                if op != "exchange":
                    out.append("%sinline void %s(inout %s dest, %s value) "
                               "{ %s; }" % (attr, hlsl, dest, v, call))
                for o in originals:
                    out.append(
                        "%sinline void %s(inout %s dest, %s value, "
                        "out %s original_value) { original_value = (%s)%s; }"
                        % (attr, hlsl, dest, v, o, o, call))
        ext = "__dxild_interlocked_compare_exchange_%s" % sfx
        out.append("%s%s %s(inout %s dest, %s compare_value, %s value);"
                   % (attr, dest, ext, dest, dest, dest))
        # The compare value and the value each take any of the value types
        # (DXC converts each on its own: a 64-bit compare with a literal 0
        # value is not ambiguous).
        for cv in values:
            for v in values:
                call = "%s(dest, (%s)compare_value, (%s)value)" % (ext, dest,
                                                                    dest)
                for o in originals:
                    out.append(
                        "%sinline void InterlockedCompareExchange(inout %s "
                        "dest, %s compare_value, %s value, out %s "
                        "original_value) { original_value = (%s)%s; }"
                        % (attr, dest, cv, v, o, o, call))
                out.append("%sinline void InterlockedCompareStore(inout %s "
                           "dest, %s compare_value, %s value) { %s; }"
                           % (attr, dest, cv, v, call))
    # Float destinations: the exchange only (see INTERLOCKED_FLOAT_DESTS).
    for dest, sfx, values in table.INTERLOCKED_FLOAT_DESTS:
        ext = "__dxild_interlocked_exchange_%s" % sfx
        out.append("%s %s(inout %s dest, %s value);" % (dest, ext, dest, dest))
        for v in values:
            out.append("inline void InterlockedExchange(inout %s dest, "
                       "%s value, out %s original_value) "
                       "{ original_value = %s(dest, (%s)value); }"
                       % (dest, v, dest, ext, dest))
    return "\n".join(out) + "\n"


def gen_intrinsics():
    out = ["// ---- Intrinsics (generated from intrinsics.py) ----"]
    fallbacks = {}
    out.append(gen_interlocked())
    for entry in table.INTRINSICS:
        out.append(gen_entry(entry))
        if entry["fallback"]:
            ret, params = parse_sig(entry["sig"])
            assert all(p == "T" for p in params), entry["name"]
            key = (entry["name"], len(params))
            kind = fallbacks.setdefault(key, (entry["fallback"], ret))
            assert kind == (entry["fallback"], ret), entry["name"]
    # Before the conversion templates: those find the matrix forms by
    # ordinary lookup when they are defined (a later declaration is not
    # seen, and built-in types have no associated namespace).
    out.append(gen_matrix_elementwise())
    out.append("// ---- Conversion templates (see the traits above) ----")
    for (name, arity), (kind, ret) in fallbacks.items():
        out.append(gen_fallback(name, kind, ret, arity))
    out.append(SELECT_CONVERSION)
    out.append(REFRACT_CONVERSION)
    return "\n".join(out)


# select() whose arms have different types (`select(b4, v4, 0)`): each
# generated overload needs a conversion, so C++ finds them all equally good
# and the call ambiguous; DXC converts both arms to their common type (the
# result has the shape of the overload that takes them: select(b2, 1, 2.5) is
# a float2). Only
# for arms of different types (__dxild_arms has no member for equal ones), so
# that the template never calls itself.
SELECT_CONVERSION = """\
template <typename A, typename B> struct __dxild_arms {
  typedef typename __dxild_norm<__decltype(A() + B())>::type type;
};
template <typename A> struct __dxild_arms<A, A> {};
template <typename C, typename A, typename B>
inline __decltype(select(C(), typename __dxild_arms<A, B>::type(),
                         typename __dxild_arms<A, B>::type()))
select(C c, A a, B b) {
  typedef typename __dxild_arms<A, B>::type T;
  return select(c, (T)a, (T)b);
}
"""


# refract() whose incident and normal vectors differ in element type
# (WickedEngine's `refract(-L, float3(0, 1, 0), 1.0 / 1.333)` with L a half3,
# half #defined as min16float): each generated overload needs a conversion,
# so C++ finds the call ambiguous, where DXC converts both vectors to their
# common type (float3 here) and eta to its element type. Only for vectors of
# different types (__dxild_refract_vec has no member for equal ones), so the
# template never calls itself. A generic conversion template would turn eta
# into a vector too.
REFRACT_CONVERSION = """\
template <typename A, typename B> struct __dxild_refract_vec {
  typedef typename __dxild_flt<
      typename __dxild_norm<__decltype(A() + B())>::type>::type type;
};
template <typename A> struct __dxild_refract_vec<A, A> {};
template <typename A, typename B, typename E>
inline typename __dxild_refract_vec<A, B>::type refract(A a, B b, E c) {
  typedef typename __dxild_refract_vec<A, B>::type V;
  return refract((V)a, (V)b, (typename __dxild_elem<V>::type)c);
}
"""


def gen_matrix_elementwise():
    """Matrix forms of the element-wise intrinsics (table.MATRIX_ELEMENTWISE).

    One template per element type of the scalar/vector overloads, over the
    dimensions: it applies the vector overload to each row (a 1-column
    matrix's rows go through the scalar overload). Other element types and
    scalar arguments reach it through the conversion templates (sin(int4x4)
    is sin(float4x4), lerp(m, m, 0.5) splats 0.5, as in DXC), since
    __dxild_flt and __dxild_norm know matrices.
    """
    out = ["// ---- Element-wise intrinsics on matrices (generated) ----"]
    names = set(table.MATRIX_ELEMENTWISE)
    seen = set()
    for entry in table.INTRINSICS:
        if entry["name"] not in names or entry["shapes"] != "sv":
            continue
        ret, params = parse_sig(entry["sig"])
        assert ret in ("T", "void") or ret in SHORTHAND, entry["name"]
        for elem in entry["types"]:
            key = (entry["name"], elem)
            assert key not in seen, key
            seen.add(key)
            row = "typename __dxild_norm<vector<%s, C> >::type" % elem
            ps, rows, call, back = [], [], [], []
            for i, p in enumerate(params):
                q, t = split_param(p)
                assert t == "T", entry["name"]
                a = PARAM_NAMES[i]
                ps.append("%smatrix<%s, R, C> %s" % (q, elem, a))
                if q == "out ":
                    rows.append("%s %s_r;" % (row, a))
                    back.append("%s[I] = %s_r;" % (a, a))
                else:
                    rows.append("%s %s_r = %s[I];" % (row, a, a))
                call.append("%s_r" % a)
            call = "%s(%s)" % (entry["name"], ", ".join(call))
            if ret == "void":
                rtype, init, stmt, done = "void", "", call + ";", ""
            else:
                relem = elem if ret == "T" else SHORTHAND[ret]
                rtype = "matrix<%s, R, C>" % relem
                init = "  %s Res;\n" % rtype
                stmt = "Res[I] = %s;" % call
                done = "  return Res;\n"
            text = ("template <int R, int C>\ninline %s %s(%s) {\n%s"
                    "  [unroll] for (int I = 0; I < R; ++I) {\n"
                    "    %s\n    %s\n%s  }\n%s}" % (
                        rtype, entry["name"], ", ".join(ps), init,
                        "\n    ".join(rows), stmt,
                        "".join("    %s\n" % b for b in back), done))
            if elem in table.SIXTEEN_BIT_ONLY:
                text = "#if defined(__HLSL_ENABLE_16_BIT)\n%s\n#endif" % text
            if entry["guard"]:
                text = "#if %s\n%s\n#endif" % (entry["guard"], text)
            out.append(text)
    missing = names - {n for n, _ in seen}
    assert not missing, missing
    return "\n".join(out) + "\n"


def gen_header():
    parts = [
        "// dxild HLSL prelude. GENERATED by core/prelude/gen_prelude.py from\n"
        "// core/prelude/intrinsics.py and the prelude_*.hlsl parts; do not\n"
        "// edit. What is supported and what is not: core/prelude/SUPPORT.md.\n",
        "#ifndef __DXILD_PRELUDE_HLSL__\n#define __DXILD_PRELUDE_HLSL__\n",
        "#pragma clang diagnostic push\n"
        "#pragma clang diagnostic ignored \"-Wunused-value\"\n",
        # Clang's end-of-translation-unit availability scan walks every
        # declaration of the translation unit and of every namespace in it;
        # with a precompiled prelude that deserializes the whole prelude on
        # each compile (two thirds of a small shader's frontend time). It
        # does not enter linkage specifications, and it reaches the prelude
        # functions a shader calls through its call graph anyway, so the
        # diagnostics are the same.
        'extern "C++" {\n',
        "namespace hlsl {\n",
        read("prelude_head.hlsl"),
        gen_types(),
        read("prelude_traits.hlsl"),
        gen_intrinsics(),
        read("prelude_matrix.hlsl"),
        textures.gen_textures(),
        read("prelude_resources.hlsl"),
        read("prelude_buffers.hlsl"),
        read("prelude_heap.hlsl"),
        read("prelude_raytracing.hlsl"),
        read("prelude_stages.hlsl"),
        textures.gen_aliases(True),
        read("prelude_names.hlsl"),
        "} // namespace hlsl\n",
        '} // extern "C++"\n',
        "#pragma clang diagnostic pop\n#endif // __DXILD_PRELUDE_HLSL__\n",
    ]
    return "\n".join(parts)


def gen_cpp(text):
    digest = hashlib.sha256(text.encode("utf-8")).hexdigest()
    # Raw string pieces stay well below compiler limits on literal length;
    # adjacent literals concatenate. The delimiter cannot occur in HLSL.
    chunks = [text[i:i + 8000] for i in range(0, len(text), 8000)]
    body = "\n".join('R"dxildprelude(%s)dxildprelude"' % c for c in chunks)
    return (
        "// GENERATED by core/prelude/gen_prelude.py; do not edit.\n"
        "#include \"dxild/core/Prelude.h\"\n\n"
        "namespace dxild {\n"
        "namespace {\n"
        "constexpr char PreludeText[] =\n%s;\n"
        "} // namespace\n\n"
        "std::string_view preludeSource() {\n"
        "  return std::string_view(PreludeText, sizeof(PreludeText) - 1);\n"
        "}\n"
        "std::string_view preludeFileName() { return \"%s\"; }\n"
        "std::string_view preludeHash() { return \"%s\"; }\n"
        "} // namespace dxild\n" % (body, FILE_NAME, digest))


def gen_smoke():
    """Call every overload once. Each call sits in its own exported function
    so a failure names the overload."""
    out = ["// Calls every overload of the dxild prelude once. GENERATED.", ""]
    count = 0
    for entry in table.INTRINSICS:
        if entry["stages"] and "pixel" in entry["stages"]:
            continue  # Covered by the pixel-stage smoke list below.
        out.extend(smoke_calls(entry))
    return "\n".join(out) + "\n"


def smoke_calls(entry, prefix="smoke"):
    ret, params = parse_sig(entry["sig"])
    out = []
    guarded16 = False
    for elem, n, is16 in overloads(entry):
        if is16 != guarded16:
            out.append("#if defined(__HLSL_ENABLE_16_BIT)" if is16
                       else "#endif")
            guarded16 = is16
        decls, args, fparams = [], [], []
        for i, p in enumerate(params):
            q, t = split_param(p)
            ty = subst_type(t, elem, n)
            if q:
                decls.append("%s v%d;" % (ty, i))
                args.append("v%d" % i)
            else:
                # Parameters, not constants, so the calls survive -O3.
                fparams.append("%s p%d" % (ty, i))
                args.append("p%d" % i)
        rty = subst_type(ret, elem, n)
        call = "%s(%s)" % (entry["name"], ", ".join(args))
        fname = "%s_%s_%s_%d" % (prefix, entry["name"], elem, n)
        stmt = call + ";" if rty == "void" else "return " + call + ";"
        out.append("export %s %s(%s) { %s %s }" % (
            rty, fname, ", ".join(fparams), " ".join(decls), stmt))
    if guarded16:
        out.append("#endif")
    text = out
    if entry["guard"]:
        text = ["#if " + entry["guard"]] + out + ["#endif"]
    return text


def gen_smoke_pixel():
    out = ["// Pixel-stage intrinsics of the dxild prelude. GENERATED.", ""]
    for entry in table.INTRINSICS:
        if entry["stages"] and "pixel" in entry["stages"]:
            out.extend(smoke_calls(entry, "smokeps"))
    return "\n".join(out) + "\n"


def write(path, text):
    # Only touch the file when it changes, so dependents do not rebuild.
    if os.path.exists(path):
        with open(path, encoding="utf-8") as f:
            if f.read() == text:
                return
    os.makedirs(os.path.dirname(os.path.abspath(path)), exist_ok=True)
    with open(path, "w", encoding="utf-8") as f:
        f.write(text)


def main():
    ap = argparse.ArgumentParser(description=__doc__)
    ap.add_argument("--header")
    ap.add_argument("--cpp")
    ap.add_argument("--smoke")
    ap.add_argument("--smoke-pixel")
    args = ap.parse_args()
    text = gen_header()
    if args.header:
        write(args.header, text)
    if args.cpp:
        write(args.cpp, gen_cpp(text))
    if args.smoke:
        write(args.smoke, gen_smoke())
    if args.smoke_pixel:
        write(args.smoke_pixel, gen_smoke_pixel())
    if not any([args.header, args.cpp, args.smoke, args.smoke_pixel]):
        sys.stdout.write(text)


if __name__ == "__main__":
    main()
