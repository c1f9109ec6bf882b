//===- FuzzCompile.cpp - fuzz the whole compile path ----------------------===//
//
// Input: HLSL text, compiled as a cs_6_6 request with the prelude. Any
// outcome is fine except a crash: the service isolates compiler crashes
// (CrashRecoveryContext), so this target turns an isolated crash back into
// a real one for the fuzzer to report.
//
//===----------------------------------------------------------------------===//

#include "dxild/core/Compiler.h"

#include <cstdint>
#include <cstdlib>
#include <string>

extern "C" int LLVMFuzzerTestOneInput(const uint8_t *Data, size_t Size) {
  // Bounded like the server's own limits, so a slow input is about the
  // compiler, not about size.
  if (Size > 64 * 1024)
    return 0;
  dxild::CompileRequest Request;
  Request.Source.assign(reinterpret_cast<const char *>(Data), Size);
  Request.SourceName = "fuzz.hlsl";
  Request.Profile = "cs_6_6";
  Request.Outputs = dxild::OutputLLVMIR | dxild::OutputDXIL;
  dxild::CompileResult Result = dxild::compile(Request);
  for (const dxild::Diagnostic &D : Result.Diagnostics)
    if (D.Code == "dxild.internal.crash")
      std::abort();
  return 0;
}
