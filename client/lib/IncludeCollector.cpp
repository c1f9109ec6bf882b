//===- IncludeCollector.cpp - Ship a source's includes with it ------------===//

#include "dxild/client/IncludeCollector.h"
#include "dxild/client/SourceEncoding.h"

#include <algorithm>
#include <cctype>
#include <deque>
#include <filesystem>
#include <fstream>
#include <map>
#include <optional>
#include <set>
#include <sstream>

namespace fs = std::filesystem;

namespace dxild::client {

namespace {

fs::path normalAbsolute(const fs::path &P) {
  std::error_code EC;
  fs::path Abs = fs::absolute(P, EC);
  return (EC ? P : Abs).lexically_normal();
}

/// Reads a source file as UTF-8 text (SourceEncoding.h).
bool readFile(const fs::path &P, std::string &Out) {
  std::ifstream In(P, std::ios::binary);
  if (!In)
    return false;
  std::ostringstream SS;
  SS << In.rdbuf();
  Out = decodeSourceText(SS.str());
  return true;
}

bool isRegularFile(const fs::path &P) {
  std::error_code EC;
  return fs::is_regular_file(P, EC);
}

struct IncludeDirective {
  std::string Path;
  bool Angled = false;
  /// `#include NAME`: Path is the macro's name (its value names the file).
  bool Macro = false;
};

bool isIdentifierChar(char C) {
  return std::isalnum(static_cast<unsigned char>(C)) || C == '_';
}

/// Where the operand of a `#Name` directive line starts (blanks allowed
/// around the `#`), or npos for any other line.
size_t directiveOperand(const std::string &Line, const std::string &Name) {
  size_t I = Line.find_first_not_of(" \t");
  if (I == std::string::npos || Line[I] != '#')
    return std::string::npos;
  I = Line.find_first_not_of(" \t", I + 1);
  if (I == std::string::npos || Line.compare(I, Name.size(), Name) != 0)
    return std::string::npos;
  return Line.find_first_not_of(" \t", I + Name.size());
}

/// `"x"` or `<x>` at the start of \p Text (after blanks): the directive it
/// makes, with Windows separators as '/'.
std::optional<IncludeDirective> quotedPath(const std::string &Text, size_t I) {
  I = Text.find_first_not_of(" \t", I);
  if (I == std::string::npos)
    return std::nullopt;
  char Open = Text[I];
  char Close = Open == '"' ? '"' : (Open == '<' ? '>' : 0);
  if (!Close)
    return std::nullopt;
  size_t End = Text.find(Close, I + 1);
  if (End == std::string::npos || End == I + 1)
    return std::nullopt;
  // DXC accepts Windows separators on every host; so does the compiler.
  std::string Path = Text.substr(I + 1, End - I - 1);
  std::replace(Path.begin(), Path.end(), '\\', '/');
  return IncludeDirective{Path, Open == '<', false};
}

/// Object-like `#define NAME body` lines of \p Text, into \p Macros.
void scanDefines(const std::string &Text,
                 std::multimap<std::string, std::string> &Macros) {
  std::istringstream In(Text);
  std::string Line;
  while (std::getline(In, Line)) {
    size_t I = directiveOperand(Line, "define");
    size_t End = I;
    while (End < Line.size() && isIdentifierChar(Line[End]))
      ++End;
    // A function-like macro's `(` follows its name directly.
    if (End == I || (End < Line.size() && Line[End] == '('))
      continue;
    size_t Body = Line.find_first_not_of(" \t", End);
    Macros.emplace(Line.substr(I, End - I),
                   Body == std::string::npos ? "" : Line.substr(Body));
  }
}

/// Finds `#include "x"` and `#include <x>` lines. Comments and conditionals
/// are not interpreted: shipping an unneeded file is harmless.
std::vector<IncludeDirective> scanIncludes(const std::string &Text) {
  std::vector<IncludeDirective> Result;
  std::istringstream In(Text);
  std::string Line;
  while (std::getline(In, Line)) {
    size_t I = directiveOperand(Line, "include");
    if (I == std::string::npos)
      continue;
    if (std::optional<IncludeDirective> Inc = quotedPath(Line, I)) {
      Result.push_back(*Inc);
      continue;
    }
    // `#include NAME` (Capsaicin's `#include LIGHT_SAMPLER_HEADER`).
    size_t End = I;
    while (End < Line.size() && isIdentifierChar(Line[End]))
      ++End;
    if (End > I && !std::isdigit(static_cast<unsigned char>(Line[I])))
      Result.push_back({Line.substr(I, End - I), false, true});
  }
  return Result;
}

/// The files macro \p Name can name, through macros naming macros (a few
/// levels): every definition is followed, since the collector does not
/// evaluate conditionals.
void macroPaths(const std::multimap<std::string, std::string> &Macros,
                const std::string &Name, unsigned Depth,
                std::vector<IncludeDirective> &Out) {
  if (Depth > 8)
    return;
  auto [Begin, End] = Macros.equal_range(Name);
  for (auto It = Begin; It != End; ++It) {
    const std::string &Body = It->second;
    if (std::optional<IncludeDirective> Inc = quotedPath(Body, 0)) {
      Out.push_back(*Inc);
      continue;
    }
    size_t I = Body.find_first_not_of(" \t");
    size_t E = I;
    while (E < Body.size() && isIdentifierChar(Body[E]))
      ++E;
    if (I != std::string::npos && E > I)
      macroPaths(Macros, Body.substr(I, E - I), Depth + 1, Out);
  }
}

/// The file whose name differs from \p P only in letter case, component by
/// component, if there is exactly such a file. Shipped under its real name,
/// it lets the compiler say which file a wrongly cased #include meant
/// (a case-insensitive client file system would have opened it).
std::optional<fs::path> findCaseInsensitive(const fs::path &P) {
  fs::path Result = P.root_path();
  for (const fs::path &Part : P.relative_path()) {
    std::error_code EC;
    if (fs::exists(Result / Part, EC)) {
      Result /= Part;
      continue;
    }
    std::optional<fs::path> Match;
    std::string Want = Part.string();
    for (fs::directory_iterator I(Result, EC), E; !EC && I != E;
         I.increment(EC)) {
      std::string Name = I->path().filename().string();
      if (Name.size() == Want.size() &&
          std::equal(Name.begin(), Name.end(), Want.begin(),
                     [](unsigned char A, unsigned char B) {
                       return std::tolower(A) == std::tolower(B);
                     })) {
        Match = I->path();
        break;
      }
    }
    if (!Match)
      return std::nullopt;
    Result = *Match;
  }
  return isRegularFile(Result) ? std::optional<fs::path>(Result) : std::nullopt;
}

/// The deepest directory containing both paths.
fs::path commonAncestor(const fs::path &A, const fs::path &B) {
  fs::path Result;
  auto IA = A.begin(), IB = B.begin();
  for (; IA != A.end() && IB != B.end() && *IA == *IB; ++IA, ++IB)
    Result /= *IA;
  return Result;
}

/// The highest directory the include path \p Inc visits from \p Base
/// (`../fx/x.h` from `a/fx`: `a`).
fs::path highestDirectory(const fs::path &Base, const fs::path &Inc) {
  auto depth = [](const fs::path &P) {
    return std::distance(P.begin(), P.end());
  };
  fs::path Dir = Base, Highest = Base;
  for (const fs::path &Part : Inc.parent_path()) {
    if (Part == "..") {
      Dir = Dir.parent_path();
      if (depth(Dir) < depth(Highest))
        Highest = Dir;
    } else if (Part != "." && !Part.empty()) {
      Dir /= Part;
    }
  }
  return Highest;
}

std::string virtualName(const fs::path &Real, const fs::path &Root) {
  fs::path Rel = Real.lexically_relative(Root);
  // Map keys are protobuf strings too; an include directive naming the file
  // was decoded the same way (readFile).
  std::string S = fixUTF8(Rel.generic_string());
  return S.empty() ? "." : S;
}

} // namespace

bool collectSources(const std::string &MainFile,
                    const std::vector<std::string> &IncludeDirs,
                    v1::CompileRequest &Request, CollectedSources &Collected,
                    std::string &Error, const CollectLimits &Limits) {
  const fs::path Main = normalAbsolute(MainFile);
  std::string MainText;
  if (!isRegularFile(Main) || !readFile(Main, MainText)) {
    Error = "cannot read '" + MainFile + "'";
    return false;
  }
  std::vector<fs::path> Dirs;
  for (const std::string &D : IncludeDirs)
    Dirs.push_back(normalAbsolute(D));

  // Breadth-first over the include graph, in a stable order.
  std::map<fs::path, std::string> Files; // real path -> content
  std::vector<fs::path> Climbed;         // directories `..` climbs to
  std::set<fs::path> Visited{Main};
  std::deque<std::pair<fs::path, std::string>> Work;
  Work.emplace_back(Main, MainText);
  size_t TotalBytes = MainText.size();
  // Macros an `#include NAME` may use: the request's defines and every
  // object-like `#define` of the files read.
  std::multimap<std::string, std::string> Macros;
  for (const v1::Define &D : Request.defines())
    Macros.emplace(D.name(), D.has_value() ? D.value() : "1");
  scanDefines(MainText, Macros);
  // `#include NAME` directives, resolved once every file is read (the
  // definition may be in a file read later), and those done.
  std::vector<std::pair<fs::path, std::string>> MacroIncludes;
  std::set<std::pair<fs::path, std::string>> MacroIncludesDone;
  // Follows one include of File: reads the file it names (first match
  // among the bases) into Files and the work list. False when a limit is
  // exceeded or the file cannot be read (Error says which).
  auto Follow = [&](const fs::path &File, const IncludeDirective &Inc) {
    std::vector<fs::path> Bases;
    if (!Inc.Angled)
      Bases.push_back(File.parent_path());
    Bases.insert(Bases.end(), Dirs.begin(), Dirs.end());
    bool Exact = false;
    for (const fs::path &B : Bases)
      Exact = Exact || isRegularFile((B / Inc.Path).lexically_normal());
    for (const fs::path &B : Bases) {
      fs::path Real = (B / Inc.Path).lexically_normal();
      if (!Exact)
        Real = findCaseInsensitive(Real).value_or(Real);
      if (!isRegularFile(Real))
        continue;
      // `../fx/x.h` written in fx/ climbs to fx's parent before it comes
      // back: the compiler resolves it in the request's virtual tree, so
      // that tree must hold the directory it climbs to.
      Climbed.push_back(highestDirectory(B, Inc.Path));
      if (!Visited.insert(Real).second)
        return true;
      std::string Content;
      if (!readFile(Real, Content)) {
        Error = "cannot read include file '" + Real.string() + "'";
        return false;
      }
      TotalBytes += Content.size();
      if (Files.size() + 1 > Limits.MaxFiles ||
          TotalBytes > Limits.MaxTotalBytes) {
        Error = "the includes of '" + MainFile +
                "' exceed the client's limits (" +
                std::to_string(Limits.MaxFiles) + " files, " +
                std::to_string(Limits.MaxTotalBytes) + " bytes)";
        return false;
      }
      Files.emplace(Real, Content);
      scanDefines(Content, Macros);
      Work.emplace_back(Real, std::move(Content));
      return true;
    }
    return true;
  };
  while (true) {
    if (Work.empty()) {
      for (const auto &[File, Name] : MacroIncludes) {
        if (!MacroIncludesDone.insert({File, Name}).second)
          continue;
        std::vector<IncludeDirective> Paths;
        macroPaths(Macros, Name, 0, Paths);
        for (const IncludeDirective &Inc : Paths)
          if (!Follow(File, Inc))
            return false;
      }
      MacroIncludes.clear();
      if (Work.empty())
        break;
    }
    auto [File, Text] = std::move(Work.front());
    Work.pop_front();
    for (const IncludeDirective &Inc : scanIncludes(Text)) {
      if (Inc.Macro)
        MacroIncludes.emplace_back(File, Inc.Path);
      else if (!Follow(File, Inc))
        return false;
    }
  }

  fs::path Root = Main.parent_path();
  for (const fs::path &D : Dirs)
    Root = commonAncestor(Root, D);
  for (const auto &[Real, Content] : Files)
    Root = commonAncestor(Root, Real.parent_path());
  for (const fs::path &D : Climbed)
    Root = commonAncestor(Root, D);
  if (Root.empty())
    Root = "/";

  Collected.Root = Root.string();
  Collected.VirtualToReal.clear();
  Request.set_source(MainText);
  Request.set_source_name(virtualName(Main, Root));
  Collected.VirtualToReal[Request.source_name()] = Main.string();
  Request.clear_include_dirs();
  for (const fs::path &D : Dirs)
    Request.add_include_dirs(virtualName(D, Root));
  auto &Map = *Request.mutable_include_files();
  Map.clear();
  for (const auto &[Real, Content] : Files) {
    std::string Name = virtualName(Real, Root);
    Map[Name] = Content;
    Collected.VirtualToReal[Name] = Real.string();
  }
  return true;
}

} // namespace dxild::client
