//===- SignaturePacking.cpp - DXC's signature element placement -----------===//

#include "Lowering/SignaturePacking.h"

#include <algorithm>
#include <array>

namespace dxild {

namespace {

// Per-component flags of a packed row.
constexpr uint8_t Occupied = 1 << 0;
constexpr uint8_t FArbitrary = 1 << 1;
constexpr uint8_t FSGV = 1 << 2;
constexpr uint8_t FSV = 1 << 3;
constexpr uint8_t FClipCull = 1 << 5;
constexpr uint8_t ConflictsWithIndexed = FSGV | FSV;
constexpr uint8_t IndexedUp = 1 << 0;
constexpr uint8_t IndexedDown = 1 << 1;

uint8_t elementFlags(SigInterpretation I) {
  switch (I) {
  case SigInterpretation::SV:
    return FSV;
  case SigInterpretation::SGV:
    return FSGV;
  case SigInterpretation::ClipCull:
    return FClipCull;
  default:
    return FArbitrary;
  }
}

/// Flags an element places on free components to its left / right.
uint8_t conflictsLeft(uint8_t F) {
  uint8_t C = 0;
  if (F & FArbitrary)
    C |= FSGV | FSV | FClipCull;
  if (F & (FSV | FClipCull))
    C |= FSGV;
  return C;
}
uint8_t conflictsRight(uint8_t F) {
  uint8_t C = 0;
  if (F & FSGV)
    C |= FArbitrary | FSV | FClipCull;
  if (F & (FSV | FClipCull))
    C |= FArbitrary;
  return C;
}

uint8_t indexFlags(uint32_t Row, uint32_t Rows) {
  return (Row > 0 ? IndexedUp : 0) | (Row + 1 < Rows ? IndexedDown : 0);
}

struct Register {
  uint8_t Interp = 0; // 0: none yet
  bool HasInterp = false;
  uint8_t IndexFlags = 0;
  bool IndexingFixed = false;
  uint8_t DataWidth = 0;
  std::array<uint8_t, 4> Flags{{0, 0, 0, 0}};

  bool rowConflict(uint8_t F, uint8_t IFlags, uint8_t I, uint32_t Width,
                   uint8_t DW) const {
    if (IndexFlags && (F & ConflictsWithIndexed))
      return true;
    if (IndexingFixed && (IFlags | IndexFlags) != IndexFlags)
      return true;
    if (HasInterp && Interp != I)
      return true;
    if (DataWidth && DataWidth != DW)
      return true;
    uint32_t Free = 0;
    for (unsigned C = 0; C < 4; ++C) {
      if ((Flags[C] & Occupied) || (Flags[C] & F))
        Free = 0;
      else
        ++Free;
      if (Width <= Free)
        break;
    }
    return Width > Free;
  }

  bool colConflict(uint8_t F, uint32_t Col, uint32_t Width) const {
    if (Col + Width > 4)
      return true;
    F |= Occupied;
    for (uint32_t C = Col; C < Col + Width; ++C)
      if (F & Flags[C])
        return true;
    return false;
  }

  void place(uint8_t F, uint8_t IFlags, uint8_t I, uint32_t Col, uint32_t Width,
             uint8_t DW) {
    Interp = I;
    HasInterp = true;
    IndexFlags |= IFlags;
    DataWidth = DW;
    if (F & ConflictsWithIndexed)
      IndexingFixed = true;
    uint8_t L = conflictsLeft(F), R = conflictsRight(F);
    for (uint32_t C = 0; C < 4; ++C) {
      if (Flags[C] & Occupied)
        continue;
      if (C < Col)
        Flags[C] |= L;
      else if (C < Col + Width)
        Flags[C] = Occupied | F;
      else
        Flags[C] |= R;
    }
  }
};

class Allocator {
public:
  explicit Allocator(unsigned N) : Regs(N) {}

  bool find(const PackItem &E, uint32_t StartRow, uint32_t NumRows,
            uint32_t &Row, uint32_t &Col) const {
    if (E.Rows > NumRows || StartRow + NumRows > Regs.size())
      return false;
    uint8_t F = elementFlags(E.Interpretation);
    for (uint32_t R = StartRow; R + E.Rows <= StartRow + NumRows; ++R) {
      bool Conflict = false;
      for (uint32_t I = 0; I < E.Rows && !Conflict; ++I)
        Conflict = Regs[R + I].rowConflict(
            F, indexFlags(I, E.Rows), E.Interpolation, E.Cols, E.DataWidth);
      if (Conflict)
        continue;
      for (uint32_t C = 0; C + E.Cols <= 4; ++C) {
        bool ColConflict = false;
        for (uint32_t I = 0; I < E.Rows && !ColConflict; ++I)
          ColConflict = Regs[R + I].colConflict(F, C, E.Cols);
        if (ColConflict)
          continue;
        Row = R;
        Col = C;
        return true;
      }
    }
    return false;
  }

  void place(const PackItem &E, uint32_t Row, uint32_t Col) {
    uint8_t F = elementFlags(E.Interpretation);
    for (uint32_t I = 0; I < E.Rows; ++I)
      Regs[Row + I].place(F, indexFlags(I, E.Rows), E.Interpolation, Col,
                          E.Cols, E.DataWidth);
  }

  bool packNext(PackItem &E, uint32_t StartRow, uint32_t NumRows) {
    uint32_t Row, Col;
    if (!find(E, StartRow, NumRows, Row, Col))
      return false;
    place(E, Row, Col);
    E.StartRow = int32_t(Row);
    E.StartCol = int8_t(Col);
    return true;
  }

private:
  std::vector<Register> Regs;
};

bool allocated(SigInterpretation I) {
  return I == SigInterpretation::SV || I == SigInterpretation::SGV ||
         I == SigInterpretation::Arb || I == SigInterpretation::ClipCull ||
         I == SigInterpretation::Target;
}

} // namespace

bool packSignature(std::vector<PackItem> &Items, PackingKind Kind) {
  for (PackItem &E : Items) {
    E.StartRow = -1;
    E.StartCol = -1;
  }
  switch (Kind) {
  case PackingKind::InputAssembler: {
    uint32_t Row = 0;
    for (PackItem &E : Items) {
      if (!allocated(E.Interpretation))
        continue;
      E.StartRow = int32_t(Row);
      E.StartCol = 0;
      Row += E.Rows;
    }
    return Row <= 32;
  }
  case PackingKind::Target:
    for (PackItem &E : Items) {
      if (E.Interpretation != SigInterpretation::Target)
        continue;
      E.StartRow = int32_t(E.SemanticIndex);
      E.StartCol = 0;
    }
    return true;
  case PackingKind::Vertex:
    break;
  }
  Allocator Main(32);
  // Clip/cull distances: at most two rows of their own, reserved with a
  // full-width placeholder the first time each is needed.
  Allocator ClipCull(2);
  PackItem Placeholders[2];
  unsigned ClipCullRows = 0;
  for (PackItem &E : Items) {
    if (!allocated(E.Interpretation))
      continue;
    // An array of two (`float2 cull[2] : SV_CullDistance`) spans both
    // rows, which must then be adjacent in the signature.
    if (E.Interpretation == SigInterpretation::ClipCull && E.Rows <= 2) {
      uint32_t Row, Col;
      if (!ClipCull.find(E, 0, 2, Row, Col))
        return false;
      while (Row + E.Rows > ClipCullRows) {
        const unsigned R = ClipCullRows; // the clip/cull row to reserve
        PackItem P = E;
        P.Rows = E.Rows == 2 && R == 0 ? 2 : 1; // both rows at once, adjacent
        P.Cols = 4;
        if (E.Rows == 2 && R == 1) {
          // The second row right after the first one.
          uint32_t At = uint32_t(Placeholders[0].StartRow) + 1, FR, FC;
          if (!Main.find(P, At, 1, FR, FC) || FC != 0)
            return false;
          Main.place(P, FR, FC);
          P.StartRow = int32_t(FR);
          P.StartCol = 0;
        } else if (!Main.packNext(P, 0, 32)) {
          return false;
        }
        for (unsigned K = 0; K < P.Rows; ++K) {
          Placeholders[R + K] = P;
          Placeholders[R + K].Rows = 1;
          Placeholders[R + K].StartRow = P.StartRow + int32_t(K);
        }
        ClipCullRows += P.Rows;
      }
      ClipCull.place(E, Row, Col);
      E.StartRow = Placeholders[Row].StartRow;
      E.StartCol = int8_t(Col);
      continue;
    }
    if (!Main.packNext(E, 0, 32))
      return false;
  }
  return true;
}

} // namespace dxild
