//===- DxcOverload.cpp - DXC's choice among overloads Clang finds ambiguous
//===//

#include "Frontend/DxcOverload.h"
#include "Frontend/FrontendLocations.h"
#include "Frontend/PreludePCH.h"
#include "Frontend/RequestEdits.h"

#include "clang/AST/ASTConsumer.h"
#include "clang/AST/ASTContext.h"
#include "clang/AST/Attr.h"
#include "clang/AST/DeclCXX.h"
#include "clang/AST/Expr.h"
#include "clang/AST/ExprCXX.h"
#include "clang/AST/RecursiveASTVisitor.h"
#include "clang/Basic/SourceManager.h"
#include "clang/Lex/Lexer.h"
#include "llvm/ADT/STLExtras.h"
#include "llvm/ADT/StringExtras.h"

#include <algorithm>
#include <cstdint>
#include <map>
#include <optional>
#include <set>

using namespace llvm;

namespace dxild {

namespace {

//===----------------------------------------------------------------------===//
// DXC's conversion score (ScoreCast), for the basic kinds dxild handles.
//===----------------------------------------------------------------------===//

enum class Kind {
  Bool,
  LitFloat,
  F16,
  /// `half` without -enable-16bit-types (DXC's 32-bit partial precision).
  F32PP,
  /// `min16float` without -enable-16bit-types (DXC's minimum precision).
  Min16F,
  F32,
  F64,
  LitInt,
  I16,
  U16,
  I32,
  U32,
  I64,
  U64
};

enum Props : unsigned {
  Boolean = 1,
  Integer = 2,
  Floating = 4,
  Literal = 8,
  Unsigned = 16,
  PartialPrecision = 32,
  MinPrecision = 64,
};

unsigned props(Kind K) {
  switch (K) {
  case Kind::Bool:
    return Boolean | Integer;
  case Kind::LitFloat:
    return Floating | Literal;
  case Kind::F16:
  case Kind::F32:
  case Kind::F64:
    return Floating;
  case Kind::F32PP:
    return Floating | PartialPrecision;
  case Kind::Min16F:
    return Floating | MinPrecision;
  case Kind::LitInt:
    return Integer | Literal;
  case Kind::I16:
  case Kind::I32:
  case Kind::I64:
    return Integer;
  case Kind::U16:
  case Kind::U32:
  case Kind::U64:
    return Integer | Unsigned;
  }
  return 0;
}

/// Bits of a kind; 0 for bool and literals (DXC's BPROP_BITS0).
unsigned bits(Kind K) {
  switch (K) {
  case Kind::F16:
  case Kind::Min16F:
  case Kind::I16:
  case Kind::U16:
    return 16;
  case Kind::F32:
  case Kind::F32PP:
  case Kind::I32:
  case Kind::U32:
    return 32;
  case Kind::F64:
  case Kind::I64:
  case Kind::U64:
    return 64;
  default:
    return 0;
  }
}

/// DXC's CombineBasicTypes over these kinds.
Kind combine(Kind L, Kind R) {
  if (L == R)
    return L;
  unsigned LP = props(L), RP = props(R);
  unsigned Both = LP & RP, Either = LP | RP;
  if (Both & Boolean)
    return Kind::Bool;
  bool Float = Either & Floating;
  if (Both & Literal)
    return Float ? Kind::LitFloat : Kind::LitInt;
  unsigned Flags = (Both & (Integer | MinPrecision | PartialPrecision)) |
                   (Either & Floating) | (!Float ? Either & Unsigned : 0);
  // A literal or bool takes the other side's precision.
  if (Either & (Literal | Boolean))
    Flags |= Either & (MinPrecision | PartialPrecision);
  if (Flags & PartialPrecision)
    return Kind::F32PP;
  unsigned Bits = std::max(bits(L), bits(R));
  if (Float && !(Both & Floating)) {
    Kind F = (LP & Floating) ? L : R;
    Flags = props(F) & ~Literal;
    Bits = bits(F);
  }
  if (Bits == 0)
    Bits = 32;
  if (Float)
    return Bits == 16   ? (Flags & MinPrecision ? Kind::Min16F : Kind::F16)
           : Bits == 32 ? Kind::F32
                        : Kind::F64;
  bool U = Flags & Unsigned;
  if (Bits == 16)
    return U ? Kind::U16 : Kind::I16;
  if (Bits == 32)
    return U ? Kind::U32 : Kind::I32;
  return U ? Kind::U64 : Kind::I64;
}

bool isInt(Kind K) {
  return K == Kind::I16 || K == Kind::U16 || K == Kind::I32 || K == Kind::U32 ||
         K == Kind::I64 || K == Kind::U64;
}
/// The floating kinds DXC's cast tables list (its minimum-precision kinds
/// match only themselves).
bool isFloat(Kind K) {
  return K == Kind::F16 || K == Kind::F32PP || K == Kind::F32 || K == Kind::F64;
}

/// DXC's IsPromotion(L, R): R to L is a promotion.
bool isPromotion(Kind L, Kind R) {
  if (L == R)
    return false;
  switch (R) {
  case Kind::F16:
    return L == Kind::F32 || L == Kind::F32PP || L == Kind::F64;
  case Kind::F32PP:
    return L == Kind::F32 || L == Kind::F64;
  case Kind::Min16F:
    return L == Kind::F16 || L == Kind::F32 || L == Kind::F32PP ||
           L == Kind::F64;
  case Kind::F32:
    return L == Kind::F64;
  case Kind::I16:
  case Kind::U16:
    return L == Kind::I32 || L == Kind::I64 || L == Kind::U32 || L == Kind::U64;
  case Kind::I32:
  case Kind::U32:
    return L == Kind::I64 || L == Kind::U64;
  default:
    return false;
  }
}

/// The same-size signed/unsigned partner of an integer kind.
std::optional<Kind> signPartner(Kind K) {
  switch (K) {
  case Kind::I16:
    return Kind::U16;
  case Kind::U16:
    return Kind::I16;
  case Kind::I32:
    return Kind::U32;
  case Kind::U32:
    return Kind::I32;
  case Kind::I64:
    return Kind::U64;
  case Kind::U64:
    return Kind::I64;
  default:
    return std::nullopt;
  }
}

/// DXC's IsCast(L, R): R to L is a cast (not a same-family conversion).
bool isCast(Kind L, Kind R) {
  if (L == R)
    return false;
  if (L == Kind::LitInt)
    return !isInt(R);
  if (isInt(L))
    return !(R == Kind::LitInt || R == signPartner(L));
  if (L == Kind::LitFloat)
    return !(R == Kind::LitFloat || isFloat(R));
  if (isFloat(L))
    return R != Kind::LitFloat;
  return true;
}

/// DXC's IsIntCast(L, R).
bool isIntCast(Kind L, Kind R) {
  if (L == R)
    return false;
  if (L == Kind::LitInt)
    return !isInt(R);
  if (isInt(L))
    return R != Kind::LitInt;
  if (L == Kind::LitFloat)
    return !(R == Kind::LitFloat || isFloat(R));
  if (isFloat(L))
    return R != Kind::LitFloat;
  return true;
}

/// DXC's score of converting an argument of \p ArgSize components of kind
/// \p Arg to a parameter of \p ParamSize components of kind \p Param.
uint64_t scoreCast(Kind Param, unsigned ParamSize, Kind Arg, unsigned ArgSize) {
  if (Param == Arg && ParamSize == ArgSize)
    return 0;
  Kind C = combine(Param, Arg);
  bool LPromo = false, LCast = false, LIntCast = false;
  bool RPromo = false, RCast = false, RIntCast = false;
  if (isPromotion(Param, C))
    LPromo = true;
  else if (isCast(Param, C))
    LCast = true;
  else if (isIntCast(Param, C))
    LIntCast = true;
  if (isPromotion(C, Arg))
    RPromo = true;
  else if (isCast(C, Arg))
    RCast = true;
  else if (isIntCast(C, Arg))
    RIntCast = true;
  uint64_t Score = 0;
  auto Add = [&](unsigned Shift, bool Cond) {
    if (Cond)
      Score += uint64_t(1) << (2 + 7 * Shift);
  };
  Add(0, ArgSize < ParamSize);
  Add(1, LPromo);
  Add(2, RPromo);
  Add(3, LIntCast);
  Add(4, RIntCast);
  Add(5, LCast);
  Add(6, RCast);
  Add(7, ParamSize < ArgSize);
  return Score;
}

//===----------------------------------------------------------------------===//
// Clang types and expressions as DXC kinds.
//===----------------------------------------------------------------------===//

std::optional<Kind> builtinKind(const clang::BuiltinType *BT) {
  switch (BT->getKind()) {
  case clang::BuiltinType::Bool:
    return Kind::Bool;
  case clang::BuiltinType::Half:
    return Kind::F16;
  case clang::BuiltinType::Float:
    return Kind::F32;
  case clang::BuiltinType::Double:
    return Kind::F64;
  case clang::BuiltinType::Short:
    return Kind::I16;
  case clang::BuiltinType::UShort:
    return Kind::U16;
  case clang::BuiltinType::Int:
    return Kind::I32;
  case clang::BuiltinType::UInt:
    return Kind::U32;
  case clang::BuiltinType::Long:
  case clang::BuiltinType::LongLong:
    return Kind::I64;
  case clang::BuiltinType::ULong:
  case clang::BuiltinType::ULongLong:
    return Kind::U64;
  default:
    return std::nullopt;
  }
}

/// A numeric scalar or vector: its element kind and component count.
struct Shape {
  Kind K;
  unsigned Size;
};

/// \p NativeHalf: -enable-16bit-types, where `half` and `min16float` are
/// DXC's 16-bit float; without it they are kinds of their own that Clang 22
/// (the prelude's `typedef half min16float`) only tells apart by the name
/// written.
std::optional<Shape> shapeOf(clang::QualType T, bool NativeHalf) {
  std::string Spelled = T.getAsString();
  StringRef Name(Spelled);
  // DXC's other minimum-precision kinds are not scored.
  if (Name.contains("min16int") || Name.contains("min16uint") ||
      Name.contains("min12int") || Name.contains("min10float"))
    return std::nullopt;
  const bool Min16 = Name.contains("min16float");
  T = T.getCanonicalType().getUnqualifiedType();
  unsigned Size = 1;
  if (const auto *VT = T->getAs<clang::VectorType>()) {
    Size = VT->getNumElements();
    T = VT->getElementType().getCanonicalType();
  }
  const auto *BT = T->getAs<clang::BuiltinType>();
  if (!BT)
    return std::nullopt;
  std::optional<Kind> K = builtinKind(BT);
  if (!K)
    return std::nullopt;
  if (*K == Kind::F16 && !NativeHalf)
    K = Min16 ? Kind::Min16F : Kind::F32PP;
  return Shape{*K, Size};
}

enum class Lit { None, Int, Float, Unsure };

/// Whether \p Tok is a literal token with no type suffix.
bool unsuffixed(const clang::Expr *E, const clang::SourceManager &SM) {
  clang::SourceLocation Loc = SM.getSpellingLoc(E->getBeginLoc());
  bool Invalid = false;
  const char *P = SM.getCharacterData(Loc, &Invalid);
  if (Invalid)
    return false;
  // Digits, '.', exponents and hex digits; a suffix letter (f, h, l, u) or
  // anything else ends the scan.
  StringRef S(P);
  size_t I = 0;
  bool Hex = S.starts_with_insensitive("0x");
  if (Hex)
    I = 2;
  for (; I < S.size(); ++I) {
    char C = S[I];
    if (isDigit(C) || C == '.')
      continue;
    if (Hex && isHexDigit(C))
      continue;
    if (!Hex && (C == 'e' || C == 'E')) {
      if (I + 1 < S.size() && (S[I + 1] == '+' || S[I + 1] == '-'))
        ++I;
      continue;
    }
    break;
  }
  return I == S.size() || !isAlnum(S[I]) && S[I] != '_';
}

/// DXC's literal types: an unsuffixed literal, and arithmetic on literals.
Lit literalKind(const clang::Expr *E, const clang::SourceManager &SM) {
  E = E->IgnoreParens();
  if (isa<clang::IntegerLiteral>(E))
    return unsuffixed(E, SM) ? Lit::Int : Lit::None;
  if (isa<clang::FloatingLiteral>(E))
    return unsuffixed(E, SM) ? Lit::Float : Lit::None;
  if (const auto *U = dyn_cast<clang::UnaryOperator>(E)) {
    if (U->getOpcode() == clang::UO_Minus || U->getOpcode() == clang::UO_Plus)
      return literalKind(U->getSubExpr(), SM);
    Lit Sub = literalKind(U->getSubExpr(), SM);
    return Sub == Lit::None ? Lit::None : Lit::Unsure;
  }
  if (const auto *B = dyn_cast<clang::BinaryOperator>(E)) {
    // A comparison or logical operator gives a bool, literal operands or not.
    if (B->isComparisonOp() || B->isLogicalOp())
      return Lit::None;
    Lit L = literalKind(B->getLHS(), SM), R = literalKind(B->getRHS(), SM);
    if (L == Lit::None && R == Lit::None)
      return Lit::None;
    // Arithmetic with one typed operand has that operand's type in DXC
    // (`x * 34.0` with a float3 `x` is a float3); trust Clang's type only
    // when it agrees (a half `x` gives Clang a float, DXC a half).
    if ((L == Lit::None) != (R == Lit::None) &&
        (B->isAdditiveOp() || B->isMultiplicativeOp())) {
      const clang::Expr *Typed = L == Lit::None ? B->getLHS() : B->getRHS();
      if (B->getType().getCanonicalType().getUnqualifiedType() ==
          Typed->getType().getCanonicalType().getUnqualifiedType())
        return Lit::None;
    }
    if (L == Lit::None || R == Lit::None || L == Lit::Unsure ||
        R == Lit::Unsure || !B->isAdditiveOp() && !B->isMultiplicativeOp())
      return Lit::Unsure;
    return L == Lit::Float || R == Lit::Float ? Lit::Float : Lit::Int;
  }
  if (const auto *C = dyn_cast<clang::ConditionalOperator>(E))
    if (literalKind(C->getTrueExpr(), SM) != Lit::None ||
        literalKind(C->getFalseExpr(), SM) != Lit::None)
      return Lit::Unsure;
  if (const auto *C = dyn_cast<clang::ImplicitCastExpr>(E))
    return literalKind(C->getSubExpr(), SM) == Lit::None ? Lit::None
                                                         : Lit::Unsure;
  return Lit::None;
}

/// The score of passing \p Arg to parameter \p Param: a value, "not
/// viable" (nullopt inside), or "cannot tell" (nullopt outside).
std::optional<std::optional<uint64_t>>
scoreArgument(const clang::ParmVarDecl *Param, const clang::Expr *Arg,
              const clang::SourceManager &SM, bool NativeHalf) {
  using Result = std::optional<std::optional<uint64_t>>;
  clang::QualType PT = Param->getType();
  // `out`/`inout` parameters take an lvalue and copy back: left to Clang.
  const auto *Mod = Param->getAttr<clang::HLSLParamModifierAttr>();
  if (PT->isReferenceType() || (Mod && Mod->isAnyOut()))
    return std::nullopt;
  clang::QualType AT = Arg->getType().getNonReferenceType();
  if (AT.isNull() || AT->isDependentType() || Arg->containsErrors())
    return std::nullopt;
  Lit L = literalKind(Arg, SM);
  if (L == Lit::Unsure)
    return std::nullopt;
  if (L == Lit::None && PT.getCanonicalType().getUnqualifiedType() ==
                            AT.getCanonicalType().getUnqualifiedType())
    return Result(std::optional<uint64_t>(0));
  std::optional<Shape> P = shapeOf(PT, NativeHalf), A = shapeOf(AT, NativeHalf);
  if (!P || !A)
    return std::nullopt;
  if (L == Lit::Int && A->Size == 1)
    A->K = Kind::LitInt;
  else if (L == Lit::Float && A->Size == 1)
    A->K = Kind::LitFloat;
  // A vector does not convert to a longer vector.
  if (A->Size > 1 && P->Size > 1 && A->Size < P->Size)
    return Result(std::optional<uint64_t>());
  return Result(
      std::optional<uint64_t>(scoreCast(P->K, P->Size, A->K, A->Size)));
}

//===----------------------------------------------------------------------===//
// Finding the calls and building the fixes.
//===----------------------------------------------------------------------===//

class Collector : public clang::RecursiveASTVisitor<Collector> {
public:
  Collector(clang::ASTContext &Ctx, const CompatFiles &Files,
            std::vector<OverloadFix> &Out)
      : Ctx(Ctx), SM(Ctx.getSourceManager()), Files(Files), Out(Out) {}

  bool VisitRecoveryExpr(clang::RecoveryExpr *E) {
    ArrayRef<clang::Expr *> Subs = E->subExpressions();
    if (Subs.empty())
      return true;
    auto *ULE = dyn_cast<clang::UnresolvedLookupExpr>(Subs.front());
    if (!ULE)
      return true;
    if (ULE->getNameLoc().isMacroID()) {
      recordMacroCall(ULE->getNameLoc(), ULE->getBeginLoc(),
                      choose(ULE, Subs.drop_front()), Subs.drop_front(),
                      /*Ambiguous=*/true);
      return true;
    }
    const clang::FunctionDecl *Anchor = nullptr;
    if (const clang::FunctionDecl *Best =
            choose(ULE, Subs.drop_front(), &Anchor))
      if (std::optional<OverloadFix> F =
              buildFix(ULE, Subs.size() - 1, Best, Anchor))
        Out.push_back(std::move(*F));
    return true;
  }

  /// A resolved call whose callee name is spelled in a macro's body: if
  /// another call through the same token is ambiguous, the alias needs a
  /// forwarder for this one too.
  bool VisitCallExpr(clang::CallExpr *E) {
    const auto *DRE =
        dyn_cast<clang::DeclRefExpr>(E->getCallee()->IgnoreImpCasts());
    if (!DRE || !DRE->getLocation().isMacroID())
      return true;
    const auto *FD = dyn_cast<clang::FunctionDecl>(DRE->getDecl());
    recordMacroCall(DRE->getLocation(), DRE->getBeginLoc(),
                    FD && supportedCandidate(FD) ? FD : nullptr,
                    ArrayRef(E->getArgs(), E->getNumArgs()),
                    /*Ambiguous=*/false);
    return true;
  }

  /// Turns the calls recorded through macro tokens into fixes, one group
  /// per token that has an ambiguous call.
  void finishMacroCalls();

private:
  /// The file and byte offset of a location in one of the request's files.
  const CompatFile *fileAt(clang::SourceLocation Loc, std::string &Path,
                           size_t &Offset) {
    return compatFileAt(Files, SM, Loc, MacroLocation::Reject, Offset, &Path);
  }

  static bool supportedCandidate(const clang::FunctionDecl *FD) {
    return !isa<clang::CXXMethodDecl>(FD) && !FD->isVariadic() &&
           FD->getTemplatedKind() == clang::FunctionDecl::TK_NonTemplate;
  }

  /// DXC's unique best candidate for the call, or null. When it is an
  /// intrinsic tied with a function of the request, that function goes to
  /// \p TieAnchor (the forwarder is written after it).
  const clang::FunctionDecl *
  choose(const clang::UnresolvedLookupExpr *ULE, ArrayRef<clang::Expr *> Args,
         const clang::FunctionDecl **TieAnchor = nullptr) {
    if (ULE->hasExplicitTemplateArgs())
      return nullptr;
    // Argument-dependent lookup could add candidates the lookup does not
    // list.
    if (ULE->requiresADL())
      for (const clang::Expr *A : Args)
        if (A->getType()->isRecordType())
          return nullptr;
    const clang::FunctionDecl *Best = nullptr;
    uint64_t BestScore = UINT64_MAX;
    unsigned Ties = 0;
    // Among equal best scores, the intrinsic beats the request's own
    // function of the same signature, as in DXC (Unity's fallback `uint
    // WaveReadLaneFirst(uint)` for compilers without the intrinsic).
    const clang::FunctionDecl *BestIntrinsic = nullptr, *BestUser = nullptr;
    unsigned IntrinsicTies = 0;
    for (const clang::NamedDecl *ND : ULE->decls()) {
      // The prelude's conversion templates (`template <A0> rcp(A0)`) only
      // serve calls no overload matches exactly; an ambiguity is between
      // overloads (RBDOOM-3-BFG's own `float rcp(float)`).
      if (const auto *FTD = dyn_cast<clang::FunctionTemplateDecl>(
              ND->getUnderlyingDecl());
          FTD && isPrelude(FTD->getTemplatedDecl()))
        continue;
      const auto *FD = dyn_cast<clang::FunctionDecl>(ND->getUnderlyingDecl());
      if (!FD || !supportedCandidate(FD))
        return nullptr;
      if (Args.size() > FD->getNumParams() ||
          Args.size() < FD->getMinRequiredArguments())
        continue;
      uint64_t Score = 0;
      bool Viable = true;
      for (unsigned I = 0; I < Args.size(); ++I) {
        auto S = scoreArgument(FD->getParamDecl(I), Args[I], SM,
                               Ctx.getLangOpts().NativeHalfType);
        if (!S)
          return nullptr;
        if (!*S) {
          Viable = false;
          break;
        }
        Score += **S;
      }
      if (!Viable)
        continue;
      bool Intrinsic = isPrelude(FD);
      if (Score < BestScore) {
        Best = FD;
        BestScore = Score;
        Ties = 1;
        BestIntrinsic = Intrinsic ? FD : nullptr;
        BestUser = Intrinsic ? nullptr : FD;
        IntrinsicTies = Intrinsic;
      } else if (Score == BestScore) {
        ++Ties;
        if (Intrinsic) {
          BestIntrinsic = FD;
          ++IntrinsicTies;
        } else {
          BestUser = FD;
        }
      }
    }
    if (Ties == 1)
      return Best;
    if (IntrinsicTies != 1 || !BestUser)
      return nullptr;
    // The forwarder goes after the user's function (the prelude is not
    // the request's to write in); only a caller that writes one can use it.
    if (!TieAnchor)
      return nullptr;
    *TieAnchor = BestUser;
    return BestIntrinsic;
  }

  /// Declared by dxild's prelude (an intrinsic), not by the request.
  bool isPrelude(const clang::FunctionDecl *FD) const {
    clang::PresumedLoc PL = SM.getPresumedLoc(FD->getLocation());
    return PL.isValid() && PL.getFilename() == preludeVirtualPath();
  }

  /// Where Clang reports a diagnostic at \p Loc (the expansion site of a
  /// macro location), in the fix's user-path form.
  bool reportedAt(clang::SourceLocation Loc, OverloadFix &F) {
    clang::PresumedLoc PL = SM.getPresumedLoc(SM.getExpansionLoc(Loc));
    if (PL.isInvalid())
      return false;
    F.File = userPath(PL.getFilename());
    F.Line = PL.getLine();
    F.Column = PL.getColumn();
    return true;
  }

  /// Sets \p F's insertion point: the end of the line that ends \p
  /// Winner's first declaration, if only `;`, blanks or a comment follow.
  /// A declaration a macro writes (Unity's `TEMPLATE_3_FLT(Remap10, ...)`,
  /// one overload per vector size) ends where that macro's invocation does.
  bool placeAfter(const clang::FunctionDecl *Winner, OverloadFix &F) {
    const clang::FunctionDecl *First = Winner->getFirstDecl();
    clang::SourceLocation Last = First->getEndLoc();
    if (Last.isMacroID())
      Last = SM.getExpansionRange(Last).getEnd();
    clang::SourceLocation End =
        clang::Lexer::getLocForEndOfToken(Last, 0, SM, Ctx.getLangOpts());
    const CompatFile *InFile = fileAt(End, F.InsertFile, F.InsertOffset);
    if (!InFile)
      return false;
    StringRef Text = InFile->Rewritten.Text;
    size_t I = F.InsertOffset;
    while (I < Text.size() &&
           (Text[I] == ' ' || Text[I] == '\t' || Text[I] == ';'))
      ++I;
    if (I < Text.size() && Text[I] != '\n' && Text[I] != '\r' &&
        !Text.substr(I).starts_with("//") && !Text.substr(I).starts_with("/*"))
      return false;
    F.InsertOffset = I;
    return true;
  }

  /// One call through a name token spelled in a macro's body.
  struct MacroCall {
    /// The overload to call (DXC's choice, or Clang's); null if dxild
    /// cannot tell, which leaves every call through the token alone.
    const clang::FunctionDecl *Winner;
    /// The argument types, printed.
    SmallVector<std::string, 4> ArgTypes;
    bool Ambiguous;
    OverloadFix Report; ///< File/Line/Column where Clang reports it.
  };
  std::map<std::pair<std::string, size_t>, std::vector<MacroCall>> MacroCalls;

  void recordMacroCall(clang::SourceLocation NameLoc,
                       clang::SourceLocation BeginLoc,
                       const clang::FunctionDecl *Winner,
                       ArrayRef<clang::Expr *> Args, bool Ambiguous) {
    if (!SM.isMacroBodyExpansion(NameLoc))
      return;
    std::string File;
    size_t Offset = 0;
    if (!fileAt(SM.getSpellingLoc(NameLoc), File, Offset))
      return;
    MacroCall C{Winner, {}, Ambiguous, {}};
    clang::PrintingPolicy Policy(Ctx.getLangOpts());
    for (const clang::Expr *A : Args) {
      clang::QualType T = A->getType().getNonReferenceType();
      if (A->containsErrors() || T.isNull() || T->isDependentType() ||
          !shapeOf(T, Ctx.getLangOpts().NativeHalfType))
        C.Winner = nullptr;
      else
        C.ArgTypes.push_back(T.getUnqualifiedType().getAsString(Policy));
    }
    if (C.Winner && Args.size() < C.Winner->getNumParams())
      C.Winner = nullptr; // default arguments: not handled
    if (!reportedAt(BeginLoc, C.Report))
      C.Winner = nullptr;
    MacroCalls[{File, Offset}].push_back(std::move(C));
  }

  /// \p TieAnchor: see choose().
  std::optional<OverloadFix> buildFix(const clang::UnresolvedLookupExpr *ULE,
                                      size_t NumArgs,
                                      const clang::FunctionDecl *Winner,
                                      const clang::FunctionDecl *TieAnchor) {
    OverloadFix F;
    // The callee's name as written: a plain identifier token in a file.
    clang::SourceLocation NameLoc = ULE->getNameLoc();
    const CompatFile *NameFile = fileAt(NameLoc, F.NameFile, F.NameOffset);
    StringRef Name = Winner->getName();
    if (!NameFile || Name.size() < 3 ||
        StringRef(NameFile->Rewritten.Text).substr(F.NameOffset, Name.size()) !=
            Name)
      return std::nullopt;
    F.NameLength = Name.size();
    // Clang reports the ambiguity where the callee expression begins: at
    // the qualifier of `Math::SmoothStep(...)`, not at the name.
    clang::PresumedLoc PL = SM.getPresumedLoc(ULE->getBeginLoc());
    clang::PresumedLoc WL = SM.getPresumedLoc(Winner->getLocation());
    if (PL.isInvalid() || WL.isInvalid())
      return std::nullopt;
    F.File = userPath(PL.getFilename());
    F.Line = PL.getLine();
    F.Column = PL.getColumn();
    F.WinnerFile = userPath(WL.getFilename());
    F.WinnerLine = WL.getLine();
    F.WinnerColumn = WL.getColumn();

    // The forwarder goes after the winner's declaration.
    if (!placeAfter(TieAnchor ? TieAnchor : Winner, F))
      return std::nullopt;
    // The call must come after the forwarder.
    if (F.InsertFile == F.NameFile && F.NameOffset < F.InsertOffset)
      return std::nullopt;

    // Forwarder: the winner's return type and the parameter types of the
    // arguments given, each passed on unchanged (exact matches).
    clang::PrintingPolicy Policy(Ctx.getLangOpts());
    std::string Params, Forward;
    for (size_t I = 0; I < NumArgs; ++I) {
      const clang::ParmVarDecl *P = Winner->getParamDecl(I);
      std::string PName = "_a" + std::to_string(I);
      if (I) {
        Params += ", ";
        Forward += ", ";
      }
      Params += P->getType().getAsString(Policy) + " " + PName;
      Forward += PName;
    }
    clang::QualType Ret = Winner->getReturnType();
    // An intrinsic tied with a user function is named with its namespace.
    std::string Call =
        (TieAnchor ? "::" + Winner->getQualifiedNameAsString() : Name.str()) +
        "(" + Forward + ");";
    F.Forwarder = " " + Ret.getAsString(Policy) + " " + "@ALIAS@" + "(" +
                  Params + ") { " + (Ret->isVoidType() ? "" : "return ") +
                  Call + " }";
    return F;
  }

  clang::ASTContext &Ctx;
  const clang::SourceManager &SM;
  const CompatFiles &Files;
  std::vector<OverloadFix> &Out;
};

void Collector::finishMacroCalls() {
  clang::PrintingPolicy Policy(Ctx.getLangOpts());
  for (auto &[Token, Calls] : MacroCalls) {
    if (none_of(Calls, [](const MacroCall &C) { return C.Ambiguous; }) ||
        any_of(Calls, [](const MacroCall &C) { return !C.Winner; }))
      continue;
    // The overloads share a scope, where the forwarders go, and every
    // argument-type list has one overload.
    const clang::DeclContext *Scope =
        Calls.front().Winner->getDeclContext()->getRedeclContext();
    std::map<SmallVector<std::string, 4>, const clang::FunctionDecl *> ByTypes;
    bool Consistent = true;
    for (const MacroCall &C : Calls) {
      Consistent &=
          C.Winner->getDeclContext()->getRedeclContext()->Equals(Scope);
      auto [It, New] = ByTypes.try_emplace(C.ArgTypes, C.Winner);
      Consistent &= It->second == C.Winner;
    }
    StringRef Name = Calls.front().Winner->getName();
    const CompatFile *NameFile = &Files.at(Token.first);
    if (!Consistent || Name.size() < 3 ||
        StringRef(NameFile->Rewritten.Text).substr(Token.second, Name.size()) !=
            Name)
      continue;

    std::vector<OverloadFix> Group;
    for (const auto &[Types, Winner] : ByTypes) {
      OverloadFix F;
      F.InMacro = true;
      F.NameFile = Token.first;
      F.NameOffset = Token.second;
      F.NameLength = Name.size();
      if (!placeAfter(Winner, F)) {
        Group.clear();
        break;
      }
      std::string Params, Forward;
      for (size_t I = 0; I < Types.size(); ++I) {
        std::string PName = "_a" + std::to_string(I);
        std::string PType =
            Winner->getParamDecl(I)->getType().getAsString(Policy);
        if (I) {
          Params += ", ";
          Forward += ", ";
        }
        Params += Types[I] + " " + PName;
        // DXC's conversion, written out; none when the types agree.
        Forward += PType == Types[I] ? PName : "(" + PType + ")" + PName;
      }
      clang::QualType Ret = Winner->getReturnType();
      F.Forwarder = " " + Ret.getAsString(Policy) + " @ALIAS@(" + Params +
                    ") { " + (Ret->isVoidType() ? "" : "return ") + Name.str() +
                    "(" + Forward + "); }";
      F.Ambiguous = false;
      Group.push_back(std::move(F));
    }
    if (Group.empty())
      continue;
    // Each ambiguous call is confirmed by its error and candidate note: a
    // fix per call, sharing the forwarder of its argument types.
    for (const MacroCall &C : Calls) {
      if (!C.Ambiguous)
        continue;
      OverloadFix F = Group.front();
      F.Forwarder.clear(); // the group's forwarders are already there
      F.Ambiguous = true;
      F.File = C.Report.File;
      F.Line = C.Report.Line;
      F.Column = C.Report.Column;
      clang::PresumedLoc WL = SM.getPresumedLoc(C.Winner->getLocation());
      if (WL.isInvalid()) {
        Group.clear();
        break;
      }
      F.WinnerFile = userPath(WL.getFilename());
      F.WinnerLine = WL.getLine();
      F.WinnerColumn = WL.getColumn();
      Group.push_back(std::move(F));
    }
    for (OverloadFix &F : Group)
      Out.push_back(std::move(F));
  }
}

class CollectorConsumer : public clang::ASTConsumer {
public:
  CollectorConsumer(const CompatFiles &Files, std::vector<OverloadFix> &Out)
      : Files(Files), Out(Out) {}

  void HandleTranslationUnit(clang::ASTContext &Ctx) override {
    // Unresolved calls exist only after an error; a clean parse pays
    // nothing (walking the translation unit would also deserialize the
    // whole precompiled prelude).
    if (!Ctx.getDiagnostics().hasErrorOccurred())
      return;
    Collector C(Ctx, Files, Out);
    // Only the request's own files: the prelude has no ambiguous calls.
    const clang::SourceManager &SM = Ctx.getSourceManager();
    for (clang::Decl *D : Ctx.getTranslationUnitDecl()->decls()) {
      size_t At = 0;
      if (compatFileAt(Files, SM, D->getLocation(), MacroLocation::Expand, At))
        C.TraverseDecl(D);
    }
    C.finishMacroCalls();
  }

private:
  const CompatFiles &Files;
  std::vector<OverloadFix> &Out;
};

} // namespace

std::unique_ptr<clang::ASTConsumer>
makeOverloadFixCollector(const CompatFiles &Files,
                         std::vector<OverloadFix> &Out) {
  return std::make_unique<CollectorConsumer>(Files, Out);
}

unsigned applyOverloadFixes(CompatFiles &Files,
                            const std::vector<OverloadFix> &Fixes,
                            const std::vector<Diagnostic> &Diags) {
  // The ambiguity errors and their candidate notes.
  struct Loc {
    std::string File;
    unsigned Line, Column;
    bool operator<(const Loc &O) const {
      return std::tie(File, Line, Column) < std::tie(O.File, O.Line, O.Column);
    }
  };
  std::map<Loc, std::vector<Loc>> Ambiguous;
  std::vector<Loc> *Notes = nullptr;
  for (const Diagnostic &D : Diags) {
    if (D.Level == Severity::Note) {
      if (Notes)
        Notes->push_back({D.File, D.Line, D.Column});
      continue;
    }
    Notes = nullptr;
    StringRef M = D.Message;
    if (D.Level == Severity::Error && D.Code == "clang" &&
        M.starts_with("call to '") && M.ends_with("' is ambiguous"))
      Notes = &Ambiguous[{D.File, D.Line, D.Column}];
  }

  auto Confirmed = [&](const OverloadFix &F) {
    if (!F.Ambiguous)
      return true;
    auto It = Ambiguous.find({F.File, F.Line, F.Column});
    if (It == Ambiguous.end())
      return false;
    Loc W{F.WinnerFile, F.WinnerLine, F.WinnerColumn};
    return any_of(It->second,
                  [&](const Loc &N) { return !(N < W) && !(W < N); });
  };
  // A macro token's fixes go together: all confirmed, or none applied.
  std::set<std::pair<std::string, size_t>> RejectedTokens;
  for (const OverloadFix &F : Fixes)
    if (F.InMacro && !Confirmed(F))
      RejectedTokens.insert({F.NameFile, F.NameOffset});
  std::vector<const OverloadFix *> Todo;
  for (const OverloadFix &F : Fixes) {
    if (F.InMacro ? !RejectedTokens.count({F.NameFile, F.NameOffset})
                  : Confirmed(F))
      Todo.push_back(&F);
  }
  // One alias per renamed token; renames keep lengths: do them first, then
  // the insertions, last first, so that the offsets of the others stay
  // right.
  AliasCounter Counter;
  std::map<std::pair<std::string, size_t>, std::optional<std::string>> Aliases;
  std::vector<std::pair<const OverloadFix *, std::string>> Planned;
  for (const OverloadFix *F : Todo) {
    auto [It, New] = Aliases.try_emplace({F->NameFile, F->NameOffset});
    if (New) {
      It->second = freshAlias(Files, F->NameLength, Counter);
      if (It->second)
        Files[F->NameFile].Rewritten.Text.replace(F->NameOffset, F->NameLength,
                                                  *It->second);
    }
    if (It->second && !F->Forwarder.empty())
      Planned.push_back({F, *It->second});
  }
  std::stable_sort(
      Planned.begin(), Planned.end(), [](const auto &A, const auto &B) {
        return std::tie(A.first->InsertFile, A.first->InsertOffset) >
               std::tie(B.first->InsertFile, B.first->InsertOffset);
      });
  for (auto &[F, Alias] : Planned) {
    std::string Text = F->Forwarder;
    size_t At = Text.find("@ALIAS@");
    Text.replace(At, 7, Alias);
    // Behind a comment, which placeAfter() accepts: a later round's
    // forwarder for the same winner goes in front of this one.
    insertText(Files[F->InsertFile], F->InsertOffset, " /*dxild*/" + Text);
  }
  return count_if(Aliases, [](const auto &A) { return A.second.has_value(); });
}

} // namespace dxild
