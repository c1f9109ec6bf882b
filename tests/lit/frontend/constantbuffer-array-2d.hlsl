// A multi-dimensional array of ConstantBuffer<T> is one CBV range of all its
// elements (2 x 3: 6), indexed row-major: `cbs[i][j]` is element i * 3 + j
// (plus the lower bound), `cbs[1][2]` element 5. Before, dxild refused it
// (dxild.frontend.constantbuffer-array). T smaller than a row (the padded
// layout Clang gives the array) reads each element from its own view too,
// and so does T of more than one row that does not fill its last one
// (Twos: once read with the inner array as the element, `Twos[1][2]` from
// view 2 at row 4).

// RUN: %dxilc -T ps_6_0 -E main %s -Fc - | FileCheck %s --check-prefix=SM60
// RUN: %dxilc -T ps_6_6 -E main %s -Fc - | FileCheck %s --check-prefix=SM66
// RUN: %dxilc -T ps_6_6 -E main %s --reflect-json %t.json -Fo %t.dxil
// RUN: %python -c "import json, sys; [print(json.dumps(r)) for r in json.load(open(sys.argv[1]))['resources']]" %t.json | FileCheck %s --check-prefix=TABLE

struct P { float4 c; };
struct Small { float x; float2 y; };
ConstantBuffer<P> CBs[2][3] : register(b0);
ConstantBuffer<Small> Pads[2][2] : register(b2, space1);
struct Two { float4 a; float2 b; };
ConstantBuffer<Two> Twos[2][3] : register(b0, space2);
cbuffer K : register(b8) { uint i; uint j; };

float4 main(float2 uv : TEXCOORD0) : SV_Target {
  return CBs[i][j].c + CBs[1][2].c + Pads[1][j].y.xyxy + Pads[i][1].x +
         Twos[1][2].b.xyxy + Twos[i][j].a;
}

// SM60: [[K:%[0-9]+]] = call %dx.types.Handle @dx.op.createHandle(i32 57, i8 2, i32 3, i32 8, i1 false)
// Twos[1][2] and CBs[1][2]: element 5, created once in the entry block.
// SM60: [[T5:%[0-9]+]] = call %dx.types.Handle @dx.op.createHandle(i32 57, i8 2, i32 2, i32 5, i1 false)
// SM60: [[C5:%[0-9]+]] = call %dx.types.Handle @dx.op.createHandle(i32 57, i8 2, i32 0, i32 5, i1 false)
// SM60: [[I:%[0-9]+]] = extractvalue %dx.types.CBufRet.i32 %{{[0-9]+}}, 0
// SM60: [[J:%[0-9]+]] = extractvalue %dx.types.CBufRet.i32 %{{[0-9]+}}, 1
// SM60: [[I3:%[0-9]+]] = mul i32 [[I]], 3
// SM60: [[IJ:%[0-9]+]] = add i32 [[J]], [[I3]]
// SM60: [[IDX:%[0-9]+]] = add i32 0, [[IJ]]
// SM60: [[H:%[0-9]+]] = call %dx.types.Handle @dx.op.createHandle(i32 57, i8 2, i32 0, i32 [[IDX]], i1 false)
// SM60: call %dx.types.CBufRet.f32 @dx.op.cbufferLoadLegacy.f32(i32 59, %dx.types.Handle [[H]], i32 0)
// SM60: call %dx.types.CBufRet.f32 @dx.op.cbufferLoadLegacy.f32(i32 59, %dx.types.Handle [[C5]], i32 0)
// Pads[1][j]: lower bound 2, element 1 * 2 + j.
// SM60: [[PJ:%[0-9]+]] = add i32 [[J]], 2
// SM60: [[PIDX:%[0-9]+]] = add i32 2, [[PJ]]
// SM60: [[PH:%[0-9]+]] = call %dx.types.Handle @dx.op.createHandle(i32 57, i8 2, i32 1, i32 [[PIDX]], i1 false)
// SM60: [[PROW:%[0-9]+]] = call %dx.types.CBufRet.f32 @dx.op.cbufferLoadLegacy.f32(i32 59, %dx.types.Handle [[PH]], i32 0)
// SM60: extractvalue %dx.types.CBufRet.f32 [[PROW]], 1
// SM60: extractvalue %dx.types.CBufRet.f32 [[PROW]], 2
// Pads[i][1]: element i * 2 + 1.
// SM60: [[PI2:%[0-9]+]] = mul i32 [[I]], 2
// SM60: [[PI21:%[0-9]+]] = add i32 [[PI2]], 1
// SM60: [[QIDX:%[0-9]+]] = add i32 2, [[PI21]]
// SM60: call %dx.types.Handle @dx.op.createHandle(i32 57, i8 2, i32 1, i32 [[QIDX]], i1 false)
// Twos[1][2]: element 5, its row 1 (b).
// SM60: [[TROW:%[0-9]+]] = call %dx.types.CBufRet.f32 @dx.op.cbufferLoadLegacy.f32(i32 59, %dx.types.Handle [[T5]], i32 1)
// Twos[i][j]: element i * 3 + j, row 0.
// SM60: [[TI3:%[0-9]+]] = mul i32 [[I]], 3
// SM60: [[TIJ:%[0-9]+]] = add i32 [[J]], [[TI3]]
// SM60: [[TIDX:%[0-9]+]] = add i32 0, [[TIJ]]
// SM60: [[TH:%[0-9]+]] = call %dx.types.Handle @dx.op.createHandle(i32 57, i8 2, i32 2, i32 [[TIDX]], i1 false)
// SM60: call %dx.types.CBufRet.f32 @dx.op.cbufferLoadLegacy.f32(i32 59, %dx.types.Handle [[TH]], i32 0)
// The records: one range of 6 at b0, one of 4 at b2 in space 1, each of one
// element's size.
// SM60: !{i32 0, ptr @dx.resource.sym.CBs, !"CBs", i32 0, i32 0, i32 6, i32 16, null}
// SM60: !{i32 1, ptr @dx.resource.sym.Pads, !"Pads", i32 1, i32 2, i32 4, i32 12, null}
// SM60: !{i32 2, ptr @dx.resource.sym.Twos, !"Twos", i32 2, i32 0, i32 6, i32 24, null}

// SM66: call %dx.types.Handle @dx.op.createHandleFromBinding(i32 217, %dx.types.ResBind { i32 0, i32 5, i32 0, i8 2 }, i32 5, i1 false)
// SM66: call %dx.types.Handle @dx.op.createHandleFromBinding(i32 217, %dx.types.ResBind { i32 0, i32 5, i32 0, i8 2 }, i32 %{{[0-9]+}}, i1 false)
// SM66: call %dx.types.Handle @dx.op.createHandleFromBinding(i32 217, %dx.types.ResBind { i32 2, i32 5, i32 1, i8 2 }, i32 %{{[0-9]+}}, i1 false)

// TABLE-DAG: {"name": "CBs", "class": "CBV", "kind": "CBuffer", "space": 0, "lower_bound": 0, "range_size": 6,
// TABLE-DAG: {"name": "Pads", "class": "CBV", "kind": "CBuffer", "space": 1, "lower_bound": 2, "range_size": 4,
