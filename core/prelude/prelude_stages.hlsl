// ---- Geometry, tessellation and mesh objects (hand-written) ----------------
// dxild compiles no geometry, hull, domain or mesh shader, but effect files
// and samples keep every stage of a technique in one file (d3d12book's
// TreeSprite.hlsl: VS, GS and PS; LLGL's meshlet test: MS and PS). DXC
// compiles the vertex or pixel entry of such a file; these declarations let
// the other stages' functions parse.
// Each member is available only in the stage DXC allows it in, so a call
// the entry reaches is Clang's availability error; none is ever defined or
// lowered. The primitive-type keywords (`point VOut gin[1]`), the mesh
// parameter modifiers (`out indices`) and the stage attributes
// (`[maxvertexcount(4)]`, `[domain("tri")]`, ...) are blanked by the
// frontend's source rewrite (core/lib/Frontend/SourceCompat.h).

#define _DXILD_IN_STAGE(stage)                                                 \
  __attribute__((availability(shadermodel, introduced = 6.0,                  \
                              environment = stage)))

template <typename T> struct PointStream {
  _DXILD_IN_STAGE(geometry) void Append(T Vertex);
  _DXILD_IN_STAGE(geometry) void RestartStrip();
};
template <typename T> struct LineStream {
  _DXILD_IN_STAGE(geometry) void Append(T Vertex);
  _DXILD_IN_STAGE(geometry) void RestartStrip();
};
template <typename T> struct TriangleStream {
  _DXILD_IN_STAGE(geometry) void Append(T Vertex);
  _DXILD_IN_STAGE(geometry) void RestartStrip();
};

template <typename T, uint N> struct InputPatch {
  _DXILD_IN_STAGE(hull) _DXILD_IN_STAGE(domain) T operator[](uint I) const;
};
template <typename T, uint N> struct OutputPatch {
  _DXILD_IN_STAGE(hull) _DXILD_IN_STAGE(domain) T operator[](uint I) const;
};

// Mesh and amplification stages (a pixel shader's file often holds its
// mesh shader). The parameter modifiers (`out indices uint3 tris[N]`) are
// blanked by the source rewrite, so `tris` is an ordinary out array.
_DXILD_IN_STAGE(mesh) void SetMeshOutputCounts(uint NumVertices,
                                               uint NumPrimitives);
template <typename P>
_DXILD_IN_STAGE(amplification) void DispatchMesh(uint X, uint Y, uint Z,
                                                 P Payload);

// `printf`, which DXC accepts only when targeting SPIR-V: a Vulkan sample's
// fragment shader calls it beside the vertex entry DXC compiles (nvpro's
// shader_printf). Declared for no stage dxild compiles, so a call the
// entry reaches is an availability error.
template <typename... Args>
_DXILD_IN_STAGE(library) void printf(Args... Format);

#undef _DXILD_IN_STAGE
