//===- Frames.h - Messages between dxild and its worker processes -*- C++
//-*-===//
//
// Length-prefixed frames over a stream socket: [u32 size][u8 type][payload].
// A compile crosses as the serialized dxild.v1.CompileRequest the server
// already holds, and comes back as the serialized CompileResponse plus a
// small header; no gRPC types are involved. The zygote's control socket also
// passes the new worker's socket end (SCM_RIGHTS).
//
//===----------------------------------------------------------------------===//

#ifndef DXILD_SERVER_ISOLATION_FRAMES_H
#define DXILD_SERVER_ISOLATION_FRAMES_H

#include <atomic>
#include <chrono>
#include <cstdint>
#include <optional>
#include <string>
#include <string_view>

namespace dxild::isolation {

enum class Frame : uint8_t {
  Compile = 1, ///< server -> worker: a serialized v1::CompileRequest.
  Result = 2,  ///< worker -> server: ReplyHeader + v1::CompileResponse.
  Spawn = 3,   ///< server -> zygote, with the worker's socket end attached.
  Spawned = 4, ///< zygote -> server: the worker's pid (decimal).
  Reap = 5,    ///< server -> zygote: pid (decimal) of a worker that is gone.
  Reaped = 6,  ///< zygote -> server: its wait status (decimal).
  Warm = 7,    ///< server -> zygote: a request whose prelude to precompile.
};

bool writeFrame(int Fd, Frame Type, std::string_view Payload, int PassFd = -1);

enum class ReadStatus { Ok, Closed, TimedOut, Cancelled };

/// Reads one frame. Waits until Deadline (none: forever) and, when Cancelled
/// is given, notices it within a few milliseconds. PassedFd receives an
/// attached descriptor when not null.
ReadStatus
readFrame(int Fd, Frame &Type, std::string &Payload,
          std::optional<std::chrono::steady_clock::time_point> Deadline = {},
          const std::atomic<bool> *Cancelled = nullptr,
          int *PassedFd = nullptr);

} // namespace dxild::isolation

#endif // DXILD_SERVER_ISOLATION_FRAMES_H
