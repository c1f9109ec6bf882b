// RUN: %clang_cs66 -O0 %s -o - | %dxild-opt -S -passes=dxil-resource-cleanup,dxil-implicit-binding | FileCheck %s
// RUN: %clang_cs66 -O3 %s -o - | %dxild-opt -S -passes=dxil-resource-cleanup,dxil-implicit-binding | FileCheck %s

// HLSL proposal 0024, example 1.1, from Clang's own output. At -O0 every
// resource is created in the entry point and copied through allocas and
// globals; the clean-up must leave exactly the used resources, each created
// once with constant operands, so that both levels bind identically.

RWBuffer<float> A : register(u0);
RWBuffer<float> B;                 // gets u1
RWBuffer<float> C: register(u2);   // unused
RWBuffer<float> D;                 // gets u2

[numthreads(4,1,1)]
void main() {
  A[0] = D[0] + B[0];
}

// CHECK-NOT: optnone
// CHECK-LABEL: define void @main()
// CHECK-NOT: alloca target("dx.
// CHECK-DAG: call target("dx.TypedBuffer", float, 1, 0, 0) @llvm.dx.resource.handlefrombinding.tdx.TypedBuffer_f32_1_0_0t(i32 0, i32 0, i32 1, i32 0, ptr {{.*}}@.str)
// CHECK-DAG: call target("dx.TypedBuffer", float, 1, 0, 0) @llvm.dx.resource.handlefrombinding.tdx.TypedBuffer_f32_1_0_0t(i32 0, i32 1, i32 1, i32 0, ptr {{.*}}@.str.2)
// CHECK-DAG: call target("dx.TypedBuffer", float, 1, 0, 0) @llvm.dx.resource.handlefrombinding.tdx.TypedBuffer_f32_1_0_0t(i32 0, i32 2, i32 1, i32 0, ptr {{.*}}@.str.6)
// CHECK-NOT: @.str.4
// CHECK-NOT: handlefromimplicitbinding
// CHECK: ret void
// CHECK-NOT: define
