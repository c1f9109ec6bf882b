//===- Timing.h - Stage timings in microseconds -----------------*- C++ -*-===//

#ifndef DXILD_CORE_TIMING_H
#define DXILD_CORE_TIMING_H

#include <chrono>
#include <cstdint>

namespace dxild {

/// Microseconds of monotonic time since Start: what every stage timing in a
/// CompileResponse and every latency metric is measured in.
inline uint64_t microsSince(std::chrono::steady_clock::time_point Start) {
  return static_cast<uint64_t>(
      std::chrono::duration_cast<std::chrono::microseconds>(
          std::chrono::steady_clock::now() - Start)
          .count());
}

} // namespace dxild

#endif // DXILD_CORE_TIMING_H
