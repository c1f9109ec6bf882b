//===- CBufferLayout.cpp - DXC's constant-buffer layout from the AST ------===//

#include "Frontend/CBufferLayout.h"
#include "Frontend/CBufferBitFields.h"
#include "Frontend/FrontendLocations.h"
#include "Frontend/SourceCompat.h"

#include "clang/AST/ASTContext.h"
#include "clang/AST/Attr.h"
#include "clang/AST/Decl.h"
#include "clang/AST/DeclCXX.h"
#include "clang/AST/DeclTemplate.h"
#include "clang/AST/Mangle.h"
#include "clang/AST/RecursiveASTVisitor.h"
#include "clang/Basic/FileManager.h"
#include "clang/CodeGen/CodeGenABITypes.h"
#include "clang/CodeGen/ModuleBuilder.h"
#include "clang/Lex/Pragma.h"
#include "clang/Lex/Preprocessor.h"
#include "llvm/IR/Constants.h"
#include "llvm/IR/Metadata.h"
#include "llvm/IR/Module.h"
#include "llvm/Support/MathExtras.h"
#include "llvm/Support/raw_ostream.h"

#include <optional>
#include <set>

using namespace llvm;

namespace dxild {

namespace {

constexpr uint32_t RowBytes = 16;

/// Whether a member of \p Size bytes placed at or after \p Off ends within
/// the 32-bit offsets constant-buffer layouts use (alignment included). A
/// hostile `float4 a[268435457]` would otherwise wrap to a 16-byte buffer.
bool fitsAfter(uint64_t Off, uint64_t Size) {
  return Off + Size + RowBytes <= UINT32_MAX;
}

/// DXC's AlignBufferOffsetInLegacy: a value that needs a new row, or that
/// would straddle a 16-byte row, starts the next row; anything else is
/// aligned to its scalar size.
uint32_t placeMember(uint32_t Off, uint32_t Size, uint32_t ScalarSize,
                     bool NewRow) {
  if (Size == 0)
    return Off;
  Off = alignTo(Off, std::max<uint32_t>(ScalarSize, 1));
  if (NewRow || Off / RowBytes != (Off + Size - 1) / RowBytes)
    Off = alignTo(Off, RowBytes);
  return Off;
}

/// A laid-out type and what placing it needs.
struct Laid {
  CBufferLayoutNode Node;
  uint32_t ScalarSize = 4;
  bool NewRow = false;
};

Metadata *encode(LLVMContext &C, const CBufferLayoutNode &N) {
  auto Int = [&](uint64_t V) {
    return ConstantAsMetadata::get(ConstantInt::get(Type::getInt32Ty(C), V));
  };
  SmallVector<Metadata *, 8> Ops;
  switch (N.Kind) {
  case CBufferLayoutNode::Leaf:
    Ops.push_back(MDString::get(C, "v"));
    break;
  case CBufferLayoutNode::Matrix:
    Ops = {MDString::get(C, "m"), Int(N.Rows), Int(N.Cols), Int(N.RowMajor)};
    break;
  case CBufferLayoutNode::Array:
    Ops = {MDString::get(C, "a"), Int(N.Count), Int(N.Stride),
           encode(C, N.Fields.front().second)};
    break;
  case CBufferLayoutNode::Struct:
    Ops.push_back(MDString::get(C, "s"));
    for (const auto &[Off, F] : N.Fields) {
      Ops.push_back(Int(Off));
      Ops.push_back(encode(C, F));
    }
    break;
  }
  return MDTuple::get(C, Ops);
}

/// DXC's `#pragma pack_matrix(row_major|column_major)`.
class PackMatrixHandler : public clang::PragmaHandler {
public:
  explicit PackMatrixHandler(PackMatrixPragmas *Out)
      : clang::PragmaHandler("pack_matrix"), Out(Out) {}

  void HandlePragma(clang::Preprocessor &PP, clang::PragmaIntroducer,
                    clang::Token &Tok) override {
    clang::SourceLocation Loc = Tok.getLocation();
    PP.Lex(Tok);
    if (Tok.isNot(clang::tok::l_paren))
      return;
    PP.Lex(Tok);
    const clang::IdentifierInfo *II = Tok.getIdentifierInfo();
    if (!II)
      return;
    bool Row = II->getName() == "row_major";
    if (!Row && II->getName() != "column_major")
      return;
    PP.Lex(Tok);
    if (Tok.isNot(clang::tok::r_paren))
      return;
    if (Out)
      Out->push_back({Loc, Row});
  }

private:
  PackMatrixPragmas *Out;
};

/// For the member of the cbuffer an array of ConstantBuffer<T> becomes
/// (`__dxild_cbv<T> Name[D]`, `__dxild_cbv<T> Name[D1][D2]...` or
/// `__dxild_cbvu<T> Name[...]`, see prelude_buffers.hlsl): T and the number
/// of views (-1: unbounded), all dimensions together (INT64_MAX when their
/// product overflows).
std::optional<std::pair<clang::QualType, int64_t>>
viewArray(const clang::VarDecl &VD) {
  const clang::ArrayType *AT = VD.getType()->getAsArrayTypeUnsafe();
  const auto *CAT = dyn_cast_or_null<clang::ConstantArrayType>(AT);
  if (!CAT)
    return std::nullopt;
  // Inner dimensions of a multi-dimensional array.
  llvm::APInt Views = CAT->getSize().zext(64);
  unsigned Dims = 1;
  while (const auto *Inner = dyn_cast_or_null<clang::ConstantArrayType>(
             CAT->getElementType()->getAsArrayTypeUnsafe())) {
    bool Overflow = false;
    Views = Views.umul_ov(Inner->getSize().zext(64), Overflow);
    if (Overflow)
      Views = llvm::APInt::getSignedMaxValue(64);
    CAT = Inner;
    ++Dims;
  }
  const auto *TST =
      CAT->getElementType()->getAs<clang::TemplateSpecializationType>();
  const clang::TemplateDecl *TD =
      TST ? TST->getTemplateName().getAsTemplateDecl() : nullptr;
  if (!TD || !TST->isTypeAlias() || TST->template_arguments().size() != 1 ||
      TST->template_arguments()[0].getKind() != clang::TemplateArgument::Type)
    return std::nullopt;
  clang::QualType Elem = TST->template_arguments()[0].getAsType();
  if (TD->getName() == "__dxild_cbvu" && Dims == 1)
    return std::make_pair(Elem, int64_t(-1));
  if (TD->getName() == "__dxild_cbv")
    return std::make_pair(
        Elem, int64_t(std::min<uint64_t>(Views.getZExtValue(), INT64_MAX)));
  return std::nullopt;
}

} // namespace

void addPackMatrixPragma(clang::Preprocessor &PP, PackMatrixPragmas *Out) {
  PP.AddPragmaHandler(new PackMatrixHandler(Out));
}

void attachCBufferLayouts(Module &M, const CBufferLayouts &Layouts) {
  LLVMContext &C = M.getContext();
  NamedMDNode *Sizes = M.getOrInsertNamedMetadata("dxild.cbsize");
  for (const auto &[Name, Size] : Layouts.Sizes)
    Sizes->addOperand(MDTuple::get(
        C, {MDString::get(C, Name), ConstantAsMetadata::get(ConstantInt::get(
                                        Type::getInt32Ty(C), Size))}));
  if (!Layouts.ViewArrays.empty()) {
    NamedMDNode *Arrays = M.getOrInsertNamedMetadata("dxild.cbarray");
    for (const auto &[Name, Range] : Layouts.ViewArrays)
      Arrays->addOperand(
          MDTuple::get(C, {MDString::get(C, Name),
                           ConstantAsMetadata::get(ConstantInt::getSigned(
                               Type::getInt32Ty(C), Range))}));
  }
  if (!Layouts.TBuffers.empty()) {
    NamedMDNode *TBuffers = M.getOrInsertNamedMetadata("dxild.tbuffer");
    for (const std::string &Name : Layouts.TBuffers)
      TBuffers->addOperand(MDTuple::get(C, {MDString::get(C, Name)}));
  }
  NamedMDNode *NMD = M.getOrInsertNamedMetadata("dxild.cblayout");
  for (const CBufferMemberLayout &L : Layouts.Members)
    NMD->addOperand(MDTuple::get(C, {MDString::get(C, L.GlobalName),
                                     ConstantAsMetadata::get(ConstantInt::get(
                                         Type::getInt32Ty(C), L.Offset)),
                                     encode(C, L.Type)}));
}

class CBufferLayoutCollector::Impl {
public:
  Impl(const CompatFiles &Files, const PackMatrixPragmas &Pragmas,
       bool DefaultRowMajor, CBufferLayouts &Out,
       std::vector<Diagnostic> &Diags, unsigned &Errors,
       clang::CodeGenerator *Gen)
      : Files(Files), Pragmas(Pragmas), DefaultRowMajor(DefaultRowMajor),
        Out(Out), Diags(Diags), Errors(Errors), Gen(Gen) {}

  void init(clang::ASTContext &C) {
    Ctx = &C;
    SM = &C.getSourceManager();
    Mangle.reset(C.createMangleContext());
  }

  void visit(clang::Decl *D);
  void finish();
  /// The row-major matrix fields of the records in \p D, into
  /// `!dxild.rowmajor`.
  void recordRowMajorFields(clang::Decl *D);
  /// Adds `!{<Ty> poison, i32 Field, i32 rows, i32 cols}` to
  /// `!dxild.rowmajor` (Lowering/HLSLRawLayout.h reads it).
  void addRowMajor(llvm::Type *Ty, int32_t Field,
                   const clang::ConstantMatrixType *M);
  void layoutBuffer(StringRef Name, ArrayRef<clang::VarDecl *> Members);

private:
  /// Where \p VD is placed by `packoffset(c2.y)`, or, for a global outside
  /// any cbuffer, by `register(c2)` (a constant register: byte 32); DXC
  /// reads the legacy `b` and `i` registers of a numeric global the same
  /// way.
  std::optional<uint32_t> explicitOffset(const clang::VarDecl *VD);
  std::optional<Laid> layoutOf(clang::QualType Ty, const clang::Decl *Owner);
  std::optional<Laid> layoutRecord(const clang::RecordDecl *RD);
  bool rowMajor(const clang::Decl *Owner, clang::QualType Ty);
  std::string globalName(const clang::VarDecl *VD);
  void checkStructuredBuffer(const clang::VarDecl *VD);
  const clang::ConstantMatrixType *rowMajorMatrixIn(clang::QualType Ty,
                                                    const clang::Decl *Owner);
  void checkRawBufferCalls(clang::Decl *D);
  void error(const clang::Decl *At, std::string Code, std::string Message);
  void error(clang::SourceLocation At, std::string Code, std::string Message);

  const CompatFiles &Files;
  const PackMatrixPragmas &Pragmas;
  bool DefaultRowMajor;
  CBufferLayouts &Out;
  std::vector<Diagnostic> &Diags;
  unsigned &Errors;
  clang::ASTContext *Ctx = nullptr;
  clang::SourceManager *SM = nullptr;
  std::unique_ptr<clang::MangleContext> Mangle;
  /// $Globals members in declaration order.
  std::vector<clang::VarDecl *> Globals;
  /// The error reported for the member being laid out, if any.
  bool Failed = false;
  clang::CodeGenerator *Gen;
  /// Records whose fields were looked at.
  llvm::DenseSet<const clang::RecordDecl *> RecordsSeen;
  /// The IR type of each structured buffer element that is a matrix, and
  /// whether it is row-major.
  llvm::DenseMap<llvm::Type *, bool> MatrixElements;
};

/// The matrix \p Ty is or holds an array of, when it has more than one row
/// and column (the others are laid out alike in both orientations).
static const clang::ConstantMatrixType *
matrixOrArrayOfThem(clang::ASTContext &Ctx, clang::QualType Ty) {
  clang::QualType Canon = Ty.getCanonicalType();
  while (const auto *AT = Ctx.getAsArrayType(Canon))
    Canon = AT->getElementType().getCanonicalType();
  const auto *MT = Canon->getAs<clang::ConstantMatrixType>();
  return MT && MT->getNumRows() > 1 && MT->getNumColumns() > 1 ? MT : nullptr;
}

void CBufferLayoutCollector::Impl::error(const clang::Decl *At,
                                         std::string Code,
                                         std::string Message) {
  error(At->getLocation(), std::move(Code), std::move(Message));
}

void CBufferLayoutCollector::Impl::error(clang::SourceLocation At,
                                         std::string Code,
                                         std::string Message) {
  Diags.push_back(frontendError(*SM, At, std::move(Code), std::move(Message)));
  ++Errors;
  Failed = true;
}

namespace {

/// The `row_major`/`column_major` keyword written before \p D's name
/// (MatrixRowMajor, MatrixColumnMajor) or 0.
uint8_t keywordOf(const CompatFiles &Files, clang::SourceManager &SM,
                  const clang::Decl *D) {
  size_t NameOff = 0, BeginOff = 0;
  const CompatFile *F =
      compatFileAt(Files, SM, D->getLocation(), MacroLocation::Expand, NameOff);
  if (!F ||
      compatFileAt(Files, SM, D->getBeginLoc(), MacroLocation::Expand,
                   BeginOff) != F ||
      BeginOff > NameOff)
    BeginOff = NameOff;
  if (F)
    if (uint8_t K = orientationBefore(F->Rewritten.Text, F->Rewritten.Edits,
                                      BeginOff, NameOff))
      return K;
  // The type written by a macro whose body holds the keyword.
  clang::SourceLocation TypeLoc;
  if (const auto *DD = llvm::dyn_cast<clang::DeclaratorDecl>(D))
    TypeLoc = DD->getTypeSpecStartLoc();
  else if (const auto *TD = llvm::dyn_cast<clang::TypedefNameDecl>(D))
    if (const clang::TypeSourceInfo *TSI = TD->getTypeSourceInfo())
      TypeLoc = TSI->getTypeLoc().getBeginLoc();
  if (!TypeLoc.isMacroID())
    return 0;
  size_t TypeOff = 0;
  const CompatFile *MF =
      compatFileAt(Files, SM, TypeLoc, MacroLocation::Spelling, TypeOff);
  return MF ? orientationInMacroBefore(MF->Rewritten.Text, MF->Rewritten.Edits,
                                       TypeOff)
            : 0;
}

} // namespace

bool isRowMajorMatrixDecl(const CompatFiles &Files, clang::SourceManager &SM,
                          const PackMatrixPragmas &Pragmas,
                          bool DefaultRowMajor, const clang::Decl *Owner,
                          clang::QualType Ty) {
  if (Owner)
    if (uint8_t K = keywordOf(Files, SM, Owner))
      return K == MatrixRowMajor;
  // A typedef's keyword (`typedef row_major float4x4 RM;`), outermost first.
  for (clang::QualType T = Ty; !T.isNull();) {
    const auto *TT = T->getAs<clang::TypedefType>();
    if (!TT)
      break;
    const clang::TypedefNameDecl *TD = TT->getDecl();
    if (uint8_t K = keywordOf(Files, SM, TD))
      return K == MatrixRowMajor;
    T = TD->getUnderlyingType();
  }
  if (Owner) {
    clang::SourceLocation At = Owner->getLocation();
    std::optional<std::pair<clang::SourceLocation, bool>> Last;
    for (const auto &P : Pragmas)
      if (SM.isBeforeInTranslationUnit(P.first, At) &&
          (!Last || SM.isBeforeInTranslationUnit(Last->first, P.first)))
        Last = P;
    if (Last)
      return Last->second;
  }
  return DefaultRowMajor;
}

bool CBufferLayoutCollector::Impl::rowMajor(const clang::Decl *Owner,
                                            clang::QualType Ty) {
  return isRowMajorMatrixDecl(Files, *SM, Pragmas, DefaultRowMajor, Owner, Ty);
}

std::optional<Laid>
CBufferLayoutCollector::Impl::layoutOf(clang::QualType Ty,
                                       const clang::Decl *Owner) {
  clang::QualType Canon = Ty.getCanonicalType();
  auto ScalarSize = [&](clang::QualType E) -> uint32_t {
    if (E->isBooleanType())
      return 4; // bool is a 32-bit value in a constant buffer
    return Ctx->getTypeSizeInChars(E).getQuantity();
  };
  Laid L;
  if (Canon->isScalarType() && !Canon->isPointerType()) {
    L.ScalarSize = ScalarSize(Canon);
    L.Node.Size = L.ScalarSize;
    return L;
  }
  if (const auto *VT = Canon->getAs<clang::VectorType>()) {
    L.ScalarSize = ScalarSize(VT->getElementType());
    L.Node.Size = L.ScalarSize * VT->getNumElements();
    return L;
  }
  if (const auto *MT = Canon->getAs<clang::ConstantMatrixType>()) {
    L.ScalarSize = ScalarSize(MT->getElementType());
    L.Node.Kind = CBufferLayoutNode::Matrix;
    L.Node.Rows = MT->getNumRows();
    L.Node.Cols = MT->getNumColumns();
    L.Node.RowMajor = rowMajor(Owner, Ty);
    uint32_t Regs = L.Node.RowMajor ? L.Node.Rows : L.Node.Cols;
    uint32_t Comps = L.Node.RowMajor ? L.Node.Cols : L.Node.Rows;
    if (Comps * L.ScalarSize > RowBytes) {
      error(Owner, "dxild.frontend.cbuffer-layout",
            "constant buffer matrix whose " +
                std::string(L.Node.RowMajor ? "rows" : "columns") +
                " span more than one 16-byte register (64-bit elements) "
                "is not supported");
      return std::nullopt;
    }
    L.Node.Size = (Regs - 1) * RowBytes + Comps * L.ScalarSize;
    L.NewRow = Regs > 1;
    return L;
  }
  if (const auto *AT = Ctx->getAsConstantArrayType(Canon)) {
    // The declaration's keyword applies to the element matrices.
    std::optional<Laid> E = layoutOf(AT->getElementType(), Owner);
    if (!E)
      return std::nullopt;
    uint64_t N = AT->getSize().getZExtValue();
    uint64_t Stride = alignTo(E->Node.Size, RowBytes);
    if (N > 1 && (N - 1 > UINT32_MAX / Stride ||
                  !fitsAfter((N - 1) * Stride, E->Node.Size))) {
      error(Owner, "dxild.frontend.cbuffer-layout",
            "constant buffer member array of " + std::to_string(N) +
                " elements is larger than 4 GiB");
      return std::nullopt;
    }
    L.Node.Kind = CBufferLayoutNode::Array;
    L.Node.Count = N;
    L.Node.Stride = Stride;
    L.Node.Size = N == 0 ? 0 : (N - 1) * Stride + E->Node.Size;
    L.ScalarSize = E->ScalarSize;
    L.NewRow = true;
    L.Node.Fields.push_back({0, std::move(E->Node)});
    return L;
  }
  if (const clang::RecordDecl *RD = Canon->getAsRecordDecl()) {
    if (RD->hasAttr<clang::HLSLResourceClassAttr>() ||
        Canon->isHLSLResourceRecord() || Canon->isHLSLResourceRecordArray())
      return Laid{}; // resources take no space
    return layoutRecord(RD);
  }
  if (Canon->isHLSLResourceRecord() || Canon->isHLSLAttributedResourceType())
    return Laid{};
  std::string TyStr = Ty.getAsString();
  error(Owner, "dxild.frontend.cbuffer-layout",
        "constant buffer member of type '" + TyStr +
            "' cannot be laid out as DXC does");
  return std::nullopt;
}

std::optional<Laid>
CBufferLayoutCollector::Impl::layoutRecord(const clang::RecordDecl *RD) {
  Laid L;
  L.Node.Kind = CBufferLayoutNode::Struct;
  L.NewRow = true;
  uint32_t Off = 0;
  auto Add = [&](std::optional<Laid> F) {
    if (!F)
      return false;
    if (F->Node.Size == 0)
      return true;
    if (!fitsAfter(Off, F->Node.Size)) {
      error(RD, "dxild.frontend.cbuffer-layout",
            "struct '" + RD->getNameAsString() + "' is larger than 4 GiB");
      return false;
    }
    Off = placeMember(Off, F->Node.Size, F->ScalarSize, F->NewRow);
    L.ScalarSize = F->ScalarSize;
    L.Node.Fields.push_back({Off, F->Node});
    Off += F->Node.Size;
    return true;
  };
  if (const auto *CXX = dyn_cast<clang::CXXRecordDecl>(RD))
    if (CXX->hasDefinition())
      for (const clang::CXXBaseSpecifier &B : CXX->bases())
        if (const clang::RecordDecl *BD = B.getType()->getAsRecordDecl())
          if (!Add(layoutRecord(BD)))
            return std::nullopt;
  // Bit-fields: DXC packs a run of them into 32-bit units as C does; each
  // unit is a uint member, and every bit-field of it a field at the unit's
  // offset (Clang's layout struct has an element per field). Reads are
  // made on the unit and shifted (CBufferBitFields.h).
  std::optional<uint64_t> OpenUnit; // ordinary bit offset / 32
  uint32_t UnitOff = 0;
  std::set<unsigned> UnitNumbers; // Clang's LLVM field numbers of the units
  auto RefuseBitField = [&](const clang::FieldDecl *F, const char *Why) {
    error(F, "dxild.frontend.cbuffer-layout",
          "bit-field '" + F->getNameAsString() + "' of struct '" +
              RD->getNameAsString() +
              "' in a constant buffer is not supported (" + Why + ")");
  };
  for (const clang::FieldDecl *F : RD->fields()) {
    if (!F->isBitField()) {
      OpenUnit.reset();
      if (!Add(layoutOf(F->getType(), F)))
        return std::nullopt;
      continue;
    }
    std::optional<BitFieldPlace> Place = bitFieldPlace(F);
    if (!Place) {
      RefuseBitField(F, "only named bit-fields of 32-bit integer types within "
                        "one 32-bit unit");
      return std::nullopt;
    }
    if (OpenUnit != Place->Unit) {
      // Clang may merge two units into one wider storage (one LLVM field):
      // its reads could not tell them apart.
      if (Gen) {
        unsigned N = clang::CodeGen::getLLVMFieldNumber(Gen->CGM(), RD, F);
        if (!UnitNumbers.insert(N).second) {
          RefuseBitField(F, "its unit shares Clang 22's storage with another");
          return std::nullopt;
        }
      }
      Laid Unit;
      Unit.Node.Size = 4;
      if (!Add(Unit))
        return std::nullopt;
      OpenUnit = Place->Unit;
      UnitOff = L.Node.Fields.back().first;
      continue;
    }
    CBufferLayoutNode Same;
    Same.Size = 4;
    L.Node.Fields.push_back({UnitOff, Same});
  }
  L.Node.Size = Off;
  return L;
}

std::string CBufferLayoutCollector::Impl::globalName(const clang::VarDecl *VD) {
  if (!Mangle->shouldMangleDeclName(VD))
    return VD->getName().str();
  std::string Name;
  raw_string_ostream OS(Name);
  Mangle->mangleName(clang::GlobalDecl(VD), OS);
  return Name;
}

std::optional<uint32_t>
CBufferLayoutCollector::Impl::explicitOffset(const clang::VarDecl *VD) {
  if (auto *PO = VD->getAttr<clang::HLSLPackOffsetAttr>())
    return PO->getOffsetInBytes();
  using RT = clang::HLSLResourceBindingAttr::RegisterType;
  for (const auto *RB : VD->specific_attrs<clang::HLSLResourceBindingAttr>())
    if (RB->hasRegisterSlot() && RB->getRegisterType() == RT::C)
      return RB->getSlotNumber() * 16;
  // Clang 22 drops the legacy `b`/`i` register of a numeric global (its
  // warning is off, ClangFrontend.cpp); read `: register(b2)` after the
  // name and any array bounds.
  if (VD->getType().getAddressSpace() != clang::LangAS::hlsl_constant ||
      VD->getDeclContext()->getDeclKind() == clang::Decl::HLSLBuffer)
    return std::nullopt;
  size_t Off = 0;
  const CompatFile *F =
      compatFileAt(Files, *SM, VD->getLocation(), MacroLocation::Reject, Off);
  if (!F)
    return std::nullopt;
  StringRef Rest = StringRef(F->Rewritten.Text).substr(Off);
  Rest = Rest.drop_front(VD->getName().size()).ltrim();
  while (Rest.consume_front("[")) {
    size_t Close = Rest.find(']');
    if (Close == StringRef::npos)
      return std::nullopt;
    Rest = Rest.drop_front(Close + 1).ltrim();
  }
  if (!Rest.consume_front(":"))
    return std::nullopt;
  Rest = Rest.ltrim();
  if (!Rest.consume_front("register"))
    return std::nullopt;
  Rest = Rest.ltrim();
  if (!Rest.consume_front("("))
    return std::nullopt;
  Rest = Rest.ltrim();
  if (!Rest.consume_front("b") && !Rest.consume_front("i") &&
      !Rest.consume_front("B") && !Rest.consume_front("I"))
    return std::nullopt;
  uint32_t Slot = 0;
  if (Rest.consumeInteger(10, Slot) || Slot > (1u << 20))
    return std::nullopt;
  return Slot * 16;
}

void CBufferLayoutCollector::Impl::layoutBuffer(
    StringRef Name, ArrayRef<clang::VarDecl *> Members) {
  // DXC's AllocateDxilConstantBuffer: members with packoffset keep it, the
  // others follow the end of the last of them, in declaration order.
  uint32_t Off = 0, End = 0;
  std::vector<std::pair<clang::VarDecl *, Laid>> Laids;
  for (clang::VarDecl *VD : Members) {
    Failed = false;
    std::optional<Laid> L = layoutOf(VD->getType(), VD);
    if (!L || Failed)
      continue;
    std::optional<uint32_t> At = explicitOffset(VD);
    if (At && !fitsAfter(*At, L->Node.Size)) {
      error(VD, "dxild.frontend.cbuffer-layout",
            "constant buffer '" + Name.str() + "' is larger than 4 GiB");
      continue;
    }
    if (At)
      Off = std::max<uint32_t>(Off, *At + L->Node.Size);
    Laids.push_back({VD, std::move(*L)});
  }
  for (auto &[VD, L] : Laids) {
    CBufferMemberLayout M;
    M.GlobalName = globalName(VD);
    if (std::optional<uint32_t> At = explicitOffset(VD)) {
      M.Offset = *At;
    } else {
      if (!fitsAfter(Off, L.Node.Size)) {
        error(VD, "dxild.frontend.cbuffer-layout",
              "constant buffer '" + Name.str() + "' is larger than 4 GiB");
        break;
      }
      Off = placeMember(Off, L.Node.Size, L.ScalarSize, L.NewRow);
      M.Offset = Off;
      Off += L.Node.Size;
    }
    End = std::max<uint32_t>(End, M.Offset + L.Node.Size);
    M.Type = std::move(L.Node);
    Out.Members.push_back(std::move(M));
  }
  if (!Members.empty())
    Out.Sizes.push_back({Name.str(), End});
}

const clang::ConstantMatrixType *
CBufferLayoutCollector::Impl::rowMajorMatrixIn(clang::QualType Ty,
                                               const clang::Decl *Owner) {
  clang::QualType Canon = Ty.getCanonicalType();
  if (const auto *MT = Canon->getAs<clang::ConstantMatrixType>()) {
    bool Matters = MT->getNumRows() > 1 && MT->getNumColumns() > 1;
    return Matters && rowMajor(Owner, Ty) ? MT : nullptr;
  }
  if (const auto *AT = Ctx->getAsArrayType(Canon))
    return rowMajorMatrixIn(AT->getElementType(), Owner);
  if (const clang::RecordDecl *RD = Canon->getAsRecordDecl()) {
    if (const auto *CXX = dyn_cast<clang::CXXRecordDecl>(RD))
      if (CXX->hasDefinition())
        for (const clang::CXXBaseSpecifier &B : CXX->bases())
          if (const auto *M = rowMajorMatrixIn(B.getType(), nullptr))
            return M;
    for (const clang::FieldDecl *F : RD->fields())
      if (const auto *M = rowMajorMatrixIn(F->getType(), F))
        return M;
  }
  return nullptr;
}

void CBufferLayoutCollector::Impl::checkStructuredBuffer(
    const clang::VarDecl *VD) {
  clang::QualType Ty = VD->getType().getCanonicalType();
  while (const auto *AT = Ctx->getAsArrayType(Ty))
    Ty = AT->getElementType().getCanonicalType();
  const auto *Spec = dyn_cast_or_null<clang::ClassTemplateSpecializationDecl>(
      Ty->getAsRecordDecl());
  if (!Spec || !Spec->getName().ends_with("StructuredBuffer") ||
      Spec->getTemplateArgs().size() < 1 ||
      Spec->getTemplateArgs()[0].getKind() != clang::TemplateArgument::Type)
    return;
  // The element type as written keeps the typedef sugar the keyword may be
  // on; the canonical argument has lost it.
  clang::QualType Elem = Spec->getTemplateArgs()[0].getAsType();
  if (const auto *TST =
          VD->getType()->getAs<clang::TemplateSpecializationType>())
    if (!TST->template_arguments().empty() &&
        TST->template_arguments()[0].getKind() == clang::TemplateArgument::Type)
      Elem = TST->template_arguments()[0].getAsType();
  // Row-major matrices in fields are mapped wherever the struct is
  // (recordRowMajorFields); an element that is a matrix by its IR type,
  // which a matrix type of the other orientation would share.
  if (const clang::ConstantMatrixType *M = matrixOrArrayOfThem(*Ctx, Elem);
      M && !Ctx->getAsArrayType(Elem.getCanonicalType())) {
    if (!Gen || !Gen->GetModule())
      return;
    bool Row = rowMajor(VD, Elem);
    llvm::Type *Ty = clang::CodeGen::convertTypeForMemory(Gen->CGM(), Elem);
    auto [It, New] = MatrixElements.try_emplace(Ty, Row);
    if (New && Row)
      addRowMajor(Ty, -1, M);
    if (!New && It->second != Row)
      error(VD, "dxild.frontend.matrix-orientation",
            "structured buffer '" + VD->getNameAsString() + "' holds " +
                (Row ? "row-major " : "column-major ") +
                std::to_string(M->getNumRows()) + "x" +
                std::to_string(M->getNumColumns()) +
                " matrices where another structured buffer holds the same "
                "matrix type in the other orientation: dxild cannot tell "
                "them apart; give both the same orientation");
    return;
  }
  // Not mapped: a base class's fields (the IR struct holds the base as one
  // element, which getLLVMFieldNumber does not number).
  clang::QualType Canon = Elem.getCanonicalType();
  while (const auto *AT = Ctx->getAsArrayType(Canon))
    Canon = AT->getElementType().getCanonicalType();
  if (const auto *CXX = Canon->getAsCXXRecordDecl())
    if (CXX->hasDefinition())
      for (const clang::CXXBaseSpecifier &B : CXX->bases())
        if (const clang::ConstantMatrixType *M =
                rowMajorMatrixIn(B.getType(), nullptr))
          error(VD, "dxild.frontend.matrix-orientation",
                "structured buffer '" + VD->getNameAsString() +
                    "' holds a row-major " + std::to_string(M->getNumRows()) +
                    "x" + std::to_string(M->getNumColumns()) +
                    " matrix in a base class of its element: dxild maps "
                    "row-major matrices of fields only; make it a field or "
                    "column_major");
}

void CBufferLayoutCollector::Impl::addRowMajor(
    llvm::Type *Ty, int32_t Field, const clang::ConstantMatrixType *M) {
  llvm::Module &Mod = *Gen->GetModule();
  LLVMContext &C = Mod.getContext();
  Type *I32 = Type::getInt32Ty(C);
  Mod.getOrInsertNamedMetadata("dxild.rowmajor")
      ->addOperand(MDTuple::get(
          C, {ConstantAsMetadata::get(PoisonValue::get(Ty)),
              ConstantAsMetadata::get(ConstantInt::getSigned(I32, Field)),
              ConstantAsMetadata::get(ConstantInt::get(I32, M->getNumRows())),
              ConstantAsMetadata::get(
                  ConstantInt::get(I32, M->getNumColumns()))}));
}

void CBufferLayoutCollector::Impl::recordRowMajorFields(clang::Decl *D) {
  if (!Gen || !Gen->GetModule() || D->isInvalidDecl())
    return;
  // Every struct field that holds row-major matrices: the orientation is
  // the field declaration's, so the mapping holds wherever the struct is a
  // raw-buffer element (also one cast from the descriptor heap).
  struct Finder : clang::RecursiveASTVisitor<Finder> {
    Impl &I;
    explicit Finder(Impl &I) : I(I) {}
    bool shouldVisitTemplateInstantiations() const { return true; }
    bool VisitRecordDecl(clang::RecordDecl *RD) {
      if (!RD->isCompleteDefinition() || RD->isDependentType() ||
          RD->isInvalidDecl() || !I.RecordsSeen.insert(RD).second)
        return true;
      for (const clang::FieldDecl *F : RD->fields()) {
        const clang::ConstantMatrixType *M =
            matrixOrArrayOfThem(*I.Ctx, F->getType());
        if (!M || F->isBitField() || !I.rowMajor(F, F->getType()))
          continue;
        clang::CodeGen::CodeGenModule &CGM = I.Gen->CGM();
        I.addRowMajor(clang::CodeGen::convertTypeForMemory(
                          CGM, I.Ctx->getCanonicalTagType(RD)),
                      int32_t(clang::CodeGen::getLLVMFieldNumber(CGM, RD, F)),
                      M);
      }
      return true;
    }
  } F(*this);
  F.TraverseDecl(D);
}

void CBufferLayoutCollector::Impl::checkRawBufferCalls(clang::Decl *D) {
  // `Load<S>`/`Store<S>` on a byte-address buffer copy S member by member in
  // dxild's column-by-column matrix order (Intrinsics/SplitRawStructCopy.h);
  // DXC reads and writes a row-major matrix row by row there.
  struct Finder : clang::RecursiveASTVisitor<Finder> {
    Impl &I;
    explicit Finder(Impl &I) : I(I) {}
    bool VisitCXXMemberCallExpr(clang::CXXMemberCallExpr *Call) {
      const clang::CXXMethodDecl *MD = Call->getMethodDecl();
      if (!MD || !MD->getParent()->getName().ends_with("ByteAddressBuffer") ||
          (MD->getName() != "Load" && MD->getName() != "Store"))
        return true;
      const clang::TemplateArgumentList *Args =
          MD->getTemplateSpecializationArgs();
      if (!Args || Args->size() != 1 ||
          Args->get(0).getKind() != clang::TemplateArgument::Type)
        return true;
      clang::QualType T = Args->get(0).getAsType();
      // The type as written keeps a typedef's `row_major`.
      if (const auto *ME = dyn_cast<clang::MemberExpr>(Call->getCallee()))
        if (ME->getNumTemplateArgs() == 1 &&
            ME->getTemplateArgs()[0].getArgument().getKind() ==
                clang::TemplateArgument::Type)
          T = ME->getTemplateArgs()[0].getArgument().getAsType();
      // A struct's row-major fields are copied at DXC's offsets
      // (Intrinsics/SplitRawStructCopy.h); a matrix itself, or one in a base
      // class, is not.
      const clang::ConstantMatrixType *M = nullptr;
      if (matrixOrArrayOfThem(*I.Ctx, T))
        M = I.rowMajorMatrixIn(T, nullptr);
      else if (const auto *CXX = T->getAsCXXRecordDecl();
               CXX && CXX->hasDefinition())
        for (const clang::CXXBaseSpecifier &Base : CXX->bases())
          if (!M)
            M = I.rowMajorMatrixIn(Base.getType(), nullptr);
      if (M)
        I.error(Call->getExprLoc(), "dxild.frontend.matrix-orientation",
                MD->getName().str() + "<" + T.getAsString() +
                    "> on a byte-address buffer moves a row-major " +
                    std::to_string(M->getNumRows()) + "x" +
                    std::to_string(M->getNumColumns()) +
                    " matrix: DXC stores it row by row, dxild stores "
                    "matrices column by column; use column_major (or no "
                    "-Zpr) there");
      return true;
    }
  } F(*this);
  F.TraverseDecl(D);
}

void CBufferLayoutCollector::Impl::visit(clang::Decl *D) {
  if (auto *NS = dyn_cast<clang::NamespaceDecl>(D)) {
    // The prelude's namespace holds no constants.
    if (NS->getName() != "hlsl")
      for (clang::Decl *Inner : NS->decls())
        visit(Inner);
    return;
  }
  if (auto *Buffer = dyn_cast<clang::HLSLBufferDecl>(D)) {
    if (Buffer->isImplicit())
      return; // $Globals: its members arrive as top-level declarations
    if (!Buffer->isCBuffer())
      Out.TBuffers.push_back(Buffer->getName().str());
    std::vector<clang::VarDecl *> Members;
    for (clang::Decl *Inner : Buffer->decls())
      if (auto *VD = dyn_cast<clang::VarDecl>(Inner))
        if (VD->getType().getAddressSpace() == clang::LangAS::hlsl_constant)
          Members.push_back(VD);
    if (Members.size() == 1)
      if (auto View = viewArray(*Members.front())) {
        // An array of ConstantBuffer<T> (TextureBuffer<T>): each view holds
        // one T.
        const char *Template =
            Buffer->isCBuffer() ? "ConstantBuffer<T>" : "TextureBuffer<T>";
        if (View->second > INT32_MAX) {
          // At the array's name (the declaration is a macro's expansion).
          error(SM->getSpellingLoc(Members.front()->getLocation()),
                "dxild.frontend.constantbuffer-array",
                "an array of " + std::string(Template) +
                    " of more than 2147483647 views (all its dimensions "
                    "together): a binding range cannot hold it");
          return;
        }
        Failed = false;
        std::optional<Laid> L = layoutOf(View->first, Members.front());
        if (!L || Failed)
          return;
        Out.Members.push_back(
            {globalName(Members.front()), 0, std::move(L->Node)});
        Out.Sizes.push_back(
            {Buffer->getName().str(), Out.Members.back().Type.Size});
        Out.ViewArrays.push_back(
            {Buffer->getName().str(), int32_t(View->second)});
        return;
      }
    layoutBuffer(Buffer->getName(), Members);
    return;
  }
  if (auto *FD = dyn_cast<clang::FunctionDecl>(D)) {
    if (FD->doesThisDeclarationHaveABody())
      checkRawBufferCalls(FD);
    return;
  }
  if (isa<clang::CXXRecordDecl>(D) || isa<clang::FunctionTemplateDecl>(D)) {
    checkRawBufferCalls(D);
    return;
  }
  auto *Var = dyn_cast<clang::VarDecl>(D);
  if (!Var || !Var->hasGlobalStorage() || Var->isStaticLocal())
    return;
  if (Var->getStorageClass() != clang::SC_Static &&
      Var->getType().getAddressSpace() == clang::LangAS::hlsl_constant) {
    Globals.push_back(Var);
    return;
  }
  checkStructuredBuffer(Var);
}

void CBufferLayoutCollector::Impl::finish() {
  layoutBuffer("$Globals", Globals);
  Globals.clear();
}

CBufferLayoutCollector::CBufferLayoutCollector(
    const CompatFiles &Files, const PackMatrixPragmas &Pragmas,
    bool DefaultRowMajor, CBufferLayouts &Out, std::vector<Diagnostic> &Diags,
    unsigned &Errors, clang::CodeGenerator *Gen)
    : P(std::make_unique<Impl>(Files, Pragmas, DefaultRowMajor, Out, Diags,
                               Errors, Gen)) {}

CBufferLayoutCollector::~CBufferLayoutCollector() = default;

void CBufferLayoutCollector::Initialize(clang::ASTContext &Context) {
  P->init(Context);
}

bool CBufferLayoutCollector::HandleTopLevelDecl(clang::DeclGroupRef Group) {
  for (clang::Decl *D : Group) {
    P->recordRowMajorFields(D);
    P->visit(D);
  }
  return true;
}

void CBufferLayoutCollector::layoutBuffer(StringRef Name,
                                          ArrayRef<clang::VarDecl *> Members) {
  P->layoutBuffer(Name, Members);
}

void CBufferLayoutCollector::HandleTranslationUnit(clang::ASTContext &) {
  P->finish();
}

} // namespace dxild
