//===- Log.h - Structured logs: one JSON object per line --------*- C++ -*-===//

#ifndef DXILD_SERVER_LOG_H
#define DXILD_SERVER_LOG_H

#include <cstdint>
#include <string>
#include <string_view>

namespace dxild::server {

/// Builds one log record and writes it to stderr as a single JSON line when
/// emitted (or destroyed). Lines from different threads never interleave.
class LogLine {
public:
  LogLine(std::string_view Level, std::string_view Event);
  ~LogLine();
  LogLine(const LogLine &) = delete;
  LogLine &operator=(const LogLine &) = delete;

  LogLine &str(std::string_view Key, std::string_view Value);
  LogLine &num(std::string_view Key, uint64_t Value);
  LogLine &flag(std::string_view Key, bool Value);
  void emit();

private:
  std::string Text;
  bool Emitted = false;
};

/// Appends S to Out as a JSON string literal.
void appendJSONString(std::string &Out, std::string_view S);

} // namespace dxild::server

#endif // DXILD_SERVER_LOG_H
