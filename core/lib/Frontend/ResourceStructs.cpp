//===- ResourceStructs.cpp - Global structs holding resources -------------===//

#include "Frontend/ResourceStructs.h"
#include "Frontend/FrontendLocations.h"
#include "Frontend/RequestEdits.h"

#include "clang/AST/ASTConsumer.h"
#include "clang/AST/ASTContext.h"
#include "clang/AST/Attr.h"
#include "clang/AST/Decl.h"
#include "clang/AST/DeclCXX.h"
#include "clang/AST/Type.h"
#include "clang/Basic/SourceManager.h"

#include "llvm/ADT/StringExtras.h"
#include "llvm/IR/Constants.h"
#include "llvm/IR/GlobalVariable.h"
#include "llvm/IR/IntrinsicInst.h"
#include "llvm/IR/IntrinsicsDirectX.h"
#include "llvm/IR/Module.h"

#include <map>
#include <optional>

namespace dxild {

namespace {

constexpr llvm::StringLiteral Prefix = "__dxild_sr_";
constexpr const char *Code = "dxild.frontend.resource-struct";

/// One resource member (a leaf) of the struct: its path of field names,
/// type, register class and how many registers it takes in all.
struct Leaf {
  std::vector<std::string> Path;
  std::string TypeText;
  llvm::dxil::ResourceClass Class;
  unsigned Count = 0;   ///< emissions in the initializer
  unsigned Emitted = 0; ///< while generating the initializer
};

std::string encodeName(llvm::StringRef Var, const std::vector<std::string> &P) {
  std::string S = Prefix.str() + std::to_string(Var.size()) + Var.str();
  for (const std::string &C : P)
    S += std::to_string(C.size()) + C;
  return S;
}

/// "a1.Buf" for "__dxild_sr_2a13Buf", or nothing.
std::optional<std::string> decodeName(llvm::StringRef S) {
  if (!S.consume_front(Prefix))
    return std::nullopt;
  std::string Out;
  while (!S.empty()) {
    size_t Digits = 0;
    while (Digits < S.size() && llvm::isDigit(S[Digits]))
      ++Digits;
    unsigned Len = 0;
    if (!Digits || S.take_front(Digits).getAsInteger(10, Len) ||
        S.size() < Digits + Len || !Len)
      return std::nullopt;
    if (!Out.empty())
      Out += '.';
    Out += S.substr(Digits, Len).str();
    S = S.drop_front(Digits + Len);
  }
  return Out;
}

char classLetter(llvm::dxil::ResourceClass C) {
  switch (C) {
  case llvm::dxil::ResourceClass::SRV:
    return 't';
  case llvm::dxil::ResourceClass::UAV:
    return 'u';
  case llvm::dxil::ResourceClass::CBuffer:
    return 'b';
  case llvm::dxil::ResourceClass::Sampler:
    return 's';
  }
  return 'u';
}

class Collector : public clang::ASTConsumer {
public:
  Collector(const CompatFiles &Files, std::vector<ResourceStructFix> &Out,
            std::vector<Diagnostic> &Diags)
      : Files(Files), Out(Out), Diags(Diags) {}

  void Initialize(clang::ASTContext &C) override { Ctx = &C; }

  bool HandleTopLevelDecl(clang::DeclGroupRef Group) override {
    unsigned N = 0;
    for (clang::Decl *D : Group)
      N += llvm::isa<clang::VarDecl>(D);
    for (clang::Decl *D : Group)
      visit(D, N > 1);
    return true;
  }

private:
  /// The struct a global's type (under its arrays) is, when it holds
  /// resources; also the number of struct elements.
  const clang::CXXRecordDecl *
  resourceStruct(clang::QualType T, uint64_t &Elements, bool &Unbounded) {
    Elements = 1;
    Unbounded = false;
    while (const clang::ArrayType *A = T->getAsArrayTypeUnsafe()) {
      if (const auto *CA = llvm::dyn_cast<clang::ConstantArrayType>(A))
        Elements *= CA->getZExtSize();
      else
        Unbounded = true;
      T = A->getElementType();
    }
    const clang::CXXRecordDecl *RD = T->getAsCXXRecordDecl();
    if (!RD || T->isHLSLResourceRecord() || !RD->hasDefinition())
      return nullptr;
    return holdsResource(RD) ? RD : nullptr;
  }

  bool holdsResource(const clang::CXXRecordDecl *RD) {
    for (const clang::CXXBaseSpecifier &B : RD->bases())
      if (const clang::CXXRecordDecl *BD = B.getType()->getAsCXXRecordDecl())
        if (holdsResource(BD))
          return true;
    for (const clang::FieldDecl *F : RD->fields()) {
      clang::QualType T = F->getType();
      while (const clang::ArrayType *A = T->getAsArrayTypeUnsafe())
        T = A->getElementType();
      if (T->isHLSLResourceRecord())
        return true;
      if (const clang::CXXRecordDecl *Inner = T->getAsCXXRecordDecl())
        if (Inner->hasDefinition() && holdsResource(Inner))
          return true;
    }
    return false;
  }

  /// Walks \p T as a flattened initializer list does; \p Emit is called for
  /// each resource with its path. False when \p T has a data member.
  template <typename F>
  bool walk(clang::QualType T, std::vector<std::string> &Path, F &&Emit,
            std::string &DataMember) {
    if (const clang::ArrayType *A = T->getAsArrayTypeUnsafe()) {
      const auto *CA = llvm::dyn_cast<clang::ConstantArrayType>(A);
      if (!CA) {
        DataMember = "an unbounded array";
        return false;
      }
      for (uint64_t I = 0; I < CA->getZExtSize(); ++I)
        if (!walk(A->getElementType(), Path, Emit, DataMember))
          return false;
      return true;
    }
    if (T->isHLSLResourceRecord()) {
      Emit(T, Path);
      return true;
    }
    const clang::CXXRecordDecl *RD = T->getAsCXXRecordDecl();
    if (!RD || !RD->hasDefinition()) {
      DataMember = Path.empty() ? "?" : Path.back();
      return false;
    }
    for (const clang::CXXBaseSpecifier &B : RD->bases())
      if (!walk(B.getType(), Path, Emit, DataMember))
        return false;
    for (const clang::FieldDecl *Fd : RD->fields()) {
      Path.push_back(Fd->getNameAsString());
      bool Ok = walk(Fd->getType(), Path, Emit, DataMember);
      Path.pop_back();
      if (!Ok)
        return false;
    }
    return true;
  }

  void visit(clang::Decl *D, bool Grouped) {
    if (auto *NS = llvm::dyn_cast<clang::NamespaceDecl>(D)) {
      if (NS->getName() != "hlsl")
        for (clang::Decl *Inner : NS->decls())
          visit(Inner, false);
      return;
    }
    auto *Var = llvm::dyn_cast<clang::VarDecl>(D);
    if (!Var || !Var->hasGlobalStorage() || Var->isStaticLocal() ||
        Var->getStorageClass() == clang::SC_Static ||
        Var->getType().getAddressSpace() != clang::LangAS::hlsl_constant)
      return;
    uint64_t Elements;
    bool Unbounded;
    const clang::CXXRecordDecl *RD =
        resourceStruct(Var->getType(), Elements, Unbounded);
    if (!RD)
      return;
    std::string Name = Var->getNameAsString();
    std::string What = "global '" + Name + "' of struct type '" +
                       RD->getNameAsString() + "' holding resources";
    if (Unbounded)
      return report(Var, What + " is an unbounded array; dxild binds "
                                "resources in structs only in arrays of "
                                "known size");
    if (Grouped || Var->hasInit())
      return report(Var, What + " must be declared alone, without an "
                                "initializer, for dxild to bind its "
                                "resources as DXC does");
    if (!RD->getIdentifier())
      return report(Var, What + " has an unnamed struct type");

    // The leaves, in initializer order, with their counts.
    clang::PrintingPolicy PP = Ctx->getPrintingPolicy();
    PP.FullyQualifiedName = true;
    PP.SuppressScope = false;
    std::vector<Leaf> Leaves;
    std::map<std::vector<std::string>, size_t> LeafIndex;
    std::vector<std::string> Path;
    std::string DataMember;
    auto Count = [&](clang::QualType T, const std::vector<std::string> &P) {
      auto [It, New] = LeafIndex.try_emplace(P, Leaves.size());
      if (New) {
        Leaf L;
        L.Path = P;
        L.TypeText = T.getUnqualifiedType().getAsString(PP);
        const clang::HLSLAttributedResourceType *HT =
            clang::HLSLAttributedResourceType::findHandleTypeOnResource(
                T.getTypePtr());
        L.Class =
            HT ? HT->getAttrs().ResourceClass : llvm::dxil::ResourceClass::UAV;
        Leaves.push_back(std::move(L));
      }
      ++Leaves[It->second].Count;
    };
    if (!walk(Var->getType(), Path, Count, DataMember))
      return report(Var,
                    What + " also has the data member '" + DataMember +
                        "'; DXC puts such members into $Globals and binds "
                        "the resources separately, which dxild does not do "
                        "yet: keep resources and data in separate globals");

    // Register annotations: a register per class, a space.
    std::map<char, unsigned> Base;
    std::optional<unsigned> Space;
    for (const auto *A :
         Var->specific_attrs<clang::HLSLResourceBindingAttr>()) {
      if (A->isImplicit())
        continue;
      llvm::StringRef Slot = A->getSlot();
      unsigned N = 0;
      if (!Slot.empty() && !Slot.drop_front().getAsInteger(10, N))
        Base[llvm::toLower(Slot.front())] = N;
      llvm::StringRef Sp = A->getSpace();
      unsigned S = 0;
      if (Sp.consume_front("space") && !Sp.getAsInteger(10, S))
        Space = S;
    }

    // Where the declaration is: blanked from its start to its `;`.
    std::string File;
    size_t Begin = 0, NameAt = 0;
    const CompatFile *CF = fileAt(Var->getBeginLoc(), File, Begin);
    std::string File2;
    if (!CF || !fileAt(Var->getLocation(), File2, NameAt) || File2 != File)
      return report(Var, What + " is spelled by a macro or outside the "
                                "request's files; declare it in the source");
    const std::string &Text = CF->Rewritten.Text;
    size_t Semi = Text.find(';', NameAt);
    if (Semi == std::string::npos)
      return report(Var, What + ": its declaration has no ';'");

    std::string Gen;
    std::map<char, unsigned> Next = Base;
    bool Single = Elements == 1 && !Var->getType()->isArrayType();
    for (Leaf &L : Leaves) {
      std::string Ident = encodeName(Name, L.Path);
      Gen += L.TypeText + " " + Ident;
      if (L.Count != 1 || !Single)
        Gen += "[" + std::to_string(L.Count) + "]";
      char C = classLetter(L.Class);
      auto It = Next.find(C);
      if (It != Next.end()) {
        Gen += " : register(" + std::string(1, C) + std::to_string(It->second);
        if (Space)
          Gen += ", space" + std::to_string(*Space);
        Gen += ")";
        It->second += L.Count;
      } else if (Space) {
        Gen += " : register(space" + std::to_string(*Space) + ")";
      }
      Gen += "; ";
    }
    clang::QualType Elem = Var->getType();
    std::string Dims;
    while (const auto *CA = Ctx->getAsConstantArrayType(Elem)) {
      Dims += "[" + std::to_string(CA->getZExtSize()) + "]";
      Elem = CA->getElementType();
    }
    Gen += "static " + Elem.getUnqualifiedType().getAsString(PP) + " " + Name +
           Dims + " = {";
    bool First = true;
    auto Init = [&](clang::QualType, const std::vector<std::string> &P) {
      Leaf &L = Leaves[LeafIndex[P]];
      Gen += First ? "" : ", ";
      First = false;
      Gen += encodeName(Name, L.Path);
      if (L.Count != 1 || !Single)
        Gen += "[" + std::to_string(L.Emitted) + "]";
      ++L.Emitted;
    };
    walk(Var->getType(), Path, Init, DataMember);
    Gen += "};";

    ResourceStructFix Fix;
    Fix.File = File;
    Fix.Begin = Begin;
    Fix.End = Semi + 1;
    Fix.Text = std::move(Gen);
    Out.push_back(std::move(Fix));
  }

  const CompatFile *fileAt(clang::SourceLocation Loc, std::string &Path,
                           size_t &Offset) {
    return compatFileAt(Files, Ctx->getSourceManager(), Loc,
                        MacroLocation::Reject, Offset, &Path);
  }

  void report(const clang::VarDecl *Var, std::string Message) {
    Diags.push_back(frontendError(Ctx->getSourceManager(), Var->getLocation(),
                                  Code, std::move(Message)));
  }

  const CompatFiles &Files;
  std::vector<ResourceStructFix> &Out;
  std::vector<Diagnostic> &Diags;
  clang::ASTContext *Ctx = nullptr;
};

} // namespace

std::unique_ptr<clang::ASTConsumer>
makeResourceStructCollector(const CompatFiles &Files,
                            std::vector<ResourceStructFix> &Out,
                            std::vector<Diagnostic> &Diags) {
  return std::make_unique<Collector>(Files, Out, Diags);
}

unsigned applyResourceStructFixes(CompatFiles &Files,
                                  const std::vector<ResourceStructFix> &Fixes) {
  // Last first, so that earlier offsets stay right.
  std::vector<const ResourceStructFix *> Todo;
  for (const ResourceStructFix &F : Fixes)
    Todo.push_back(&F);
  std::stable_sort(Todo.begin(), Todo.end(), [](auto *A, auto *B) {
    return std::tie(A->File, A->Begin) > std::tie(B->File, B->Begin);
  });
  for (const ResourceStructFix *F : Todo) {
    CompatFile &CF = Files[F->File];
    std::string &Text = CF.Rewritten.Text;
    for (size_t I = F->Begin; I < F->End && I < Text.size(); ++I)
      if (Text[I] != '\n' && Text[I] != '\r')
        Text[I] = ' ';
    insertText(CF, F->End, F->Text);
  }
  return Todo.size();
}

void renameStructResources(llvm::Module &M, std::vector<ResourceDecl> &Decls) {
  for (ResourceDecl &D : Decls)
    if (std::optional<std::string> N = decodeName(D.Name))
      D.Name = *N;
  std::map<llvm::GlobalVariable *, llvm::Constant *> Renamed;
  for (llvm::Function &F : M) {
    llvm::Intrinsic::ID ID = F.getIntrinsicID();
    if (ID != llvm::Intrinsic::dx_resource_handlefrombinding &&
        ID != llvm::Intrinsic::dx_resource_handlefromimplicitbinding)
      continue;
    for (llvm::User *U : F.users()) {
      auto *CI = llvm::dyn_cast<llvm::CallInst>(U);
      if (!CI)
        continue;
      unsigned NameArg = CI->arg_size() - 1;
      auto *GV = llvm::dyn_cast<llvm::GlobalVariable>(
          CI->getArgOperand(NameArg)->stripPointerCasts());
      if (!GV || !GV->hasInitializer())
        continue;
      llvm::Constant *&New = Renamed[GV];
      if (!New) {
        auto *CDA =
            llvm::dyn_cast<llvm::ConstantDataArray>(GV->getInitializer());
        std::optional<std::string> N;
        if (CDA && CDA->isCString())
          N = decodeName(CDA->getAsCString());
        if (!N) {
          New = GV;
          continue;
        }
        llvm::Constant *Str =
            llvm::ConstantDataArray::getString(M.getContext(), *N);
        auto *NewGV = new llvm::GlobalVariable(
            M, Str->getType(), true, llvm::GlobalValue::PrivateLinkage, Str,
            GV->getName());
        NewGV->setUnnamedAddr(llvm::GlobalValue::UnnamedAddr::Global);
        NewGV->setAlignment(llvm::Align(1));
        New = NewGV;
      }
      CI->setArgOperand(NameArg, New);
    }
  }
  for (auto &[Old, New] : Renamed)
    if (Old != New && Old->use_empty()) {
      New->takeName(Old);
      Old->eraseFromParent();
    }
}

} // namespace dxild
