// ConstantBuffer<T>/TextureBuffer<T> forms dxild does not compile yet are
// errors at the declaration, never a $Globals variable or a CBV in place of
// DXC's SRV (ResourceBufferCheck.h). One-dimensional arrays of
// ConstantBuffer<T> and TextureBuffer<T> (and multi-dimensional ones with
// sizes), tbuffer and TextureBuffer<T> compile (constantbuffer-array.hlsl,
// constantbuffer-array-2d.hlsl, tbuffer.hlsl, tbuffer-array.hlsl).

// RUN: not %dxilc -T cs_6_6 -E main -DMULTIDIM %s -Fo %t.dxil 2>&1 | FileCheck %s --check-prefix=MULTIDIM
// RUN: not %dxilc -T cs_6_6 -E main -DMULTI %s -Fo %t.dxil 2>&1 | FileCheck %s --check-prefix=MULTI
// RUN: not %dxilc -T cs_6_6 -E main -DTBARRAY %s -Fo %t.dxil 2>&1 | FileCheck %s --check-prefix=TBARRAY
// More views than a binding range holds (once a silent one-view buffer
// reading element 0):
// RUN: not %dxilc -T cs_6_6 -E main -DHUGE %s -Fo %t.dxil 2>&1 | FileCheck %s --check-prefix=HUGE
// RUN: not %dxilc -T cs_6_6 -E main -DHUGE1 %s -Fo %t.dxil 2>&1 | FileCheck %s --check-prefix=HUGE1
// RUN: not %dxilc -T cs_6_6 -E main -DHUGETB %s -Fo %t.dxil 2>&1 | FileCheck %s --check-prefix=HUGETB

struct S { float4 a; };
RWStructuredBuffer<float4> Out : register(u0);

#if defined(MULTIDIM)
// MULTIDIM: constantbuffer-unsupported.hlsl:[[@LINE+1]]:19: error: arrays of ConstantBuffer<T> 'cbs' with more than one dimension, one of them unbounded, are not supported (DXC 1.9 does not produce valid DXIL for them either); give every dimension a size or declare a one-dimensional array
ConstantBuffer<S> cbs[][3] : register(b1);
#define USE cbs[1][2].a
#elif defined(MULTI)
// MULTI: constantbuffer-unsupported.hlsl:[[@LINE+2]]:19: error: ConstantBuffer<T> 'c1' must be declared alone at file scope
// MULTI: constantbuffer-unsupported.hlsl:[[@LINE+1]]:23: error: ConstantBuffer<T> 'c2' must be declared alone at file scope
ConstantBuffer<S> c1, c2;
#define USE c1.a + c2.a
#elif defined(HUGE)
// HUGE: constantbuffer-unsupported.hlsl:[[@LINE+1]]:19: error: an array of ConstantBuffer<T> of more than 2147483647 views (all its dimensions together): a binding range cannot hold it
ConstantBuffer<S> cbs[65536][65536] : register(b1);
#define USE cbs[1][2].a
#elif defined(HUGE1)
// HUGE1: constantbuffer-unsupported.hlsl:[[@LINE+1]]:19: error: an array of ConstantBuffer<T> of more than 2147483647 views
ConstantBuffer<S> cbs[3000000000] : register(b1);
#define USE cbs[5].a
#elif defined(HUGETB)
// HUGETB: constantbuffer-unsupported.hlsl:[[@LINE+1]]:18: error: an array of TextureBuffer<T> of more than 2147483647 views
TextureBuffer<S> tbs[3000000000] : register(t1);
#define USE tbs[5].a
#elif defined(TBARRAY)
// TBARRAY: constantbuffer-unsupported.hlsl:[[@LINE+1]]:18: error: arrays of TextureBuffer<T> 'tbs' with more than one dimension, one of them unbounded, are not supported
TextureBuffer<S> tbs[][2] : register(t1);
#define USE tbs[1][0].a
#endif

[numthreads(1, 1, 1)] void main() { Out[0] = USE; }
