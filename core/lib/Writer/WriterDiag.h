//===- WriterDiag.h - Errors reported by the writer's parts -----*- C++ -*-===//
//
// The writer's parts report what they cannot express through this small
// collector instead of asserting: a module the writer cannot serialize is a
// compile error with a stable code, never a crash.
//
//===----------------------------------------------------------------------===//

#ifndef DXILD_CORE_WRITER_WRITERDIAG_H
#define DXILD_CORE_WRITER_WRITERDIAG_H

#include <string>
#include <vector>

namespace dxild {
namespace writer {

/// Stable codes, matched by tools and tests.
inline constexpr const char *UnsupportedCode = "dxild.writer.unsupported";
inline constexpr const char *MetadataCode = "dxild.writer.metadata";
inline constexpr const char *InternalCode = "dxild.internal.writer";

struct WriterError {
  std::string Code;
  std::string Message;
};

class WriterDiags {
public:
  void error(const char *Code, std::string Message) {
    // One message per distinct problem is enough; a module with a thousand
    // unsupported instructions of one kind should not produce a thousand
    // identical diagnostics.
    for (const WriterError &E : Errors)
      if (E.Code == Code && E.Message == Message)
        return;
    Errors.push_back({Code, std::move(Message)});
  }
  void unsupported(std::string Message) {
    error(UnsupportedCode, std::move(Message));
  }
  bool hasErrors() const { return !Errors.empty(); }
  const std::vector<WriterError> &errors() const { return Errors; }

private:
  std::vector<WriterError> Errors;
};

} // namespace writer
} // namespace dxild

#endif // DXILD_CORE_WRITER_WRITERDIAG_H
