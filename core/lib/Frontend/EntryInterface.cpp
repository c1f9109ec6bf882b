//===- EntryInterface.cpp - The user's entry point, read from the AST -----===//

#include "Frontend/EntryInterface.h"
#include "Frontend/CBufferLayout.h"
#include "Frontend/FrontendLocations.h"

#include "clang/AST/ASTConsumer.h"
#include "clang/AST/ASTContext.h"
#include "clang/AST/Attr.h"
#include "clang/AST/Decl.h"
#include "clang/AST/DeclCXX.h"
#include "clang/AST/Type.h"
#include "clang/Basic/SourceManager.h"
#include "clang/Basic/TargetInfo.h"
#include "clang/Lex/Lexer.h"
#include "llvm/ADT/StringExtras.h"
#include "llvm/Support/raw_ostream.h"

#include <set>

using namespace llvm;

namespace dxild {

namespace {

// DXIL SemanticKind numbering.
enum SemKind : uint8_t {
  KArbitrary = 0,
  KVertexID = 1,
  KInstanceID = 2,
  KPosition = 3,
  KRTArrayIndex = 4,
  KViewportArrayIndex = 5,
  KClipDistance = 6,
  KCullDistance = 7,
  KPrimitiveID = 10,
  KSampleIndex = 12,
  KIsFrontFace = 13,
  KCoverage = 14,
  KInnerCoverage = 15,
  KTarget = 16,
  KDepth = 17,
  KDepthLessEqual = 18,
  KDepthGreaterEqual = 19,
  KStencilRef = 20,
  KDispatchThreadID = 21,
  KGroupID = 22,
  KGroupIndex = 23,
  KGroupThreadID = 24,
  KViewID = 27,
  KBarycentrics = 28,
  KShadingRate = 29,
  KCullPrimitive = 30,
  KStartVertexLocation = 31,
  KStartInstanceLocation = 32,
  KUnknown = 255,
};

struct SystemValue {
  const char *Name;
  SemKind Kind;
};
const SystemValue SystemValues[] = {
    {"SV_Position", KPosition},
    {"SV_VertexID", KVertexID},
    {"SV_InstanceID", KInstanceID},
    {"SV_RenderTargetArrayIndex", KRTArrayIndex},
    {"SV_ViewportArrayIndex", KViewportArrayIndex},
    {"SV_ClipDistance", KClipDistance},
    {"SV_CullDistance", KCullDistance},
    {"SV_PrimitiveID", KPrimitiveID},
    {"SV_SampleIndex", KSampleIndex},
    {"SV_IsFrontFace", KIsFrontFace},
    {"SV_Coverage", KCoverage},
    {"SV_InnerCoverage", KInnerCoverage},
    {"SV_Target", KTarget},
    {"SV_Depth", KDepth},
    {"SV_DepthLessEqual", KDepthLessEqual},
    {"SV_DepthGreaterEqual", KDepthGreaterEqual},
    {"SV_StencilRef", KStencilRef},
    {"SV_DispatchThreadID", KDispatchThreadID},
    {"SV_GroupID", KGroupID},
    {"SV_GroupIndex", KGroupIndex},
    {"SV_GroupThreadID", KGroupThreadID},
    {"SV_ViewID", KViewID},
    {"SV_Barycentrics", KBarycentrics},
    {"SV_ShadingRate", KShadingRate},
    {"SV_CullPrimitive", KCullPrimitive},
    {"SV_StartVertexLocation", KStartVertexLocation},
    {"SV_StartInstanceLocation", KStartInstanceLocation},
};

/// Semantic kind and DXC's canonical spelling of \p Name.
SemKind classify(StringRef Name, std::string &Canonical) {
  Canonical = Name.str();
  if (!Name.starts_with_insensitive("sv_"))
    return KArbitrary;
  for (const SystemValue &SV : SystemValues)
    if (Name.equals_insensitive(SV.Name)) {
      Canonical = SV.Name;
      return SV.Kind;
    }
  return KUnknown;
}

/// How DXC's signature-point table treats a semantic (DxilSigPoint facts).
enum Interpretation : uint8_t {
  INA = 0,
  INotInSig,
  INotPacked,
  IShadow,
  ISV,
  ISGV,
  IArb,
  IClipCull,
  ITarget,
};

enum class SigPoint { VSIn, VSOut, PSIn, PSOut, CSIn };

Interpretation interpretation(SemKind K, SigPoint P) {
  switch (P) {
  case SigPoint::VSIn:
    switch (K) {
    case KArbitrary:
    case KPosition:
      return IArb;
    case KVertexID:
    case KInstanceID:
      return ISV;
    case KViewID:
    case KStartVertexLocation:
    case KStartInstanceLocation:
      return INotInSig;
    default:
      return INA;
    }
  case SigPoint::VSOut:
    switch (K) {
    case KArbitrary:
    case KInstanceID:
      return IArb;
    case KPosition:
    case KRTArrayIndex:
    case KViewportArrayIndex:
    case KShadingRate:
      return ISV;
    case KClipDistance:
    case KCullDistance:
      return IClipCull;
    default:
      return INA;
    }
  case SigPoint::PSIn:
    switch (K) {
    case KArbitrary:
    case KInstanceID:
      return IArb;
    case KPosition:
    case KRTArrayIndex:
    case KViewportArrayIndex:
    case KShadingRate:
      return ISV;
    case KClipDistance:
    case KCullDistance:
      return IClipCull;
    case KPrimitiveID:
    case KIsFrontFace:
      return ISGV;
    case KSampleIndex:
      return IShadow;
    case KCoverage:
    case KInnerCoverage:
    case KViewID:
    case KCullPrimitive:
      return INotInSig;
    case KBarycentrics:
      return INotPacked;
    default:
      return INA;
    }
  case SigPoint::PSOut:
    switch (K) {
    case KTarget:
      return ITarget;
    case KCoverage:
    case KDepth:
    case KDepthLessEqual:
    case KDepthGreaterEqual:
    case KStencilRef:
      return INotPacked;
    default:
      return INA;
    }
  case SigPoint::CSIn:
    switch (K) {
    case KDispatchThreadID:
    case KGroupID:
    case KGroupIndex:
    case KGroupThreadID:
      return INotInSig;
    default:
      return INA;
    }
  }
  return INA;
}

/// The shader model a semantic needs at a signature point (DXC's table
/// marks ViewID and Barycentrics `_61`, the draw-argument values `_68`);
/// 0.0 when any.
std::pair<unsigned, unsigned> minShaderModel(SemKind K) {
  switch (K) {
  case KViewID:
  case KBarycentrics:
    return {6, 1};
  case KStartVertexLocation:
  case KStartInstanceLocation:
    return {6, 8};
  default:
    return {0, 0};
  }
}

const char *sigPointName(SigPoint P) {
  switch (P) {
  case SigPoint::VSIn:
    return "vertex shader input";
  case SigPoint::VSOut:
    return "vertex shader output";
  case SigPoint::PSIn:
    return "pixel shader input";
  case SigPoint::PSOut:
    return "pixel shader output";
  case SigPoint::CSIn:
    return "compute shader input";
  }
  return "";
}

struct Semantic {
  bool Present = false;
  std::string Name; ///< as written, without the index
  uint32_t Index = 0;
  clang::SourceLocation Loc;
};

/// Splits "TEXCOORD12" into ("TEXCOORD", 12).
void splitIndex(StringRef Written, Semantic &S) {
  size_t End = Written.size();
  while (End > 0 && isDigit(Written[End - 1]))
    --End;
  S.Name = Written.substr(0, End).str();
  unsigned Index = 0;
  if (End < Written.size() && !Written.substr(End).getAsInteger(10, Index))
    S.Index = Index;
  else
    S.Index = 0;
}

/// HLSL spelling of a scalar type for the wrapper (bool travels as uint).
std::string scalarName(clang::QualType T, clang::ASTContext &Ctx) {
  if (T->isBooleanType())
    return "uint";
  uint64_t Bits = Ctx.getTypeSize(T);
  if (T->isRealFloatingType())
    return Bits == 16 ? "half" : Bits == 64 ? "double" : "float";
  bool Signed = T->isSignedIntegerType();
  if (Bits == 16)
    return Signed ? "int16_t" : "uint16_t";
  if (Bits == 64)
    return Signed ? "int64_t" : "uint64_t";
  return Signed ? "int" : "uint";
}

uint8_t componentType(clang::QualType T, clang::ASTContext &Ctx) {
  if (T->isBooleanType())
    return 5;
  uint64_t Bits = Ctx.getTypeSize(T);
  if (T->isRealFloatingType())
    return Bits == 16 ? 8 : Bits == 64 ? 10 : 9;
  bool Signed = T->isSignedIntegerType();
  if (Bits == 16)
    return Signed ? 2 : 3;
  if (Bits == 64)
    return Signed ? 6 : 7;
  return Signed ? 4 : 5;
}

/// `[r][c]` of signature row \p R, component \p C of a matrix element.
std::string matrixElement(bool RowMajor, unsigned R, unsigned C) {
  unsigned MR = RowMajor ? R : C, MC = RowMajor ? C : R;
  return "[" + std::to_string(MR) + "][" + std::to_string(MC) + "]";
}

class EntryBuilder {
public:
  EntryBuilder(clang::ASTContext &Ctx, const CompatFiles &Files,
               const PackMatrixPragmas &Pragmas, bool RowMajorDefault,
               bool DX9Semantics, StringRef Stage, EntryInterface &Out)
      : Ctx(Ctx), SM(Ctx.getSourceManager()), Files(Files), Pragmas(Pragmas),
        RowMajorDefault(RowMajorDefault), DX9Semantics(DX9Semantics), Out(Out) {
    IsCompute = Stage == "compute";
    IsPixel = Stage == "pixel";
    // dxil-pc-shadermodel6.x-<stage>: the profile's shader model.
    VersionTuple Model = Ctx.getTargetInfo().getTriple().getOSVersion();
    SMMajor = Model.getMajor();
    SMMinor = Model.getMinor().value_or(0);
    Policy = std::make_unique<clang::PrintingPolicy>(Ctx.getPrintingPolicy());
    Policy->FullyQualifiedName = true;
    Policy->SuppressScope = false;
    Policy->SuppressUnwrittenScope = true;
  }

  void build(const clang::FunctionDecl *FD, StringRef StageName);

private:
  void error(clang::SourceLocation Loc, StringRef Code, const Twine &Msg) {
    Failed = true;
    Out.Diagnostics.push_back(frontendError(SM, Loc, Code.str(), Msg.str()));
  }

  const CompatFile *fileAt(clang::SourceLocation Loc, size_t &Offset) {
    return compatFileAt(Files, SM, Loc, MacroLocation::Expand, Offset);
  }

  /// -Gec: the entry's own semantic \p S (a parameter's or the return
  /// value's, not a struct field's), as DXC's RemapObsoleteSemantic maps it.
  Semantic dx9Remapped(Semantic S, bool Output) const {
    if (!DX9Semantics || !S.Present)
      return S;
    StringRef N = S.Name;
    const char *To = nullptr;
    if (IsPixel && Output && N.equals_insensitive("COLOR"))
      To = "SV_Target";
    else if (IsPixel && Output && N.equals_insensitive("DEPTH"))
      To = "SV_Depth";
    else if (!IsPixel && !IsCompute && Output &&
             N.equals_insensitive("POSITION"))
      To = "SV_Position";
    else if (IsPixel && !Output && N.equals_insensitive("VPOS"))
      To = "SV_Position";
    if (To)
      S.Name = To;
    return S;
  }

  Semantic semanticOf(const clang::Decl *D) {
    Semantic S;
    const auto *A = D->getAttr<clang::HLSLParsedSemanticAttr>();
    if (!A)
      return S;
    S.Present = true;
    S.Loc = A->getLocation();
    size_t Off = 0;
    StringRef Written = A->getSemanticName();
    std::string Buf;
    // The text as written: in the file, or in the body of the macro that
    // wrote it (`#define APPEND_COVERAGE_OUTPUT , out uint coverage :
    // SV_Coverage`, WickedEngine). Pasted by a macro (`: TARGET(3)` with
    // `#define TARGET(v) CONCAT(SV_Target, v)`, AMD Cauldron): Clang's name
    // and index of the expansion, with the `SV_` the compatibility rewrite
    // turned into `_V_` back.
    const CompatFile *F =
        compatFileAt(Files, SM, S.Loc, MacroLocation::Spelling, Off);
    if (F) {
      StringRef T = F->Original;
      size_t E = Off;
      while (E < T.size() && (isAlnum(T[E]) || T[E] == '_'))
        ++E;
      if (E > Off)
        Written = T.substr(Off, E - Off);
    } else {
      Buf = Written.str();
      if (StringRef(Buf).starts_with_insensitive("_v_"))
        Buf[0] = Buf[1] == 'V' ? 'S' : 's';
      if (A->getSemanticIndex() > 0)
        Buf += std::to_string(A->getSemanticIndex());
      Written = Buf;
    }
    splitIndex(Written, S);
    return S;
  }

  uint8_t modifiersOf(const clang::Decl *D) {
    size_t Off = 0;
    if (const CompatFile *F = fileAt(D->getLocation(), Off))
      return modifiersBefore(F->Rewritten.Text, F->Rewritten.Edits, Off);
    return 0;
  }

  /// How the wrapper declares a variable of type \p Ty: "<Base> name<Suffix>"
  /// (Suffix holds array bounds). Numeric types are spelled by dxild
  /// (`float3`, `uint4x4`), records by their fully qualified names.
  bool spell(clang::QualType Ty, clang::SourceLocation Loc, std::string &Base,
             std::string &Suffix) {
    Ty = Ty.getNonReferenceType().getUnqualifiedType();
    if (const auto *AT = Ctx.getAsConstantArrayType(Ty)) {
      if (!spell(AT->getElementType(), Loc, Base, Suffix))
        return false;
      Suffix =
          "[" + std::to_string(AT->getSize().getZExtValue()) + "]" + Suffix;
      return true;
    }
    clang::QualType C = Ty.getCanonicalType();
    auto Scalar = [&](clang::QualType T) {
      return T->isBooleanType() ? std::string("bool") : scalarName(T, Ctx);
    };
    if (const auto *VT = C->getAs<clang::VectorType>()) {
      Base =
          Scalar(VT->getElementType()) + std::to_string(VT->getNumElements());
      return true;
    }
    if (const auto *MT = C->getAs<clang::ConstantMatrixType>()) {
      Base = Scalar(MT->getElementType()) + std::to_string(MT->getNumRows()) +
             "x" + std::to_string(MT->getNumColumns());
      return true;
    }
    if (C->isScalarType() && (C->isIntegerType() || C->isRealFloatingType())) {
      Base = Scalar(C);
      return true;
    }
    const auto *RD = C->getAsRecordDecl();
    if (!RD || C->isHLSLResourceRecord()) {
      error(Loc, "dxild.entry.unsupported-type",
            "entry parameter type '" + Ty.getAsString(*Policy) +
                "' cannot be part of a signature");
      return false;
    }
    if (!RD->getIdentifier()) {
      error(Loc, "dxild.entry.unsupported-type",
            "the entry point uses an unnamed struct type; dxild needs to "
            "name every entry parameter type (give the struct a name)");
      return false;
    }
    if (RD->getParentFunctionOrMethod()) {
      error(Loc, "dxild.entry.unsupported-type",
            "the entry point uses struct '" + RD->getName() +
                "' declared inside a function; declare it at namespace "
                "scope");
      return false;
    }
    Base = Ty.getAsString(*Policy);
    return true;
  }

  bool nameType(clang::QualType Ty, clang::SourceLocation Loc,
                std::string &Out) {
    std::string Suffix;
    if (!spell(Ty, Loc, Out, Suffix))
      return false;
    if (!Suffix.empty())
      error(Loc, "dxild.entry.unsupported-type",
            "an array cannot be named here");
    return Suffix.empty();
  }

  void walk(clang::QualType Ty, const std::string &Access, Semantic Inherited,
            uint32_t &NextIndex, bool Output, uint8_t Mods,
            clang::SourceLocation Loc, const clang::Decl *D);
  void element(clang::QualType Ty, unsigned ArrayN, const std::string &Access,
               const Semantic &Sem, bool Output, uint8_t Mods,
               clang::SourceLocation Loc, bool RowMajor);
  void computeValue(clang::QualType Ty, const std::string &Access,
                    const Semantic &Sem, clang::SourceLocation Loc);

  clang::ASTContext &Ctx;
  clang::SourceManager &SM;
  const CompatFiles &Files;
  const PackMatrixPragmas &Pragmas;
  bool RowMajorDefault;
  bool DX9Semantics;
  EntryInterface &Out;
  std::unique_ptr<clang::PrintingPolicy> Policy;
  bool IsCompute = false, IsPixel = false;
  unsigned SMMajor = 6, SMMinor = 0;
  bool Failed = false;
  std::string Params, InBody, OutFields, OutBody;
  unsigned Leaves = 0;
  int32_t InElements = 0, OutElements = 0;
  std::vector<EntrySemanticDecl> Ins, Outs;
  std::set<std::string> ComputeParams;
};

void EntryBuilder::walk(clang::QualType Ty, const std::string &Access,
                        Semantic Inherited, uint32_t &NextIndex, bool Output,
                        uint8_t Mods, clang::SourceLocation Loc,
                        const clang::Decl *D) {
  if (Failed)
    return;
  // As written: a typedef may carry the matrix orientation.
  const clang::QualType Written = Ty.getNonReferenceType();
  Ty = Written.getCanonicalType();
  if (const auto *RD = Ty->getAsCXXRecordDecl()) {
    if (Ty->isHLSLResourceRecord() || Ty->isHLSLResourceRecordArray()) {
      error(Loc, "dxild.entry.unsupported-type",
            "a resource cannot be an entry point parameter");
      return;
    }
    for (const clang::CXXBaseSpecifier &B : RD->bases())
      walk(B.getType(), Access, Inherited, NextIndex, Output, Mods, Loc, D);
    for (const clang::FieldDecl *F : RD->fields()) {
      Semantic S = Inherited;
      if (!Inherited.Present)
        S = semanticOf(F);
      uint32_t Own = S.Index;
      uint32_t &Idx = Inherited.Present ? NextIndex : Own;
      if (!Inherited.Present)
        NextIndex = Own;
      walk(F->getType(), Access + "." + F->getName().str(), S, Idx, Output,
           Mods | modifiersOf(F), F->getLocation(), F);
      if (Failed)
        return;
    }
    return;
  }
  Semantic S = Inherited;
  S.Index = NextIndex;
  unsigned ArrayN = 0;
  clang::QualType Elt = Ty;
  if (const auto *AT = Ctx.getAsConstantArrayType(Ty)) {
    ArrayN = AT->getSize().getZExtValue();
    Elt = AT->getElementType().getCanonicalType();
    if (Elt->getAsCXXRecordDecl() || Ctx.getAsArrayType(Elt)) {
      error(Loc, "dxild.entry.unsupported-type",
            "arrays of structs or of arrays as entry parameters are not "
            "supported yet");
      return;
    }
  } else if (Ty->isArrayType()) {
    error(Loc, "dxild.entry.unsupported-type",
          "entry parameters must have a fixed size");
    return;
  }
  if (!S.Present) {
    error(Loc, "dxild.entry.missing-semantic",
          "semantic must be defined for all " +
              Twine(Output ? "outputs" : "parameters") +
              " of an entry function");
    return;
  }
  if (IsCompute) {
    if (ArrayN) {
      error(Loc, "dxild.entry.invalid-semantic",
            "compute shader system values cannot be arrays");
      return;
    }
    computeValue(Elt, Access, S, Loc);
    return;
  }
  const auto *MT = Elt->getAs<clang::ConstantMatrixType>();
  const bool RowMajor = MT && isRowMajorMatrixDecl(Files, SM, Pragmas,
                                                   RowMajorDefault, D, Written);
  element(Elt, ArrayN, Access, S, Output, Mods, Loc, RowMajor);
  unsigned RowsPer = 1;
  if (MT)
    RowsPer = RowMajor ? MT->getNumRows() : MT->getNumColumns();
  NextIndex += (ArrayN ? ArrayN : 1) * RowsPer;
}

void EntryBuilder::computeValue(clang::QualType Ty, const std::string &Access,
                                const Semantic &Sem,
                                clang::SourceLocation Loc) {
  std::string Canon;
  SemKind K = classify(Sem.Name, Canon);
  if (interpretation(K, SigPoint::CSIn) != INotInSig) {
    error(Sem.Loc.isValid() ? Sem.Loc : Loc, "dxild.entry.invalid-semantic",
          "semantic '" + Sem.Name + "' is invalid as compute shader input");
    return;
  }
  unsigned Cols = 1;
  clang::QualType Scalar = Ty;
  if (const auto *VT = Ty->getAs<clang::VectorType>()) {
    Cols = VT->getNumElements();
    Scalar = VT->getElementType();
  } else if (!Ty->isScalarType() || Ty->isMatrixType()) {
    Cols = 0;
  }
  unsigned Max = K == KGroupIndex ? 1 : 3;
  if (Cols == 0 || Cols > Max || !Scalar->isIntegerType() ||
      Scalar->isBooleanType()) {
    error(Loc, "dxild.entry.invalid-semantic",
          "'" + Canon + "' must be an integer " +
              (Max == 1 ? Twine("scalar")
                        : Twine("scalar or vector of up to 3 "
                                "components")));
    return;
  }
  std::string Param = "__dxild_" + Canon;
  if (ComputeParams.insert(Param).second) {
    if (!Params.empty())
      Params += ", ";
    Params += (Max == 1 ? "uint " : "uint3 ") + Param + " : " + Canon;
  }
  std::string Src = Param;
  if (Max == 3)
    Src += StringRef(".xyz").take_front(Cols + 1).str();
  std::string TyName;
  if (!nameType(Ty, Loc, TyName))
    return;
  InBody += "  " + Access + " = (" + TyName + ")(" + Src + ");\n";
}

void EntryBuilder::element(clang::QualType Ty, unsigned ArrayN,
                           const std::string &Access, const Semantic &Sem,
                           bool Output, uint8_t Mods, clang::SourceLocation Loc,
                           bool RowMajor) {
  SigPoint P = IsPixel ? (Output ? SigPoint::PSOut : SigPoint::PSIn)
                       : (Output ? SigPoint::VSOut : SigPoint::VSIn);
  std::string Canon;
  SemKind K = classify(Sem.Name, Canon);
  clang::SourceLocation SemLoc = Sem.Loc.isValid() ? Sem.Loc : Loc;
  if (K == KUnknown) {
    error(SemLoc, "dxild.entry.invalid-semantic",
          "unknown system value semantic '" + Sem.Name + "'");
    return;
  }
  Interpretation I = interpretation(K, P);
  if (I == INA) {
    error(SemLoc, "dxild.entry.invalid-semantic",
          "semantic '" + Canon + "' is invalid as " + sigPointName(P));
    return;
  }
  auto [MinMajor, MinMinor] = minShaderModel(K);
  if (SMMajor < MinMajor || (SMMajor == MinMajor && SMMinor < MinMinor)) {
    error(SemLoc, "dxild.entry.invalid-semantic",
          "invalid semantic '" + Canon + "' for " + (IsPixel ? "ps " : "vs ") +
              Twine(SMMajor) + "." + Twine(SMMinor) +
              " (it needs shader model " + Twine(MinMajor) + "." +
              Twine(MinMinor) + ")");
    return;
  }
  // Shape: scalar, vector or matrix.
  clang::QualType Scalar = Ty;
  unsigned Cols = 1, RowsPer = 1;
  bool Matrix = false;
  if (const auto *VT = Ty->getAs<clang::VectorType>()) {
    Cols = VT->getNumElements();
    Scalar = VT->getElementType();
  } else if (const auto *MT = Ty->getAs<clang::ConstantMatrixType>()) {
    // As DXC: column_major, one signature row per column (its components
    // the matrix rows); row_major, one per matrix row.
    Matrix = true;
    Cols = RowMajor ? MT->getNumColumns() : MT->getNumRows();
    RowsPer = RowMajor ? MT->getNumRows() : MT->getNumColumns();
    Scalar = MT->getElementType();
  } else if (!Ty->isScalarType()) {
    error(Loc, "dxild.entry.unsupported-type",
          "entry parameter type cannot be part of a signature");
    return;
  }
  Scalar = Scalar.getCanonicalType();
  if (!(Scalar->isIntegerType() || Scalar->isRealFloatingType()) || Cols > 4) {
    error(Loc, "dxild.entry.unsupported-type",
          "entry parameter type cannot be part of a signature");
    return;
  }
  if (I == INotPacked && (ArrayN || Matrix)) {
    error(SemLoc, "dxild.entry.invalid-semantic",
          "'" + Canon + "' cannot be an array or a matrix");
    return;
  }
  // The system values DXC reads with an operation of their own or not at
  // all take DXC's types: a 32-bit integer scalar (SV_CullPrimitive also a
  // bool), SV_Barycentrics a float3 that is interpolated.
  bool IntScalarValue = K == KViewID || K == KStartVertexLocation ||
                        K == KStartInstanceLocation || K == KCullPrimitive;
  if (IntScalarValue &&
      (ArrayN || Matrix || Cols != 1 || !Scalar->isIntegerType() ||
       (Scalar->isBooleanType() && K != KCullPrimitive) ||
       (!Scalar->isBooleanType() && Ctx.getTypeSize(Scalar) != 32))) {
    error(SemLoc, "dxild.entry.invalid-semantic",
          "'" + Canon + "' must be a 32-bit integer scalar" +
              (K == KCullPrimitive ? " or a bool" : ""));
    return;
  }
  if (K == KBarycentrics &&
      (ArrayN || Matrix || Cols != 3 || !Scalar->isRealFloatingType() ||
       Ctx.getTypeSize(Scalar) != 32)) {
    error(SemLoc, "dxild.entry.invalid-semantic",
          "only 'float3' type is allowed for SV_Barycentrics");
    return;
  }
  if (K == KBarycentrics && (Mods & InterpNoInterpolation)) {
    error(SemLoc, "dxild.entry.invalid-semantic",
          "SV_Barycentrics cannot be used with 'nointerpolation'");
    return;
  }
  // A pixel shader's SV_CullPrimitive input is never in a signature and
  // reads false, as in DXC (only a culled primitive would have it set).
  if (K == KCullPrimitive) {
    std::string Base;
    if (!nameType(Ty, Loc, Base))
      return;
    InBody += "  " + Access + " = (" + Base + ")0;\n";
    return;
  }
  uint8_t CompTy = componentType(Scalar, Ctx);
  // Interpolation (PS inputs and VS outputs only).
  uint8_t Interp = 0;
  bool NeedsInterp = P == SigPoint::PSIn || P == SigPoint::VSOut;
  if (NeedsInterp) {
    if (Mods & InterpNoInterpolation)
      Interp = 1;
    else if (Mods & InterpNoPerspective)
      Interp = (Mods & InterpSample) ? 7 : (Mods & InterpCentroid) ? 5 : 4;
    else if (Mods & InterpSample)
      Interp = 6;
    else if (Mods & InterpCentroid)
      Interp = 3;
    else if (Mods & InterpLinear)
      Interp = 2;
    else
      Interp = Scalar->isRealFloatingType() ? 2 : 1;
    if (K == KPosition)
      Interp = Interp == 2 ? 4 : Interp == 3 ? 5 : Interp == 6 ? 7 : Interp;
  }
  uint16_t SpecialOp = 0;
  if (K == KViewID)
    SpecialOp = 138;
  else if (K == KStartVertexLocation)
    SpecialOp = 256;
  else if (K == KStartInstanceLocation)
    SpecialOp = 257;
  else if (P == SigPoint::PSIn && K == KCoverage)
    SpecialOp = 91;
  else if (P == SigPoint::PSIn && K == KInnerCoverage)
    SpecialOp = 92;
  else if (P == SigPoint::PSIn && K == KSampleIndex)
    SpecialOp = 90;
  if (SpecialOp && Cols != 1) {
    error(SemLoc, "dxild.entry.invalid-semantic",
          "'" + Canon + "' must be a scalar");
    return;
  }

  std::string ScalarName = scalarName(Scalar, Ctx);
  std::string RowType =
      Cols == 1 && !Matrix ? ScalarName : ScalarName + std::to_string(Cols);
  clang::PresumedLoc PLoc = SM.getPresumedLoc(SM.getExpansionLoc(SemLoc));
  // SV_Target arrays are one element per entry.
  unsigned Entries = ArrayN ? ArrayN : 1;
  bool SplitEntries = I == ITarget && ArrayN;
  int32_t &Counter = Output ? OutElements : InElements;
  int32_t ElementId = I == INotInSig ? -1 : Counter;
  if (I != INotInSig && !SplitEntries)
    ++Counter;
  uint32_t Row = 0;
  for (unsigned A = 0; A < Entries; ++A) {
    std::string Base = Access + (ArrayN ? "[" + std::to_string(A) + "]" : "");
    if (SplitEntries) {
      ElementId = Counter++;
      Row = 0;
    }
    for (unsigned R = 0; R < RowsPer; ++R, ++Row) {
      unsigned Leaf = Leaves++;
      std::string Name = "__dxild_l" + std::to_string(Leaf);
      EntrySemanticDecl D;
      D.Name = Canon;
      D.Index = Sem.Index + (SplitEntries ? A : 0);
      D.Output = Output;
      D.Columns = Cols;
      D.SignedInteger = Scalar->isSignedIntegerType();
      D.Element = ElementId;
      D.Row = Row;
      D.Rows = SplitEntries ? 1 : Entries * RowsPer;
      // A system-value name where it is an ordinary attribute (SV_Position
      // into a vertex shader, SV_InstanceID out of one) keeps its name but
      // is of kind Arbitrary, as in DXC's signature metadata and PSV0.
      D.Kind = I == IArb ? KArbitrary : K;
      D.Interpretation = I;
      D.Interpolation = Interp;
      D.ComponentType = CompTy;
      D.SpecialOp = SpecialOp;
      if (PLoc.isValid()) {
        StringRef F = PLoc.getFilename();
        F.consume_front("/");
        D.File = F.str();
        D.Line = PLoc.getLine();
        D.Column = PLoc.getColumn();
      }
      std::string Sem =
          (Output ? "__DXILD_O" : "__DXILD_I") + std::to_string(Leaf);
      if (!Output) {
        if (!Params.empty())
          Params += ", ";
        Params += RowType + " " + Name + " : " + Sem;
        if (Matrix) {
          // Signature row R, component C: element [C][R] of a column-major
          // matrix, [R][C] of a row-major one.
          for (unsigned C = 0; C < Cols; ++C)
            InBody += "  " + Base + matrixElement(RowMajor, R, C) + " = " +
                      Name + "[" + std::to_string(C) + "];\n";
        } else {
          InBody += "  " + Base + " = " + Name + ";\n";
        }
        Ins.push_back(std::move(D));
      } else {
        // Clang 22 crashes storing a 3-component vector field of an entry's
        // struct return: such rows travel as 4 components (the lowering
        // stores the first 3).
        std::string FieldType = Cols == 3 ? ScalarName + "4" : RowType;
        OutFields += "  " + FieldType + " " + Name + " : " + Sem + ";\n";
        std::string Dst = "__dxild_o." + Name + (Cols == 3 ? ".xyz" : "");
        if (Matrix) {
          for (unsigned C = 0; C < Cols; ++C)
            OutBody += "  __dxild_o." + Name + "[" + std::to_string(C) +
                       "] = " + Base + matrixElement(RowMajor, R, C) + ";\n";
        } else {
          OutBody += "  " + Dst + " = (" + RowType + ")(" + Base + ");\n";
        }
        Outs.push_back(std::move(D));
      }
    }
  }
}

void EntryBuilder::build(const clang::FunctionDecl *FD, StringRef StageName) {
  Out.Found = true;
  std::string Call = FD->getQualifiedNameAsString() + "(";
  std::string Locals;
  std::vector<std::pair<std::string, const clang::ParmVarDecl *>> OutParams;
  unsigned N = 0;
  for (const clang::ParmVarDecl *P : FD->parameters()) {
    std::string Local = "__dxild_p" + std::to_string(N++);
    bool In = true, IsOut = false;
    if (const auto *M = P->getAttr<clang::HLSLParamModifierAttr>()) {
      IsOut = M->isAnyOut();
      In = M->isAnyIn() || !IsOut;
    }
    std::string TyName, Suffix;
    if (!spell(P->getType(), P->getLocation(), TyName, Suffix))
      return;
    Locals += "  " + TyName + " " + Local + Suffix + ";\n";
    Semantic S = dx9Remapped(semanticOf(P), /*Output=*/false);
    uint32_t Idx = S.Index;
    uint8_t Mods = modifiersOf(P);
    if (In)
      walk(P->getType(), Local, S, Idx, /*Output=*/false, Mods,
           P->getLocation(), P);
    if (IsOut)
      OutParams.push_back({Local, P});
    if (Failed)
      return;
    Call += (N > 1 ? ", " : "") + Local;
  }
  Call += ")";
  // Outputs: the return value, then out/inout parameters.
  std::string ResultLocal;
  if (!FD->getReturnType()->isVoidType()) {
    std::string TyName;
    if (!nameType(FD->getReturnType(), FD->getLocation(), TyName))
      return;
    ResultLocal = "__dxild_r";
    Semantic S = dx9Remapped(semanticOf(FD), /*Output=*/true);
    uint32_t Idx = S.Index;
    walk(FD->getReturnType(), ResultLocal, S, Idx, /*Output=*/true, 0,
         FD->getLocation(), FD);
    Call = "  " + TyName + " " + ResultLocal + " = " + Call + ";\n";
  } else {
    Call = "  " + Call + ";\n";
  }
  for (auto &[Local, P] : OutParams) {
    Semantic S = dx9Remapped(semanticOf(P), /*Output=*/true);
    uint32_t Idx = S.Index;
    walk(P->getType(), Local, S, Idx, /*Output=*/true, modifiersOf(P),
         P->getLocation(), P);
  }
  if (Failed)
    return;

  // Attributes the wrapper must carry. numthreads and WaveSize are written
  // from their evaluated arguments: their source text may be a macro that
  // expands to the whole bracketed attribute (FidelityFX's
  // `#define FFX_FSR2_NUM_THREADS [numthreads(W, H, D)]`), or use macros
  // #undef'd before the wrapper. A root signature is copied from the source.
  std::string Attrs;
  for (const clang::Attr *A : FD->attrs()) {
    if (const auto *NT = dyn_cast<clang::HLSLNumThreadsAttr>(A)) {
      Attrs += "[numthreads(" + std::to_string(NT->getX()) + ", " +
               std::to_string(NT->getY()) + ", " + std::to_string(NT->getZ()) +
               ")] ";
      continue;
    }
    if (const auto *WS = dyn_cast<clang::HLSLWaveSizeAttr>(A)) {
      Attrs += "[WaveSize(" + std::to_string(WS->getMin());
      if (WS->getSpelledArgsCount() > 1)
        Attrs += ", " + std::to_string(WS->getMax());
      if (WS->getSpelledArgsCount() > 2)
        Attrs += ", " + std::to_string(WS->getPreferred());
      Attrs += ")] ";
      continue;
    }
    if (!isa<clang::RootSignatureAttr>(A))
      continue;
    clang::SourceRange R = A->getRange();
    if (R.isInvalid())
      continue;
    // Written inside a macro (`#define RS [RootSignature(SIG)]`): the text
    // in the macro's definition; it may name other macros, which expand
    // again in the wrapper.
    clang::SourceLocation SpellB = SM.getSpellingLoc(R.getBegin());
    clang::SourceLocation SpellE = SM.getSpellingLoc(R.getEnd());
    clang::CharSourceRange CR =
        R.getBegin().isMacroID() && SM.getFileID(SpellB) == SM.getFileID(SpellE)
            ? clang::CharSourceRange::getTokenRange(SpellB, SpellE)
            : clang::CharSourceRange::getTokenRange(
                  SM.getExpansionRange(R).getAsRange());
    bool Invalid = false;
    StringRef Text =
        clang::Lexer::getSourceText(CR, SM, Ctx.getLangOpts(), &Invalid);
    if (Invalid || Text.empty())
      continue;
    Attrs += "[" + Text.str() + "] ";
  }
  if (IsCompute && !FD->hasAttr<clang::HLSLNumThreadsAttr>()) {
    error(FD->getLocation(), "dxild.entry.missing-numthreads",
          "compute entry point '" + FD->getName() +
              "' needs a [numthreads(x, y, z)] attribute");
    return;
  }

  std::string W;
  raw_string_ostream OS(W);
  OS << "\n// dxild entry wrapper (see core/lib/Frontend/EntryInterface.h)\n";
  bool HasOutputs = !Outs.empty();
  if (HasOutputs)
    OS << "struct __dxild_out {\n" << OutFields << "};\n";
  OS << "[shader(\"" << StageName << "\")] " << Attrs
     << (HasOutputs ? "__dxild_out " : "void ") << WrapperEntryName << "("
     << Params << ") {\n"
     << Locals << InBody << Call;
  if (HasOutputs)
    OS << "  __dxild_out __dxild_o;\n" << OutBody << "  return __dxild_o;\n";
  OS << "}\n";
  Out.Wrapper = std::move(W);
  Out.Semantics = std::move(Ins);
  for (EntrySemanticDecl &D : Outs)
    Out.Semantics.push_back(std::move(D));
}

class EntryInterfaceConsumer : public clang::ASTConsumer {
public:
  EntryInterfaceConsumer(const CompatFiles &Files,
                         const PackMatrixPragmas &Pragmas, bool RowMajorDefault,
                         bool DX9Semantics, std::string Entry,
                         std::string Stage, EntryInterface &Out)
      : Files(Files), Pragmas(Pragmas), RowMajorDefault(RowMajorDefault),
        DX9Semantics(DX9Semantics), Entry(std::move(Entry)),
        Stage(std::move(Stage)), Out(Out) {}

  void HandleTranslationUnit(clang::ASTContext &Ctx) override {
    const clang::FunctionDecl *Found = nullptr;
    for (clang::Decl *D : Ctx.getTranslationUnitDecl()->decls()) {
      auto *FD = dyn_cast<clang::FunctionDecl>(D);
      if (!FD || !FD->getIdentifier() || FD->getName() != Entry ||
          !FD->isThisDeclarationADefinition())
        continue;
      Found = FD;
    }
    if (!Found) {
      Diagnostic D;
      D.Level = Severity::Error;
      D.Code = "dxild.entry.missing";
      D.Message = "missing entry point definition '" + Entry + "'";
      Out.Diagnostics.push_back(std::move(D));
      return;
    }
    // [earlydepthstencil] just before the entry (blanked by SourceCompat).
    size_t Off = 0;
    if (const CompatFile *F =
            compatFileAt(Files, Ctx.getSourceManager(), Found->getBeginLoc(),
                         MacroLocation::Expand, Off)) {
      StringRef Text = F->Rewritten.Text;
      for (const CompatEdit &E : F->Rewritten.Edits) {
        if (E.Kind != CompatEdit::EarlyDepth || E.Offset >= Off)
          continue;
        // Only whitespace and other attributes between it and the entry.
        StringRef Between =
            Text.substr(E.Offset + E.Length, Off - E.Offset - E.Length);
        bool OnlyAttrs = true;
        int Depth = 0;
        for (char C : Between) {
          if (C == '[')
            ++Depth;
          else if (C == ']')
            --Depth;
          else if (Depth == 0 && !isSpace(C))
            OnlyAttrs = false;
        }
        if (OnlyAttrs)
          Out.EarlyDepthStencil = true;
      }
    }
    EntryBuilder B(Ctx, Files, Pragmas, RowMajorDefault, DX9Semantics, Stage,
                   Out);
    B.build(Found, Stage);
  }

private:
  const CompatFiles &Files;
  const PackMatrixPragmas &Pragmas;
  bool RowMajorDefault;
  bool DX9Semantics;
  std::string Entry, Stage;
  EntryInterface &Out;
};

} // namespace

std::unique_ptr<clang::ASTConsumer> makeEntryInterfaceConsumer(
    const CompatFiles &Files, const PackMatrixPragmas &Pragmas,
    bool RowMajorDefault, bool DX9Semantics, std::string Entry,
    std::string Stage, EntryInterface &Out) {
  return std::make_unique<EntryInterfaceConsumer>(
      Files, Pragmas, RowMajorDefault, DX9Semantics, std::move(Entry),
      std::move(Stage), Out);
}

} // namespace dxild
