"""Texture and sampler objects of the dxild prelude (Clang 22 has none).

gen_prelude.py calls gen_textures(). Each object is a class template whose
only member is a `__hlsl_resource_t` handle, so Clang 22 treats globals of
it as resources (register annotations, implicit binding, arrays) and calls
its static __createFromBinding/__createFromImplicitBinding as it does for
its own buffers. What kind of resource it is travels in the handle's
contained type, a marker struct the binding stage reads back
(core/lib/Binding/RetypeResources.cpp):

    struct __dxild_<Kind> { T v; int s[1 + signed]; int n[1 + samples]; }

Clang 22 turns that handle into target("dx.TypedBuffer", %struct.__dxild_<Kind>,
writeable, rov, 0); the binding stage retypes it to dx.Texture / dx.MSTexture
/ dx.Sampler. Methods call external __dxild_res_* templates (contract in
core/lib/Intrinsics/README.md) with the handle laundered through
__builtin_hlsl_resource_getpointer (LLVM rejects target-typed arguments to
non-intrinsic functions).
"""

import re

# name, coordinate count (sampling), array (last coordinate is a slice),
# offset count (0: no offsets), load coordinate count (0: no Load),
# multisampled, gather.
SRV_KINDS = [
    ("Texture1D", 1, False, 1, 1, False, False),
    ("Texture1DArray", 2, True, 1, 2, False, False),
    ("Texture2D", 2, False, 2, 2, False, True),
    ("Texture2DArray", 3, True, 2, 3, False, True),
    ("Texture3D", 3, False, 3, 3, False, False),
    ("TextureCube", 3, False, 0, 0, False, True),
    ("TextureCubeArray", 4, True, 0, 0, False, True),
    ("Texture2DMS", 2, False, 2, 2, True, False),
    ("Texture2DMSArray", 3, True, 2, 3, True, False),
]

# name, marker kind, coordinate count
UAV_KINDS = [
    ("Texture1D", 1),
    ("Texture1DArray", 2),
    ("Texture2D", 2),
    ("Texture2DArray", 3),
    ("Texture3D", 3),
]

HEAD = r"""
// ---- Texture and sampler objects (generated from textures.py) ----
typedef __decltype(__builtin_FILE()) __dxild_res_name;
template <typename T> struct __dxild_signed { static const int value = 0; };
template <> struct __dxild_signed<int> { static const int value = 1; };
template <int N> struct __dxild_signed<vector<int, N> > { static const int value = 1; };
template <> struct __dxild_signed<int64_t> { static const int value = 1; };
template <int N> struct __dxild_signed<vector<int64_t, N> > { static const int value = 1; };
#ifdef __HLSL_ENABLE_16_BIT
template <> struct __dxild_signed<int16_t> { static const int value = 1; };
template <int N> struct __dxild_signed<vector<int16_t, N> > { static const int value = 1; };
#endif
template <typename T> struct __dxild_scalar { typedef T type; };
template <typename T, int N> struct __dxild_scalar<vector<T, N> > { typedef T type; };
// An lvalue reference type without writing '&' (HLSL has no references).
template <typename T> struct __dxild_ref { static T __v; typedef __decltype((__v)) type; };

template <typename T> T __dxild_res_undef() __attribute__((const));
%(PSEUDO)s
template <typename R, typename C>
typename __dxild_ref<R>::type __dxild_res_element(__dxild_res_name t, C coord);
uint4 __dxild_res_dimensions(__dxild_res_name t, uint mip);
float2 __dxild_res_sample_pos(__dxild_res_name t, int sample);
// GatherRaw (SM 6.7) exists for textures of uint16_t, uint and uint64_t
// (DXC: "cannot GatherRaw from resource containing float").
template <typename T> struct __dxild_gather_raw_type { static const bool value = false; };
template <> struct __dxild_gather_raw_type<uint> { static const bool value = true; };
template <> struct __dxild_gather_raw_type<uint64_t> { static const bool value = true; };
#ifdef __HLSL_ENABLE_16_BIT
template <> struct __dxild_gather_raw_type<uint16_t> { static const bool value = true; };
#endif
#define __DXILD_GATHER_RAW_TYPE                                                \
  __attribute__((diagnose_if(!__dxild_gather_raw_type<T>::value,               \
      "dxild.frontend.gather-raw-type: GatherRaw needs a texture of "          \
      "uint16_t, uint or uint64_t elements", "error")))
template <typename T>
typename __dxild_ref<T>::type __dxild_res_raw_ref(__dxild_res_name element);
template <typename C>
float __dxild_res_lod(__dxild_res_name t, __dxild_res_name s, C coord, bool clamped);

#define __DXILD_RES_CREATE(CLS)                                                \
  static CLS __createFromBinding(uint reg, uint space, int range, uint index,  \
                                 __dxild_res_name name) {                      \
    CLS r;                                                                     \
    r.__handle = __builtin_hlsl_resource_handlefrombinding(                    \
        r.__handle, reg, space, range, index, name);                           \
    return r;                                                                  \
  }                                                                            \
  static CLS __createFromImplicitBinding(uint order, uint space, int range,    \
                                         uint index, __dxild_res_name name) {  \
    CLS r;                                                                     \
    r.__handle = __builtin_hlsl_resource_handlefromimplicitbinding(            \
        r.__handle, order, space, range, index, name);                         \
    return r;                                                                  \
  }
#define __DXILD_RES_PTR(H) ((__dxild_res_name)__builtin_hlsl_resource_getpointer(H, 0u))

// The status forms return the check bit of seed 001 through their last
// parameter (the Intrinsics stage makes it a zero-extended i1).
bool __dxild_check_access(uint status) __attribute__((const));
inline bool CheckAccessFullyMapped(uint Status) { return __dxild_check_access(Status); }
template <typename T>
T __dxild_res_raw_load_status(__dxild_res_name element, typename __dxild_ref<uint>::type status);

// tex.mips[level][pos] (mip level) and tex.sample[index][pos] (sample
// index): a property of the texture whose value holds a copy of it; its
// first subscript picks the level or sample, the second loads the texel.
template <typename R, typename T, typename P, typename CI, typename O>
struct __dxild_texel_slice {
  R __res;
  uint __index;
  T operator[](P Pos) {
    return __dxild_res_load<T>(__DXILD_RES_PTR(__res.__handle), (CI)Pos,
                               __index, __dxild_res_undef<O>());
  }
};
template <typename R, typename T, typename P, typename CI, typename O>
struct __dxild_texel_index {
  R __res;
  __dxild_texel_slice<R, T, P, CI, O> operator[](uint Index) {
    __dxild_texel_slice<R, T, P, CI, O> S;
    S.__res = __res;
    S.__index = Index;
    return S;
  }
};

struct __dxild_SamplerState { int k; };
struct __dxild_SamplerComparisonState { int k; };
struct SamplerState {
  __hlsl_resource_t [[hlsl::resource_class(Sampler)]] [[hlsl::contained_type(__dxild_SamplerState)]] __handle;
  __DXILD_RES_CREATE(SamplerState)
  __dxild_res_name __ptr() { return __DXILD_RES_PTR(__handle); }
};
struct SamplerComparisonState {
  __hlsl_resource_t [[hlsl::resource_class(Sampler)]] [[hlsl::contained_type(__dxild_SamplerComparisonState)]] __handle;
  __DXILD_RES_CREATE(SamplerComparisonState)
  __dxild_res_name __ptr() { return __DXILD_RES_PTR(__handle); }
};
// DXC declares `sampler` as an alias of SamplerState (DirectXTK's effects
// write `sampler Sampler : register(s0);`).
typedef SamplerState sampler;

// Inline ray tracing's acceleration structure (SM 6.5): an SRV with no
// methods of its own. RayQuery::TraceRayInline (prelude_raytracing.hlsl)
// hands it to __dxild_res_trace_ray_inline, the only operation on it; the
// binding stage gives it the RTAccelerationStructure kind.
struct __dxild_RaytracingAccelerationStructure { int k; };
struct RaytracingAccelerationStructure {
  __hlsl_resource_t [[hlsl::resource_class(SRV)]] [[hlsl::contained_type(__dxild_RaytracingAccelerationStructure)]] __handle;
  __DXILD_RES_CREATE(RaytracingAccelerationStructure)
  __dxild_res_name __ptr() { return __DXILD_RES_PTR(__handle); }
};
void __dxild_res_trace_ray_inline(__dxild_res_name as, uint query,
                                  uint ray_flags, uint instance_mask,
                                  float3 origin, float tmin,
                                  float3 direction, float tmax);
"""

# Pseudo-intrinsic templates (core/lib/Support/ResourceMethods.h): name,
# template parameters after R, parameters after the resources, number of
# resource parameters. Each also has a `_status` form whose last parameter
# receives the status.
PSEUDO = [
    ("sample", "C, O", "C coord, O offset, float clamp", 2),
    ("sample_bias", "C, O", "C coord, float bias, O offset, float clamp", 2),
    ("sample_level", "C, O", "C coord, float lod, O offset", 2),
    ("sample_grad", "C, G, O", "C coord, G ddx, G ddy, O offset, float clamp", 2),
    ("sample_cmp", "C, O", "C coord, float cmp, O offset, float clamp", 2),
    ("sample_cmp_level_zero", "C, O", "C coord, float cmp, O offset", 2),
    ("sample_cmp_level", "C, O", "C coord, float cmp, float lod, O offset", 2),
    ("sample_cmp_bias", "C, O",
     "C coord, float cmp, float bias, O offset, float clamp", 2),
    ("sample_cmp_grad", "C, G, O",
     "C coord, float cmp, G ddx, G ddy, O offset, float clamp", 2),
    ("gather", "C, O", "C coord, O offset, int channel", 2),
    ("gather_cmp", "C, O", "C coord, float cmp, O offset, int channel", 2),
    ("gather_raw", "C, O", "C coord, O offset", 2),
    ("load", "C, O", "C coord, int mip_or_sample, O offset", 1),
]


def gen_pseudo():
    out = []
    for name, tps, params, nres in PSEUDO:
        tp = "template <typename R, %s>" % ", ".join(
            "typename " + t.strip() for t in tps.split(","))
        res = ", ".join(["__dxild_res_name t", "__dxild_res_name s"][:nres])
        out.append("%s\nR __dxild_res_%s(%s, %s);" % (tp, name, res, params))
        out.append("%s\nR __dxild_res_%s_status(%s, %s, typename "
                   "__dxild_ref<uint>::type status);" % (tp, name, res, params))
    return "\n".join(out)


TAIL = r"""
#undef __DXILD_GATHER_RAW_TYPE
#undef __DXILD_RES_CREATE
#undef __DXILD_RES_PTR
"""


def vec(base, n):
    return base if n == 1 else "%s%d" % (base, n)


def marker(kind, ms):
    if ms:
        return ("template <typename T, int S, int N> struct __dxild_%s "
                "{ T v; int s[1 + S]; int n[1 + N]; };" % kind)
    return ("template <typename T, int S> struct __dxild_%s "
            "{ T v; int s[1 + S]; };" % kind)


def handle(cls_kind, res_class, ms, rov=False):
    args = "T, __dxild_signed<T>::value" + (", N" if ms else "")
    attrs = "[[hlsl::resource_class(%s)]]" % res_class
    if rov:
        attrs += " [[hlsl::is_rov]]"
    return ("  __hlsl_resource_t %s [[hlsl::contained_type(__dxild_%s<%s>)]] "
            "__handle;" % (attrs, cls_kind, args))


def split_load(n):
    """Body pieces splitting an int(n+1) location into coordinates + mip."""
    c = vec("int", n)
    if n == 1:
        return c, "Location.x", "Location.y"
    sw = "xyzw"[:n]
    return c, "Location.%s" % sw, "Location.%s" % "xyzw"[n]


# DXC: "elements of typed buffers and textures must fit in four 32-bit
# quantities" (RWTexture2D<double3> crashed the lowering).
ELEMENT_FITS = ("  static_assert(sizeof(T) <= 16, \"dxild.frontend.texture-element: "
                "elements of typed buffers and textures must fit in four "
                "32-bit quantities\");")


def gen_srv(kind, ncoord, array, noff, nload, ms, gather):
    cls = kind
    tparams = "typename T = float4" + (", int N = 0" if ms else "")
    out = ["template <%s>" % tparams, "struct %s {" % cls,
           handle(kind, "SRV", ms),
           "  __DXILD_RES_CREATE(%s)" % cls,
           "  typedef T __element;",
           ELEMENT_FITS]
    C = vec("float", ncoord)
    P = "__DXILD_RES_PTR(__handle)"
    O = vec("int", noff) if noff else None
    zero_off = "(%s)0" % O if O else "0"
    clamp_undef = "__dxild_res_undef<float>()"
    if not ms:
        out += gen_sampling(C, O, zero_off, array, ncoord, gather,
                            cmp=kind != "Texture3D")
    # Load and operator[].
    if nload:
        CI = vec("int", nload)
        LO = vec("int", noff)
        undef_off = "__dxild_res_undef<%s>()" % LO
        if ms:
            out.append("  float2 GetSamplePosition(int SampleIndex) { return "
                       "__dxild_res_sample_pos(%s, SampleIndex); }" % P)
            out.append("  T Load(%s Location, int SampleIndex) { return "
                       "__dxild_res_load<T>(%s, Location, SampleIndex, %s); }"
                       % (CI, P, undef_off))
            out.append("  T Load(%s Location, int SampleIndex, %s Offset) { return "
                       "__dxild_res_load<T>(%s, Location, SampleIndex, Offset); }"
                       % (CI, LO, P))
            out.append("  T Load(%s Location, int SampleIndex, %s Offset, %s) { "
                       "return __dxild_res_load_status<T>(%s, Location, "
                       "SampleIndex, Offset, Status); }" % (CI, LO, STATUS, P))
        else:
            full = vec("int", nload + 1)
            c, coords, mip = split_load(nload)
            out.append("  T Load(%s Location) { return __dxild_res_load<T>(%s, %s, %s, %s); }"
                       % (full, P, coords, mip, undef_off))
            out.append("  T Load(%s Location, %s Offset) { return "
                       "__dxild_res_load<T>(%s, %s, %s, Offset); }"
                       % (full, LO, P, coords, mip))
            out.append("  T Load(%s Location, %s Offset, %s) { return "
                       "__dxild_res_load_status<T>(%s, %s, %s, Offset, Status); }"
                       % (full, LO, STATUS, P, coords, mip))
        out.append("  T operator[](%s Location) { return __dxild_res_load<T>(%s, "
                   "(%s)Location, 0, %s); }" % (vec("uint", nload), P, CI, undef_off))
        # tex.mips[level][pos] and tex.sample[index][pos]: a property whose
        # value indexes twice (see __dxild_texel_index).
        prop, getter = ("sample", "__get_sample") if ms else ("mips", "__get_mips")
        ty = "__dxild_texel_index<%s<T%s>, T, %s, %s, %s>" % (
            cls, ", N" if ms else "", vec("uint", nload), CI, LO)
        out += ["#if __has_declspec_attribute(property)",
                "  %s %s() { %s R; R.__res = this; return R; }" % (ty, getter, ty),
                "  __declspec(property(get = %s)) %s %s;" % (getter, ty, prop),
                "#endif"]
    out += gen_dimensions(kind, ms, False)
    out.append("};")
    return "\n".join(l for l in out if l)


# HLSL name, result, comparison sampler, pseudo-intrinsic, parameters between
# the location and the offset (G = the gradient type), whether a clamp
# overload exists, lowest shader model (DXC's table, gen_intrin_main.txt).
SAMPLE_METHODS = [
    ("Sample", "T", False, "sample", [], True, None),
    ("SampleBias", "T", False, "sample_bias", [("float", "Bias")], True, None),
    ("SampleLevel", "T", False, "sample_level", [("float", "LOD")], False,
     None),
    ("SampleGrad", "T", False, "sample_grad", [("G", "DDX"), ("G", "DDY")],
     True, None),
    ("SampleCmp", "float", True, "sample_cmp", [("float", "CompareValue")],
     True, None),
    ("SampleCmpLevelZero", "float", True, "sample_cmp_level_zero",
     [("float", "CompareValue")], False, None),
    ("SampleCmpLevel", "float", True, "sample_cmp_level",
     [("float", "CompareValue"), ("float", "LOD")], False, "6.7"),
    ("SampleCmpBias", "float", True, "sample_cmp_bias",
     [("float", "CompareValue"), ("float", "Bias")], True, "6.8"),
    ("SampleCmpGrad", "float", True, "sample_cmp_grad",
     [("float", "CompareValue"), ("G", "DDX"), ("G", "DDY")], True, "6.8"),
]

STATUS = "out uint Status"


def forms(has_offset, has_clamp):
    """(offset, clamp, status) combinations DXC declares for a method."""
    if has_offset:
        out = [(False, False, False), (True, False, False)]
        out += ([(True, True, False), (True, True, True)] if has_clamp
                else [(True, False, True)])
    else:
        out = [(False, False, False)]
        out += ([(False, True, False), (False, True, True)] if has_clamp
                else [(False, False, True)])
    return out


def gen_sampling(C, O, zero_off, array, ncoord, gather, cmp=True):
    """Sample*, CalculateLevelOfDetail* and Gather* of a non-multisampled
    SRV texture: every overload of DXC's table, with offset, clamp and
    status forms (the status is the check bit of seed 001 as a uint, which
    CheckAccessFullyMapped reads back)."""
    P = "__DXILD_RES_PTR(__handle)"
    G = vec("float", ncoord - (1 if array else 0))
    undef = "__dxild_res_undef<float>()"
    out = []
    for (name, ret, is_cmp, op, extra, has_clamp, _sm) in SAMPLE_METHODS:
        if is_cmp and not cmp:
            continue
        sampler = "SamplerComparisonState" if is_cmp else "SamplerState"
        for off, clamp, status in forms(O is not None, has_clamp):
            decl = ["%s S" % sampler, "%s Location" % C]
            decl += ["%s %s" % (G if t == "G" else t, n) for t, n in extra]
            args = [P, "S.__ptr()", "Location"] + [n for _, n in extra]
            if off:
                decl.append("%s Offset" % O)
            args.append("Offset" if off else zero_off)
            if has_clamp:
                if clamp:
                    decl.append("float Clamp")
                args.append("Clamp" if clamp else undef)
            fn = "__dxild_res_" + op
            if status:
                decl.append(STATUS)
                args.append("Status")
                fn += "_status"
            out.append("  %s %s(%s) { return %s<%s>(%s); }"
                       % (ret, name, ", ".join(decl), fn, ret,
                          ", ".join(args)))
    for name, clamped in (("CalculateLevelOfDetail", "true"),
                          ("CalculateLevelOfDetailUnclamped", "false")):
        out.append("  float %s(SamplerState S, %s Location) { return "
                   "__dxild_res_lod(%s, S.__ptr(), Location, %s); }"
                   % (name, G, P, clamped))
    if not gather:
        return out
    V = "vector<typename __dxild_scalar<T>::type, 4>"
    gforms = [(False, False), (True, False), (True, True)] if O else \
        [(False, False), (False, True)]
    # (method, channel, comparison); Gather/GatherCmp read channel 0.
    gathers = (("Gather", 0, False), ("GatherRed", 0, False),
               ("GatherGreen", 1, False), ("GatherBlue", 2, False),
               ("GatherAlpha", 3, False), ("GatherCmp", 0, True),
               ("GatherCmpRed", 0, True), ("GatherCmpGreen", 1, True),
               ("GatherCmpBlue", 2, True), ("GatherCmpAlpha", 3, True))

    def gather_head(is_cmp):
        """Return type, leading parameters and leading call arguments.

        Comparisons return the texture's element type too (an int4 of
        1s and 0s on a Texture2D<int>, as DXC's textureGatherCmp.i32)."""
        ret = V
        sampler = "SamplerComparisonState" if is_cmp else "SamplerState"
        decl = ["%s S" % sampler, "%s Location" % C]
        args = [P, "S.__ptr()", "Location"]
        if is_cmp:
            decl.append("float CompareValue")
            args.append("CompareValue")
        return ret, decl, args

    for off, status in gforms:
        for name, ch, is_cmp in gathers:
            ret, decl, args = gather_head(is_cmp)
            if off:
                decl.append("%s Offset" % O)
            args += ["Offset" if off else zero_off, str(ch)]
            fn = "__dxild_res_gather" + ("_cmp" if is_cmp else "")
            if status:
                decl.append(STATUS)
                args.append("Status")
                fn += "_status"
            out.append("  %s %s(%s) { return %s<%s>(%s); }"
                       % (ret, name, ", ".join(decl), fn, ret,
                          ", ".join(args)))
    if not O:
        return out
    # GatherRaw (Texture2D, Texture2DArray; SM 6.7, which the lowering
    # checks as for SampleCmpLevel): the four texels' raw bits.
    for off, status in ((False, False), (True, False), (True, True)):
        decl = ["SamplerState S", "%s Location" % C]
        args = [P, "S.__ptr()", "Location"]
        if off:
            decl.append("%s Offset" % O)
        args.append("Offset" if off else zero_off)
        fn = "__dxild_res_gather_raw"
        if status:
            decl.append(STATUS)
            args.append("Status")
            fn += "_status"
        out.append("  %s GatherRaw(%s) __DXILD_GATHER_RAW_TYPE { return %s<%s>(%s); }"
                   % (V, ", ".join(decl), fn, V, ", ".join(args)))
    # One offset per texel (GatherRed(s, x, o1, o2, o3, o4[, status])): as
    # DXC does, one gather per offset, texel i from gather i; the status is
    # the first gather's.
    # Only the per-channel methods have this form (not Gather/GatherCmp).
    for status in (False, True):
        for name, ch, is_cmp in gathers:
            if name in ("Gather", "GatherCmp"):
                continue
            ret, decl, args = gather_head(is_cmp)
            decl += ["%s Offset%d" % (O, i) for i in range(1, 5)]
            if status:
                decl.append(STATUS)
            fn = "__dxild_res_gather" + ("_cmp" if is_cmp else "")
            body = ["%s R;" % ret]
            for i, comp in enumerate("xyzw"):
                call_args = args + ["Offset%d" % (i + 1), str(ch)]
                f = fn
                if status and i == 0:
                    call_args.append("Status")
                    f += "_status"
                body.append("R.%s = %s<%s>(%s).%s;" % (
                    comp, f, ret, ", ".join(call_args), comp))
            body.append("return R;")
            out.append("  %s %s(%s) { %s }" % (ret, name, ", ".join(decl),
                                                 " ".join(body)))
    return out


def gen_dimensions(kind, ms, rw):
    """GetDimensions overloads: getDimensions returns (w, h, d/slices, levels
    or samples)."""
    P = "__DXILD_RES_PTR(__handle)"
    dims = {
        "Texture1D": ["Width"],
        "Texture1DArray": ["Width", "Elements"],
        "Texture2D": ["Width", "Height"],
        "Texture2DArray": ["Width", "Height", "Elements"],
        "Texture3D": ["Width", "Height", "Depth"],
        "TextureCube": ["Width", "Height"],
        "TextureCubeArray": ["Width", "Height", "Elements"],
        "Texture2DMS": ["Width", "Height"],
        "Texture2DMSArray": ["Width", "Height", "Elements"],
    }[kind]
    # Which component of the result each output comes from.
    comp = {"Width": "x", "Height": "y", "Depth": "z", "Elements": "z"}
    if kind == "Texture1DArray":
        comp = {"Width": "x", "Elements": "y"}
    out = []
    # DXC's table has uint and float outputs; an int lvalue (`int2 d;
    # t.GetDimensions(d.x, d.y)`) takes the uint form through an out-argument
    # conversion, which Clang 22 does not find among several overloaded
    # methods ("no known conversion"), so int outputs are declared too.
    for ty in ("uint", "int", "float"):
        outs = ", ".join("out %s %s" % (ty, d) for d in dims)
        assign = " ".join("%s = (%s)D.%s;" % (d, ty, comp[d]) for d in dims)
        if rw:
            out.append("  void GetDimensions(%s) { uint4 D = __dxild_res_dimensions(%s, "
                       "__dxild_res_undef<uint>()); %s }" % (outs, P, assign))
        elif ms:
            out.append("  void GetDimensions(%s, out %s NumberOfSamples) { uint4 D = "
                       "__dxild_res_dimensions(%s, 0u); %s NumberOfSamples = (%s)D.w; }"
                       % (outs, ty, P, assign, ty))
        else:
            # Without a mip level: level 0's size, as DXC (getDimensions
            # with mipLevel 0).
            out.append("  void GetDimensions(%s) { uint4 D = "
                       "__dxild_res_dimensions(%s, 0u); %s }" % (outs, P, assign))
            out.append("  void GetDimensions(%s, out %s NumberOfLevels) { uint4 D = "
                       "__dxild_res_dimensions(%s, 0u); %s NumberOfLevels = (%s)D.w; }"
                       % (outs, ty, P, assign, ty))
            out.append("  void GetDimensions(uint MipLevel, %s, out %s NumberOfLevels) { "
                       "uint4 D = __dxild_res_dimensions(%s, MipLevel); %s "
                       "NumberOfLevels = (%s)D.w; }" % (outs, ty, P, assign, ty))
    # Outputs of different types (`t.GetDimensions(0, size.x, size.y, levels)`
    # with a float2 size and a uint count, DeferredCoarsePixelShading's
    # GBuffer.hlsl): DXC converts each output to its argument's type; a
    # template with a type per output does the same where no overload above
    # matches exactly.
    last = "NumberOfSamples" if ms else (None if rw else "NumberOfLevels")
    names = dims + ([last] if last else [])
    tparams = "template <%s> " % ", ".join("typename T%d" % i
                                           for i in range(len(names)))
    outs = ", ".join("out T%d %s" % (i, d) for i, d in enumerate(names))
    assign = " ".join("%s = (T%d)D.%s;" % (d, i, "w" if d == last else comp[d])
                      for i, d in enumerate(names))
    if rw:
        out.append("  %svoid GetDimensions(%s) { uint4 D = __dxild_res_dimensions("
                   "%s, __dxild_res_undef<uint>()); %s }" % (tparams, outs, P, assign))
    elif ms:
        out.append("  %svoid GetDimensions(%s) { uint4 D = __dxild_res_dimensions("
                   "%s, 0u); %s }" % (tparams, outs, P, assign))
    else:
        out.append("  %svoid GetDimensions(uint MipLevel, %s) { uint4 D = "
                   "__dxild_res_dimensions(%s, MipLevel); %s }"
                   % (tparams, outs, P, assign))
    return out


def gen_uav(prefix, kind, n, rov):
    cls = prefix + kind
    C = vec("uint", n)
    CI = vec("int", n)
    P = "__DXILD_RES_PTR(__handle)"
    out = ["template <typename T = float4>", "struct %s {" % cls,
           handle(kind, "UAV", False, rov),
           "  __DXILD_RES_CREATE(%s)" % cls,
           "  typedef T __element;",
           ELEMENT_FITS,
           "  typename __dxild_ref<T>::type operator[](%s Location) { return "
           "__dxild_res_element<T>(%s, Location); }" % (C, P),
           "  T Load(%s Location) { return __dxild_res_load<T>(%s, Location, "
           "__dxild_res_undef<int>(), __dxild_res_undef<%s>()); }" % (CI, P, CI),
           "  T Load(%s Location, %s) { return __dxild_res_load_status<T>(%s, "
           "Location, __dxild_res_undef<int>(), __dxild_res_undef<%s>(), "
           "Status); }" % (CI, STATUS, P, CI)]
    out += gen_dimensions(kind, False, True)
    out.append("};")
    return "\n".join(out)


# Resource templates whose arguments all have defaults. HLSL lets a shader
# omit them (`Texture2D t;`); Clang 22 does not, so the frontend replaces
# such a use by an alias of the same length (the first two characters
# become "__"): core/lib/Frontend/SourceCompat.cpp keeps the same list.
DEFAULTED = (
    [k[0] for k in SRV_KINDS] +
    ["RW" + k for k, _ in UAV_KINDS] +
    ["RasterizerOrdered" + k for k, _ in UAV_KINDS] +
    ["Buffer", "RWBuffer", "RasterizerOrderedBuffer"])


def gen_aliases(buffers):
    """Same-length aliases of the defaulted specializations. Clang's own
    buffer templates (buffers=True) are aliased only after
    prelude_resources.hlsl has completed them (see the PCH pitfall there)."""
    out = ["// Same-length aliases of the defaulted specializations."]
    for name in DEFAULTED:
        if name.endswith("Buffer") != buffers:
            continue
        args = "float4" if buffers else ""
        out.append("typedef %s<%s> __%s;" % (name, args, name[2:]))
    return "\n".join(out)


def gen_byte_address(cls, res_class, rov):
    """ByteAddressBuffer and its RW/ROV forms. Clang 22 declares them with
    GetDimensions only; a definition here completes its declaration first.
    Every access goes through `__dxild_res_raw_ref<T>(getpointer(h, addr))`,
    which the Intrinsics stage replaces by the element pointer itself, so
    the buffer lowering sees the IR Clang emits for its own buffers
    (loads/stores/atomics on `getpointer(handle, byte address)`)."""
    attrs = "[[hlsl::resource_class(%s)]]%s [[hlsl::raw_buffer]]" % (
        res_class, " [[hlsl::is_rov]]" if rov else "")
    ref = ("__dxild_res_raw_ref<%s>((__dxild_res_name)"
           "__builtin_hlsl_resource_getpointer(__handle, Address))")
    out = ["struct %s {" % cls,
           "  __hlsl_resource_t %s [[hlsl::contained_type(unsigned char)]] "
           "__handle;" % attrs,
           "  __DXILD_RES_CREATE(%s)" % cls,
           "  void GetDimensions(out uint Dimensions) { "
           "__builtin_hlsl_resource_getdimensions_x(__handle, Dimensions); }",
           "  template <typename T> T Load(uint Address) { return %s; }"
           % (ref % "T")]
    stat = ("__dxild_res_raw_load_status<%s>((__dxild_res_name)"
            "__builtin_hlsl_resource_getpointer(__handle, Address), Status)")
    out.append("  template <typename T> T Load(uint Address, %s) { return %s; }"
               % (STATUS, stat % "T"))
    for n in range(1, 5):
        ty = vec("uint", n)
        out.append("  %s Load%s(uint Address) { return %s; }"
                   % (ty, str(n) if n > 1 else "", ref % ty))
        out.append("  %s Load%s(uint Address, %s) { return %s; }"
                   % (ty, str(n) if n > 1 else "", STATUS, stat % ty))
    if res_class == "UAV":
        out.append("  template <typename T> void Store(uint Address, T Value) "
                   "{ %s = Value; }" % (ref % "T"))
        for n in range(1, 5):
            ty = vec("uint", n)
            out.append("  void Store%s(uint Address, %s Value) { %s = Value; }"
                       % (str(n) if n > 1 else "", ty, ref % ty))
        # DXC's signatures: uint values, except Min/Max, whose value's type
        # picks the signed or unsigned comparison; `Original` is DXC's `out
        # uint`, and an `out int` overload binds an int variable (Clang 22
        # converts no `out` argument). An int value converts to the same
        # bits, so (uint compare, int value) is not ambiguous.
        for op in ("Add", "And", "Or", "Xor", "Min", "Max", "Exchange"):
            signed = op in ("Min", "Max")
            if op != "Exchange":
                for ty in ("uint", "int") if signed else ("uint",):
                    out.append("  void Interlocked%s(uint Address, %s Value) { "
                               "::hlsl::Interlocked%s(%s, Value); }"
                               % (op, ty, op, ref % ty))
            for orig in ("uint", "int"):
                for ty in ("uint", "int") if signed else (orig,):
                    out.append("  void Interlocked%s(uint Address, %s Value, out "
                               "%s Original) { %s Old; ::hlsl::Interlocked%s(%s, "
                               "Value, Old); Original = (%s)Old; }"
                               % (op, ty, orig, ty, op, ref % ty, orig))
        out.append("  void InterlockedCompareStore(uint Address, uint Compare, "
                   "uint Value) { ::hlsl::InterlockedCompareStore(%s, Compare, "
                   "Value); }" % (ref % "uint"))
        for ty in ("uint", "int"):
            out.append("  void InterlockedCompareExchange(uint Address, %s "
                       "Compare, %s Value, out %s Original) { "
                       "::hlsl::InterlockedCompareExchange(%s, Compare, Value, "
                       "Original); }" % (ty, ty, ty, ref % ty))
        # SM 6.6's 64-bit methods: the same atomics on a 64-bit destination
        # (the ::hlsl overloads they call carry the 6.6 availability).
        for op in ("Add", "And", "Or", "Xor", "Min", "Max", "Exchange"):
            for ty in ("uint64_t", "int64_t"):
                if op != "Exchange":
                    out.append("  void Interlocked%s64(uint Address, %s Value) "
                               "{ ::hlsl::Interlocked%s(%s, Value); }"
                               % (op, ty, op, ref % ty))
                out.append("  void Interlocked%s64(uint Address, %s Value, out "
                           "%s Original) { ::hlsl::Interlocked%s(%s, Value, "
                           "Original); }" % (op, ty, ty, op, ref % ty))
        # A 32-bit value (`InterlockedMax64(0, 1u)`, naga's `1uL`): DXC
        # takes the signed 64-bit overload for either signedness (IMax, not
        # UMax), the value converted to int64_t, whatever `Original`'s type.
        for op in ("Add", "And", "Or", "Xor", "Min", "Max", "Exchange"):
            for ty in ("uint", "int"):
                if op != "Exchange":
                    out.append("  void Interlocked%s64(uint Address, %s Value) "
                               "{ ::hlsl::Interlocked%s(%s, (int64_t)Value); }"
                               % (op, ty, op, ref % "int64_t"))
                for orig in ("uint64_t", "int64_t"):
                    out.append("  void Interlocked%s64(uint Address, %s Value, "
                               "out %s Original) { int64_t Old; "
                               "::hlsl::Interlocked%s(%s, (int64_t)Value, Old); "
                               "Original = (%s)Old; }"
                               % (op, ty, orig, op, ref % "int64_t", orig))
        for ty in ("uint", "int"):
            out.append("  void InterlockedCompareStore64(uint Address, %s "
                       "Compare, %s Value) { ::hlsl::InterlockedCompareStore(%s, "
                       "(int64_t)Compare, (int64_t)Value); }"
                       % (ty, ty, ref % "int64_t"))
        for ty in ("uint64_t", "int64_t"):
            out.append("  void InterlockedCompareExchange64(uint Address, %s "
                       "Compare, %s Value, out %s Original) { "
                       "::hlsl::InterlockedCompareExchange(%s, Compare, Value, "
                       "Original); }" % (ty, ty, ty, ref % ty))
            out.append("  void InterlockedCompareStore64(uint Address, %s "
                       "Compare, %s Value) { ::hlsl::InterlockedCompareStore(%s, "
                       "Compare, Value); }" % (ty, ty, ref % ty))
    out.append("};")
    return "\n".join(out)


# Sampler feedback (SM 6.5): FeedbackTexture2D[Array]<SAMPLER_FEEDBACK_*>,
# a UAV whose only methods record which mips a sample of another texture
# would touch. DXC's table (gen_intrin_main.txt): the sampled texture is any
# Texture2D (Texture2DArray for the array form) and the sampler a
# SamplerState. The marker's int array carries the feedback type
# (RetypeResources makes the handle target("dx.FeedbackTexture", type,
# kind)).
FEEDBACK = r"""
static const uint SAMPLER_FEEDBACK_MIN_MIP = 0;
static const uint SAMPLER_FEEDBACK_MIP_REGION_USED = 1;
template <typename C>
void __dxild_res_feedback(__dxild_res_name f, __dxild_res_name t, __dxild_res_name s, C coord, float clamp);
template <typename C>
void __dxild_res_feedback_bias(__dxild_res_name f, __dxild_res_name t, __dxild_res_name s, C coord, float bias, float clamp);
template <typename C>
void __dxild_res_feedback_level(__dxild_res_name f, __dxild_res_name t, __dxild_res_name s, C coord, float lod);
template <typename C>
void __dxild_res_feedback_grad(__dxild_res_name f, __dxild_res_name t, __dxild_res_name s, C coord, float2 ddx, float2 ddy, float clamp);
"""


def gen_feedback(kind, sampled, C):
    P = "__DXILD_RES_PTR(__handle)"
    head = "%s, __DXILD_RES_PTR(Tex.__handle), S.__ptr(), Location" % P
    undef = "__dxild_res_undef<float>()"
    lead = "%s<T> Tex, SamplerState S, %s Location" % (sampled, C)
    methods = [
        ("WriteSamplerFeedback", "", "feedback", undef),
        ("WriteSamplerFeedback", ", float Clamp", "feedback", "Clamp"),
        ("WriteSamplerFeedbackBias", ", float Bias", "feedback_bias",
         "Bias, " + undef),
        ("WriteSamplerFeedbackBias", ", float Bias, float Clamp",
         "feedback_bias", "Bias, Clamp"),
        ("WriteSamplerFeedbackGrad", ", float2 DDX, float2 DDY",
         "feedback_grad", "DDX, DDY, " + undef),
        ("WriteSamplerFeedbackGrad", ", float2 DDX, float2 DDY, float Clamp",
         "feedback_grad", "DDX, DDY, Clamp"),
        ("WriteSamplerFeedbackLevel", ", float LOD", "feedback_level", "LOD"),
    ]
    out = ["template <uint F> struct __dxild_%s { int v; int f[1 + F]; };"
           % kind,
           "template <uint F>", "struct %s {" % kind,
           "  static_assert(F <= SAMPLER_FEEDBACK_MIP_REGION_USED, "
           "\"dxild.frontend.feedback-type: the feedback type is "
           "SAMPLER_FEEDBACK_MIN_MIP or SAMPLER_FEEDBACK_MIP_REGION_USED\");",
           "  __hlsl_resource_t [[hlsl::resource_class(UAV)]] "
           "[[hlsl::contained_type(__dxild_%s<F>)]] __handle;" % kind,
           "  __DXILD_RES_CREATE(%s)" % kind]
    for name, params, op, rest in methods:
        out.append("  template <typename T> void %s(%s%s) { "
                   "__dxild_res_%s(%s, %s); }"
                   % (name, lead, params, op, head, rest))
    out.append("};")
    return "\n".join(out)


# A method definition of an object's struct, on one line: `  T f(...) {`.
METHOD_RE = re.compile(r"^(  (?:template <[^>]*> )?(?!static |typedef )"
                       r"[A-Za-z_][^;{]*\))( \{)", re.M)


def const_methods(text):
    """Every object's methods take a const object: none writes the handle,
    and DXC calls them on const objects (a `static const` global, a const
    parameter or a member of one), where Clang 22 would refuse a non-const
    method. A write to the resource goes through the handle, as in DXC."""
    return METHOD_RE.sub(r"\1 const\2", text)


def gen_textures():
    out = [HEAD % {"PSEUDO": gen_pseudo()}]
    out.append(gen_byte_address("ByteAddressBuffer", "SRV", False))
    out.append(gen_byte_address("RWByteAddressBuffer", "UAV", False))
    out.append(gen_byte_address("RasterizerOrderedByteAddressBuffer", "UAV",
                                True))
    for kind, _, _, _, _, ms, _ in SRV_KINDS:
        out.append(marker(kind, ms))
    for row in SRV_KINDS:
        out.append(gen_srv(*row))
    out.append(FEEDBACK)
    out.append(gen_feedback("FeedbackTexture2D", "Texture2D", "float2"))
    out.append(gen_feedback("FeedbackTexture2DArray", "Texture2DArray",
                            "float3"))
    for kind, n in UAV_KINDS:
        out.append(gen_uav("RW", kind, n, False))
        out.append(gen_uav("RasterizerOrdered", kind, n, True))
    out.append(gen_aliases(False))
    out.append(TAIL)
    return const_methods("\n".join(out))


if __name__ == "__main__":
    print(gen_textures())
