//===- IncludeFileSystem.cpp - Windows-style include names ----------------===//

#include "Frontend/IncludeFileSystem.h"

#include "llvm/Support/Path.h"

#include <algorithm>
#include <optional>

using namespace llvm;

namespace dxild {

std::string IncludeFileSystem::normalize(const Twine &Path) const {
  std::string P = Path.str();
  std::replace(P.begin(), P.end(), '\\', '/');
  return P;
}

void IncludeFileSystem::noteCaseMismatch(const std::string &Path) {
  std::lock_guard<std::mutex> G(Lock);
  Missing.insert(Path);
}

std::optional<std::string>
IncludeFileSystem::findCaseInsensitive(StringRef Path) {
  std::string Result = "/";
  for (auto It = sys::path::begin(Path, sys::path::Style::posix),
            End = sys::path::end(Path);
       It != End; ++It) {
    StringRef Part = *It;
    if (Part == "/")
      continue;
    std::string Exact = Result + (Result == "/" ? "" : "/") + Part.str();
    if (getUnderlyingFS().exists(Exact)) {
      Result = Exact;
      continue;
    }
    std::optional<std::string> Match;
    std::error_code EC;
    for (vfs::directory_iterator I = getUnderlyingFS().dir_begin(Result, EC), E;
         !EC && I != E; I.increment(EC)) {
      StringRef Found = sys::path::filename(I->path(), sys::path::Style::posix);
      if (Found.equals_insensitive(Part)) {
        Match = I->path().str();
        break;
      }
    }
    if (!Match)
      return std::nullopt;
    Result = *Match;
  }
  return Result;
}

ErrorOr<vfs::Status> IncludeFileSystem::status(const Twine &Path) {
  std::string P = normalize(Path);
  ErrorOr<vfs::Status> S = getUnderlyingFS().status(P);
  if (!S)
    noteCaseMismatch(P);
  return S;
}

ErrorOr<std::unique_ptr<vfs::File>>
IncludeFileSystem::openFileForRead(const Twine &Path) {
  std::string P = normalize(Path);
  auto F = getUnderlyingFS().openFileForRead(P);
  if (!F)
    noteCaseMismatch(P);
  return F;
}

vfs::directory_iterator IncludeFileSystem::dir_begin(const Twine &Dir,
                                                     std::error_code &EC) {
  return getUnderlyingFS().dir_begin(normalize(Dir), EC);
}

std::error_code IncludeFileSystem::getRealPath(const Twine &Path,
                                               SmallVectorImpl<char> &Output) {
  return getUnderlyingFS().getRealPath(normalize(Path), Output);
}

bool IncludeFileSystem::exists(const Twine &Path) {
  std::string P = normalize(Path);
  bool Exists = getUnderlyingFS().exists(P);
  if (!Exists)
    noteCaseMismatch(P);
  return Exists;
}

std::optional<std::pair<std::string, std::string>>
IncludeFileSystem::findCaseMismatch(StringRef Asked) {
  std::string Name = normalize(Asked);
  std::set<std::string> Paths;
  {
    std::lock_guard<std::mutex> G(Lock);
    Paths = Missing;
  }
  // Clang may have stopped at a directory that does not exist: a missing
  // path ending in a leading part of the name gives the full path asked for.
  for (const std::string &P : Paths) {
    for (size_t Len = Name.size(); Len != std::string::npos && Len;
         Len = Name.rfind('/', Len - 1)) {
      std::string Head = "/" + Name.substr(0, Len);
      if (!StringRef(P).ends_with(Head))
        continue;
      std::string Full = P + Name.substr(Len);
      std::optional<std::string> Found = findCaseInsensitive(Full);
      if (Found && *Found != Full)
        return std::make_pair(Full, *Found);
      break;
    }
  }
  return std::nullopt;
}

} // namespace dxild
