// Barriers, packed dot products, resource indexing and helpers.
// RUN: %clang_hlsl %lib66 %s -o - | %clean | FileCheck %s
// RUN: not %clang_hlsl -triple dxil-pc-shadermodel6.2-library %s -o /dev/null 2>&1 | FileCheck %s --check-prefix=SM62

// CHECK-LABEL: @_Z{{[0-9]+}}barrier
// CHECK: call void @llvm.dx.group.memory.barrier.with.group.sync()
export void barrier() { GroupMemoryBarrierWithGroupSync(); }
// dot4add needs SM 6.4.
// CHECK-LABEL: @_Z{{[0-9]+}}dot4i
// CHECK: call i32 @llvm.dx.dot4add.i8packed(i32 %acc, i32 %a, i32 %b)
// SM62: error: '__dxild_dot4add_i8packed' is only available on Shader Model 6.4 or newer
export int dot4i(uint a, uint b, int acc) { return dot4add_i8packed(a, b, acc); }
// CHECK-LABEL: @_Z{{[0-9]+}}dot4u
// CHECK: call i32 @llvm.dx.dot4add.u8packed(i32 %acc, i32 %a, i32 %b)
export uint dot4u(uint a, uint b, uint acc) { return dot4add_u8packed(a, b, acc); }
// CHECK-LABEL: @_Z{{[0-9]+}}nonuniform
// CHECK: call i32 @llvm.dx.resource.nonuniformindex(i32 %i)
export uint nonuniform(uint i) { return NonUniformResourceIndex(i); }
// CHECK-LABEL: @_Z{{[0-9]+}}adduint64
// CHECK: call { i32, i1 } @llvm.uadd.with.overflow.i32(
export uint2 adduint64(uint2 a, uint2 b) { return AddUint64(a, b); }
// CHECK-LABEL: @_Z{{[0-9]+}}colortoubyte
// CHECK: fmul {{.*}}<4 x float> %c, splat (float 0x406FE01000000000)
// CHECK: fptosi <4 x float>
// CHECK: shufflevector <4 x i32> {{.*}} <i32 2, i32 1, i32 0, i32 3>
export int4 colortoubyte(float4 c) { return D3DCOLORtoUBYTE4(c); }
// CHECK-LABEL: @_Z{{[0-9]+}}mul_scalar
// CHECK: fmul {{.*}}float {{%a, %b|%b, %a}}
export float mul_scalar(float a, float b) { return mul(a, b); }
