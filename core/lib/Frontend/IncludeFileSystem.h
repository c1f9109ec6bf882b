//===- IncludeFileSystem.h - Windows-style include names --------*- C++ -*-===//
//
// The request's files live in an in-memory, case-sensitive file system with
// '/' separators. Shaders written on Windows name includes with backslashes
// (`#include "RTAO\Shaders\RTAO.hlsli"`), which DXC accepts on every host:
// this wrapper reads '\' as '/' in every path Clang asks for. Names that
// differ from an existing file only in letter case are not accepted (the
// result would depend on the client's file system); the wrapper remembers
// the names it could not find so that a "file not found" error can say which
// file was meant.
//
//===----------------------------------------------------------------------===//

#ifndef DXILD_FRONTEND_INCLUDEFILESYSTEM_H
#define DXILD_FRONTEND_INCLUDEFILESYSTEM_H

#include "llvm/Support/VirtualFileSystem.h"

#include <mutex>
#include <optional>
#include <set>
#include <string>
#include <utility>

namespace dxild {

class IncludeFileSystem : public llvm::vfs::ProxyFileSystem {
public:
  explicit IncludeFileSystem(llvm::IntrusiveRefCntPtr<llvm::vfs::FileSystem> FS)
      : ProxyFileSystem(std::move(FS)) {}

  llvm::ErrorOr<llvm::vfs::Status> status(const llvm::Twine &Path) override;
  llvm::ErrorOr<std::unique_ptr<llvm::vfs::File>>
  openFileForRead(const llvm::Twine &Path) override;
  llvm::vfs::directory_iterator dir_begin(const llvm::Twine &Dir,
                                          std::error_code &EC) override;
  std::error_code getRealPath(const llvm::Twine &Path,
                              llvm::SmallVectorImpl<char> &Output) override;
  bool exists(const llvm::Twine &Path) override;

  /// For an include name Clang did not find: the full path it was looked
  /// for at and the existing file that differs from it only in letter case.
  /// Searched only when called (after a failed compile), never while
  /// compiling.
  std::optional<std::pair<std::string, std::string>>
  findCaseMismatch(llvm::StringRef Asked);

private:
  std::string normalize(const llvm::Twine &Path) const;
  void noteCaseMismatch(const std::string &Path);

  std::optional<std::string> findCaseInsensitive(llvm::StringRef Path);

  std::mutex Lock;
  /// Every path asked for that did not exist.
  std::set<std::string> Missing;
};

} // namespace dxild

#endif // DXILD_FRONTEND_INCLUDEFILESYSTEM_H
