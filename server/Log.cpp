//===- Log.cpp - Structured logs: one JSON object per line ----------------===//

#include "Log.h"

#include <chrono>
#include <cstdio>
#include <ctime>
#include <mutex>

namespace dxild::server {

void appendJSONString(std::string &Out, std::string_view S) {
  static const char Hex[] = "0123456789abcdef";
  Out += '"';
  for (unsigned char C : S) {
    switch (C) {
    case '"':
      Out += "\\\"";
      break;
    case '\\':
      Out += "\\\\";
      break;
    case '\n':
      Out += "\\n";
      break;
    case '\r':
      Out += "\\r";
      break;
    case '\t':
      Out += "\\t";
      break;
    default:
      if (C < 0x20) {
        Out += "\\u00";
        Out += Hex[C >> 4];
        Out += Hex[C & 15];
      } else {
        Out += static_cast<char>(C);
      }
    }
  }
  Out += '"';
}

namespace {
std::string timestamp() {
  auto Now = std::chrono::system_clock::now();
  std::time_t Secs = std::chrono::system_clock::to_time_t(Now);
  auto Millis = std::chrono::duration_cast<std::chrono::milliseconds>(
                    Now.time_since_epoch())
                    .count() %
                1000;
  std::tm UTC;
  gmtime_r(&Secs, &UTC);
  char Buf[40];
  std::snprintf(Buf, sizeof(Buf), "%04d-%02d-%02dT%02d:%02d:%02d.%03dZ",
                UTC.tm_year + 1900, UTC.tm_mon + 1, UTC.tm_mday, UTC.tm_hour,
                UTC.tm_min, UTC.tm_sec, static_cast<int>(Millis));
  return Buf;
}
} // namespace

LogLine::LogLine(std::string_view Level, std::string_view Event) {
  Text = "{\"ts\":\"" + timestamp() + "\"";
  str("level", Level);
  str("event", Event);
}

LogLine::~LogLine() { emit(); }

LogLine &LogLine::str(std::string_view Key, std::string_view Value) {
  Text += ',';
  appendJSONString(Text, Key);
  Text += ':';
  appendJSONString(Text, Value);
  return *this;
}

LogLine &LogLine::num(std::string_view Key, uint64_t Value) {
  Text += ',';
  appendJSONString(Text, Key);
  Text += ':';
  Text += std::to_string(Value);
  return *this;
}

LogLine &LogLine::flag(std::string_view Key, bool Value) {
  Text += ',';
  appendJSONString(Text, Key);
  Text += Value ? ":true" : ":false";
  return *this;
}

void LogLine::emit() {
  if (Emitted)
    return;
  Emitted = true;
  Text += "}\n";
  static std::mutex Mutex;
  std::lock_guard<std::mutex> Lock(Mutex);
  std::fwrite(Text.data(), 1, Text.size(), stderr);
  std::fflush(stderr);
}

} // namespace dxild::server
