#!/usr/bin/env python3
"""Checks the deployment files against each other and against dxild itself.

Docker and Kubernetes do not run on the development or CI machines, so this
is what keeps Dockerfile, docker-compose.yml, deploy/kubernetes and
deploy/prometheus honest: they parse, they reference each other correctly,
and every dxild flag they pass is one `dxild --help` lists.

Usage: check_deployment.py <repo root> <path to dxild>
"""

import re
import subprocess
import sys
from pathlib import Path

import yaml

failures = []


def check(condition, message):
    if not condition:
        failures.append(message)


def load_all(path):
    with open(path) as f:
        return [d for d in yaml.safe_load_all(f) if d is not None]


def flags_in(args):
    """--name from '--name=value' and '--name' arguments."""
    return {a.split("=", 1)[0] for a in args if str(a).startswith("--")}


def main():
    root = Path(sys.argv[1])
    dxild = sys.argv[2]
    help_text = subprocess.run([dxild, "--help"], capture_output=True,
                               text=True, check=True).stdout
    known_flags = set(re.findall(r"^\s+(--[a-z0-9-]+)", help_text, re.M))
    check("--listen" in known_flags, "dxild --help lists no --listen")

    # Dockerfile: built by the README's scripts, non-root, health-checked.
    dockerfile = (root / "Dockerfile").read_text()
    check("scripts/install-deps.sh" in dockerfile,
          "Dockerfile does not use scripts/install-deps.sh")
    check("scripts/build.sh" in dockerfile,
          "Dockerfile does not use scripts/build.sh")
    check(re.search(r"^FROM debian:bookworm", dockerfile, re.M) is not None,
          "Dockerfile is not based on debian:bookworm")
    check(re.search(r"^USER (?!root)", dockerfile, re.M) is not None,
          "Dockerfile runs as root")
    check("HEALTHCHECK" in dockerfile, "Dockerfile has no HEALTHCHECK")
    entry = re.search(r"^ENTRYPOINT (\[.*\])", dockerfile, re.M)
    check(entry is not None, "Dockerfile has no ENTRYPOINT")
    if entry:
        unknown = flags_in(yaml.safe_load(entry.group(1))) - known_flags
        check(not unknown, f"Dockerfile ENTRYPOINT flags unknown: {unknown}")

    # docker-compose: two replicas, Redis, Prometheus, known flags.
    compose = load_all(root / "docker-compose.yml")[0]
    services = compose.get("services", {})
    replicas = [n for n in services if n.startswith("dxild")]
    check(len(replicas) >= 2, "docker-compose.yml has fewer than 2 dxild replicas")
    check("redis" in services, "docker-compose.yml has no redis")
    check("prometheus" in services, "docker-compose.yml has no prometheus")
    for name in replicas:
        command = services[name].get("command", [])
        unknown = flags_in(command) - known_flags
        check(not unknown, f"compose {name}: unknown dxild flags {unknown}")
        check(any(str(a).startswith("--redis=redis:") for a in command),
              f"compose {name} does not use the redis service")

    # Prometheus scrapes the compose replicas on their metrics port.
    prom = load_all(root / "deploy/prometheus/prometheus.yml")[0]
    targets = [t for job in prom["scrape_configs"]
               for sc in job.get("static_configs", []) for t in sc["targets"]]
    for name in replicas:
        command = services[name].get("command", [])
        port = next((a.split(":")[-1] for a in command
                     if str(a).startswith("--metrics-listen=")), None)
        check(port is not None, f"compose {name} serves no metrics")
        check(f"{name}:{port}" in targets,
              f"prometheus.yml does not scrape {name}:{port}")

    # Kubernetes.
    docs = []
    for manifest in sorted((root / "deploy/kubernetes").glob("*.yaml")):
        docs += load_all(manifest)
    by_kind = {}
    for d in docs:
        check("apiVersion" in d and "kind" in d and "metadata" in d,
              f"manifest without apiVersion/kind/metadata: {d}")
        by_kind.setdefault(d["kind"], []).append(d)
    for kind in ("Deployment", "Service", "HorizontalPodAutoscaler",
                 "ConfigMap"):
        check(kind in by_kind, f"no {kind} in deploy/kubernetes")
    deployments = {d["metadata"]["name"]: d for d in by_kind.get("Deployment", [])}
    dxild_dep = deployments.get("dxild")
    check(dxild_dep is not None, "no Deployment named dxild")
    if dxild_dep:
        spec = dxild_dep["spec"]
        labels = spec["template"]["metadata"]["labels"]
        check(spec["selector"]["matchLabels"].items() <= labels.items(),
              "Deployment selector does not match its pod labels")
        container = spec["template"]["spec"]["containers"][0]
        ports = {p["name"]: p["containerPort"] for p in container["ports"]}
        for probe in ("readinessProbe", "livenessProbe"):
            check(container.get(probe, {}).get("grpc", {}).get("port") ==
                  ports.get("grpc"), f"{probe} is not a gRPC health probe")
        unknown = flags_in(container.get("args", [])) - known_flags
        check(not unknown, f"Deployment args: unknown dxild flags {unknown}")
        env_refs = set(re.findall(r"\$\((\w+)\)", " ".join(container["args"])))
        config = {k for cm in by_kind.get("ConfigMap", [])
                  for k in cm.get("data", {})}
        check(env_refs <= config,
              f"args use variables no ConfigMap defines: {env_refs - config}")
        check(spec["template"]["spec"]["securityContext"].get("runAsNonRoot"),
              "pods may run as root")
        services_k8s = {s["metadata"]["name"]: s for s in by_kind.get("Service", [])}
        svc = services_k8s.get("dxild")
        check(svc is not None and svc["spec"]["selector"].items() <= labels.items(),
              "Service dxild does not select the dxild pods")
        for hpa in by_kind.get("HorizontalPodAutoscaler", []):
            ref = hpa["spec"]["scaleTargetRef"]
            check(ref["kind"] == "Deployment" and ref["name"] in deployments,
                  f"HPA targets unknown {ref}")
        redis_arg = next((a for a in container["args"] if a.startswith("--redis=")), "")
        check(redis_arg != "", "Deployment does not use the shared Redis")

    if failures:
        for f in failures:
            print("FAIL:", f)
        print(f"0 passed, {len(failures)} failed")
        return 1
    print("deployment files consistent")
    return 0


if __name__ == "__main__":
    sys.exit(main())
