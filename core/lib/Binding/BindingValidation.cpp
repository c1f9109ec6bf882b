//===- BindingValidation.cpp - Diagnose overlapping bindings --------------===//

#include "Binding/BindingValidation.h"

#include "Binding/BindingContext.h"
#include "Binding/BindingDescription.h"
#include "Binding/ResourceCalls.h"

#include "llvm/ADT/DenseSet.h"
#include "llvm/Analysis/DXILResource.h"
#include "llvm/Frontend/HLSL/HLSLBinding.h"
#include "llvm/IR/Module.h"

using namespace llvm;

namespace dxild {

namespace {

/// Position of a declaration in the source, for ordering the two resources
/// of an overlap: the later one is the one the user most likely got wrong.
unsigned declOrder(const BindingContext &Ctx, StringRef Name) {
  for (unsigned I = 0, E = Ctx.Decls.size(); I < E; ++I)
    if (Ctx.Decls[I].Name == Name)
      return I;
  return ~0u;
}

bool overlaps(const ResourceGroup &A, const ResourceGroup &B) {
  return A.RC == B.RC && A.Space == B.Space &&
         A.LowerBound <= B.upperBound(B.LowerBound) &&
         B.LowerBound <= A.upperBound(A.LowerBound);
}

std::string describe(const ResourceGroup &G) {
  return describeBinding(G.RC, G.Space, G.LowerBound,
                         G.upperBound(G.LowerBound));
}

void reportOverlap(BindingContext &Ctx, const ResourceGroup *First,
                   const ResourceGroup *Second) {
  // Report at the later declaration and point back at the earlier one.
  if (declOrder(Ctx, First->Name) > declOrder(Ctx, Second->Name))
    std::swap(First, Second);
  std::string Msg = "resource '" + Second->Name.str() + "' (" +
                    describe(*Second) + ") overlaps with resource '" +
                    First->Name.str() + "' (" + describe(*First) + ")";
  std::string Where = Ctx.declLocation(First->Name);
  if (!Where.empty())
    Msg += " declared at " + Where;
  Ctx.error(bindingcode::Overlap, Second->Name, std::move(Msg));
  Ctx.note(First->Name, "resource '" + First->Name.str() + "' declared here");
}

} // namespace

PreservedAnalyses DXILBindingValidationPass::run(Module &M,
                                                 ModuleAnalysisManager &AM) {
  ResourceCallSet Calls =
      collectResourceCalls(M, AM.getResult<DXILResourceTypeAnalysis>(M));

  // BindingInfoBuilder finds overlaps in O(n log n) for the common case of no
  // overlap at all; only then do we look for the partners to name them.
  hlsl::BindingInfoBuilder Builder;
  for (const ResourceGroup &G : Calls.Explicit)
    Builder.trackBinding(G.RC, G.Space, G.LowerBound,
                         G.upperBound(G.LowerBound), &G);
  SmallVector<const ResourceGroup *, 4> Reported;
  Builder.calculateBindingInfo(
      [&](const hlsl::BindingInfoBuilder &, const hlsl::Binding &B) {
        Reported.push_back(static_cast<const ResourceGroup *>(B.Cookie));
      });
  if (Reported.empty())
    return PreservedAnalyses::all();

  DenseSet<std::pair<const ResourceGroup *, const ResourceGroup *>> Seen;
  for (const ResourceGroup *R : Reported) {
    for (const ResourceGroup &Other : Calls.Explicit) {
      if (&Other == R || !overlaps(Other, *R))
        continue;
      auto Key =
          &Other < R ? std::make_pair(&Other, R) : std::make_pair(R, &Other);
      if (!Seen.insert(Key).second)
        continue;
      // Lower register first, so the message reads in register order when
      // declaration order is unknown.
      if (Other.LowerBound <= R->LowerBound)
        reportOverlap(Ctx, &Other, R);
      else
        reportOverlap(Ctx, R, &Other);
    }
  }
  return PreservedAnalyses::all();
}

} // namespace dxild
