//===- main.cpp - dxild, the HLSL compile server --------------------------===//

#include "Server.h"

#include <csignal>
#include <cstdlib>
#include <cstring>
#include <iostream>
#include <string>

using namespace dxild::server;

namespace {

void printUsage() {
  std::cout << "USAGE: dxild [options]\n\n"
               "  --listen HOST:PORT        Address to serve on (default "
               "127.0.0.1:7575; port 0 picks one)\n"
               "  --threads N               Compile threads (default: one per "
               "core)\n"
               "  --max-message-bytes N     Largest request or response "
               "(default 64 MiB)\n"
               "  --max-queue N             Compiles allowed to wait for a "
               "thread (default 1024)\n"
               "  --shutdown-grace-ms N     Time in-flight compiles get on "
               "SIGTERM (default 10000)\n";
}

[[noreturn]] void fail(const std::string &Message) {
  std::cerr << "dxild: error: " << Message << "\n";
  std::exit(2);
}

unsigned long parseNumber(const std::string &Flag, const char *Text) {
  char *End = nullptr;
  errno = 0;
  unsigned long V = std::strtoul(Text, &End, 10);
  if (!*Text || *End || errno)
    fail("invalid value '" + std::string(Text) + "' for " + Flag);
  return V;
}

} // namespace

int main(int Argc, char **Argv) {
  ServerConfig Config;
  unsigned long GraceMs = 10000;
  for (int I = 1; I < Argc; ++I) {
    std::string Flag = Argv[I];
    std::string Value;
    size_t Eq = Flag.find('=');
    bool HasInline = Flag.rfind("--", 0) == 0 && Eq != std::string::npos;
    if (HasInline) {
      Value = Flag.substr(Eq + 1);
      Flag = Flag.substr(0, Eq);
    }
    auto Next = [&]() -> const char * {
      if (HasInline)
        return Value.c_str();
      if (I + 1 >= Argc)
        fail("missing value for " + Flag);
      return Argv[++I];
    };
    if (Flag == "--help" || Flag == "-h") {
      printUsage();
      return 0;
    } else if (Flag == "--listen") {
      Config.Listen = Next();
    } else if (Flag == "--threads") {
      Config.Threads = static_cast<unsigned>(parseNumber(Flag, Next()));
    } else if (Flag == "--max-message-bytes") {
      unsigned long V = parseNumber(Flag, Next());
      if (V < 1024 || V > (1ul << 30))
        fail("--max-message-bytes must be between 1 KiB and 1 GiB");
      Config.MaxMessageBytes = static_cast<int>(V);
    } else if (Flag == "--max-queue") {
      Config.MaxQueue = parseNumber(Flag, Next());
    } else if (Flag == "--shutdown-grace-ms") {
      GraceMs = parseNumber(Flag, Next());
    } else {
      fail("unknown option '" + Flag + "' (see --help)");
    }
  }

  // Signals are taken synchronously by this thread only: block them before
  // any other thread exists so every thread inherits the mask.
  sigset_t Signals;
  sigemptyset(&Signals);
  sigaddset(&Signals, SIGTERM);
  sigaddset(&Signals, SIGINT);
  pthread_sigmask(SIG_BLOCK, &Signals, nullptr);

  Server S(Config);
  std::string Error;
  if (!S.start(Error))
    fail(Error);
  std::string Host = Config.Listen.substr(0, Config.Listen.rfind(':'));
  std::cout << "dxild listening on " << Host << ":" << S.port() << std::endl;

  int Signal = 0;
  sigwait(&Signals, &Signal);
  std::cerr << "dxild: " << strsignal(Signal) << ", shutting down\n";
  S.shutdown(std::chrono::milliseconds(GraceMs));
  return 0;
}
