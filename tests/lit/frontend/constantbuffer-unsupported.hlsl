// ConstantBuffer<T>/TextureBuffer<T> forms dxild does not compile yet are
// errors at the declaration, never a $Globals variable or a CBV in place of
// DXC's SRV (ResourceBufferCheck.h).

// RUN: not %dxilc -T cs_6_6 -E main -DARRAY %s -Fo %t.dxil 2>&1 | FileCheck %s --check-prefix=ARRAY
// RUN: not %dxilc -T cs_6_6 -E main -DUNBOUNDED %s -Fo %t.dxil 2>&1 | FileCheck %s --check-prefix=UNBOUNDED
// RUN: not %dxilc -T cs_6_6 -E main -DMULTI %s -Fo %t.dxil 2>&1 | FileCheck %s --check-prefix=MULTI
// RUN: not %dxilc -T cs_6_6 -E main -DTEXTUREBUFFER %s -Fo %t.dxil 2>&1 | FileCheck %s --check-prefix=TB
// RUN: not %dxilc -T cs_6_6 -E main -DTBUFFER %s -Fo %t.dxil 2>&1 | FileCheck %s --check-prefix=TBUF

struct S { float4 a; };
RWStructuredBuffer<float4> Out : register(u0);

#if defined(ARRAY)
// ARRAY: constantbuffer-unsupported.hlsl:[[@LINE+1]]:19: error: arrays of ConstantBuffer<T> 'cbs' are not supported yet (DXC binds one constant buffer view per element)
ConstantBuffer<S> cbs[4] : register(b1);
#define USE cbs[1].a
#elif defined(UNBOUNDED)
// UNBOUNDED: constantbuffer-unsupported.hlsl:[[@LINE+1]]:19: error: arrays of ConstantBuffer<T> 'cbAll' are not supported yet
ConstantBuffer<S> cbAll[] : register(b0, space1);
#define USE cbAll[NonUniformResourceIndex(Out[0].x)].a
#elif defined(MULTI)
// MULTI: constantbuffer-unsupported.hlsl:[[@LINE+2]]:19: error: ConstantBuffer<T> 'c1' must be declared alone at file scope
// MULTI: constantbuffer-unsupported.hlsl:[[@LINE+1]]:23: error: ConstantBuffer<T> 'c2' must be declared alone at file scope
ConstantBuffer<S> c1, c2;
#define USE c1.a + c2.a
#elif defined(TEXTUREBUFFER)
// TB: constantbuffer-unsupported.hlsl:[[@LINE+1]]:1: error: tbuffer and TextureBuffer<T> 'tb' are not supported yet: DXC binds them as a shader resource view (TBuffer kind, t registers)
TextureBuffer<S> tb : register(t1);
#define USE tb.a
#elif defined(TBUFFER)
// TBUF: constantbuffer-unsupported.hlsl:[[@LINE+1]]:9: error: tbuffer and TextureBuffer<T> 'TB' are not supported yet
tbuffer TB : register(t0) { float4 tba; }
#define USE tba
#endif

[numthreads(1, 1, 1)] void main() { Out[0] = USE; }
