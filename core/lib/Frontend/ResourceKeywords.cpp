//===- ResourceKeywords.cpp - globallycoherent, unorm, snorm --------------===//

#include "Frontend/ResourceKeywords.h"
#include "Frontend/FrontendLocations.h"
#include "Frontend/SourceCompat.h"

#include "clang/AST/Attr.h"
#include "clang/AST/Decl.h"
#include "clang/AST/DeclCXX.h"
#include "clang/AST/DeclTemplate.h"
#include "clang/AST/Type.h"
#include "clang/AST/TypeLoc.h"
#include "llvm/IR/Constants.h"
#include "llvm/IR/Metadata.h"
#include "llvm/IR/Module.h"
#include "llvm/Support/DXILABI.h"

namespace dxild {

namespace {

constexpr llvm::StringLiteral CoherentAnnotation = "dxild.globallycoherent";

bool hasCoherentAnnotation(const clang::Decl *D) {
  for (const auto *A : D->specific_attrs<clang::AnnotateAttr>())
    if (A->getAnnotation() == CoherentAnnotation)
      return true;
  return false;
}

/// The typedefs \p Ty is written through, outermost first.
llvm::SmallVector<const clang::TypedefNameDecl *, 2>
typedefsOf(clang::QualType Ty) {
  llvm::SmallVector<const clang::TypedefNameDecl *, 2> Out;
  for (const clang::Type *T = Ty.getTypePtr(); T;) {
    if (const auto *TT = llvm::dyn_cast<clang::TypedefType>(T))
      Out.push_back(TT->getDecl());
    if (const auto *A = T->getAsArrayTypeUnsafe()) {
      T = A->getElementType().getTypePtr();
      continue;
    }
    clang::QualType Next = T->getLocallyUnqualifiedSingleStepDesugaredType();
    if (Next.getTypePtr() == T)
      break;
    T = Next.getTypePtr();
  }
  return Out;
}

/// The resource record \p Ty holds (through arrays), or null.
const clang::CXXRecordDecl *resourceRecord(clang::QualType Ty) {
  const clang::Type *T = Ty->getBaseElementTypeUnsafe();
  if (!T->isHLSLResourceRecord())
    return nullptr;
  return T->getAsCXXRecordDecl();
}

/// Whether the element type (first template argument) of \p RD is a
/// floating-point scalar or vector; true when it has none.
bool floatElement(const clang::CXXRecordDecl *RD) {
  const auto *Spec = llvm::dyn_cast<clang::ClassTemplateSpecializationDecl>(RD);
  if (!Spec || Spec->getTemplateArgs().size() == 0 ||
      Spec->getTemplateArgs()[0].getKind() != clang::TemplateArgument::Type)
    return true;
  clang::QualType E = Spec->getTemplateArgs()[0].getAsType();
  if (const auto *V = E->getAs<clang::VectorType>())
    E = V->getElementType();
  return E->isFloatingType();
}

} // namespace

bool ResourceKeywordCollector::HandleTopLevelDecl(clang::DeclGroupRef Group) {
  for (clang::Decl *D : Group)
    visit(D);
  return true;
}

uint8_t ResourceKeywordCollector::normOf(const clang::VarDecl *Var) {
  // A recorded unorm/snorm inside the type as the declaration writes it, or
  // inside the type of a typedef it is written through.
  auto NormIn = [&](clang::SourceRange R) -> uint8_t {
    size_t Begin = 0, End = 0;
    const CompatFile *F =
        compatFileAt(Files, SM, R.getBegin(), MacroLocation::Expand, Begin);
    if (!F ||
        compatFileAt(Files, SM, R.getEnd(), MacroLocation::Expand, End) != F)
      return 0;
    for (const CompatEdit &E : F->Rewritten.Edits)
      if (E.Kind == CompatEdit::NormElement && E.Offset >= Begin &&
          E.Offset <= End)
        return E.Modifier;
    return 0;
  };
  if (const clang::TypeSourceInfo *TSI = Var->getTypeSourceInfo())
    if (uint8_t N = NormIn(TSI->getTypeLoc().getSourceRange()))
      return N;
  for (const clang::TypedefNameDecl *TD : typedefsOf(Var->getType()))
    if (const clang::TypeSourceInfo *TSI = TD->getTypeSourceInfo())
      if (uint8_t N = NormIn(TSI->getTypeLoc().getSourceRange()))
        return N;
  return 0;
}

void ResourceKeywordCollector::visit(clang::Decl *D) {
  if (auto *NS = llvm::dyn_cast<clang::NamespaceDecl>(D)) {
    if (NS->getName() != "hlsl")
      for (clang::Decl *Inner : NS->decls())
        visit(Inner);
    return;
  }
  auto *Var = llvm::dyn_cast<clang::VarDecl>(D);
  if (!Var || !Var->hasGlobalStorage())
    return;
  const clang::CXXRecordDecl *RD = resourceRecord(Var->getType());
  if (!RD)
    return;
  ResourceKeywordSet K;
  K.GloballyCoherent = hasCoherentAnnotation(Var);
  for (const clang::TypedefNameDecl *TD : typedefsOf(Var->getType()))
    K.GloballyCoherent |= hasCoherentAnnotation(TD);
  K.Norm = normOf(Var);
  const clang::HLSLAttributedResourceType *Handle =
      clang::HLSLAttributedResourceType::findHandleTypeOnResource(
          Var->getType()->getBaseElementTypeUnsafe());
  if (K.GloballyCoherent && (!Handle || Handle->getAttrs().ResourceClass !=
                                            llvm::dxil::ResourceClass::UAV)) {
    report(Var->getLocation(), "dxild.frontend.globallycoherent",
           "'globallycoherent' applies to read-write resources (UAVs) only; '" +
               Var->getNameAsString() + "' is not one");
    return;
  }
  if (K.Norm && !floatElement(RD)) {
    report(Var->getLocation(), "dxild.frontend.norm-element",
           "unorm and snorm apply to floating-point element types only ('" +
               Var->getNameAsString() + "')");
    return;
  }
  if (K.GloballyCoherent || K.Norm)
    Out[Var->getNameAsString()] = K;
}

void ResourceKeywordCollector::report(clang::SourceLocation Loc,
                                      const char *Code, std::string Message) {
  Diags.push_back(frontendError(SM, Loc, Code, std::move(Message)));
  ++Errors;
}

void attachResourceKeywords(llvm::Module &M,
                            const ResourceKeywordMap &Keywords) {
  if (Keywords.empty())
    return;
  llvm::LLVMContext &C = M.getContext();
  llvm::NamedMDNode *NMD =
      M.getOrInsertNamedMetadata("dxild.resource.keywords");
  for (const auto &[Name, K] : Keywords)
    NMD->addOperand(llvm::MDTuple::get(
        C, {llvm::MDString::get(C, Name),
            llvm::ConstantAsMetadata::get(llvm::ConstantInt::get(
                llvm::Type::getInt1Ty(C), K.GloballyCoherent)),
            llvm::ConstantAsMetadata::get(
                llvm::ConstantInt::get(llvm::Type::getInt8Ty(C), K.Norm))}));
}

} // namespace dxild
