//===- BindingTable.h - The resolved binding table --------------*- C++ -*-===//
//
// Once every handle is created by handlefrombinding, LLVM's
// DXILResourceAnalysis knows each resource's binding and type. This turns
// that into dxild's plain-data table, which callers use to build root
// signatures and descriptor tables without knowing LLVM.
//
//===----------------------------------------------------------------------===//

#ifndef DXILD_CORE_BINDING_BINDINGTABLE_H
#define DXILD_CORE_BINDING_BINDINGTABLE_H

#include "dxild/core/CompileRequest.h"

#include "llvm/IR/PassManager.h"

#include <vector>

namespace llvm {
class raw_ostream;
} // namespace llvm

namespace dxild {

class BindingContext;

/// The table of all bound resources of \p M, in DXIL order (SRVs, UAVs,
/// CBVs, samplers; each by space and register). \p Ctx supplies how each
/// resource was bound.
std::vector<ResourceBinding> buildBindingTable(llvm::Module &M,
                                               llvm::ModuleAnalysisManager &AM,
                                               const BindingContext &Ctx);

/// Prints the table as --reflect-json does; for tests and dxild-opt.
class DXILBindingTablePrinterPass
    : public llvm::PassInfoMixin<DXILBindingTablePrinterPass> {
public:
  DXILBindingTablePrinterPass(llvm::raw_ostream &OS, const BindingContext &Ctx)
      : OS(OS), Ctx(Ctx) {}
  llvm::PreservedAnalyses run(llvm::Module &M, llvm::ModuleAnalysisManager &AM);
  static bool isRequired() { return true; }

private:
  llvm::raw_ostream &OS;
  const BindingContext &Ctx;
};

} // namespace dxild

#endif // DXILD_CORE_BINDING_BINDINGTABLE_H
