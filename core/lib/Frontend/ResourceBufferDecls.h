//===- ResourceBufferDecls.h - ConstantBuffer<T> declarations --*- C++ -*-===//
//
// Clang 22 has no ConstantBuffer<T> or TextureBuffer<T>, and a prelude class
// cannot forward `cb.member` to a constant-buffer layout. DXC lowers
//
//   ConstantBuffer<T> Name : register(b0, space1);
//
// exactly like `cbuffer Name : register(b0, space1) { T Name; }`: one CBV
// named Name whose layout is T's, members read with cbufferLoadLegacy. This
// rewrite turns each such file-scope declaration, keeping its length and
// the columns of its type, name and register clause, into a call of the
// prelude's macro for that cbuffer (core/prelude/prelude_buffers.hlsl):
//
//   __dxild_cbufr (T, Name , register(b0, space1))
//
// (`ConstantBuffer<` -> `__dxild_cbufr (`, the closing `>` and the `:` ->
// `,`, the `;` -> `)`). Without a register clause the macro is
// `__dxild_cbuf`; with a clause written by a macro (`ConstantBuffer<T> Name
// REG_DECL;`), `__dxild_cbufm (T, Name,REG_DECL)` (the blank after the name
// becomes the `,`), which expands the clause in place. TextureBuffer<T>
// likewise becomes `__dxild_tbuf[r]` (a tbuffer). An array of ConstantBuffer<T>
// becomes
// `__dxild_cbufar(T, cbs,4 , register(b0))` (`[` -> `,`, `]` -> ` `; without
// a register clause `__dxild_cbufa`; unbounded, `cbs[]`, `__dxild_cbufu[r]`
// with an empty size; several dimensions, `cbs[2][3]`, `cbs,2][3 `), a
// cbuffer whose one member is the array (see prelude_buffers.hlsl); an
// array of TextureBuffer<T> the same tbuffer (`__dxild_tbfa[r]`,
// `__dxild_tbfu[r]`). Arrays of several dimensions one of them unbounded,
// which DXC 1.9 does not compile to valid DXIL either,
// get the prelude's same-length placeholder `__dxild_cbarr<T>`
// (`__dxild_tbarr<T>`), a resource without members, so that
// ResourceBufferCheck.h reports them at their name. Declarations this does not
// rewrite (several declarators, a template argument with a top-level comma,
// anything not at file scope) stay as written; the prelude aliases the names to
// T there and ResourceBufferCheck.h reports the global ones.
//
// Declarations in a `#define` body are rewritten the same way: WickedEngine
// declares every buffer with `#define CONSTANTBUFFER(name, type, slot)
// ConstantBuffer< type > name : register(PASTE(b, slot))`, NVIDIA OMM with
// `}; ConstantBuffer<name> g_ ## name : register(b ## reg);` after a struct
// (a name pasted with `##` is taken whole). When the body ends without the
// `;`, the `)` that ends the macro call goes after the body, the one
// character a rewrite inserts (at the end of the `#define` line, so no
// other column moves).
//
//===----------------------------------------------------------------------===//

#ifndef DXILD_CORE_FRONTEND_RESOURCEBUFFERDECLS_H
#define DXILD_CORE_FRONTEND_RESOURCEBUFFERDECLS_H

#include "Frontend/SourceCompat.h"

#include <string>
#include <vector>

namespace dxild {

/// Rewrites the ConstantBuffer<T>/TextureBuffer<T> declarations of \p Text
/// in place (same length, same newlines) and records one
/// CompatEdit::ResourceBufferDecl per declaration in \p Edits. Returns the
/// offsets where a `)` is still to be inserted: the ends of `#define`
/// bodies that declare one without a `;`.
std::vector<size_t> rewriteResourceBufferDecls(std::string &Text,
                                               std::vector<CompatEdit> &Edits);

} // namespace dxild

#endif // DXILD_CORE_FRONTEND_RESOURCEBUFFERDECLS_H
