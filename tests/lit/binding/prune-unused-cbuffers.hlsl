// RUN: %clang_cs66 -O3 %s -o - | %dxild-opt -S -passes=dxil-prune-unused-cbuffers | FileCheck %s
// RUN: %clang_cs66 -O3 %s -o - | %dxild-opt -S -passes=dxil-resource-cleanup,dxil-implicit-binding | FileCheck %s --check-prefix=BIND
// RUN: %clang_cs66 -O0 %s -o - | %dxild-opt -S -passes=dxil-resource-cleanup,dxil-implicit-binding | FileCheck %s --check-prefix=BIND

// Clang stores every cbuffer handle to an external global, so the optimizer
// never removes one. A cbuffer none of whose members is read is unused: its
// handle, global and !hlsl.cbs entry go, and its register is free again.

cbuffer Unused : register(b0) { float u; };
cbuffer Used { float x; float y; };
cbuffer Unused2 { float z; };
RWBuffer<float> Out : register(u0);

[numthreads(1,1,1)]
void main() {
  Out[0] = y;
}

// CHECK-NOT: @Unused.cb =
// CHECK-NOT: @Unused2.cb =
// CHECK: @Used.cb = {{.*}}global target("dx.CBuffer"
// CHECK-LABEL: define void @main()
// CHECK-NOT: @Unused
// CHECK: handlefromimplicitbinding{{.*}}(i32 {{[0-9]+}}, i32 0, i32 1, i32 0, ptr {{.*}}@Used.str)
// CHECK-NOT: @Unused
// CHECK: !hlsl.cbs = !{![[CB:[0-9]+]]}
// CHECK: ![[CB]] = {{.*}}!{ptr @Used.cb,

// Used gets b0: Unused's explicit b0 no longer reserves it.
// BIND: call target("dx.CBuffer", {{.*}}) @llvm.dx.resource.handlefrombinding{{.*}}(i32 0, i32 0, i32 1, i32 0, ptr {{.*}}@Used.str)
// BIND-NOT: Unused{{.*}}.str)
