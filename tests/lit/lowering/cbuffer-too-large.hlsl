// A constant buffer holds at most 65536 bytes (4096 rows of 16). DXC's
// validator refuses a larger one the shader uses ("CBuffer size is 80000
// bytes, exceeding maximum of 65536 bytes"); dxild emitted the container
// anyway. Now it is an error with a code. Unused, the buffer is removed and
// the shader compiles, as with DXC; 4096 rows exactly are fine.

// RUN: not %dxilc -T cs_6_0 -E main -DROWS=5000 %s -Fo %t.dxil 2>&1 \
// RUN:   | FileCheck %s --check-prefix=LARGE
// RUN: %dxilc -T cs_6_0 -E main -DROWS=5000 -DUNUSED %s -Fo %t.dxil
// RUN: %dxilc -T cs_6_0 -E main -DROWS=4096 %s -Fc - | FileCheck %s --check-prefix=FITS
// Past 4 GiB the 32-bit layout wrapped (268435457 rows became one, and the
// validator passed the 16-byte buffer); it is refused at layout, as DXC
// refuses the array.
// RUN: not %dxilc -T cs_6_0 -E main -DROWS=268435457 %s -Fo %t.dxil 2>&1 \
// RUN:   | FileCheck %s --check-prefix=HUGE

cbuffer C : register(b0) { float4 Rows[ROWS]; };
RWBuffer<float4> Out : register(u0);

[numthreads(1, 1, 1)]
void main(uint i : SV_DispatchThreadID) {
#ifdef UNUSED
  Out[i] = 1;
#else
  Out[i] = Rows[i];
#endif
}

// LARGE: error: constant buffer 'C' is 80000 bytes; a constant buffer holds at most 65536 bytes (4096 rows of 16 bytes)
// HUGE: error: constant buffer member array of 268435457 elements is larger than 4 GiB
// FITS: !{i32 0, ptr @{{.*}}C, !"C", i32 0, i32 0, i32 1, i32 65536, null}
