//===- LoweringContext.cpp - State shared by the lowering passes ----------===//

#include "Lowering/LoweringContext.h"

#include "llvm/IR/DebugInfoMetadata.h"
#include "llvm/IR/Function.h"
#include "llvm/IR/Instruction.h"
#include "llvm/IR/Module.h"
#include "llvm/TargetParser/Triple.h"

using namespace llvm;

namespace dxild {

static void addDiag(std::vector<Diagnostic> &Diags, Severity Level,
                    StringRef Code, const Twine &Message,
                    const Instruction *At) {
  Diagnostic D;
  D.Level = Level;
  D.Code = Code.str();
  std::string Text = Message.str();
  if (At) {
    if (const DILocation *Loc = At->getDebugLoc().get()) {
      D.File = Loc->getFilename().str();
      D.Line = Loc->getLine();
      D.Column = Loc->getColumn();
    }
    if (const Function *F = At->getFunction())
      Text += " (in function '" + F->getName().str() + "')";
  }
  D.Message = std::move(Text);
  Diags.push_back(std::move(D));
}

void LoweringContext::error(StringRef Code, const Twine &Message,
                            const Instruction *At) {
  addDiag(Diags, Severity::Error, Code, Message, At);
}

void LoweringContext::warning(StringRef Code, const Twine &Message,
                              const Instruction *At) {
  addDiag(Diags, Severity::Warning, Code, Message, At);
}

bool LoweringContext::hasErrors() const {
  for (const Diagnostic &D : Diags)
    if (D.Level == Severity::Error || D.Level == Severity::Fatal)
      return true;
  return false;
}

std::optional<Profile> LoweringContext::profileFor(const Module &M) const {
  if (Target)
    return Target;
  return profileFromTriple(M);
}

std::optional<Profile> profileFromTriple(const Module &M) {
  Triple T(M.getTargetTriple());
  Profile P;
  switch (T.getEnvironment()) {
  case Triple::Compute:
    P.Stage = ShaderStage::Compute;
    break;
  case Triple::Vertex:
    P.Stage = ShaderStage::Vertex;
    break;
  case Triple::Pixel:
    P.Stage = ShaderStage::Pixel;
    break;
  default:
    return std::nullopt;
  }
  VersionTuple V = T.getOSVersion();
  if (V.getMajor() == 0)
    return std::nullopt;
  P.Major = V.getMajor();
  P.Minor = V.getMinor().value_or(0);
  return P;
}

Function *findEntryFunction(Module &M) {
  for (Function &F : M)
    if (!F.isDeclaration() && F.hasFnAttribute("hlsl.shader"))
      return &F;
  return nullptr;
}

} // namespace dxild
