//===- BitcodeWriter37.h - LLVM 3.7-dialect bitcode for DXIL ----*- C++ -*-===//
//
// Serializes a module the way LLVM 3.7 (and so DXC) wrote bitcode: module
// version 1 (relative operand IDs), typed pointers, 3.7 attribute groups,
// metadata as individual records (no bulk strings, no index), a KIND-only
// METADATA block, a module value symbol table with names instead of a string
// table, and 3.7 instruction records. No identification, strtab, symtab,
// operand-bundle or sync-scope blocks. Bit-level encoding is libLLVM's
// BitstreamWriter; record codes come from LLVMBitCodes.h.
//
//===----------------------------------------------------------------------===//

#ifndef DXILD_CORE_WRITER_BITCODEWRITER37_H
#define DXILD_CORE_WRITER_BITCODEWRITER37_H

#include "Writer/WriterDiag.h"

#include "llvm/ADT/SmallVector.h"

#include <string>

namespace llvm {
class Module;
} // namespace llvm

namespace dxild {
namespace writer {

struct Bitcode37Options {
  /// DATALAYOUT record. DXIL has two layouts (min-precision and native
  /// 16-bit) and LLVM 22 refuses to parse the first, so the module cannot
  /// carry it; the caller picks one.
  std::string DataLayout;
  /// TRIPLE record.
  std::string Triple = "dxil-ms-dx";
};

/// Writes \p M (which prepareModuleFor37 has already rewritten) as 3.7
/// bitcode into \p Out. Rewrites \p M further (typed-pointer casts). Returns
/// false, after reporting, if \p M holds something 3.7 cannot express.
bool writeBitcode37(llvm::Module &M, const Bitcode37Options &Options,
                    llvm::SmallVectorImpl<char> &Out, WriterDiags &Diags);

} // namespace writer
} // namespace dxild

#endif // DXILD_CORE_WRITER_BITCODEWRITER37_H
