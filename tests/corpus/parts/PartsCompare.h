//===- PartsCompare.h - Container parts, field by field ---------*- C++ -*-===//
//
// Compares the parts of two DXContainers that DXC's validator checks against
// the module (SFI0, ISG1, OSG1, PSG1, PSV0) and the root signature (RTS0),
// field by field, with libLLVM's DXContainer reader. Used by the real-world
// corpus test to compare dxild's containers with DXC's.
//
//===----------------------------------------------------------------------===//

#ifndef DXILD_TESTS_CORPUS_PARTSCOMPARE_H
#define DXILD_TESTS_CORPUS_PARTSCOMPARE_H

#include <string>
#include <vector>

namespace partscompare {

/// One line per differing field, e.g.
/// "PSV0.SigOutputElements[1].StartRow: 2, DXC 1"; empty when every
/// compared part is byte-identical. A part whose fields all agree but
/// whose bytes differ is reported with the first differing offset.
std::vector<std::string> compareParts(const std::string &Mine,
                                      const std::string &Theirs);

} // namespace partscompare

#endif // DXILD_TESTS_CORPUS_PARTSCOMPARE_H
