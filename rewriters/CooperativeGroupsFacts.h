// What the parse tells the cooperative-groups rules (cooperative-groups-member-gap) about the
// main file's calls of CUDA's cooperative_groups members: which members are called, tile
// shuffles of values HIP's AMD groups do not shuffle, and meta-group queries on tiles of the
// thread block. Called by the fact collector for every member expression and call.
#pragma once

#include "AstFacts.h"

#include "clang/AST/ASTContext.h"
#include "clang/AST/Expr.h"
#include "clang/AST/ExprCXX.h"

namespace cu2hip {

// 'tile.meta_group_rank()': the member's name offset -> its name.
void recordCooperativeGroupsMember(const clang::MemberExpr &Expression,
                                   const clang::ASTContext &Context, AstFacts &Facts);

// 'tile.meta_group_rank()' / 'meta_group_size()' on a tile variable partitioned from the
// thread block, with the tile's size.
void recordTileMetaGroup(const clang::CallExpr &Expression, const clang::ASTContext &Context,
                         AstFacts &Facts);

// 'tile.shfl_xor(v, 1)' of a value that is neither an integer nor a floating-point type.
void recordCooperativeGroupsShuffle(const clang::CXXMemberCallExpr &Expression,
                                    const clang::ASTContext &Context, AstFacts &Facts);

} // namespace cu2hip
