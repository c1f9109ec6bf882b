// A reparse runs with a higher error limit (it must hear of every float
// subscript, float-subscript-many.hlsl), but the user still sees at most
// 50 errors and Clang's "too many errors" line, as from one parse.

// RUN: not %dxilc -T cs_6_0 -E main %s -Fo %t.dxil 2>&1 | FileCheck %s
// CHECK-COUNT-50: error: use of undeclared identifier
// CHECK-NOT: error: use of undeclared identifier
// CHECK: too many errors emitted, stopping now
// CHECK-NOT: error: use of undeclared identifier

RWStructuredBuffer<float> Out : register(u0);

[numthreads(1, 1, 1)]
void main(uint3 Id : SV_DispatchThreadID) {
  float W[5] = {1, 2, 4, 8, 16};
  float F = 1.5f;
  float Sum = W[F];
  Sum += Missing0;
  Sum += Missing1;
  Sum += Missing2;
  Sum += Missing3;
  Sum += Missing4;
  Sum += Missing5;
  Sum += Missing6;
  Sum += Missing7;
  Sum += Missing8;
  Sum += Missing9;
  Sum += Missing10;
  Sum += Missing11;
  Sum += Missing12;
  Sum += Missing13;
  Sum += Missing14;
  Sum += Missing15;
  Sum += Missing16;
  Sum += Missing17;
  Sum += Missing18;
  Sum += Missing19;
  Sum += Missing20;
  Sum += Missing21;
  Sum += Missing22;
  Sum += Missing23;
  Sum += Missing24;
  Sum += Missing25;
  Sum += Missing26;
  Sum += Missing27;
  Sum += Missing28;
  Sum += Missing29;
  Sum += Missing30;
  Sum += Missing31;
  Sum += Missing32;
  Sum += Missing33;
  Sum += Missing34;
  Sum += Missing35;
  Sum += Missing36;
  Sum += Missing37;
  Sum += Missing38;
  Sum += Missing39;
  Sum += Missing40;
  Sum += Missing41;
  Sum += Missing42;
  Sum += Missing43;
  Sum += Missing44;
  Sum += Missing45;
  Sum += Missing46;
  Sum += Missing47;
  Sum += Missing48;
  Sum += Missing49;
  Sum += Missing50;
  Sum += Missing51;
  Sum += Missing52;
  Sum += Missing53;
  Sum += Missing54;
  Sum += Missing55;
  Sum += Missing56;
  Sum += Missing57;
  Sum += Missing58;
  Sum += Missing59;
  Sum += Missing60;
  Sum += Missing61;
  Sum += Missing62;
  Sum += Missing63;
  Sum += Missing64;
  Sum += Missing65;
  Sum += Missing66;
  Sum += Missing67;
  Sum += Missing68;
  Sum += Missing69;
  Sum += Missing70;
  Sum += Missing71;
  Sum += Missing72;
  Sum += Missing73;
  Sum += Missing74;
  Sum += Missing75;
  Sum += Missing76;
  Sum += Missing77;
  Sum += Missing78;
  Sum += Missing79;
  Out[0] = Sum;
}
