//===- SourceCompat.cpp - Same-length source rewrites for Clang 22 --------===//

#include "Frontend/SourceCompat.h"
#include "Frontend/RawTokens.h"
#include "Frontend/ResourceBufferDecls.h"

#include "llvm/ADT/SmallVector.h"
#include "llvm/ADT/StringMap.h"
#include "llvm/ADT/StringSet.h"
#include "llvm/ADT/StringSwitch.h"

#include <optional>

using namespace llvm;

namespace dxild {

namespace {

using Tok = RawToken;

uint8_t modifierBit(StringRef Ident) {
  return StringSwitch<uint8_t>(Ident)
      .Case("linear", InterpLinear)
      .Case("centroid", InterpCentroid)
      .Case("nointerpolation", InterpNoInterpolation)
      .Case("noperspective", InterpNoPerspective)
      .Case("sample", InterpSample)
      .Default(0);
}

/// Keywords that may precede an interpolation modifier in a declaration.
bool isDeclQualifier(StringRef Ident) {
  return StringSwitch<bool>(Ident)
      .Cases("in", "out", "inout", "const", "uniform", "precise", true)
      .Cases("static", "row_major", "column_major", "snorm", "unorm", true)
      .Default(false);
}

/// Resource class templates whose arguments all have defaults; the prelude
/// declares each as `__` + the name without its first two letters
/// (core/prelude/textures.py keeps the same list).
bool isDefaultedResource(StringRef Ident) {
  static const StringSet<> Names = {"Texture1D",
                                    "Texture1DArray",
                                    "Texture2D",
                                    "Texture2DArray",
                                    "Texture3D",
                                    "TextureCube",
                                    "TextureCubeArray",
                                    "Texture2DMS",
                                    "Texture2DMSArray",
                                    "RWTexture1D",
                                    "RWTexture1DArray",
                                    "RWTexture2D",
                                    "RWTexture2DArray",
                                    "RWTexture3D",
                                    "RasterizerOrderedTexture1D",
                                    "RasterizerOrderedTexture1DArray",
                                    "RasterizerOrderedTexture2D",
                                    "RasterizerOrderedTexture2DArray",
                                    "RasterizerOrderedTexture3D",
                                    "Buffer",
                                    "RWBuffer",
                                    "RasterizerOrderedBuffer"};
  return Names.contains(Ident);
}

/// Attributes of geometry, hull and domain entries; dxild compiles none of
/// those stages (core/prelude/prelude_stages.hlsl).
bool isStageAttribute(StringRef Name) {
  // Attribute names are case-insensitive in DXC (`[MaxVertexCount(12)]`,
  // Intel's DynamicResolutionRendering).
  std::string Lower = Name.lower();
  return StringSwitch<bool>(Lower)
      .Cases("maxvertexcount", "instance", "domain", "partitioning", true)
      .Cases("outputtopology", "outputcontrolpoints", "patchconstantfunc", true)
      .Case("maxtessfactor", true)
      .Default(false);
}

/// Clang 22's spelling of an HLSL attribute DXC knows by \p Name in any
/// letter case (the statement hints Clang lacks keep DXC's lower case,
/// which the checks below use).
std::optional<StringRef> clangAttributeSpelling(StringRef Name) {
  static const char *const Spellings[] = {
      "numthreads", "WaveSize",  "shader", "RootSignature",
      "unroll",     "loop",      "branch", "flatten",
      "fastopt",    "forcecase", "call",   "allow_uav_condition"};
  for (const char *S : Spellings)
    if (Name.equals_insensitive(S))
      return StringRef(S);
  return std::nullopt;
}

/// Geometry shader input primitive types (`point VOut gin[1]`).
bool isPrimitiveType(StringRef Ident) {
  return StringSwitch<bool>(Ident)
      .Cases("point", "line", "triangle", "lineadj", "triangleadj", true)
      .Default(false);
}

/// Mesh and amplification shader parameter modifiers (`out indices uint3
/// tris[8]`, `in payload P p`).
bool isMeshParameterModifier(StringRef Ident) {
  return StringSwitch<bool>(Ident)
      .Cases({"indices", "vertices", "primitives", "payload"}, true)
      .Default(false);
}

/// The `]` of an attribute group `[name]` or `[name(...)]` starting at the
/// `[` at \p I.
std::optional<size_t> attributeEnd(const std::vector<Tok> &Toks, size_t I) {
  if (I + 2 >= Toks.size() || Toks[I + 1].Kind != clang::tok::raw_identifier)
    return std::nullopt;
  size_t J = I + 2;
  if (Toks[J].Kind == clang::tok::l_paren) {
    while (J < Toks.size() && Toks[J].Kind != clang::tok::r_paren) {
      if (Toks[J].isOneOf(clang::tok::l_square, clang::tok::r_square,
                          clang::tok::semi))
        return std::nullopt;
      ++J;
    }
    ++J;
  }
  if (J < Toks.size() && Toks[J].Kind == clang::tok::r_square)
    return J;
  return std::nullopt;
}

/// A stage a payload access qualifier names (`read(caller, anyhit)`).
bool isPayloadAccessStage(StringRef Name) {
  return Name == "caller" || Name == "closesthit" || Name == "anyhit" ||
         Name == "miss";
}

void blank(std::string &Text, size_t Offset, size_t Length) {
  for (size_t I = Offset; I < Offset + Length && I < Text.size(); ++I)
    if (Text[I] != '\n' && Text[I] != '\r')
      Text[I] = ' ';
}

} // namespace

void collectNameUses(StringRef Source, NameUses &Uses) {
  std::vector<Tok> Toks = lexRawTokens(Source);
  for (size_t I = 0; I < Toks.size(); ++I) {
    std::optional<RawDefine> Define = parseDefine(Toks, I);
    if (!Define)
      continue;
    StringRef Name = Toks[Define->Name].Ident;
    Uses.DefinedMacros.insert(Name);
    // `#define NAME(params) body` with `param <` in the body.
    if (Define->FunctionLike) {
      StringSet<> Params;
      for (size_t P = Define->ParamsBegin; P < Define->ParamsEnd; ++P)
        if (Toks[P].Kind == clang::tok::raw_identifier)
          Params.insert(Toks[P].Ident);
      for (size_t B = Define->BodyBegin; B + 1 < Define->End; ++B)
        if (Toks[B + 1].Kind == clang::tok::less &&
            Params.contains(Toks[B].Ident))
          Uses.TemplatingMacros.insert(Name);
    }
    I = Define->End - 1;
  }
  for (size_t I = 0; I + 1 < Toks.size(); ++I) {
    if (Toks[I].Kind != clang::tok::raw_identifier || Toks[I].InDirective)
      continue;
    if (Toks[I + 1].Kind == clang::tok::less)
      Uses.BeforeLess.insert(Toks[I].Ident);
    else if (Toks[I + 1].Kind == clang::tok::raw_identifier &&
             !Toks[I + 1].InDirective)
      Uses.BeforeIdent.insert(Toks[I].Ident);
  }
}

SourceCompatResult rewriteSourceCompat(StringRef Source, const NameUses *Uses) {
  SourceCompatResult R;
  R.Text = Source.str();
  std::vector<Tok> Toks = lexRawTokens(Source);
  auto Is = [&](size_t I, clang::tok::TokenKind K) {
    return I < Toks.size() && Toks[I].Kind == K;
  };
  // `s.name`, `p->name`, `ns::name`: not a type written by itself.
  auto IsMemberOrQualified = [&](size_t I) {
    return I > 0 && Toks[I - 1].isOneOf(clang::tok::period, clang::tok::arrow,
                                        clang::tok::coloncolon);
  };
  // The prelude names each defaulted type by the spelling with its first
  // two letters replaced by `__` (`matrix` -> `__trix`).
  auto UseDefaultsAlias = [&](const Tok &T) {
    R.Text[T.Offset] = '_';
    R.Text[T.Offset + 1] = '_';
    R.Edits.push_back({CompatEdit::DefaultTemplateArgs, T.Offset, T.Length, 0});
  };
  // Token I is the first of an object-like `#define NAME body`.
  auto MacroBodyStart = [&](size_t I) {
    return Toks[I].InDirective && I >= 3 &&
           Toks[I - 3].Kind == clang::tok::hash &&
           Toks[I - 2].Ident == "define" && !Toks[I - 1].StartOfLine &&
           Toks[I - 1].Kind == clang::tok::raw_identifier &&
           Toks[I - 1].Offset + Toks[I - 1].Length < Toks[I].Offset;
  };
  // Token I is the whole body of an object-like `#define NAME body`.
  auto MacroBodyAlone = [&](size_t I) {
    return MacroBodyStart(I) &&
           (I + 1 >= Toks.size() || !Toks[I + 1].InDirective ||
            Toks[I + 1].StartOfLine);
  };
  // Macros that are a keyword alone (`#define ROW_MAJOR row_major`, RTXPT):
  // the body is blanked, and each use before a type records the keyword's
  // edit where it is written.
  StringMap<CompatEdit> KeywordMacros;
  bool InConditional = false;
  // The braces around the current token, outermost first: a cbuffer or
  // tbuffer body ('b'), a namespace ('n') or anything else ('o'); and the
  // first token of the current declaration at that level.
  SmallVector<char, 16> Scopes;
  size_t DeclStart = 0;
  // Parentheses open at that level (a parameter list's semantics stay).
  unsigned Parens = 0;
  auto AtDataScope = [&] {
    if (Parens)
      return false;
    for (size_t S = 0; S < Scopes.size(); ++S)
      if (Scopes[S] != 'n' && !(Scopes[S] == 'b' && S + 1 == Scopes.size()))
        return false;
    return true;
  };
  for (size_t I = 0; I < Toks.size(); ++I) {
    // `[NumThreads(64, 1, 1)]`, `[Unroll]`, `[BRANCH]`: DXC's attribute
    // names are case-insensitive, Clang 22's are not (an entry without
    // numthreads, a loop hint ignored with a warning). Spelled as Clang
    // spells them (the same length), in an attribute's place: first on a
    // line or after a directive, `;`, a brace, `)`, `]` or `:`.
    if (Toks[I].Kind == clang::tok::l_square && !Toks[I].InDirective &&
        I + 2 < Toks.size() && Toks[I + 1].Kind == clang::tok::raw_identifier &&
        Toks[I + 2].isOneOf(clang::tok::l_paren, clang::tok::r_square) &&
        (I == 0 || Toks[I].StartOfLine || Toks[I - 1].InDirective ||
         Toks[I - 1].isOneOf(clang::tok::semi, clang::tok::l_brace,
                             clang::tok::r_brace, clang::tok::r_paren,
                             clang::tok::r_square, clang::tok::colon)))
      if (std::optional<StringRef> Spelling =
              clangAttributeSpelling(Toks[I + 1].Ident);
          Spelling && *Spelling != Toks[I + 1].Ident) {
        R.Text.replace(Toks[I + 1].Offset, Spelling->size(), *Spelling);
        Toks[I + 1].Ident = *Spelling;
      }
    const Tok &T = Toks[I];
    // `#include "..\Lib\x.hlsli"`: '/' for '\' in the name, so that the
    // included file's own relative includes (`../y.hlsli`) resolve from its
    // directory (Clang splits the includer's name at '/' only; RTXPT's
    // LightsBaker). Same length.
    if (T.Kind == clang::tok::hash && T.StartOfLine && I + 2 < Toks.size() &&
        Toks[I + 1].Ident == "include" && Toks[I + 2].InDirective &&
        !Toks[I + 2].StartOfLine &&
        Toks[I + 2].isOneOf(clang::tok::string_literal, clang::tok::less)) {
      size_t From = Toks[I + 2].Offset + 1;
      char Close = Toks[I + 2].Kind == clang::tok::less ? '>' : '"';
      for (size_t C = From;
           C < R.Text.size() && R.Text[C] != Close && R.Text[C] != '\n'; ++C)
        if (R.Text[C] == '\\' && C + 1 < R.Text.size() &&
            R.Text[C + 1] != '\n' && R.Text[C + 1] != '\r')
          R.Text[C] = '/';
    }
    // A `?` in a `#define` (WickedEngine's `#define CONVERT(x) (c ? a :
    // (x))`) ends with it: the next line's `: SV_...` is a semantic.
    if (I > 0 && (T.InDirective != Toks[I - 1].InDirective ||
                  (T.InDirective && T.StartOfLine)))
      InConditional = false;
    if (!T.InDirective) {
      if (T.Kind == clang::tok::l_brace) {
        char Kind = 'o';
        for (size_t J = DeclStart; J < I; ++J)
          if (!Toks[J].InDirective &&
              (Toks[J].Ident == "cbuffer" || Toks[J].Ident == "tbuffer"))
            Kind = 'b';
          else if (!Toks[J].InDirective && Toks[J].Ident == "namespace" &&
                   Kind == 'o')
            Kind = 'n';
        Scopes.push_back(Kind);
      } else if (T.Kind == clang::tok::r_brace && !Scopes.empty()) {
        Scopes.pop_back();
      }
      if (T.isOneOf(clang::tok::semi, clang::tok::l_brace, clang::tok::r_brace))
        DeclStart = I + 1;
      if (T.isOneOf(clang::tok::l_brace, clang::tok::r_brace))
        Parens = 0;
      else if (T.Kind == clang::tok::l_paren)
        ++Parens;
      else if (T.Kind == clang::tok::r_paren && Parens)
        --Parens;
    }
    switch (T.Kind) {
    case clang::tok::question:
      InConditional = true;
      continue;
    case clang::tok::semi:
    case clang::tok::l_brace:
    case clang::tok::r_brace:
      InConditional = false;
      continue;
    default:
      break;
    }
    // [[vk::...]]
    if (T.Kind == clang::tok::l_square && Is(I + 1, clang::tok::l_square) &&
        I + 2 < Toks.size() && Toks[I + 2].Ident == "vk" &&
        Is(I + 3, clang::tok::coloncolon)) {
      int Depth = 0;
      size_t J = I;
      for (; J < Toks.size(); ++J) {
        if (Toks[J].Kind == clang::tok::l_square)
          ++Depth;
        else if (Toks[J].Kind == clang::tok::r_square && --Depth == 0)
          break;
      }
      if (J == Toks.size())
        continue; // unterminated: leave it to Clang
      size_t End = Toks[J].Offset + Toks[J].Length;
      blank(R.Text, T.Offset, End - T.Offset);
      R.Edits.push_back({CompatEdit::VkAttribute, T.Offset, End - T.Offset, 0});
      I = J;
      continue;
    }
    // [shader("...")]: dxild's wrapper is the only Clang entry.
    if (T.Kind == clang::tok::l_square && I + 5 < Toks.size() &&
        Toks[I + 1].Ident == "shader" && Is(I + 2, clang::tok::l_paren) &&
        Is(I + 3, clang::tok::string_literal) &&
        Is(I + 4, clang::tok::r_paren) && Is(I + 5, clang::tok::r_square)) {
      size_t End = Toks[I + 5].Offset + 1;
      blank(R.Text, T.Offset, End - T.Offset);
      R.Edits.push_back(
          {CompatEdit::ShaderAttribute, T.Offset, End - T.Offset, 0});
      I += 5;
      continue;
    }
    // [earlydepthstencil]
    if (T.Kind == clang::tok::l_square && I + 2 < Toks.size() &&
        Toks[I + 1].Ident.equals_insensitive("earlydepthstencil") &&
        Is(I + 2, clang::tok::r_square)) {
      size_t End = Toks[I + 2].Offset + 1;
      blank(R.Text, T.Offset, End - T.Offset);
      R.Edits.push_back({CompatEdit::EarlyDepth, T.Offset, End - T.Offset, 0});
      I += 2;
      continue;
    }
    // DXR payloads (SM 6.6+): `struct [raypayload] P` and its fields'
    // access qualifiers, `: read(caller, closesthit) : write(anyhit, miss)`
    // (RTXPT writes both through macros in headers every stage includes).
    // They only bind ray tracing stages, which dxild does not compile, and
    // the struct is an ordinary type in any other: blanked, also in a
    // macro's body.
    if (T.Kind == clang::tok::l_square && I + 2 < Toks.size() &&
        Toks[I + 1].Ident == "raypayload" && Is(I + 2, clang::tok::r_square)) {
      blank(R.Text, T.Offset, Toks[I + 2].Offset + 1 - T.Offset);
      I += 2;
      continue;
    }
    if (T.Kind == clang::tok::colon && I + 2 < Toks.size() &&
        (Toks[I + 1].Ident == "read" || Toks[I + 1].Ident == "write") &&
        Is(I + 2, clang::tok::l_paren)) {
      size_t J = I + 3;
      while (J < Toks.size() && Toks[J].InDirective == T.InDirective &&
             (Toks[J].Kind == clang::tok::comma ||
              isPayloadAccessStage(Toks[J].Ident)))
        ++J;
      // On one line: blanking a macro's line continuation would end it.
      if (Is(J, clang::tok::r_paren) &&
          StringRef(R.Text).slice(T.Offset, Toks[J].Offset).find('\n') ==
              StringRef::npos) {
        blank(R.Text, T.Offset, Toks[J].Offset + 1 - T.Offset);
        I = J;
        continue;
      }
    }
    // `[maxvertexcount(4)]`, `[domain("tri")]`, ... before a function of a
    // stage dxild does not compile: Clang 22 ignores them with a warning
    // (an error with -WX, where DXC says nothing). Also first on a line
    // after a macro's invocation (FlaxEngine's `META_GS(true, ...)` line,
    // which expands to nothing).
    if (T.Kind == clang::tok::l_square && !T.InDirective &&
        (I == 0 || Toks[I - 1].InDirective || T.StartOfLine ||
         Toks[I - 1].isOneOf(clang::tok::semi, clang::tok::l_brace,
                             clang::tok::r_brace, clang::tok::r_square)) &&
        I + 1 < Toks.size() && isStageAttribute(Toks[I + 1].Ident)) {
      if (std::optional<size_t> End = attributeEnd(Toks, I)) {
        size_t EndOff = Toks[*End].Offset + 1;
        blank(R.Text, T.Offset, EndOff - T.Offset);
        R.Edits.push_back(
            {CompatEdit::StageAttribute, T.Offset, EndOff - T.Offset, 0});
        I = *End;
        continue;
      }
    }
    // Keywords only other stages' parameters have, before a type and a
    // name: a geometry shader's input primitive type (`point`, `line`,
    // `triangle`, `lineadj`, `triangleadj` after `(` or `,`) and a mesh
    // shader's parameter modifier (`indices`, `vertices`, `primitives`
    // after `out`, `payload` after `in`).
    if (T.Kind == clang::tok::raw_identifier && !T.InDirective && I > 0 &&
        ((isPrimitiveType(T.Ident) &&
          Toks[I - 1].isOneOf(clang::tok::l_paren, clang::tok::comma)) ||
         (isMeshParameterModifier(T.Ident) &&
          (Toks[I - 1].Ident == "out" || Toks[I - 1].Ident == "in"))) &&
        Is(I + 1, clang::tok::raw_identifier) &&
        (Is(I + 2, clang::tok::raw_identifier) ||
         Is(I + 2, clang::tok::less))) {
      blank(R.Text, T.Offset, T.Length);
      R.Edits.push_back({CompatEdit::PrimitiveType, T.Offset, T.Length, 0});
      continue;
    }
    // A control-flow attribute on a statement it does not apply to
    // (`[branch] int X = ...;`, `[unroll] X += 1;`): DXC warns and ignores
    // it, Clang 22 refuses it.
    // Also as the first token after a directive line (`#endif` then
    // `[allow_uav_condition] while (...)`, DirectStorage's GDeflate).
    if (T.Kind == clang::tok::l_square && !T.InDirective && I > 0 &&
        (Toks[I - 1].InDirective ||
         Toks[I - 1].isOneOf(clang::tok::semi, clang::tok::l_brace,
                             clang::tok::r_brace, clang::tok::r_paren,
                             clang::tok::r_square, clang::tok::colon) ||
         Toks[I - 1].Ident == "else" || Toks[I - 1].Ident == "do")) {
      if (std::optional<size_t> End = attributeEnd(Toks, I)) {
        StringRef Name = Toks[I + 1].Ident;
        // The statement after this and any further attribute groups, past
        // directive lines (`[allow_uav_condition]` in `#ifndef SPIRV`, then
        // `#endif` and `while (true)`: RTXPT's light baker).
        size_t K = *End + 1;
        auto SkipDirectives = [&] {
          while (K < Toks.size() && Toks[K].InDirective)
            ++K;
        };
        SkipDirectives();
        while (K < Toks.size() && Toks[K].Kind == clang::tok::l_square)
          if (std::optional<size_t> E = attributeEnd(Toks, K)) {
            K = *E + 1;
            SkipDirectives();
          } else {
            break;
          }
        StringRef Stmt = K < Toks.size() ? Toks[K].Ident : StringRef();
        bool IfSwitch = Name == "branch" || Name == "flatten";
        bool Loop = Name == "loop" || Name == "unroll";
        // DXC's hints Clang 22 does not know ("unknown attribute", an
        // error under -WX); DXIL has no use for them, DXC drops them too.
        bool FxcHint = Name.equals_insensitive("allow_uav_condition") ||
                       Name.equals_insensitive("fastopt") ||
                       Name.equals_insensitive("forcecase") ||
                       Name.equals_insensitive("call");
        bool ControlFlow = Stmt == "for" || Stmt == "while" || Stmt == "do" ||
                           Stmt == "if" || Stmt == "switch";
        if ((IfSwitch && Stmt != "if" && Stmt != "switch") ||
            (Loop && Stmt != "for" && Stmt != "while" && Stmt != "do") ||
            (FxcHint && ControlFlow)) {
          size_t EndOff = Toks[*End].Offset + 1;
          blank(R.Text, T.Offset, EndOff - T.Offset);
          R.Edits.push_back({CompatEdit::IgnoredStatementAttribute, T.Offset,
                             EndOff - T.Offset, 0});
          I = *End;
          continue;
        }
      }
    }
    // `matrix`/`vector` without template arguments before a declarator
    // (`matrix World;`): DXC reads float4x4/float4, Clang 22 wants `<>`.
    // The prelude's same-length aliases __trix/__ctor name those types.
    // Also as a template argument (`StructuredBuffer<matrix>`, AMD's
    // TiledLighting11): after `<` or `,` and before `>` or `,`; in a cast,
    // `(matrix)0`; and as the body of a macro (`#define SHARED_MATRIX
    // matrix`, SpartanEngine) the request never writes before `<`.
    if ((T.Ident == "matrix" || T.Ident == "vector") && I + 1 < Toks.size() &&
        !IsMemberOrQualified(I) &&
        ((!T.InDirective &&
          ((Toks[I + 1].Kind == clang::tok::raw_identifier &&
            !Toks[I + 1].StartOfLine) ||
           (I > 0 && !Toks[I - 1].InDirective &&
            Toks[I - 1].isOneOf(clang::tok::less, clang::tok::comma) &&
            Toks[I + 1].isOneOf(clang::tok::greater, clang::tok::comma,
                                clang::tok::greatergreater)) ||
           (I > 0 && !Toks[I - 1].InDirective &&
            Toks[I - 1].Kind == clang::tok::l_paren &&
            Toks[I + 1].Kind == clang::tok::r_paren))) ||
         (Uses && MacroBodyAlone(I) &&
          !Uses->BeforeLess.contains(Toks[I - 1].Ident)))) {
      UseDefaultsAlias(T);
      continue;
    }
    // A resource type without template arguments (`Texture2D t;`, DXC's
    // Texture2D<float4>): Clang 22 requires `<>`, the prelude's same-length
    // alias (`__xture2D`) names the defaulted type.
    // `<`: arguments given; `;`, `=`, `,`, `)`, `[`, `.`: the name is
    // declared or used as a variable or member (`float Texture2D;`).
    // A macro defined as the type alone (`#define image_2d RWTexture2D`)
    // keeps the template when the request writes the macro before `<`
    // (`image_2d<float4> dest`) or never before a declarator (xenia's XeSL
    // passes it to a macro that writes `type<format> name`).
    if (Uses && MacroBodyAlone(I) &&
        (Uses->BeforeLess.contains(Toks[I - 1].Ident) ||
         !Uses->BeforeIdent.contains(Toks[I - 1].Ident)) &&
        isDefaultedResource(T.Ident))
      continue;
    // A macro argument (`NRI_RESOURCE(Texture2D, texture0, t, 0, 0)`, NVIDIA
    // NRI; also in another macro's body), unless the macro writes its
    // parameters before `<`.
    if (T.Kind == clang::tok::raw_identifier && isDefaultedResource(T.Ident) &&
        Uses && I > 0 && I + 1 < Toks.size() &&
        Toks[I - 1].isOneOf(clang::tok::l_paren, clang::tok::comma) &&
        Toks[I + 1].isOneOf(clang::tok::comma, clang::tok::r_paren)) {
      int Depth = 0;
      size_t J = I;
      for (size_t Stop = I > 256 ? I - 256 : 0; J-- > Stop;) {
        if (Toks[J].InDirective != T.InDirective ||
            (T.InDirective && Toks[J].StartOfLine))
          break;
        if (Toks[J].Kind == clang::tok::r_paren)
          ++Depth;
        else if (Toks[J].Kind == clang::tok::l_paren && Depth-- == 0)
          break;
      }
      if (J + 1 > 1 && J < I && Toks[J].Kind == clang::tok::l_paren &&
          Toks[J - 1].Kind == clang::tok::raw_identifier &&
          Toks[J - 1].InDirective == T.InDirective &&
          !Uses->TemplatingMacros.contains(Toks[J - 1].Ident) &&
          Uses->DefinedMacros.contains(Toks[J - 1].Ident)) {
        UseDefaultsAlias(T);
        continue;
      }
    }
    if (T.Kind == clang::tok::raw_identifier && isDefaultedResource(T.Ident) &&
        I + 1 < Toks.size() &&
        !Toks[I + 1].isOneOf(clang::tok::less, clang::tok::semi,
                             clang::tok::equal, clang::tok::comma,
                             clang::tok::r_paren, clang::tok::l_square,
                             clang::tok::period) &&
        !IsMemberOrQualified(I)) {
      UseDefaultsAlias(T);
      continue;
    }
    // A macro that is a system-value semantic alone (`#define OUTPUT_SV
    // SV_Depth`, used as `: OUTPUT_SV`; PCSX2's convert.fx), as `: SV_xxx`
    // below: Clang 22 knows few system values and checks their types.
    if (T.Kind == clang::tok::raw_identifier && T.Ident.size() > 3 &&
        T.Ident.substr(0, 3).equals_insensitive("sv_") && MacroBodyAlone(I)) {
      R.Text[T.Offset] = '_';
      R.Edits.push_back(
          {CompatEdit::SystemValueSemantic, T.Offset, T.Length, 0});
      continue;
    }
    // `: SV_xxx` semantics.
    if (T.Kind == clang::tok::colon && !InConditional && I > 0 &&
        I + 1 < Toks.size() && Toks[I + 1].Ident.size() > 3 &&
        Toks[I + 1].Ident.substr(0, 3).equals_insensitive("sv_")) {
      const Tok &Prev = Toks[I - 1];
      bool PrevOk = Prev.Kind == clang::tok::r_paren ||
                    Prev.Kind == clang::tok::r_square ||
                    Prev.Kind == clang::tok::raw_identifier;
      // What follows a semantic: the declaration's end, or a macro that
      // continues the parameters (`bool f : SV_IsFrontFace
      // APPEND_COVERAGE_OUTPUT)`, WickedEngine), or the end of the
      // `#define` that holds it (`#define APPEND_COVERAGE_OUTPUT , out uint
      // coverage : SV_Coverage`).
      const bool EndsDirective =
          Toks[I + 1].InDirective &&
          (I + 2 >= Toks.size() || !Toks[I + 2].InDirective ||
           Toks[I + 2].StartOfLine);
      // Or a directive line (`uint main(...) : SV_Target` then `#endif`,
      // the body after it: WickedEngine's objectHF.hlsli).
      const bool DirectiveFollows =
          !Toks[I + 1].InDirective && I + 2 < Toks.size() &&
          Toks[I + 2].InDirective && Toks[I + 2].StartOfLine;
      bool NextOk =
          I + 2 >= Toks.size() || EndsDirective || DirectiveFollows ||
          Is(I + 2, clang::tok::semi) || Is(I + 2, clang::tok::comma) ||
          Is(I + 2, clang::tok::r_paren) || Is(I + 2, clang::tok::l_brace) ||
          Is(I + 2, clang::tok::colon) || Is(I + 2, clang::tok::equal) ||
          (Is(I + 2, clang::tok::raw_identifier) && !Toks[I + 2].StartOfLine);
      if (PrevOk && NextOk) {
        const Tok &S = Toks[I + 1];
        R.Text[S.Offset] = '_';
        R.Edits.push_back(
            {CompatEdit::SystemValueSemantic, S.Offset, S.Length, 0});
        ++I;
        continue;
      }
    }
    // A user semantic on a global or a cbuffer/tbuffer member (`float4x4
    // World : WORLD;`, Intel's CPUT effect files): DXC ignores it silently,
    // Clang 22 warns that the attribute only applies to parameters, fields
    // and functions (an error with -WX). Blanked; struct fields and
    // parameters keep theirs.
    if (T.Kind == clang::tok::colon && !InConditional && !T.InDirective &&
        I >= 2 && AtDataScope() &&
        Toks[I - 1].isOneOf(clang::tok::raw_identifier, clang::tok::r_square) &&
        Is(I + 1, clang::tok::raw_identifier) &&
        Toks[I + 1].Ident != "register" && Toks[I + 1].Ident != "packoffset" &&
        (Is(I + 2, clang::tok::semi) || Is(I + 2, clang::tok::comma) ||
         Is(I + 2, clang::tok::equal) || Is(I + 2, clang::tok::colon)) &&
        Toks[I - 2].Ident != "enum" && Toks[I - 2].Ident != "struct" &&
        Toks[I - 2].Ident != "class" && Toks[I - 2].Ident != "interface") {
      blank(R.Text, T.Offset,
            Toks[I + 1].Offset + Toks[I + 1].Length - T.Offset);
      ++I;
      continue;
    }
    // fxc's infinity literal `1.#INF` (DXC reads any `<n>.#INF` as
    // +infinity; donut_examples' mlab.hlsli): `(1/0.)`, padded to the same
    // length.
    if (T.Kind == clang::tok::numeric_constant && I + 2 < Toks.size() &&
        Toks[I + 1].Kind == clang::tok::hash &&
        Toks[I + 1].Offset == T.Offset + T.Length &&
        Toks[I + 2].Offset == Toks[I + 1].Offset + 1 &&
        Toks[I + 2].Ident.starts_with("INF") &&
        StringRef(R.Text).substr(T.Offset, T.Length).contains('.') &&
        !StringRef(R.Text)
             .substr(T.Offset, T.Length)
             .contains_insensitive("e")) {
      size_t Length = Toks[I + 2].Offset + Toks[I + 2].Length - T.Offset;
      if (Length >= 6) {
        std::string Inf = "(1/0.)";
        Inf.append(Length - Inf.size(), ' ');
        R.Text.replace(T.Offset, Length, Inf);
        I += 2;
        continue;
      }
    }
    // An integer literal with a `long` suffix (`0xFFFFFFF0UL`, `3L`, also
    // in macro bodies; GameTechDev's AOIT): DXC's `long` has 32 bits, Clang
    // 22's 64, which makes `asfloat(x & 0xFFFFFFF0UL)` ambiguous. The `L`
    // is dropped, the rest of the suffix moving up (`0x3lu` -> `0x3u `);
    // `LL` stays 64-bit in both.
    if (T.Kind == clang::tok::numeric_constant) {
      StringRef Lit = StringRef(R.Text).substr(T.Offset, T.Length);
      bool Hex = Lit.starts_with_insensitive("0x");
      size_t SuffixAt = Lit.find_last_not_of("uUlL") + 1;
      StringRef Suffix = Lit.substr(SuffixAt);
      if (Suffix.count('l') + Suffix.count('L') == 1 &&
          Lit.find_first_of(Hex ? ".pP" : ".eE") == StringRef::npos) {
        std::string Kept;
        for (char C : Suffix)
          if (C != 'l' && C != 'L')
            Kept += C;
        Kept += ' ';
        R.Text.replace(T.Offset + SuffixAt, Suffix.size(), Kept);
        continue;
      }
    }
    // `static` repeated on the out-of-class definition of a static member
    // (`static H H::make(uint v) { ... }`, RTXPT's HitInfo.hlsli): C++
    // allows it only inside the class, DXC ignores it. Blanked when the
    // declarator before the first `(`, `=`, `[` or `;` is qualified.
    if (T.Ident == "static" && !T.InDirective && !IsMemberOrQualified(I)) {
      bool Qualified = false;
      for (size_t J = I + 1; J < Toks.size() && J < I + 32; ++J) {
        const Tok &U = Toks[J];
        if (U.InDirective ||
            U.isOneOf(clang::tok::semi, clang::tok::l_brace,
                      clang::tok::r_brace, clang::tok::equal,
                      clang::tok::l_paren, clang::tok::l_square)) {
          Qualified = U.isOneOf(clang::tok::l_paren, clang::tok::equal,
                                clang::tok::l_square, clang::tok::semi) &&
                      J >= I + 4 &&
                      Toks[J - 1].Kind == clang::tok::raw_identifier &&
                      Toks[J - 2].Kind == clang::tok::coloncolon &&
                      Toks[J - 3].Kind == clang::tok::raw_identifier &&
                      Toks[J - 4].isOneOf(clang::tok::raw_identifier,
                                          clang::tok::greater);
          break;
        }
      }
      if (Qualified) {
        blank(R.Text, T.Offset, T.Length);
        continue;
      }
    }
    // `precise` before a type or another modifier.
    if (T.Ident == "precise" && !T.InDirective &&
        Is(I + 1, clang::tok::raw_identifier) && !IsMemberOrQualified(I)) {
      blank(R.Text, T.Offset, T.Length);
      R.Edits.push_back({CompatEdit::Precise, T.Offset, T.Length, 0});
      continue;
    }
    if ((T.Ident == "precise" || T.Ident == "row_major" ||
         T.Ident == "column_major" || modifierBit(T.Ident)) &&
        MacroBodyAlone(I)) {
      blank(R.Text, T.Offset, T.Length);
      CompatEdit E{CompatEdit::Precise, T.Offset, T.Length, 0};
      if (uint8_t Bit = modifierBit(T.Ident))
        // An interpolation modifier (`#define INTERP nointerpolation`).
        E = {CompatEdit::Interpolation, T.Offset, T.Length, Bit};
      else if (T.Ident != "precise")
        E = {CompatEdit::MatrixOrientation, T.Offset, T.Length,
             uint8_t(T.Ident == "row_major" ? MatrixRowMajor
                                            : MatrixColumnMajor)};
      R.Edits.push_back(E);
      KeywordMacros[Toks[I - 1].Ident] = E;
      continue;
    }
    // `uniform` before a type (`uniform int numLights` parameters of
    // effect-style code; globals are uniform anyway): no such keyword in
    // Clang 22, and DXC gives it no meaning outside an entry's parameters.
    // Also in a macro's body (Torque3D's `#define
    // TORQUE_UNIFORM_SAMPLER2D(tex, reg) uniform Texture2D texture_##tex
    // ...`), where it has no parameter to mark.
    if (T.Ident == "uniform" && Is(I + 1, clang::tok::raw_identifier) &&
        !IsMemberOrQualified(I)) {
      if (!T.InDirective) {
        blank(R.Text, T.Offset, T.Length);
        R.Edits.push_back({CompatEdit::Uniform, T.Offset, T.Length, 0});
        continue;
      }
      if (continuesDirective(Toks, I + 1)) {
        blank(R.Text, T.Offset, T.Length);
        continue;
      }
    }
    // `shared`, the effect framework's storage class (`shared cbuffer`,
    // `shared float4 x;`; OGRE's samples), which DXC accepts and ignores;
    // it is a keyword, never a name.
    // Not when the request defines `shared` itself (Magpie's `#define
    // shared groupshared`), nor as a macro's name.
    if (T.Ident == "shared" && Is(I + 1, clang::tok::raw_identifier) &&
        !IsMemberOrQualified(I) &&
        !(Uses && Uses->DefinedMacros.contains("shared")) &&
        !(I > 0 && Toks[I - 1].Ident == "define" && T.InDirective) &&
        (!T.InDirective || continuesDirective(Toks, I + 1))) {
      blank(R.Text, T.Offset, T.Length);
      continue;
    }
    // `interface I { ... };`, which DXC declares as a struct without data
    // (classes implement it: `class Dir : ILight`); Clang 22 has no such
    // keyword. Written `struct` (and blanks, so columns stay) where it
    // declares one: `interface Name {` or `interface Name :`.
    if (T.Ident == "interface" && !T.InDirective &&
        Is(I + 1, clang::tok::raw_identifier) &&
        (Is(I + 2, clang::tok::l_brace) || Is(I + 2, clang::tok::colon)) &&
        !IsMemberOrQualified(I)) {
      R.Text.replace(T.Offset, T.Length, "struct   ");
      continue;
    }
    // row_major/column_major before a type (Clang 22 has no such keywords),
    // also in a macro's body (`#define vaMatrix4x4 column_major float4x4`,
    // Intel's XeGTAO): the layout reads it back through the type's spelling.
    if ((T.Ident == "row_major" || T.Ident == "column_major") &&
        Is(I + 1, clang::tok::raw_identifier) &&
        (!T.InDirective || continuesDirective(Toks, I + 1)) &&
        !IsMemberOrQualified(I)) {
      blank(R.Text, T.Offset, T.Length);
      R.Edits.push_back({CompatEdit::MatrixOrientation, T.Offset, T.Length,
                         uint8_t(T.Ident == "row_major" ? MatrixRowMajor
                                                        : MatrixColumnMajor)});
      continue;
    }
    // unorm/snorm before a type (resource element types).
    if ((T.Ident == "unorm" || T.Ident == "snorm") && !T.InDirective &&
        Is(I + 1, clang::tok::raw_identifier) && !IsMemberOrQualified(I)) {
      blank(R.Text, T.Offset, T.Length);
      R.Edits.push_back(
          {CompatEdit::NormElement, T.Offset, T.Length,
           uint8_t(T.Ident == "unorm" ? NormUnsigned : NormSigned)});
      continue;
    }
    // Interpolation modifiers in modifier position.
    if (uint8_t Bit =
            T.Kind == clang::tok::raw_identifier ? modifierBit(T.Ident) : 0) {
      bool PrevOk = true;
      if (I > 0) {
        const Tok &P = Toks[I - 1];
        PrevOk = P.Kind == clang::tok::l_paren || P.Kind == clang::tok::comma ||
                 P.Kind == clang::tok::semi || P.Kind == clang::tok::l_brace ||
                 P.Kind == clang::tok::r_brace ||
                 P.Kind == clang::tok::r_square ||
                 (P.Kind == clang::tok::raw_identifier &&
                  (modifierBit(P.Ident) || isDeclQualifier(P.Ident))) ||
                 // The first token after a directive line (`#else` then
                 // `nointerpolation float4 c : COLOR0;`, PCSX2's tfx.fx).
                 (P.InDirective && !T.InDirective) ||
                 // The first of an object-like macro's body (ezEngine's
                 // `#define CUSTOM_INTERPOLATOR nointerpolation uint Flags
                 // : FLAGS;`, expanded in a struct).
                 MacroBodyStart(I);
      }
      bool NextOk = Is(I + 1, clang::tok::raw_identifier);
      if (PrevOk && NextOk) {
        blank(R.Text, T.Offset, T.Length);
        R.Edits.push_back({CompatEdit::Interpolation, T.Offset, T.Length, Bit});
      }
    }
  }
  if (!KeywordMacros.empty())
    for (size_t I = 0; I + 1 < Toks.size(); ++I) {
      auto It = KeywordMacros.find(Toks[I].Ident);
      if (It != KeywordMacros.end() && !Toks[I].InDirective &&
          Toks[I + 1].Kind == clang::tok::raw_identifier &&
          !IsMemberOrQualified(I))
        R.Edits.push_back({It->second.Kind, Toks[I].Offset, Toks[I].Length,
                           It->second.Modifier});
    }
  R.DefineCloses = rewriteResourceBufferDecls(R.Text, R.Edits);
  return R;
}

uint8_t modifiersBefore(StringRef Text, const std::vector<CompatEdit> &Edits,
                        size_t NameOffset) {
  if (NameOffset > Text.size())
    return 0;
  size_t Start = Text.substr(0, NameOffset).find_last_of(";,({}");
  Start = Start == StringRef::npos ? 0 : Start + 1;
  uint8_t Bits = 0;
  for (const CompatEdit &E : Edits)
    if (E.Kind == CompatEdit::Interpolation && E.Offset >= Start &&
        E.Offset < NameOffset)
      Bits |= E.Modifier;
  return Bits;
}

/// The last orientation keyword recorded in [\p Start, \p End), or 0.
static uint8_t lastOrientation(const std::vector<CompatEdit> &Edits,
                               size_t Start, size_t End) {
  uint8_t Bit = 0;
  for (const CompatEdit &E : Edits)
    if (E.Kind == CompatEdit::MatrixOrientation && E.Offset >= Start &&
        E.Offset < End)
      Bit = E.Modifier;
  return Bit;
}

uint8_t orientationBefore(StringRef Text, const std::vector<CompatEdit> &Edits,
                          size_t DeclBegin, size_t NameOffset) {
  if (NameOffset > Text.size() || DeclBegin > NameOffset)
    return 0;
  size_t Start = Text.substr(0, DeclBegin).find_last_of(";,({}");
  Start = Start == StringRef::npos ? 0 : Start + 1;
  return lastOrientation(Edits, Start, NameOffset);
}

uint8_t orientationInMacroBefore(StringRef Text,
                                 const std::vector<CompatEdit> &Edits,
                                 size_t TypeOffset) {
  if (TypeOffset > Text.size())
    return 0;
  size_t Start = Text.substr(0, TypeOffset).find_last_of(";,({}\n");
  Start = Start == StringRef::npos ? 0 : Start + 1;
  return lastOrientation(Edits, Start, TypeOffset);
}

} // namespace dxild
