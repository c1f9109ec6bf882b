// Control-flow attributes on statements they do not apply to: DXC warns and
// ignores them (offload-test-suite SwitchBranchAttr writes `[branch]` before
// a declaration), Clang 22 refuses them. SourceCompat blanks them; the ones
// that apply stay.

// RUN: %dxilc -T cs_6_5 -E main %s -Fc - 2>&1 | FileCheck %s
// CHECK-NOT: error
// CHECK-NOT: warning

RWBuffer<int> In : register(u0);
RWBuffer<int> Out : register(u1);

[numthreads(8, 1, 1)]
void main(uint3 TID : SV_GroupThreadID) {
  [branch]
    int X = In[TID.x];
  [flatten] X += 1;
  [loop] int Y = 2;
  [unroll(2)] if (X > Y) Out[1] = 2;
  [branch][flatten] Out[2] = X;
  // The statements themselves stay: X + 1 is stored at Out[2].
  // CHECK: define void @main()
  // CHECK: [[X:%[0-9]+]] = extractvalue %dx.types.ResRet.i32 %{{[0-9]+}}, 0
  // CHECK: [[X1:%.*]] = add{{( nsw)?}} i32 [[X]], 1
  // CHECK: bufferStore.i32(i32 69, %dx.types.Handle %{{[0-9]+}}, i32 2, i32 undef, i32 [[X1]],
  // CHECK: switch i32 %{{.*}}, label
  [branch] switch (TID.x % 3) {
  case 0:
    [unroll] for (int I = 0; I < 2; ++I) Out[TID.x + I] = -X;
    break;
  case 1:
    [loop] while (X > 0) { Out[TID.x] = X; X -= 4; }
    break;
  default:
    Out[TID.x] = X * X;
    break;
  }
}
