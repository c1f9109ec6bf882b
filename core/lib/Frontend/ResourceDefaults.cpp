//===- ResourceDefaults.cpp - Resource types without template args --------===//

#include "Frontend/ResourceDefaults.h"

#include "clang/Basic/LangOptions.h"
#include "clang/Lex/Lexer.h"

#include "llvm/ADT/StringSet.h"

using namespace llvm;

namespace dxild {

namespace {

/// Resource class templates whose arguments all have defaults (the
/// prelude's aliases: core/prelude/textures.py, DEFAULTED).
const StringSet<> &defaultedResourceNames() {
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
  return Names;
}

} // namespace

std::optional<std::string> withDefaultResourceArgs(StringRef Source) {
  // Cheap filter: most sources name no resource without arguments.
  if (!Source.contains("Texture") && !Source.contains("Buffer"))
    return std::nullopt;
  clang::LangOptions LO;
  LO.HLSL = true;
  LO.CPlusPlus = true;
  LO.CPlusPlus11 = true;
  LO.LineComment = true;
  const clang::SourceLocation Base =
      clang::SourceLocation::getFromRawEncoding(1);
  clang::Lexer L(Base, LO, Source.begin(), Source.begin(), Source.end());
  L.SetCommentRetentionState(false);
  std::optional<std::string> Out;
  clang::Token Prev, Tok;
  Prev.startToken();
  unsigned PendingOffset = ~0u;
  for (;;) {
    L.LexFromRawLexer(Tok);
    // A pending name not followed by '<' takes its alias.
    if (PendingOffset != ~0u) {
      // `<`: arguments given. `;`, `=`, `,`, `)`, `[`, `.`: the name is
      // declared or used as a variable or member (`float Texture2D;`).
      if (!Tok.isOneOf(clang::tok::less, clang::tok::semi, clang::tok::equal,
                       clang::tok::comma, clang::tok::r_paren,
                       clang::tok::l_square, clang::tok::period)) {
        if (!Out)
          Out = Source.str();
        (*Out)[PendingOffset] = '_';
        (*Out)[PendingOffset + 1] = '_';
      }
      PendingOffset = ~0u;
    }
    if (Tok.is(clang::tok::eof))
      break;
    if (Tok.is(clang::tok::raw_identifier) &&
        defaultedResourceNames().contains(Tok.getRawIdentifier()) &&
        !Prev.isOneOf(clang::tok::period, clang::tok::arrow,
                      clang::tok::coloncolon)) {
      PendingOffset =
          Tok.getLocation().getRawEncoding() - Base.getRawEncoding();
    }
    Prev = Tok;
  }
  return Out;
}

} // namespace dxild
