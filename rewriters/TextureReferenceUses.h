// Telling a texture fetch or surface access through a texture/surface *reference* (the API
// CUDA 12 removed: 'texture<float, 1> texRef; ... tex1Dfetch(texRef, i)') from one through an
// object: the same function names serve both, and only the objects have a software form.
#pragma once

#include "Rule.h"

namespace cu2hip {

// Whether the call named by token I uses a reference: one of its arguments is a reference
// the file declares, or a fetch without template arguments has the reference form's argument
// count (tex2D(texRef, x, y); the object's pointer form has one argument more).
bool callUsesTextureReference(const RuleContext &C, size_t I);

// Whether the file declares a texture or surface reference or binds one: its arrays then
// belong to the reference API too, which the software textures do not serve.
bool fileUsesTextureReferences(const TokenStream &T);

// Whether the file names CUDA arrays (their types, or the array fields of a copy's
// parameters): only then do copies that also serve plain allocations (mapping field
// 'software_texture_with_arrays_only') take their software form.
bool fileNamesCudaArrays(const TokenStream &T);

// The run takes the software texture path and the file uses no texture reference: its
// texture and surface objects, arrays and copies go through cu2hip's software textures.
bool fileTakesSoftwareTextures(const RuleContext &C);

} // namespace cu2hip
