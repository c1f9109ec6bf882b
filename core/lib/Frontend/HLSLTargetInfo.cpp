//===- HLSLTargetInfo.cpp - Clang's DirectX target, groupshared-aware -----===//

#include "Frontend/HLSLTargetInfo.h"

#include "clang/Basic/AddressSpaces.h"
#include "clang/Basic/TargetInfo.h"
#include "clang/Frontend/CompilerInstance.h"

namespace dxild {

namespace {

/// Clang's DirectX target with one more address-space rule. The wrapper is
/// a copy of the target's TargetInfo state (sizes, alignments, data layout,
/// address-space map, options: everything createTarget set, adjustments
/// included) and forwards every virtual that Clang's DirectX target
/// overrides to that target, so it answers everything else exactly as the
/// wrapped target does.
class GroupsharedAwareTarget final : public clang::TargetInfo {
public:
  explicit GroupsharedAwareTarget(clang::TargetInfo &Real)
      : clang::TargetInfo(Real), Real(&Real) {}

  bool isAddressSpaceSupersetOf(clang::LangAS A,
                                clang::LangAS B) const override {
    // A default-address-space `this` or reference can refer to groupshared
    // memory (Clang 23's rule).
    if (A == clang::LangAS::Default && B == clang::LangAS::hlsl_groupshared)
      return true;
    return Real->isAddressSpaceSupersetOf(A, B);
  }

  bool useFP16ConversionIntrinsics() const override {
    return Real->useFP16ConversionIntrinsics();
  }
  void getTargetDefines(const clang::LangOptions &Opts,
                        clang::MacroBuilder &Builder) const override {
    Real->getTargetDefines(Opts, Builder);
  }
  llvm::SmallVector<clang::Builtin::InfosShard>
  getTargetBuiltins() const override {
    return Real->getTargetBuiltins();
  }
  BuiltinVaListKind getBuiltinVaListKind() const override {
    return Real->getBuiltinVaListKind();
  }
  bool validateAsmConstraint(const char *&Name,
                             ConstraintInfo &Info) const override {
    return Real->validateAsmConstraint(Name, Info);
  }
  std::string_view getClobbers() const override { return Real->getClobbers(); }
  bool hasFeature(llvm::StringRef Feature) const override {
    return Real->hasFeature(Feature);
  }
  // Protected in TargetInfo, so not forwardable; the DirectX target has no
  // registers to name.
  llvm::ArrayRef<const char *> getGCCRegNames() const override { return {}; }
  llvm::ArrayRef<GCCRegAlias> getGCCRegAliases() const override { return {}; }
  void adjust(clang::DiagnosticsEngine &Diags, clang::LangOptions &Opts,
              const clang::TargetInfo *Aux) override {
    // Already adjusted before the copy; a second call (a CompilerInstance
    // reused for another input) goes to both so they stay alike.
    Real->adjust(Diags, Opts, Aux);
    clang::TargetInfo::adjust(Diags, Opts, Aux);
  }

private:
  llvm::IntrusiveRefCntPtr<clang::TargetInfo> Real;
};

} // namespace

bool createHLSLTarget(clang::CompilerInstance &CI) {
  if (!CI.createTarget())
    return false;
  CI.setTarget(new GroupsharedAwareTarget(CI.getTarget()));
  return true;
}

} // namespace dxild
