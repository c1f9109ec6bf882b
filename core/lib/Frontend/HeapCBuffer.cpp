//===- HeapCBuffer.cpp - ConstantBuffer<T> from ResourceDescriptorHeap ----===//

#include "Frontend/HeapCBuffer.h"
#include "Frontend/CBufferCopy.h"
#include "Frontend/FrontendLocations.h"
#include "Frontend/RequestEdits.h"

#include "clang/AST/ASTConsumer.h"
#include "clang/AST/ASTContext.h"
#include "clang/AST/Decl.h"
#include "clang/AST/DeclCXX.h"
#include "clang/AST/Expr.h"
#include "clang/AST/ExprCXX.h"
#include "clang/AST/RecursiveASTVisitor.h"
#include "clang/AST/TypeLoc.h"
#include "clang/Basic/SourceManager.h"
#include "clang/Basic/TargetInfo.h"
#include "llvm/ADT/DenseMap.h"
#include "llvm/ADT/MapVector.h"
#include "llvm/ADT/SmallPtrSet.h"

#include <algorithm>
#include <cstdio>
#include <tuple>

using namespace llvm;

namespace dxild {

namespace {

constexpr StringLiteral HeapName = "ResourceDescriptorHeap";

/// `ResourceDescriptorHeap[Index]` converted to a struct T. In phase 1 the
/// prelude's `__dxild_heap_ref<false>::operator T()` refuses the conversion
/// (diagnose_if), so Clang keeps the subscript in a RecoveryExpr where the
/// conversion was; T is the type of what it initializes or is cast to.
struct HeapConversion {
  const clang::Expr *Where = nullptr;
  const clang::CXXOperatorCallExpr *Subscript = nullptr;
  const clang::CXXRecordDecl *Record = nullptr;
  clang::QualType Type;
};

/// The heap subscript \p E (possibly in a RecoveryExpr) is, if it is one.
const clang::CXXOperatorCallExpr *heapSubscript(const clang::Expr *E) {
  if (!E)
    return nullptr;
  E = E->IgnoreImplicitAsWritten()->IgnoreParens();
  if (const auto *R = dyn_cast<clang::RecoveryExpr>(E)) {
    if (R->subExpressions().size() != 1)
      return nullptr;
    E = R->subExpressions()[0]->IgnoreImplicitAsWritten()->IgnoreParens();
  } else if (const auto *Call = dyn_cast<clang::CXXMemberCallExpr>(E)) {
    // An accepted conversion (a specialization the frontend wrote).
    const auto *Conv =
        dyn_cast_or_null<clang::CXXConversionDecl>(Call->getMethodDecl());
    if (!Conv || Conv->getParent()->getName() != "__dxild_heap_ref" ||
        !Call->getImplicitObjectArgument())
      return nullptr;
    E = Call->getImplicitObjectArgument()->IgnoreImplicitAsWritten();
  } else if (!isa<clang::CXXOperatorCallExpr>(E)) {
    // (Or the subscript itself, an operand of a refused assignment.)
    return nullptr;
  }
  const auto *Sub = dyn_cast<clang::CXXOperatorCallExpr>(E);
  if (!Sub || Sub->getOperator() != clang::OO_Subscript ||
      Sub->getNumArgs() != 2)
    return nullptr;
  const auto *Heap =
      dyn_cast<clang::DeclRefExpr>(Sub->getArg(0)->IgnoreImplicitAsWritten());
  if (!Heap || Heap->getDecl()->getName() != HeapName)
    return nullptr;
  return Sub;
}

std::optional<HeapConversion> asHeapConversion(const clang::Expr *E,
                                               clang::QualType Ty) {
  const clang::CXXOperatorCallExpr *Sub = heapSubscript(E);
  if (!Sub || Ty.isNull())
    return std::nullopt;
  Ty = Ty.getCanonicalType().getUnqualifiedType();
  const clang::CXXRecordDecl *RD = Ty->getAsCXXRecordDecl();
  if (!RD || Ty->isHLSLIntangibleType() || Ty->isHLSLResourceRecord())
    return std::nullopt;
  return HeapConversion{E, Sub, RD, Ty};
}

class Finder : public clang::RecursiveASTVisitor<Finder> {
public:
  bool VisitExplicitCastExpr(clang::ExplicitCastExpr *E) {
    if (std::optional<HeapConversion> C =
            asHeapConversion(E->getSubExpr(), E->getTypeAsWritten()))
      Conversions.push_back(*C);
    return true;
  }
  /// `p = ResourceDescriptorHeap[i];`: Clang keeps the refused assignment
  /// as a RecoveryExpr of its operands.
  bool VisitRecoveryExpr(clang::RecoveryExpr *E) {
    auto Subs = E->subExpressions();
    if (Subs.size() == 2 && Subs[0] && !Subs[0]->getType()->isDependentType() &&
        Subs[0]->isLValue())
      if (std::optional<HeapConversion> C =
              asHeapConversion(Subs[1], Subs[0]->getType()))
        Conversions.push_back(*C);
    return true;
  }
  bool VisitVarDecl(clang::VarDecl *V) {
    if (!V->isLocalVarDecl() || V->isStaticLocal() || !V->hasInit())
      return true;
    if (std::optional<HeapConversion> C =
            asHeapConversion(V->getInit(), V->getType())) {
      Conversions.push_back(*C);
      Locals[C->Where] = V;
    }
    return true;
  }
  bool VisitMemberExpr(clang::MemberExpr *E) {
    if (const auto *D =
            dyn_cast<clang::DeclRefExpr>(E->getBase()->IgnoreParenImpCasts()))
      MemberBases.insert(D);
    return true;
  }
  bool VisitDeclRefExpr(clang::DeclRefExpr *E) {
    if (const auto *V = dyn_cast<clang::VarDecl>(E->getDecl()))
      Uses[V].push_back(E);
    return true;
  }

  std::vector<HeapConversion> Conversions;
  DenseMap<const clang::Expr *, const clang::VarDecl *> Locals;
  SmallPtrSet<const clang::DeclRefExpr *, 16> MemberBases;
  DenseMap<const clang::VarDecl *, std::vector<const clang::DeclRefExpr *>>
      Uses;
};

/// The location of `ConstantBuffer` in the declared type of \p V, if it is
/// spelled `ConstantBuffer<T>`.
clang::SourceLocation constantBufferName(const clang::VarDecl &V) {
  const clang::TypeSourceInfo *TSI = V.getTypeSourceInfo();
  if (!TSI)
    return {};
  for (clang::TypeLoc TL = TSI->getTypeLoc(); !TL.isNull();) {
    if (auto Q = TL.getAs<clang::QualifiedTypeLoc>()) {
      TL = Q.getUnqualifiedLoc();
      continue;
    }
    if (auto TS = TL.getAs<clang::TemplateSpecializationTypeLoc>()) {
      const clang::TemplateDecl *TD =
          TS.getTypePtr()->getTemplateName().getAsTemplateDecl();
      if (TD && TD->getName() == "ConstantBuffer")
        return TS.getTemplateNameLoc();
      return {};
    }
    return {};
  }
  return {};
}

class Collector : public clang::ASTConsumer {
public:
  Collector(const CompatFiles &Files, HeapCBufferFixes &Out)
      : Files(Files), Out(Out) {}

  void HandleTranslationUnit(clang::ASTContext &Ctx) override {
    // Below shader model 6.6 the prelude's operator[] refuses the heaps.
    if (Ctx.getTargetInfo().getTriple().getOSVersion() < VersionTuple(6, 6))
      return;
    const clang::SourceManager &SM = Ctx.getSourceManager();
    Finder F;
    for (clang::Decl *D : requestDecls(Files, Ctx))
      F.TraverseDecl(D);
    if (F.Conversions.empty())
      return;
    SmallPtrSet<const clang::CXXOperatorCallExpr *, 8> Seen;
    for (const HeapConversion &C : F.Conversions) {
      if (!Seen.insert(C.Subscript).second)
        continue;
      Buffer *B = bufferFor(Ctx, C.Record, C.Type);
      if (!B)
        continue;
      // Reading through a reference when the local is only read member by
      // member; a copy otherwise.
      const clang::VarDecl *V = F.Locals.lookup(C.Where);
      clang::SourceLocation TypeName =
          V ? constantBufferName(*V) : clang::SourceLocation();
      bool ByRef =
          TypeName.isValid() && llvm::all_of(F.Uses.lookup(V), [&](auto *E) {
            return F.MemberBases.count(E) != 0;
          });
      if (!ByRef && B->Copy.empty())
        continue;
      std::vector<HeapCBufferFixes::Replace> Edits;
      if (!subscriptEdits(SM, *C.Subscript, ByRef ? B->Ref : B->Copy, Edits))
        continue;
      if (ByRef) {
        HeapCBufferFixes::Replace R;
        if (!compatFileAt(Files, SM, TypeName, MacroLocation::Reject, R.Offset,
                          &R.File) ||
            Files.at(R.File).Rewritten.Text.compare(R.Offset, 14,
                                                    "ConstantBuffer") != 0)
          continue;
        R.Text = "__dxild_hcbref";
        Edits.push_back(std::move(R));
      }
      B->Used = true;
      for (auto &E : Edits)
        Out.Replaces.push_back(std::move(E));
    }
    for (auto &[RD, B] : Buffers)
      if (B.Used)
        Out.Inserts.push_back(B.Definition);
  }

private:
  struct Buffer {
    /// The getters' names (22 characters, as `ResourceDescriptorHeap`);
    /// Copy is empty when T cannot be copied member by member.
    std::string Ref, Copy;
    HeapCBufferFixes::Insert Definition;
    bool Used = false;
  };

  /// The hidden buffer of \p RD, defined after it; null when \p RD is no
  /// struct defined at file scope of a request file.
  Buffer *bufferFor(clang::ASTContext &Ctx, const clang::CXXRecordDecl *RD,
                    clang::QualType RecordTy) {
    RD = RD->getDefinition();
    if (!RD)
      return nullptr;
    auto It = Buffers.find(RD);
    if (It != Buffers.end())
      return It->second.Definition.Text.empty() ? nullptr : &It->second;
    Buffer &B = Buffers[RD];
    if (!RD->getDeclContext()->isTranslationUnit() ||
        isa<clang::ClassTemplateSpecializationDecl>(RD) || RD->isUnion())
      return nullptr;
    const clang::SourceManager &SM = Ctx.getSourceManager();
    clang::SourceLocation End = RD->getBraceRange().getEnd();
    size_t Offset = 0;
    if (End.isInvalid() || End.isMacroID() ||
        !compatFileAt(Files, SM, End, MacroLocation::Reject, Offset,
                      &B.Definition.File))
      return nullptr;
    const std::string &Text = Files.at(B.Definition.File).Rewritten.Text;
    if (Offset >= Text.size() || Text[Offset] != '}')
      return nullptr;
    // `struct T { ... };` only: a declarator after `}` stays.
    std::optional<size_t> After = semicolonAfter(Text, Offset + 1);
    if (!After)
      return nullptr;
    B.Definition.Offset = *After;
    unsigned N = Buffers.size() - 1;
    char Digits[16];
    std::snprintf(Digits, sizeof(Digits), "%09u", N);
    B.Ref = std::string("__dxild_hcbr_") + Digits;
    std::string Copy = std::string("__dxild_hcbc_") + Digits;
    std::string Name = "__dxild_hcb_" + std::to_string(N);
    clang::PrintingPolicy Policy = Ctx.getPrintingPolicy();
    Policy.FullyQualifiedName = true;
    Policy.SuppressScope = false;
    std::string Ty = RecordTy.getAsString(Policy);
    std::string Elem = Name + "[__dxild_hi]";
    std::string &D = B.Definition.Text;
    D = " cbuffer " + Name + " { __dxild_cbvu<" + Ty + " > " + Name +
        "[0x10000000]; } template <> struct __dxild_hcb<" + Ty +
        " > { typedef __decltype((" + Name + "[0])) ref; }; __dxild_hcb<" + Ty +
        " >::ref " + B.Ref + "(uint __dxild_hi) { return " + Elem + "; }";
    std::string Body;
    if (writeCBufferCopy(Ctx, RecordTy, "", Elem, 0, Body)) {
      B.Copy = Copy;
      D += " " + Ty + " " + Copy + "(uint __dxild_hi) { " + Ty + " r; " + Body +
           "return r; }";
    }
    return &B;
  }

  /// `ResourceDescriptorHeap[i]` -> `<Getter>(i)`, same length.
  bool subscriptEdits(const clang::SourceManager &SM,
                      const clang::CXXOperatorCallExpr &Sub,
                      const std::string &Getter,
                      std::vector<HeapCBufferFixes::Replace> &Edits) {
    HeapCBufferFixes::Replace Name, Open, Close;
    std::string CloseFile;
    if (!compatFileAt(Files, SM, Sub.getBeginLoc(), MacroLocation::Reject,
                      Name.Offset, &Name.File) ||
        !compatFileAt(Files, SM, Sub.getEndLoc(), MacroLocation::Reject,
                      Close.Offset, &CloseFile) ||
        CloseFile != Name.File)
      return false;
    const std::string &Text = Files.at(Name.File).Rewritten.Text;
    if (Text.compare(Name.Offset, HeapName.size(), HeapName.data()) != 0 ||
        Close.Offset >= Text.size() || Text[Close.Offset] != ']')
      return false;
    Open.Offset = Name.Offset + HeapName.size();
    while (Open.Offset < Close.Offset &&
           (Text[Open.Offset] == ' ' || Text[Open.Offset] == '\t'))
      ++Open.Offset;
    if (Text[Open.Offset] != '[')
      return false;
    Name.Text = Getter;
    Open.File = Close.File = Name.File;
    Open.Text = "(";
    Close.Text = ")";
    Edits.push_back(std::move(Name));
    Edits.push_back(std::move(Open));
    Edits.push_back(std::move(Close));
    return true;
  }

  const CompatFiles &Files;
  HeapCBufferFixes &Out;
  MapVector<const clang::CXXRecordDecl *, Buffer> Buffers;
};

} // namespace

std::unique_ptr<clang::ASTConsumer>
makeHeapCBufferCollector(const CompatFiles &Files, HeapCBufferFixes &Out) {
  return std::make_unique<Collector>(Files, Out);
}

unsigned applyHeapCBufferFixes(CompatFiles &Files,
                               const HeapCBufferFixes &Fixes) {
  if (Fixes.Replaces.empty())
    return 0;
  // Same-length replacements first, then the insertions, last first.
  for (const HeapCBufferFixes::Replace &R : Fixes.Replaces)
    Files[R.File].Rewritten.Text.replace(R.Offset, R.Text.size(), R.Text);
  applyTextEdits(Files, Fixes.Inserts);
  return Fixes.Replaces.size();
}

} // namespace dxild
