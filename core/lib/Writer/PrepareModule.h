//===- PrepareModule.h - Rewrite a module into what 3.7 can say -*- C++ -*-===//
//
// Runs on the writer's private copy of the lowered module, before pointee
// recovery and enumeration. It rewrites constructs that have an exact LLVM 3.7
// equivalent (fneg -> fsub -0.0, freeze -> its operand, constant expressions
// in instructions -> instructions, lifetime markers -> nothing, new module-flag
// behaviours -> Warning) and rejects those that have none, so the bitcode
// writer itself only sees 3.7-expressible IR.
//
//===----------------------------------------------------------------------===//

#ifndef DXILD_CORE_WRITER_PREPAREMODULE_H
#define DXILD_CORE_WRITER_PREPAREMODULE_H

#include "Writer/WriterDiag.h"

namespace llvm {
class Module;
} // namespace llvm

namespace dxild {
namespace writer {

/// Returns false, after reporting every problem found, when \p M contains a
/// construct with no LLVM 3.7 encoding.
bool prepareModuleFor37(llvm::Module &M, WriterDiags &Diags);

} // namespace writer
} // namespace dxild

#endif // DXILD_CORE_WRITER_PREPAREMODULE_H
