//===- Metrics.cpp - What dxild tells Prometheus --------------------------===//

#include "Metrics.h"

#include <prometheus/counter.h>
#include <prometheus/exposer.h>
#include <prometheus/gauge.h>
#include <prometheus/histogram.h>
#include <prometheus/registry.h>
#include <prometheus/text_serializer.h>

#include <map>
#include <mutex>

namespace dxild::server {

namespace {

const char *stageName(Stage S) {
  switch (S) {
  case Stage::Queue:
    return "queue";
  case Stage::Frontend:
    return "frontend";
  case Stage::Binding:
    return "binding";
  case Stage::Lowering:
    return "lowering";
  case Stage::Writing:
    return "writing";
  case Stage::Cache:
    return "cache";
  case Stage::Total:
    return "total";
  }
  return "total";
}

/// 50 us .. ~26 s, doubling: compiles take milliseconds, cache hits
/// microseconds, and a pathological shader seconds.
prometheus::Histogram::BucketBoundaries latencyBuckets() {
  prometheus::Histogram::BucketBoundaries B;
  for (double V = 50e-6; V < 30; V *= 2)
    B.push_back(V);
  return B;
}

} // namespace

struct Metrics::Impl {
  std::shared_ptr<prometheus::Registry> Registry =
      std::make_shared<prometheus::Registry>();
  std::unique_ptr<prometheus::Exposer> Exposer;

  prometheus::Family<prometheus::Counter> &Requests =
      prometheus::BuildCounter()
          .Name("dxild_requests_total")
          .Help("Compile requests by RPC and outcome")
          .Register(*Registry);
  prometheus::Family<prometheus::Histogram> &Latency =
      prometheus::BuildHistogram()
          .Name("dxild_stage_seconds")
          .Help("Time spent per pipeline stage")
          .Register(*Registry);
  prometheus::Family<prometheus::Counter> &Cache =
      prometheus::BuildCounter()
          .Name("dxild_cache_lookups_total")
          .Help("Cache lookups by tier and result")
          .Register(*Registry);
  prometheus::Family<prometheus::Counter> &CacheErrors =
      prometheus::BuildCounter()
          .Name("dxild_cache_errors_total")
          .Help("Cache tier failures (served from other tiers or a compile)")
          .Register(*Registry);
  prometheus::Counter &Crashes =
      prometheus::BuildCounter()
          .Name("dxild_compiler_crashes_total")
          .Help("Compiles that crashed inside Clang/LLVM and were isolated")
          .Register(*Registry)
          .Add({});
  prometheus::Family<prometheus::Counter> &Bytes =
      prometheus::BuildCounter()
          .Name("dxild_bytes_total")
          .Help("Request and response payload bytes")
          .Register(*Registry);
  prometheus::Gauge &InFlight = prometheus::BuildGauge()
                                    .Name("dxild_compiles_in_flight")
                                    .Help("Compiles running now")
                                    .Register(*Registry)
                                    .Add({});
  prometheus::Gauge &Queued = prometheus::BuildGauge()
                                  .Name("dxild_compiles_queued")
                                  .Help("Compiles waiting for a thread")
                                  .Register(*Registry)
                                  .Add({});
  prometheus::Family<prometheus::Counter> &WorkerRestarts =
      prometheus::BuildCounter()
          .Name("dxild_worker_restarts_total")
          .Help("Worker processes replaced, by reason (crash, memory, time, "
                "cancelled, compiles, growth, error)")
          .Register(*Registry);
  prometheus::Family<prometheus::Gauge> &WorkerRss =
      prometheus::BuildGauge()
          .Name("dxild_worker_rss_bytes")
          .Help("Resident size of each worker process after its last compile")
          .Register(*Registry);
  prometheus::Counter &BytesIn = Bytes.Add({{"direction", "in"}});
  prometheus::Counter &BytesOut = Bytes.Add({{"direction", "out"}});

  // Family::Add takes a lock and hashes labels; cache the handles.
  std::mutex Mutex;
  std::map<int, prometheus::Histogram *> StageHistograms;

  prometheus::Histogram &stage(Stage S) {
    std::lock_guard<std::mutex> Lock(Mutex);
    prometheus::Histogram *&H = StageHistograms[static_cast<int>(S)];
    if (!H)
      H = &Latency.Add({{"stage", stageName(S)}}, latencyBuckets());
    return *H;
  }
};

Metrics::Metrics() : P(std::make_unique<Impl>()) {}
Metrics::~Metrics() = default;

bool Metrics::listen(const std::string &Address, std::string &Error) {
  try {
    P->Exposer = std::make_unique<prometheus::Exposer>(Address, 1);
  } catch (const std::exception &E) {
    Error = "cannot serve metrics on " + Address + ": " + E.what();
    return false;
  }
  P->Exposer->RegisterCollectable(P->Registry);
  return true;
}

int Metrics::port() const {
  if (!P->Exposer)
    return 0;
  std::vector<int> Ports = P->Exposer->GetListeningPorts();
  return Ports.empty() ? 0 : Ports.front();
}

void Metrics::countRequest(const std::string &Rpc, const std::string &Outcome) {
  P->Requests.Add({{"rpc", Rpc}, {"outcome", Outcome}}).Increment();
}

void Metrics::observeStage(Stage S, uint64_t Micros) {
  P->stage(S).Observe(static_cast<double>(Micros) * 1e-6);
}

void Metrics::countCacheLookup(const std::string &Tier, bool Hit) {
  P->Cache.Add({{"tier", Tier}, {"result", Hit ? "hit" : "miss"}}).Increment();
}

void Metrics::countCacheError(const std::string &Tier) {
  P->CacheErrors.Add({{"tier", Tier}}).Increment();
}

void Metrics::countCrash() { P->Crashes.Increment(); }

void Metrics::countWorkerRestart(const std::string &Reason) {
  P->WorkerRestarts.Add({{"reason", Reason}}).Increment();
}

void Metrics::setWorkerRss(unsigned Worker, uint64_t Bytes) {
  P->WorkerRss.Add({{"worker", std::to_string(Worker)}})
      .Set(static_cast<double>(Bytes));
}

void Metrics::addBytes(uint64_t In, uint64_t Out) {
  P->BytesIn.Increment(static_cast<double>(In));
  P->BytesOut.Increment(static_cast<double>(Out));
}

void Metrics::setInFlight(int64_t N) {
  P->InFlight.Set(static_cast<double>(N));
}
void Metrics::setQueued(int64_t N) { P->Queued.Set(static_cast<double>(N)); }

std::string Metrics::render() const {
  return prometheus::TextSerializer().Serialize(P->Registry->Collect());
}

} // namespace dxild::server
