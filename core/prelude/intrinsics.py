"""The table the HLSL prelude is generated from.

Each entry is one HLSL intrinsic family. gen_prelude.py expands an entry into
one declaration per (element type, shape) pair, so the header gets the full
overload set HLSL documents without anyone writing it out by hand.

Fields of an entry (see `fn` below):
  name     HLSL spelling.
  sig      Return type and parameters, written with these placeholders:
             T  the overloaded type: scalar E or vector<E, N>
             E  the scalar element type
             B  bool with the shape of T;  U  uint with the shape of T
             I  int with the shape of T;   F  float with the shape of T
           <X> element type X with the shape of T (e.g. <int16_t>)
           Anything else is a literal type ("uint4", "void", ...). A parameter
           may be prefixed with "out " or "inout ".
  types    Element types the overload set covers (see the groups below).
  shapes   "sv": scalar and 2-4 vectors; "s": scalar only; "v": 2-4 vectors;
           "v3": 3-vectors only; "v24": 2- and 4-vectors;
           "v4": 4-vectors only.
  dxild    Instead of a Clang builtin: the name (without the "__dxild_"
           prefix) of a dxild intrinsic function. The generator declares it as
           an external function per overload and an inline wrapper with the
           HLSL name; dxild's Intrinsics stage (core/lib/Intrinsics) rewrites
           the calls after Clang's optimizer. Used where Clang 22 has no
           builtin (wave prefix/product/bit ops, quad ops, barriers,
           f32tof16).
  pure     With dxild: the external has no side effects and reads no memory
           (__attribute__((const))), so Clang's optimizer may combine, hoist
           or delete calls as it does for its own builtins. Not for wave,
           quad or barrier operations, whose result depends on other lanes.
  alias    Clang builtin that implements it. The generator declares an
           internal alias (clang_builtin_alias) per overload and an inline
           wrapper with the HLSL name. The alias gives the builtin a real
           prototype (several HLSL builtins are variadic in Clang 22 and a
           direct call would promote float to double); the wrapper makes
           argument conversions happen before the builtin sees them.
  body     Instead of an alias, an inline definition. Parameters are a, b, c;
           {T}, {E}, {B}, {U}, {I}, {F}, {N} are substituted. May be a dict
           {"s": ..., "v": ...} when scalars and vectors need different code;
           keys "2", "3", "4" give a vector width its own code.
  fallback "float": add a template that converts any other numeric argument
           (int, double, float1, mixed scalar/vector) to float of the same
           shape, as DXC does for float-only intrinsics.
           "common": add a template that converts all arguments to their
           common arithmetic type (max(x, 0) with float x picks float).
           Without it, C++ overload rules make such calls ambiguous.
  const_int An expression of a, b, ... for the scalar integer overloads,
           which become `constexpr` functions returning it: DXC folds
           `max(4, 32)` in an array size or [numthreads], where Clang needs
           a constant expression.
  sm       Minimum shader model ("6.4"), emitted as an availability attribute.
  stages   Shader stages the intrinsic exists in (availability environment).
  guard    Preprocessor condition the whole family is wrapped in.
  note     Free text copied into the header as a comment.

Intrinsics that Clang 22 cannot lower at all are listed in SUPPORT.md, not
here.
"""

# Element type groups. int16_t/uint16_t only exist with -fnative-int16-type
# (__HLSL_ENABLE_16_BIT); the generator guards them. `half` always exists: it
# is 32-bit unless -fnative-half-type, exactly as in DXC.
HALF_FLOAT = ["half", "float"]
FLOATS = ["half", "float", "double"]
SINTS = ["int16_t", "int", "int64_t"]
UINTS = ["uint16_t", "uint", "uint64_t"]
INTS = SINTS + UINTS
INTS32 = ["int", "uint"]
NUMERIC = FLOATS + INTS
ALL = ["bool"] + NUMERIC

SIXTEEN_BIT_ONLY = {"int16_t", "uint16_t"}
# Defined by Clang when -fnative-int16-type is given (DXC -enable-16bit-types
# sets it together with -fnative-half-type).
SIXTEEN = "defined(__HLSL_ENABLE_16_BIT)"

INTRINSICS = []


def fn(name, sig, types, shapes="sv", alias=None, body=None, fallback=None,
       sm=None, stages=None, guard=None, note=None, dxild=None, pure=False,
       const_int=None):
    assert [alias, body, dxild].count(None) == 2, name
    assert not pure or dxild, name
    INTRINSICS.append(dict(name=name, sig=sig, types=types, shapes=shapes,
                           alias=alias, body=body, fallback=fallback, sm=sm,
                           stages=stages, guard=guard, note=note,
                           dxild=dxild, pure=pure, const_int=const_int))


EW = "__builtin_elementwise_"
HL = "__builtin_hlsl_"
HLE = "__builtin_hlsl_elementwise_"

# --- Math -------------------------------------------------------------------
fn("abs", "T(T)", ["half", "float", "double"] + SINTS, alias=EW + "abs",
   fallback="common")
fn("abs", "T(T)", UINTS, body="return a;",
   note="Unsigned values are their own absolute value.")

for name, builtin in [("acos", "acos"), ("asin", "asin"), ("atan", "atan"),
                      ("cos", "cos"), ("cosh", "cosh"), ("sin", "sin"),
                      ("sinh", "sinh"), ("tan", "tan"), ("tanh", "tanh"),
                      ("exp", "exp"), ("exp2", "exp2"), ("log", "log"),
                      ("log2", "log2"), ("log10", "log10"), ("sqrt", "sqrt"),
                      ("floor", "floor"), ("ceil", "ceil"),
                      ("trunc", "trunc")]:
    fn(name, "T(T)", HALF_FLOAT, alias=EW + builtin, fallback="float")

# HLSL round() rounds halfway cases to even (DXIL Round_ne).
fn("round", "T(T)", HALF_FLOAT, alias=EW + "roundeven", fallback="float")
fn("atan2", "T(T,T)", HALF_FLOAT, alias=EW + "atan2", fallback="float")
fn("pow", "T(T,T)", HALF_FLOAT, alias=EW + "pow", fallback="float")
fn("fmod", "T(T,T)", HALF_FLOAT, alias=EW + "fmod", fallback="float")
fn("frac", "T(T)", HALF_FLOAT, alias=HLE + "frac", fallback="float")
fn("rsqrt", "T(T)", HALF_FLOAT, alias=HLE + "rsqrt", fallback="float")
fn("rcp", "T(T)", FLOATS, alias=HLE + "rcp", fallback="float")
fn("saturate", "T(T)", FLOATS, alias=HLE + "saturate", fallback="float")
fn("degrees", "T(T)", HALF_FLOAT, alias=HLE + "degrees", fallback="float")
fn("radians", "T(T)", HALF_FLOAT, alias=HLE + "radians", fallback="float")
fn("min", "T(T,T)", NUMERIC, alias=EW + "min", fallback="common",
   const_int="b < a ? b : a")
fn("max", "T(T,T)", NUMERIC, alias=EW + "max", fallback="common",
   const_int="a < b ? b : a")
fn("clamp", "T(T,T,T)", NUMERIC, alias=HLE + "clamp", fallback="common")
fn("lerp", "T(T,T,T)", HALF_FLOAT, alias=HL + "lerp", fallback="float")
fn("step", "T(T,T)", HALF_FLOAT, alias=HL + "step", fallback="float")
fn("smoothstep", "T(T,T,T)", HALF_FLOAT, fallback="float",
   body="{T} t = saturate((c - a) / (b - a)); return t * t * (({T})3 - ({T})2 * t);")
fn("mad", "T(T,T,T)", ["half", "float", "double"] + INTS, alias=HL + "mad",
   fallback="common")
fn("fma", "T(T,T,T)", ["double"], alias=EW + "fma",
   note="HLSL defines fma for double only.")
fn("sign", "I(T)", NUMERIC, alias=HLE + "sign")
fn("isnan", "B(T)", HALF_FLOAT, alias=HLE + "isnan", fallback="float")
fn("isinf", "B(T)", HALF_FLOAT, alias=HLE + "isinf", fallback="float")
fn("ldexp", "T(T,T)", HALF_FLOAT, fallback="float", body="return a * exp2(b);")
fn("modf", "T(T, out T)", HALF_FLOAT,
   body="b = trunc(a); return a - b;",
   note="Integer part goes to the out parameter, with the sign of the input.")
fn("sincos", "void(T, out T, out T)", HALF_FLOAT,
   body="b = sin(a); c = cos(a);")
# mul of two scalars; the vector and matrix forms are templates in
# prelude_matrix.hlsl.
fn("mul", "T(T,T)", NUMERIC, shapes="s", body="return a * b;")

# --- Vector -----------------------------------------------------------------
fn("dot", "E(T,T)", HALF_FLOAT + ["int16_t", "int", "uint16_t", "uint"],
   alias=HL + "dot", fallback="common")
# Clang 22's dot builtin has no double or 64-bit integer form, so these are
# written out: a product, then one multiply-add per further component in
# component order, as DXC expands integer dot products (IMad/UMad).
fn("dot", "E(T,T)", ["double", "int64_t", "uint64_t"],
   body={"s": "return a * b;",
         "2": "return a.x * b.x + a.y * b.y;",
         "3": "return a.x * b.x + a.y * b.y + a.z * b.z;",
         "4": "return a.x * b.x + a.y * b.y + a.z * b.z + a.w * b.w;"})
fn("cross", "T(T,T)", ["half"], shapes="v3", alias=HL + "crossf16",
   fallback="float")
fn("cross", "T(T,T)", ["float"], shapes="v3", alias=HL + "crossf32")
fn("length", "E(T)", HALF_FLOAT, fallback="float",
   body={"s": "return abs(a);", "v": "return sqrt(dot(a, a));"})
fn("distance", "E(T,T)", HALF_FLOAT, fallback="float",
   body={"s": "return abs(a - b);", "v": "return length(a - b);"})
fn("normalize", "T(T)", HALF_FLOAT, alias=HL + "normalize", fallback="float")
fn("reflect", "T(T,T)", HALF_FLOAT, fallback="float",
   body="return a - ({E})2 * dot(a, b) * b;")
fn("refract", "T(T,T,E)", HALF_FLOAT, shapes="v",
   body="{E} d = dot(b, a); {E} k = ({E})1 - c * c * (({E})1 - d * d);"
        " return k < ({E})0 ? ({T})0 : c * a - (c * d + sqrt(k)) * b;",
   note="Vectors only; eta is a scalar (a: incident, b: normal, c: eta).")
# Lighting coefficients (ambient, diffuse, specular, 1) as HLSL documents
# them: diffuse is 0 when n.l < 0, specular is 0 when n.l < 0 or n.h < 0.
fn("lit", "float4(float,float,float)", ["float"], shapes="s",
   body="float s = (a < 0.0f || b < 0.0f) ? 0.0f : pow(b, c);"
        " return float4(1.0f, max(a, 0.0f), s, 1.0f);",
   note="a: n.l, b: n.h, c: specular exponent m.")
# Distance vector (1, d, d*d, 1/d) from src0 = (-, d*d, d*d, -) and
# src1 = (-, 1/d, -, 1/d), as HLSL documents it.
fn("dst", "float4(float4,float4)", ["float"], shapes="s",
   body="return float4(1.0f, a.y * b.y, a.z, b.w);")
fn("faceforward", "T(T,T,T)", HALF_FLOAT, shapes="v", fallback="float",
   body="return dot(b, c) < ({E})0 ? a : -a;")

# --- Bits -------------------------------------------------------------------
fn("countbits", "U(T)", INTS,
   body="return ({U})__builtin_elementwise_popcount(a);")
# Clang's builtin (DXIL FirstbitHi/FirstbitSHi) counts from the most
# significant bit; HLSL's firstbithigh is the bit index from the least
# significant bit, -1 when there is none: width - 1 - r unless r is -1, as
# DXC does.
fn("__firstbithigh_msb", "U(T)", INTS, alias=HLE + "firstbithigh")
for group, top in [(["int16_t", "uint16_t"], 15), (["int", "uint"], 31),
                   (["int64_t", "uint64_t"], 63)]:
    fn("firstbithigh", "U(T)", group,
       body="{U} r = __firstbithigh_msb(a); {B} none = r == ({U})0xffffffffu;"
            " return __builtin_hlsl_select(none, r, ({U})%du - r);" % top)
fn("firstbitlow", "U(T)", INTS, alias=HLE + "firstbitlow")
fn("reversebits", "T(T)", UINTS, alias=EW + "bitreverse")

# --- Conversions --------------------------------------------------------------
for dst, dstl in [("asint", "int"), ("asuint", "uint"), ("asfloat", "float")]:
    for src in ["int", "uint", "float"]:
        if src == dstl:
            fn(dst, "T(T)", [src], body="return a;")
        else:
            ret = {"int": "I", "uint": "U", "float": "F"}[dstl]
            fn(dst, ret + "(T)", [src],
               body="return __builtin_bit_cast(" + "{" + ret + "}" + ", a);")
for dst, ret in [("asfloat16", "half"), ("asint16", "int16_t"),
                 ("asuint16", "uint16_t")]:
    for src in ["half", "int16_t", "uint16_t"]:
        if src == ret:
            fn(dst, "T(T)", [src], body="return a;", guard=SIXTEEN)
        else:
            fn(dst, "<%s>(T)" % ret, [src], guard=SIXTEEN,
               body="return __builtin_bit_cast({<%s>}, a);" % ret)
    # DXC converts a literal argument (`asuint16(1)`, `asfloat16(1.0)`) to
    # half first: asuint16(1) is 0x3C00. C++ finds half, int16_t and
    # uint16_t equally good for an int or float, so these take them (DXC
    # refuses non-literal 32-bit arguments; accepting them is harmless).
    for src in ["int", "float"]:
        fn(dst, "<%s>(T)" % ret, [src], shapes="s", guard=SIXTEEN,
           body="return %s((half)a);" % dst)
fn("asdouble", "T(U,U)", ["double"], alias=HL + "asdouble",
   note="Low bits first, then high bits.")
fn("asuint", "void(T, out U, out U)", ["double"], alias=HLE + "splitdouble")
fn("splitdouble", "void(T, out U, out U)", ["double"],
   alias=HLE + "splitdouble")
fn("f16tof32", "F(T)", ["uint"], alias=HLE + "f16tof32")
# No Clang 22 builtin and no LLVM 22 intrinsic: a dxild intrinsic that becomes
# DXIL's LegacyF32ToF16, which DXC emits. Converting in HLSL instead could
# round or saturate differently from the hardware. DXIL's operation is scalar,
# so vectors convert per component, as DXC does.
fn("f32tof16", "uint(float)", ["float"], shapes="s", dxild="f32tof16",
   pure=True, note="The half encoding in the low 16 bits, high bits zero.")
fn("f32tof16", "U(T)", ["float"], shapes="v",
   body={"2": "return uint2(f32tof16(a.x), f32tof16(a.y));",
         "3": "return uint3(f32tof16(a.x), f32tof16(a.y), f32tof16(a.z));",
         "4": "return uint4(f32tof16(a.x), f32tof16(a.y), f32tof16(a.z),"
              " f32tof16(a.w));"})

# --- Booleans -----------------------------------------------------------------
fn("all", "bool(T)", ALL, alias=HL + "all")
fn("any", "bool(T)", ALL, alias=HL + "any")
fn("and", "T(T,T)", ["bool"], alias=HL + "and")
fn("or", "T(T,T)", ["bool"], alias=HL + "or")
fn("select", "T(B,T,T)", ALL, alias=HL + "select")
# A vector condition with scalar arms splats them, as DXC does:
# select(v >= 0, 1.0, -1.0) is a float2 when v is.
fn("select", "T(B,E,E)", ALL, shapes="v", alias=HL + "select")
fn("select", "T(B,T,E)", ALL, shapes="v", alias=HL + "select")
fn("select", "T(B,E,T)", ALL, shapes="v", alias=HL + "select")
# A scalar condition picks a whole vector (kajiya's `select(d > 1e-5,
# float4(...), 0.0.xxxx)`); without this, its splat to a bool vector is as
# good as the arms' conversions, and Clang finds the call ambiguous.
fn("select", "T(bool,T,T)", ALL, shapes="v", alias=HL + "select")

# Composed from the isinf/isnan target intrinsics. A bit test or an fcmp
# would be folded to `true`: Clang compiles HLSL with no-NaNs/no-infs
# fast-math, which marks every float argument nofpclass(nan inf).
fn("isfinite", "B(T)", HALF_FLOAT, fallback="float",
   body="return and(!isinf(a), !isnan(a));")

# Mantissa in [0.5, 1) with the sign of the input, exponent as a float; both
# 0 for a zero input. Read from the bits as DXC does (no Clang 22 builtin).
# The exponent field minus 126 is the exponent of a mantissa in [0.5, 1);
# keeping sign and fraction and setting the exponent field to 126 gives that
# mantissa. Like DXC, denormals are not normalized (DXIL may flush them).
fn("frexp", "T(T, out T)", ["float"],
   body="{U} bits = asuint(a); {B} nz = a != ({T})0;"
        " b = select(nz, ({T})(({I})((bits >> 23u) & 0xffu) - 126), ({T})0);"
        " return select(nz, asfloat((bits & 0x807fffffu) | 0x3f000000u),"
        " ({T})0);",
   note="Returns the mantissa; the exponent goes to the out parameter.")
# Through float: exact for every half, including 16-bit denormals.
fn("frexp", "T(T, out T)", ["half"],
   body="{F} e; {T} m = ({T})frexp(({F})a, e); b = ({T})e; return m;")

# --- Derivatives --------------------------------------------------------------
# DXC lowers plain ddx/ddy to the coarse operations.
for name, builtin in [("ddx", "ddx_coarse"), ("ddy", "ddy_coarse"),
                      ("ddx_coarse", "ddx_coarse"), ("ddy_coarse", "ddy_coarse"),
                      ("ddx_fine", "ddx_fine"), ("ddy_fine", "ddy_fine")]:
    fn(name, "T(T)", HALF_FLOAT, alias=HLE + builtin, fallback="float",
       stages=["pixel"])

fn("fwidth", "T(T)", HALF_FLOAT, fallback="float", stages=["pixel"],
   body="return abs(ddx(a)) + abs(ddy(a));")

fn("clip", "void(T)", ["float"], alias=HLE + "clip", stages=["pixel"])

# --- Packed, misc ---------------------------------------------------------
fn("dot4add_i8packed", "int(uint,uint,int)", ["uint"], shapes="s",
   alias=HL + "dot4add_i8packed", sm="6.4")
fn("dot4add_u8packed", "uint(uint,uint,uint)", ["uint"], shapes="s",
   alias=HL + "dot4add_u8packed", sm="6.4")
fn("dot2add", "float(half2,half2,float)", ["half"], shapes="s",
   alias="__builtin_dx_dot2add", sm="6.4", guard=SIXTEEN,
   note="DXIL Dot2AddHalf: needs 16-bit half (-enable-16bit-types).")
fn("NonUniformResourceIndex", "uint(uint)", ["uint"], shapes="s",
   alias=HL + "resource_nonuniformindex")
fn("AddUint64", "T(T,T)", ["uint"], shapes="v24", alias=HL + "adduint64",
   note="uint2 (one low/high pair) and uint4 (two pairs); uint3 is rejected "
        "by Clang.")
fn("D3DCOLORtoUBYTE4", "int4(float4)", ["float"], shapes="s",
   body="return (int4)(a.zyxw * 255.001953f);")

# --- Barriers -------------------------------------------------------------
fn("GroupMemoryBarrierWithGroupSync", "void()", ["uint"], shapes="s",
   alias=HL + "group_memory_barrier_with_group_sync",
   stages=["compute", "library"])

# --- Wave -------------------------------------------------------------------
fn("WaveIsFirstLane", "bool()", ["uint"], shapes="s",
   alias=HL + "wave_is_first_lane")
fn("WaveGetLaneIndex", "uint()", ["uint"], shapes="s",
   alias=HL + "wave_get_lane_index")
fn("WaveGetLaneCount", "uint()", ["uint"], shapes="s",
   alias=HL + "wave_get_lane_count")
fn("WaveActiveSum", "T(T)", NUMERIC, alias=HL + "wave_active_sum")
fn("WaveActiveMin", "T(T)", NUMERIC, alias=HL + "wave_active_min")
fn("WaveActiveMax", "T(T)", NUMERIC, alias=HL + "wave_active_max")
fn("WaveActiveCountBits", "uint(bool)", ["bool"], shapes="s",
   alias=HL + "wave_active_count_bits")
fn("WaveActiveBallot", "uint4(bool)", ["bool"], shapes="s",
   alias=HL + "wave_active_ballot")
fn("WaveActiveAllTrue", "bool(bool)", ["bool"], shapes="s",
   alias=HL + "wave_active_all_true")
fn("WaveActiveAnyTrue", "bool(bool)", ["bool"], shapes="s",
   alias=HL + "wave_active_any_true")
fn("WaveReadLaneAt", "T(T,uint)", ALL, alias=HL + "wave_read_lane_at")
# No Clang 22 builtin: dxild intrinsics for DXIL's own operations,
# waveReadLaneFirst (118) and waveActiveAllEqual (115), per component as DXC
# emits them.
fn("WaveReadLaneFirst", "T(T)", ALL, dxild="wave_read_lane_first")
fn("WaveActiveAllEqual", "B(T)", ALL, dxild="wave_active_all_equal")
fn("WavePrefixCountBits", "uint(bool)", ["bool"], shapes="s",
   body="uint4 m = WaveActiveBallot(a) & __dxild_lanes_below();"
        " return countbits(m.x) + countbits(m.y) + countbits(m.z)"
        " + countbits(m.w);")

# --- dxild intrinsics ---------------------------------------------------------
# No Clang 22 builtin exists for these. Each overload calls an external
# __dxild_* declaration that dxild's Intrinsics stage rewrites after Clang's
# optimizer into the llvm.dx.* intrinsic upstream LLVM uses for it (see
# core/lib/Intrinsics/README.md for the IR contract). Float and signed types
# use the signed form, unsigned types the "u" form, as upstream does.
SIGNED_NUMERIC = FLOATS + SINTS
fn("WaveActiveProduct", "T(T)", SIGNED_NUMERIC, dxild="wave_active_product")
fn("WaveActiveProduct", "T(T)", UINTS, dxild="wave_active_uproduct")
fn("WavePrefixSum", "T(T)", SIGNED_NUMERIC, dxild="wave_prefix_sum",
   note="Sum over the active lanes below this one (0 in the first lane).")
fn("WavePrefixSum", "T(T)", UINTS, dxild="wave_prefix_usum")
fn("WavePrefixProduct", "T(T)", SIGNED_NUMERIC, dxild="wave_prefix_product",
   note="Product over the active lanes below this one (1 in the first lane).")
fn("WavePrefixProduct", "T(T)", UINTS, dxild="wave_prefix_uproduct")
# Bitwise reductions ignore signedness; signed types are accepted so that
# int arguments are not ambiguous between the unsigned overloads.
fn("WaveActiveBitAnd", "T(T)", INTS, dxild="wave_active_bit_and")
fn("WaveActiveBitOr", "T(T)", INTS, dxild="wave_active_bit_or")
fn("WaveActiveBitXor", "T(T)", INTS, dxild="wave_active_bit_xor")

# --- Quad ---------------------------------------------------------------------
fn("QuadReadAcrossX", "T(T)", ALL, dxild="quad_read_across_x")
fn("QuadReadAcrossY", "T(T)", ALL, dxild="quad_read_across_y")
fn("QuadReadAcrossDiagonal", "T(T)", ALL, dxild="quad_read_across_diagonal")
fn("QuadReadLaneAt", "T(T,uint)", ALL, dxild="quad_read_lane_at",
   note="The lane index (0-3) must be uniform across the quad.")

# --- Shader model 6.5 wave operations -------------------------------------------
# DXIL WaveMatch (165), WaveMultiPrefixOp (166) and WaveMultiPrefixBitCount
# (167); the validator refuses them below shader model 6.5. WaveMatch takes
# no bool (DXC: numeric<>); a vector is matched per component and the masks
# ANDed, as DXC does below SM 6.9. The multi-prefix sums and products of
# unsigned types are the unsigned forms (DXC's unsigned_op); the bit ops
# ignore signedness.
fn("WaveMatch", "uint4(T)", NUMERIC, dxild="wave_match", sm="6.5",
   note="The lanes whose value equals this lane's (uint4 lane mask).")
fn("WaveMultiPrefixSum", "T(T,uint4)", SIGNED_NUMERIC,
   dxild="wave_multi_prefix_sum", sm="6.5",
   note="Prefix over the lanes below this one that are in the mask.")
fn("WaveMultiPrefixSum", "T(T,uint4)", UINTS,
   dxild="wave_multi_prefix_usum", sm="6.5")
fn("WaveMultiPrefixProduct", "T(T,uint4)", SIGNED_NUMERIC,
   dxild="wave_multi_prefix_product", sm="6.5")
fn("WaveMultiPrefixProduct", "T(T,uint4)", UINTS,
   dxild="wave_multi_prefix_uproduct", sm="6.5")
fn("WaveMultiPrefixBitAnd", "T(T,uint4)", INTS,
   dxild="wave_multi_prefix_bit_and", sm="6.5")
fn("WaveMultiPrefixBitOr", "T(T,uint4)", INTS,
   dxild="wave_multi_prefix_bit_or", sm="6.5")
fn("WaveMultiPrefixBitXor", "T(T,uint4)", INTS,
   dxild="wave_multi_prefix_bit_xor", sm="6.5")
fn("WaveMultiPrefixCountBits", "uint(bool,uint4)", ["bool"], shapes="s",
   dxild="wave_multi_prefix_count_bits", sm="6.5")

# --- Quad votes ----------------------------------------------------------------
# DXIL QuadVote (222) from shader model 6.7; below it the DXIL lowering emits
# DXC's fallback (three QuadOp reads of the sign-extended condition, or/and).
# Available at every shader model, as in DXC.
fn("QuadAny", "bool(bool)", ["bool"], shapes="s", dxild="quad_any")
fn("QuadAll", "bool(bool)", ["bool"], shapes="s", dxild="quad_all")

# --- Helper lanes ---------------------------------------------------------------
# DXIL IsHelperLane (221) in pixel shaders (shader model 6.6+); false in the
# other stages at any shader model, as DXC folds it. Below 6.6 a pixel shader
# gets DXC's emulation `Coverage() == 0` (refused if it also discards).
fn("IsHelperLane", "bool()", ["uint"], shapes="s", dxild="is_helper_lane")

# --- SM 6.6 pack/unpack ---------------------------------------------------------
# DXIL Pack4x8 (220; packMode Trunc 0, UClamp 1, SClamp 2) and Unpack4x8
# (219; unpackMode Unsigned 0, Signed 1), overloaded i32/i16. pack_u8 and
# pack_s8 both truncate; the clamping forms take signed types only (DXC:
# sint16or32_only). The results are pure functions of the arguments.
for name, mode in [("pack_u8", "pack_u8"), ("pack_s8", "pack_s8")]:
    ret = "uint8_t4_packed" if name == "pack_u8" else "int8_t4_packed"
    fn(name, ret + "(T)", ["int16_t", "int", "uint16_t", "uint"], shapes="v4",
       dxild=mode, pure=True, sm="6.6")
fn("pack_clamp_u8", "uint8_t4_packed(T)", ["int16_t", "int"], shapes="v4",
   dxild="pack_clamp_u8", pure=True, sm="6.6",
   note="Each component clamped to [0, 255].")
fn("pack_clamp_s8", "int8_t4_packed(T)", ["int16_t", "int"], shapes="v4",
   dxild="pack_clamp_s8", pure=True, sm="6.6",
   note="Each component clamped to [-128, 127].")
fn("unpack_u8u32", "uint4(uint8_t4_packed)", ["uint"], shapes="s",
   dxild="unpack_u8u32", pure=True, sm="6.6")
fn("unpack_s8s32", "int4(int8_t4_packed)", ["int"], shapes="s",
   dxild="unpack_s8s32", pure=True, sm="6.6")
fn("unpack_u8u16", "uint16_t4(uint8_t4_packed)", ["uint"], shapes="s",
   dxild="unpack_u8u16", pure=True, sm="6.6", guard=SIXTEEN)
fn("unpack_s8s16", "int16_t4(int8_t4_packed)", ["int"], shapes="s",
   dxild="unpack_s8s16", pure=True, sm="6.6", guard=SIXTEEN)
# Without 16-bit types DXC still accepts the 16-bit forms and returns
# min16uint4/min16int4 (Unpack4x8.i16, then extended); here the minimum
# precision types are 32-bit, so they are the 32-bit forms: same values.
fn("unpack_u8u16", "min16uint4(uint8_t4_packed)", ["uint"], shapes="s",
   dxild="unpack_u8u32", pure=True, sm="6.6", guard="!" + SIXTEEN)
fn("unpack_s8s16", "min16int4(int8_t4_packed)", ["int"], shapes="s",
   dxild="unpack_s8s32", pure=True, sm="6.6", guard="!" + SIXTEEN)

# --- msad4 --------------------------------------------------------------------
# DXC's expansion (HLOperationLower TranslateMSad4): the source bytes at
# offsets 0..3 of the 8-byte window (source.x, source.y) built with Bfi (53),
# then one Msad (50) per offset against the reference. The DXIL lowering
# gives Bfi of constants its value, as DXC's constant folder does; Msad is
# not folded (nor in DXC).
fn("__dxild_msad_op", "uint(uint,uint,uint)", ["uint"], shapes="s",
   dxild="msad", pure=True)
fn("__dxild_bfi_op", "uint(uint,uint,uint,uint)", ["uint"], shapes="s",
   dxild="bfi", pure=True)
fn("msad4", "uint4(uint,uint2,uint4)", ["uint"], shapes="s",
   body="uint x = b.x; uint y = b.y;"
        " uint s1 = __dxild_bfi_op(8u, 24u, y, x >> 8u);"
        " uint s2 = __dxild_bfi_op(16u, 16u, y, x >> 16u);"
        " uint s3 = __dxild_bfi_op(24u, 8u, y, x >> 24u);"
        " return uint4(__dxild_msad_op(a, x, c.x), __dxild_msad_op(a, s1, c.y),"
        " __dxild_msad_op(a, s2, c.z), __dxild_msad_op(a, s3, c.w));",
   note="a: reference, b: source (8 bytes), c: accumulator.")

# --- Render-target queries (pixel shaders) -------------------------------------
# DXIL RenderTargetGetSampleCount (77) and RenderTargetGetSamplePosition (76),
# which DXC allows in pixel shaders only.
fn("GetRenderTargetSampleCount", "uint()", ["uint"], shapes="s",
   dxild="rendertarget_sample_count", stages=["pixel"])
fn("GetRenderTargetSamplePosition", "float2(int)", ["int"], shapes="s",
   dxild="rendertarget_sample_position", stages=["pixel"],
   note="The sample's position relative to the pixel center.")

# --- Pixel-shader input evaluation ---------------------------------------------
# DXIL EvalSampleIndex (88), EvalCentroid (89), EvalSnapped (87) and
# AttributeAtVertex (137, SM 6.1) read a pixel-shader input's element, row
# and column directly. The Lowering's dxil-eval-attribute pass traces the
# value argument back to the input it was loaded from (as DXC does) and
# refuses anything else; every numeric type is declared so that the pass,
# not an implicit conversion, decides what an integer argument means.
EVAL_TYPES = ["half", "float"] + INTS
fn("EvaluateAttributeAtSample", "T(T,uint)", EVAL_TYPES, pure=True,
   dxild="eval_sample_index", stages=["pixel"],
   note="The input interpolated at sample b of the pixel.")
fn("EvaluateAttributeCentroid", "T(T)", EVAL_TYPES, pure=True,
   dxild="eval_centroid", stages=["pixel"],
   note="The input interpolated at the centroid of the covered samples.")
fn("EvaluateAttributeSnapped", "T(T,int2)", EVAL_TYPES, pure=True,
   dxild="eval_snapped", stages=["pixel"],
   note="The input interpolated at the pixel center plus offset b "
        "(1/16 pixel units, -8..7).")
fn("GetAttributeAtVertex", "T(T,uint)", EVAL_TYPES, pure=True,
   dxild="attribute_at_vertex", stages=["pixel"], sm="6.1",
   note="A nointerpolation input's value at vertex b (0-2) of the "
        "primitive.")

# --- Memory barriers without a Clang 22 builtin -------------------------------
# Group-shared memory only exists in compute (and library) shaders; a device
# (UAV) fence without group sync is also valid in the other stages.
fn("GroupMemoryBarrier", "void()", ["uint"], shapes="s",
   dxild="group_memory_barrier", stages=["compute", "library"])
fn("DeviceMemoryBarrier", "void()", ["uint"], shapes="s",
   dxild="device_memory_barrier")
fn("DeviceMemoryBarrierWithGroupSync", "void()", ["uint"], shapes="s",
   dxild="device_memory_barrier_with_group_sync",
   stages=["compute", "library"])
fn("AllMemoryBarrier", "void()", ["uint"], shapes="s",
   dxild="all_memory_barrier", stages=["compute", "library"])
fn("AllMemoryBarrierWithGroupSync", "void()", ["uint"], shapes="s",
   dxild="all_memory_barrier_with_group_sync",
   stages=["compute", "library"])

# --- Element-wise intrinsics on matrices ---------------------------------------
# DXC accepts a matrix wherever these take a scalar or vector (`<>` in DXC's
# intrinsic table) and applies them element by element. gen_prelude.py adds a
# matrix template per element type of the scalar/vector overloads (entries
# with shapes "sv" whose parameters are all T). fma, asint/asuint/asfloat,
# and/or and the all/any reductions have hand-written matrix forms in
# prelude_matrix.hlsl.
MATRIX_ELEMENTWISE = [
    "abs", "acos", "asin", "atan", "cos", "cosh", "sin", "sinh", "tan",
    "tanh", "exp", "exp2", "log", "log2", "log10", "sqrt", "floor", "ceil",
    "trunc", "round", "atan2", "pow", "fmod", "frac", "rsqrt", "rcp",
    "saturate", "degrees", "radians", "min", "max", "clamp", "lerp", "step",
    "smoothstep", "mad", "sign", "isnan", "isinf", "isfinite", "ldexp",
    "modf", "sincos", "frexp", "countbits", "firstbithigh", "firstbitlow",
    "reversebits", "ddx", "ddy", "ddx_coarse", "ddy_coarse", "ddx_fine",
    "ddy_fine", "fwidth", "f16tof32", "clip",
]

# --- Interlocked (atomics) ----------------------------------------------------
# Generated by gen_prelude.gen_interlocked(), not by fn(): the destination is
# an `inout` argument, which the Intrinsics stage traces back to the resource
# element or groupshared variable. Destination types and the value and
# original-value types each destination type accepts (both signednesses, so
# that `InterlockedAdd(u, 1)` is not ambiguous between the uint and int
# overloads; 64-bit destinations also take 32-bit values for literals).
INTERLOCKED_DESTS = [
    # (HLSL type, name suffix, value types, original-value types, min SM)
    # A float value converts to the destination's type (VALAR's
    # `InterlockedAdd(s, v * 65535.0f)` on a groupshared uint): without a
    # float overload the int and uint ones tie.
    ("uint", "u32", ["uint", "int", "float"], ["uint", "int"], None),
    ("int", "i32", ["int", "uint", "float"], ["int", "uint"], None),
    ("uint64_t", "u64", ["uint64_t", "int64_t", "uint", "int"],
     ["uint64_t", "int64_t"], "6.6"),
    ("int64_t", "i64", ["int64_t", "uint64_t", "int", "uint"],
     ["int64_t", "uint64_t"], "6.6"),
]
# Float destinations only have InterlockedExchange, with a float original
# value: DXIL has no float atomics, so the exchange swaps the bits as a 32-bit
# integer exchange, as DXC does. Integer values convert to float (so that
# `InterlockedExchange(f, 0, o)` is not ambiguous).
INTERLOCKED_FLOAT_DESTS = [
    # (HLSL type, name suffix, value types)
    ("float", "f32", ["float", "int", "uint"]),
]
# HLSL name -> dxild operation (min/max pick signedness from the destination).
INTERLOCKED_RMW = [
    ("InterlockedAdd", "add"), ("InterlockedAnd", "and"),
    ("InterlockedOr", "or"), ("InterlockedXor", "xor"),
    ("InterlockedMin", "min"), ("InterlockedMax", "max"),
    ("InterlockedExchange", "exchange"),
]
