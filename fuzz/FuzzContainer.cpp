//===- FuzzContainer.cpp - fuzz the DXContainer reader the tests use ------===//
//
// The container tests trust llvm::object::DXContainer to read what dxild
// writes; this makes sure hostile bytes cannot crash that reader or the way
// the tests walk its parts.
//
//===----------------------------------------------------------------------===//

#include "llvm/Object/DXContainer.h"
#include "llvm/Support/Error.h"

#include <cstdint>

extern "C" int LLVMFuzzerTestOneInput(const uint8_t *Data, size_t Size) {
  llvm::StringRef Bytes(reinterpret_cast<const char *>(Data), Size);
  llvm::Expected<llvm::object::DXContainer> C =
      llvm::object::DXContainer::create(llvm::MemoryBufferRef(Bytes, "fuzz"));
  if (!C) {
    llvm::consumeError(C.takeError());
    return 0;
  }
  size_t Total = 0;
  for (const auto &Part : *C)
    Total += Part.Data.size();
  (void)C->getDXIL();
  (void)C->getShaderFeatureFlags();
  (void)C->getShaderHash();
  (void)C->getPSVInfo();
  return Total > Size ? 1 : 0;
}
