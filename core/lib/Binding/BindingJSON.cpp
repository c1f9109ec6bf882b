//===- BindingJSON.cpp - Binding hints and table as JSON ------------------===//

#include "dxild/core/BindingJSON.h"

#include "llvm/ADT/StringRef.h"
#include "llvm/Support/Error.h"
#include "llvm/Support/JSON.h"
#include "llvm/Support/raw_ostream.h"

#include <initializer_list>

using namespace llvm;

namespace dxild {

namespace {

/// Parses one JSON object field by field, remembering the first error with
/// its path ("reserved[1].class: ..."), so that a typo in a hints file is
/// reported precisely instead of being silently ignored.
class HintsParser {
public:
  explicit HintsParser(std::string &Error) : Error(Error) {}

  bool fail(const std::string &Path, const std::string &Msg) {
    if (Error.empty())
      Error = (Path.empty() ? "" : Path + ": ") + Msg;
    return false;
  }

  bool checkKeys(const json::Object &O, const std::string &Path,
                 std::initializer_list<StringRef> Known) {
    for (const auto &KV : O) {
      StringRef Key = KV.first;
      if (llvm::find(Known, Key) == Known.end())
        return fail(Path, "unknown key '" + Key.str() + "'");
    }
    return true;
  }

  bool getU32(const json::Object &O, StringRef Key, const std::string &Path,
              std::optional<uint32_t> &Out, bool Required) {
    const json::Value *V = O.get(Key);
    std::string At = Path.empty() ? Key.str() : Path + "." + Key.str();
    if (!V)
      return Required ? fail(Path, "missing key '" + Key.str() + "'") : true;
    std::optional<int64_t> I = V->getAsInteger();
    if (!I)
      return fail(At, "expected a non-negative integer");
    if (*I < 0 || *I > int64_t(UINT32_MAX))
      return fail(At, "value " + std::to_string(*I) + " is out of range");
    Out = uint32_t(*I);
    return true;
  }

  bool parseReserved(const json::Value &V, const std::string &Path,
                     ReservedRange &R) {
    const json::Object *O = V.getAsObject();
    if (!O)
      return fail(Path, "expected an object");
    if (!checkKeys(*O, Path, {"class", "space", "lower_bound", "count"}))
      return false;
    const json::Value *Class = O->get("class");
    if (!Class)
      return fail(Path, "missing key 'class'");
    std::optional<StringRef> Name = Class->getAsString();
    if (!Name)
      return fail(Path + ".class", "expected a string");
    std::optional<ResourceClass> RC = parseResourceClass(Name->str());
    if (!RC)
      return fail(Path + ".class", "unknown resource class '" + Name->str() +
                                       "' (expected SRV, UAV, CBV or Sampler)");
    R.Class = *RC;
    std::optional<uint32_t> Space, LB, Count;
    if (!getU32(*O, "space", Path, Space, false) ||
        !getU32(*O, "lower_bound", Path, LB, true) ||
        !getU32(*O, "count", Path, Count, false))
      return false;
    R.Space = Space.value_or(0);
    R.LowerBound = *LB;
    R.Count = Count.value_or(1);
    if (R.Count == 0)
      return fail(Path + ".count", "must be at least 1");
    if (uint64_t(R.LowerBound) + R.Count - 1 > UINT32_MAX)
      return fail(Path, "range extends past the last register");
    return true;
  }

  bool parsePin(const json::Value &V, const std::string &Path, BindingPin &P) {
    const json::Object *O = V.getAsObject();
    if (!O)
      return fail(Path, "expected an object");
    if (!checkKeys(*O, Path, {"name", "space", "lower_bound"}))
      return false;
    const json::Value *Name = O->get("name");
    if (!Name)
      return fail(Path, "missing key 'name'");
    std::optional<StringRef> S = Name->getAsString();
    if (!S || S->empty())
      return fail(Path + ".name", "expected a non-empty string");
    P.Name = S->str();
    std::optional<uint32_t> Space, LB;
    if (!getU32(*O, "space", Path, Space, false) ||
        !getU32(*O, "lower_bound", Path, LB, true))
      return false;
    P.Space = Space.value_or(0);
    P.LowerBound = *LB;
    return true;
  }

  template <typename T, typename ParseFn>
  bool parseArray(const json::Object &Root, StringRef Key, std::vector<T> &Out,
                  ParseFn Parse) {
    const json::Value *V = Root.get(Key);
    if (!V)
      return true;
    const json::Array *A = V->getAsArray();
    if (!A)
      return fail(Key.str(), "expected an array");
    for (size_t I = 0, E = A->size(); I < E; ++I) {
      T Item;
      if (!(this->*Parse)((*A)[I], Key.str() + "[" + std::to_string(I) + "]",
                          Item))
        return false;
      Out.push_back(std::move(Item));
    }
    return true;
  }

  std::optional<BindingOptions> parse(std::string_view Text) {
    Expected<json::Value> Root =
        json::parse(StringRef(Text.data(), Text.size()));
    if (!Root) {
      fail("", "invalid JSON: " + toString(Root.takeError()));
      return std::nullopt;
    }
    const json::Object *O = Root->getAsObject();
    if (!O) {
      fail("", "expected a JSON object");
      return std::nullopt;
    }
    BindingOptions Opts;
    if (!checkKeys(*O, "", {"default_space", "reserved", "pins"}) ||
        !getU32(*O, "default_space", "", Opts.DefaultSpace, false) ||
        !parseArray(*O, "reserved", Opts.Reserved,
                    &HintsParser::parseReserved) ||
        !parseArray(*O, "pins", Opts.Pins, &HintsParser::parsePin))
      return std::nullopt;
    for (size_t I = 0; I < Opts.Pins.size(); ++I)
      for (size_t J = 0; J < I; ++J)
        if (Opts.Pins[I].Name == Opts.Pins[J].Name) {
          fail("pins[" + std::to_string(I) + "]",
               "resource '" + Opts.Pins[I].Name + "' is pinned twice");
          return std::nullopt;
        }
    return Opts;
  }

private:
  std::string &Error;
};

} // namespace

std::optional<BindingOptions> parseBindingHintsJSON(std::string_view Text,
                                                    std::string &Error) {
  Error.clear();
  return HintsParser(Error).parse(Text);
}

std::string bindingTableToJSON(const std::vector<ResourceBinding> &Table) {
  std::string Out;
  raw_string_ostream OS(Out);
  json::OStream J(OS, /*IndentSize=*/2);
  J.object([&] {
    J.attributeArray("resources", [&] {
      for (const ResourceBinding &R : Table) {
        J.object([&] {
          J.attribute("name", R.Name);
          J.attribute("class", resourceClassName(R.Class));
          J.attribute("kind", R.Kind);
          J.attribute("space", int64_t(R.Space));
          J.attribute("lower_bound", int64_t(R.LowerBound));
          J.attribute("range_size", R.RangeSize);
          J.attribute("binding", R.Binding);
          J.attribute("element_type", R.ElementType);
          J.attribute("element_count", int64_t(R.ElementCount));
          J.attribute("stride", int64_t(R.Stride));
          J.attribute("rov", R.ROV);
          J.attribute("has_counter", R.HasCounter);
          J.attribute("globally_coherent", R.GloballyCoherent);
          J.attribute("cbuffer_size", int64_t(R.CBufferSize));
        });
      }
    });
  });
  OS.flush();
  return Out;
}

} // namespace dxild
