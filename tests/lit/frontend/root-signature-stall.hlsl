// Root-signature text with a character Clang 22's root-signature lexer has
// no token for (or a lone letter at its end) made that lexer stop without
// advancing, and the parser skipped tokens forever: these compiles hung
// until the deadline (the CLI for good). The frontend now reports
// dxild.frontend.root-signature-syntax at the string and fails at once,
// whether the text is written in the attribute, comes from a macro in
// several pieces, has line splices, or is the -rootsig-define macro.
// Valid root signatures (with `\n` escapes and float literals) still
// compile. `timeout` turns a regression into a failure, not a stuck run.

// RUN: not timeout 60 %dxilc -T ps_6_0 -E main -DCOLON %s -Fo %t.dxil 2>&1 | FileCheck %s --check-prefix=COLON
// RUN: not timeout 60 %dxilc -T ps_6_0 -E main -DLETTER %s -Fo %t.dxil 2>&1 | FileCheck %s --check-prefix=LETTER
// RUN: not timeout 60 %dxilc -T ps_6_0 -E main -DPIECES %s -Fo %t.dxil 2>&1 | FileCheck %s --check-prefix=PIECES
// RUN: not timeout 60 %dxilc -T ps_6_0 -E main -DSPLICE %s -Fo %t.dxil 2>&1 | FileCheck %s --check-prefix=SPLICE
// RUN: not timeout 60 %dxilc -T ps_6_0 -E main -DDEFINE -rootsig-define RS %s -Fo %t.dxil 2>&1 | FileCheck %s --check-prefix=RSDEF
// RUN: timeout 60 %dxilc -T ps_6_0 -E main -DVALID %s -Fo %t.dxil
// RUN: timeout 60 %dxilc -T ps_6_0 -E main -DVALID -DDEFINE -rootsig-define RS %s -Fo %t.dxil

#if defined(COLON)
// COLON: root-signature-stall.hlsl:[[@LINE+1]]:16: error: unexpected ':' at offset 9 of the root signature
[RootSignature("RootFlags:(ALLOW_INPUT_ASSEMBLER_INPUT_LAYOUT)")]
#elif defined(LETTER)
// LETTER: root-signature-stall.hlsl:[[@LINE+1]]:16: error: unexpected 'x' at offset 9 of the root signature
[RootSignature("CBV(b0), x")]
#elif defined(PIECES)
#define SIG "RootFlags(0), " \
            "CBV(b0), " "SRV(t0)@"
// PIECES: error: unexpected '@' at offset 30 of the root signature
[RootSignature(SIG)]
#elif defined(SPLICE)
// SPLICE: error: unexpected ';' at offset 16 of the root signature
[RootSignature("CBV(b0), SRV(t0\
);")]
#elif defined(DEFINE) && defined(VALID)
#define RS "RootFlags(0),\n" "StaticSampler(s0, mipLODBias = 0.5f)"
#elif defined(DEFINE)
// RSDEF: root-signature-stall.hlsl:[[@LINE+1]]:12: error: unexpected ':' at offset 7 of the root signature
#define RS "CBV(b0):"
#else
[RootSignature("RootFlags(0),\n" "CBV(b0, space = 1), StaticSampler(s0, mipLODBias = -1.5)")]
#endif
float4 main() : SV_Target { return 0; }
