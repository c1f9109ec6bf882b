//===- Frames.cpp - Messages between dxild and its worker processes -------===//

#include "Frames.h"

#include <cerrno>
#include <cstring>
#include <poll.h>
#include <sys/socket.h>
#include <unistd.h>

namespace dxild::isolation {

namespace {

using Clock = std::chrono::steady_clock;

bool sendAll(int Fd, const char *Data, size_t Size, int PassFd) {
  while (Size > 0) {
    msghdr Msg{};
    iovec Io{const_cast<char *>(Data), Size};
    Msg.msg_iov = &Io;
    Msg.msg_iovlen = 1;
    alignas(cmsghdr) char Control[CMSG_SPACE(sizeof(int))];
    if (PassFd >= 0) {
      Msg.msg_control = Control;
      Msg.msg_controllen = sizeof(Control);
      cmsghdr *C = CMSG_FIRSTHDR(&Msg);
      C->cmsg_level = SOL_SOCKET;
      C->cmsg_type = SCM_RIGHTS;
      C->cmsg_len = CMSG_LEN(sizeof(int));
      std::memcpy(CMSG_DATA(C), &PassFd, sizeof(int));
    }
    ssize_t N = sendmsg(Fd, &Msg, MSG_NOSIGNAL);
    if (N < 0) {
      if (errno == EINTR)
        continue;
      return false;
    }
    PassFd = -1; // Attached to the first chunk only.
    Data += N;
    Size -= static_cast<size_t>(N);
  }
  return true;
}

/// Waits until Fd is readable. Cancellation is polled every 20 ms.
ReadStatus waitReadable(int Fd, std::optional<Clock::time_point> Deadline,
                        const std::atomic<bool> *Cancelled) {
  for (;;) {
    if (Cancelled && Cancelled->load())
      return ReadStatus::Cancelled;
    int TimeoutMs = -1;
    if (Deadline) {
      auto Left = std::chrono::duration_cast<std::chrono::milliseconds>(
                      *Deadline - Clock::now())
                      .count();
      if (Left <= 0)
        return ReadStatus::TimedOut;
      TimeoutMs = static_cast<int>(std::min<long long>(Left + 1, 1 << 30));
    }
    if (Cancelled && (TimeoutMs < 0 || TimeoutMs > 20))
      TimeoutMs = 20;
    pollfd P{Fd, POLLIN, 0};
    int R = poll(&P, 1, TimeoutMs);
    if (R < 0 && errno != EINTR)
      return ReadStatus::Closed;
    if (R > 0)
      return ReadStatus::Ok; // Readable, hung up or in error: read says.
  }
}

ReadStatus recvAll(int Fd, char *Data, size_t Size,
                   std::optional<Clock::time_point> Deadline,
                   const std::atomic<bool> *Cancelled, int *PassedFd) {
  while (Size > 0) {
    ReadStatus W = waitReadable(Fd, Deadline, Cancelled);
    if (W != ReadStatus::Ok)
      return W;
    msghdr Msg{};
    iovec Io{Data, Size};
    Msg.msg_iov = &Io;
    Msg.msg_iovlen = 1;
    alignas(cmsghdr) char Control[CMSG_SPACE(sizeof(int))];
    if (PassedFd) {
      Msg.msg_control = Control;
      Msg.msg_controllen = sizeof(Control);
    }
    ssize_t N = recvmsg(Fd, &Msg, MSG_CMSG_CLOEXEC);
    if (N < 0) {
      if (errno == EINTR || errno == EAGAIN)
        continue;
      return ReadStatus::Closed;
    }
    if (N == 0)
      return ReadStatus::Closed;
    if (PassedFd) {
      for (cmsghdr *C = CMSG_FIRSTHDR(&Msg); C; C = CMSG_NXTHDR(&Msg, C))
        if (C->cmsg_level == SOL_SOCKET && C->cmsg_type == SCM_RIGHTS)
          std::memcpy(PassedFd, CMSG_DATA(C), sizeof(int));
      PassedFd = nullptr;
    }
    Data += N;
    Size -= static_cast<size_t>(N);
  }
  return ReadStatus::Ok;
}

} // namespace

bool writeFrame(int Fd, Frame Type, std::string_view Payload, int PassFd) {
  std::string Buffer(5 + Payload.size(), '\0');
  uint32_t Size = static_cast<uint32_t>(Payload.size());
  std::memcpy(Buffer.data(), &Size, 4);
  Buffer[4] = static_cast<char>(Type);
  std::memcpy(Buffer.data() + 5, Payload.data(), Payload.size());
  return sendAll(Fd, Buffer.data(), Buffer.size(), PassFd);
}

ReadStatus readFrame(int Fd, Frame &Type, std::string &Payload,
                     std::optional<Clock::time_point> Deadline,
                     const std::atomic<bool> *Cancelled, int *PassedFd) {
  if (PassedFd)
    *PassedFd = -1;
  char Header[5];
  ReadStatus S = recvAll(Fd, Header, 5, Deadline, Cancelled, PassedFd);
  if (S != ReadStatus::Ok)
    return S;
  uint32_t Size;
  std::memcpy(&Size, Header, 4);
  Type = static_cast<Frame>(Header[4]);
  Payload.resize(Size);
  return Size ? recvAll(Fd, Payload.data(), Size, Deadline, Cancelled, nullptr)
              : ReadStatus::Ok;
}

} // namespace dxild::isolation
