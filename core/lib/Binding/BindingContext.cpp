//===- BindingContext.cpp - State shared by the binding passes ------------===//

#include "Binding/BindingContext.h"

using namespace llvm;

namespace dxild {

const char *bindingOriginName(BindingOrigin O) {
  switch (O) {
  case BindingOrigin::Explicit:
    return "explicit";
  case BindingOrigin::Implicit:
    return "implicit";
  case BindingOrigin::Hint:
    return "hint";
  }
  return "explicit";
}

const ResourceDecl *BindingContext::findDecl(StringRef Name) const {
  for (const ResourceDecl &D : Decls)
    if (D.Name == Name)
      return &D;
  return nullptr;
}

static Diagnostic &addDiag(BindingContext &Ctx, Severity Level, StringRef Code,
                           StringRef Resource, std::string Message) {
  Diagnostic D;
  D.Level = Level;
  D.Message = std::move(Message);
  D.Code = Code.str();
  D.Category = "Resource Binding";
  if (const ResourceDecl *Decl = Ctx.findDecl(Resource)) {
    D.File = Decl->File;
    D.Line = Decl->Line;
    D.Column = Decl->Column;
  }
  Ctx.Diags.push_back(std::move(D));
  return Ctx.Diags.back();
}

Diagnostic &BindingContext::error(StringRef Code, StringRef Resource,
                                  std::string Message) {
  return addDiag(*this, Severity::Error, Code, Resource, std::move(Message));
}

void BindingContext::note(StringRef Resource, std::string Message) {
  // A note without a location says nothing the error did not already say.
  if (!findDecl(Resource))
    return;
  addDiag(*this, Severity::Note, "", Resource, std::move(Message));
}

std::string BindingContext::declLocation(StringRef Resource) const {
  const ResourceDecl *D = findDecl(Resource);
  if (!D || D->Line == 0)
    return "";
  return D->File + ":" + std::to_string(D->Line) + ":" +
         std::to_string(D->Column);
}

bool BindingContext::hasErrors() const {
  for (const Diagnostic &D : Diags)
    if (D.Level == Severity::Error || D.Level == Severity::Fatal)
      return true;
  return false;
}

} // namespace dxild
