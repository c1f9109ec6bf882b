//===- ImplicitBinding.cpp - DXC-compatible implicit binding --------------===//

#include "Binding/ImplicitBinding.h"

#include "Binding/BindingContext.h"
#include "Binding/BindingDescription.h"
#include "Binding/ResourceCalls.h"
#include "Binding/TBuffers.h"

#include "llvm/ADT/StringMap.h"
#include "llvm/ADT/StringSet.h"
#include "llvm/Analysis/DXILResource.h"
#include "llvm/Frontend/HLSL/HLSLBinding.h"
#include "llvm/IR/IRBuilder.h"
#include "llvm/IR/Instructions.h"
#include "llvm/IR/IntrinsicsDirectX.h"
#include "llvm/IR/Module.h"

#include <optional>

using namespace llvm;

namespace dxild {

namespace {

dxil::ResourceClass toDXIL(ResourceClass C) {
  switch (C) {
  case ResourceClass::SRV:
    return dxil::ResourceClass::SRV;
  case ResourceClass::UAV:
    return dxil::ResourceClass::UAV;
  case ResourceClass::CBV:
    return dxil::ResourceClass::CBuffer;
  case ResourceClass::Sampler:
    return dxil::ResourceClass::Sampler;
  }
  return dxil::ResourceClass::SRV;
}

/// A register range that implicit assignment must avoid or must check
/// against: explicit bindings, pins and reserved ranges.
struct Occupied {
  dxil::ResourceClass RC;
  uint32_t Space;
  uint32_t LowerBound;
  uint32_t UpperBound;
  /// Resource name; empty for a reserved range.
  StringRef Name;

  bool overlaps(const Occupied &O) const {
    return RC == O.RC && Space == O.Space && LowerBound <= O.UpperBound &&
           O.LowerBound <= UpperBound;
  }
  std::string describe() const {
    return describeBinding(RC, Space, LowerBound, UpperBound);
  }
};

struct Pinned {
  const BindingPin *Pin;
  ResourceGroup *Group;
  Occupied Place;
};

class ImplicitBinder {
public:
  ImplicitBinder(Module &M, BindingContext &Ctx, ResourceCallSet &Calls)
      : M(M), Ctx(Ctx), Calls(Calls) {}

  bool run();

private:
  void checkReserved();
  void resolvePins();
  void checkPinCollisions();
  hlsl::BindingInfo computeFreeRanges();
  void rewrite(ResourceGroup &G, uint32_t Space, uint32_t LowerBound);

  Module &M;
  BindingContext &Ctx;
  ResourceCallSet &Calls;
  SmallVector<Occupied, 4> Reserved;
  SmallVector<Pinned, 4> Pins;
};

void ImplicitBinder::checkReserved() {
  for (const ReservedRange &R : Ctx.Hints.Reserved) {
    std::string What = std::string("reserved range of class ") +
                       resourceClassName(R.Class) + " in space " +
                       std::to_string(R.Space) + " at " +
                       std::to_string(R.LowerBound);
    if (R.Count == 0) {
      Ctx.error(bindingcode::InvalidHint, "", What + " has count 0");
      continue;
    }
    uint64_t UB = uint64_t(R.LowerBound) + R.Count - 1;
    if (UB > ~0u) {
      Ctx.error(bindingcode::InvalidHint, "",
                What + " extends past the last register");
      continue;
    }
    Reserved.push_back(
        {toDXIL(R.Class), R.Space, R.LowerBound, uint32_t(UB), StringRef()});
  }
}

void ImplicitBinder::resolvePins() {
  StringMap<ResourceGroup *> ImplicitByName;
  for (ResourceGroup &G : Calls.Implicit)
    ImplicitByName.try_emplace(G.Name, &G);
  StringSet<> ExplicitNames;
  for (const ResourceGroup &G : Calls.Explicit)
    ExplicitNames.insert(G.Name);

  StringSet<> Seen;
  for (const BindingPin &Pin : Ctx.Hints.Pins) {
    if (!Seen.insert(Pin.Name).second) {
      Ctx.error(bindingcode::DuplicatePin, Pin.Name,
                "binding hints pin resource '" + Pin.Name + "' more than once");
      continue;
    }
    const ResourceDecl *Decl = Ctx.findDecl(Pin.Name);
    if (ResourceGroup *G = ImplicitByName.lookup(Pin.Name)) {
      Occupied Place{G->RC, Pin.Space, Pin.LowerBound,
                     G->upperBound(Pin.LowerBound), G->Name};
      if (!G->isUnbounded() &&
          uint64_t(Pin.LowerBound) + uint64_t(G->Range) - 1 > ~0u) {
        Ctx.error(bindingcode::InvalidHint, Pin.Name,
                  "binding hint pins resource '" + Pin.Name +
                      "' past the last register");
        continue;
      }
      Pins.push_back({&Pin, G, Place});
      continue;
    }
    if (ExplicitNames.contains(Pin.Name) ||
        (Decl && Decl->HasExplicitRegister)) {
      Ctx.error(bindingcode::PinExplicit, Pin.Name,
                "binding hint pins resource '" + Pin.Name +
                    "', which has an explicit register binding");
      continue;
    }
    // A declared resource the optimizer removed needs no register; pinning
    // it is not a mistake, only a no-op.
    if (Decl)
      continue;
    Ctx.error(bindingcode::UnknownPin, "",
              "binding hint pins unknown resource '" + Pin.Name + "'");
  }
}

void ImplicitBinder::checkPinCollisions() {
  for (unsigned I = 0, E = Pins.size(); I < E; ++I) {
    const Pinned &P = Pins[I];
    std::string Prefix = "binding hint pins resource '" + P.Pin->Name +
                         "' to (" + P.Place.describe() + "), which overlaps ";
    for (const ResourceGroup &G : Calls.Explicit) {
      Occupied O{G.RC, G.Space, G.LowerBound, G.upperBound(G.LowerBound),
                 G.Name};
      if (!P.Place.overlaps(O))
        continue;
      std::string Msg =
          Prefix + "resource '" + G.Name.str() + "' (" + O.describe() + ")";
      std::string Where = Ctx.declLocation(G.Name);
      if (!Where.empty())
        Msg += " declared at " + Where;
      Ctx.error(bindingcode::HintOverlap, P.Pin->Name, std::move(Msg));
      Ctx.note(G.Name, "resource '" + G.Name.str() + "' declared here");
    }
    for (unsigned J = 0; J < I; ++J)
      if (P.Place.overlaps(Pins[J].Place))
        Ctx.error(bindingcode::HintOverlap, P.Pin->Name,
                  Prefix + "the pin of resource '" + Pins[J].Pin->Name + "' (" +
                      Pins[J].Place.describe() + ")");
    for (const Occupied &R : Reserved)
      if (P.Place.overlaps(R))
        Ctx.error(bindingcode::HintOverlap, P.Pin->Name,
                  Prefix + "reserved range (" + R.describe() + ")");
  }
}

hlsl::BindingInfo ImplicitBinder::computeFreeRanges() {
  hlsl::BindingInfoBuilder Builder;
  for (const ResourceGroup &G : Calls.Explicit)
    Builder.trackBinding(G.RC, G.Space, G.LowerBound,
                         G.upperBound(G.LowerBound), &G);
  for (const Pinned &P : Pins)
    Builder.trackBinding(P.Place.RC, P.Place.Space, P.Place.LowerBound,
                         P.Place.UpperBound, P.Group);
  for (const Occupied &R : Reserved)
    Builder.trackBinding(R.RC, R.Space, R.LowerBound, R.UpperBound, &R);
  // Overlaps among these were diagnosed elsewhere (explicit ones by the
  // validation pass, hints above); reserved ranges may legitimately cover
  // explicit bindings. Either way the union is what is not free.
  return Builder.calculateBindingInfo([](auto &, auto &) {});
}

void ImplicitBinder::rewrite(ResourceGroup &G, uint32_t Space,
                             uint32_t LowerBound) {
  for (CallInst *CI : G.Calls) {
    IRBuilder<> B(CI);
    // handlefromimplicitbinding(order_id, space, range, index, name) becomes
    // handlefrombinding(space, lower_bound, range, index, name).
    CallInst *New = B.CreateIntrinsic(
        G.HandleTy, Intrinsic::dx_resource_handlefrombinding,
        {B.getInt32(Space), B.getInt32(LowerBound), CI->getArgOperand(2),
         CI->getArgOperand(3), CI->getArgOperand(4)});
    New->takeName(CI);
    New->setDebugLoc(CI->getDebugLoc());
    New->setTailCallKind(CI->getTailCallKind());
    CI->replaceAllUsesWith(New);
    CI->eraseFromParent();
  }
  G.Calls.clear();
}

bool ImplicitBinder::run() {
  for (CallInst *CI : Calls.NonConstant) {
    StringRef Name = dxil::getResourceNameFromBindingCall(CI);
    Ctx.error(bindingcode::NonConstant, Name,
              "binding of resource '" + Name.str() +
                  "' is not a compile-time constant");
  }
  checkReserved();
  resolvePins();
  checkPinCollisions();
  if (Calls.Implicit.empty())
    return false;

  hlsl::BindingInfo Free = computeFreeRanges();
  std::optional<uint32_t> DefaultSpace = Ctx.Hints.DefaultSpace;
  bool Changed = false;
  for (ResourceGroup &G : Calls.Implicit) {
    const Pinned *Pin = nullptr;
    for (const Pinned &P : Pins)
      if (P.Group == &G)
        Pin = &P;
    if (Pin) {
      rewrite(G, Pin->Place.Space, Pin->Place.LowerBound);
      Ctx.Origins[G.Name] = BindingOrigin::Hint;
      Changed = true;
      continue;
    }
    // The IR cannot tell `register(space0)` from no annotation at all; the
    // declaration can: a space written out stays, as with DXC's
    // -auto-binding-space.
    const ResourceDecl *Decl = Ctx.findDecl(G.Name);
    bool SpaceWritten = Decl && Decl->HasExplicitSpace;
    uint32_t Space = (G.Space == 0 && DefaultSpace && !SpaceWritten)
                         ? *DefaultSpace
                         : G.Space;
    std::optional<uint32_t> Slot =
        Free.findAvailableBinding(G.RC, Space, G.isUnbounded() ? -1 : G.Range);
    if (!Slot) {
      Ctx.error(bindingcode::Unallocatable, G.Name,
                "resource '" + G.Name.str() + "' could not be allocated");
      continue;
    }
    rewrite(G, Space, *Slot);
    Ctx.Origins[G.Name] = BindingOrigin::Implicit;
    Changed = true;
  }

  // Drop the intrinsic declarations nothing calls any more.
  for (Function &F : make_early_inc_range(M.functions()))
    if (F.getIntrinsicID() ==
            Intrinsic::dx_resource_handlefromimplicitbinding &&
        F.use_empty())
      F.eraseFromParent();
  return Changed;
}

} // namespace

PreservedAnalyses DXILImplicitBindingPass::run(Module &M,
                                               ModuleAnalysisManager &AM) {
  ResourceCallSet Calls =
      collectResourceCalls(M, AM.getResult<DXILResourceTypeAnalysis>(M));
  // DXC places tbuffers after every other implicit SRV (they become SRVs
  // late, in DxilCondenseResources), whatever their declaration order.
  stable_sort(Calls.Implicit, [](const ResourceGroup &L,
                                 const ResourceGroup &R) {
    return isTBufferHandleType(L.HandleTy) < isTBufferHandleType(R.HandleTy);
  });
  if (!ImplicitBinder(M, Ctx, Calls).run())
    return PreservedAnalyses::all();
  PreservedAnalyses PA;
  PA.preserve<DXILResourceTypeAnalysis>();
  return PA;
}

} // namespace dxild
