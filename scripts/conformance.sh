#!/usr/bin/env bash
# Execution conformance of dxild's DXIL with LLVM's offload-test-suite
# (developer tool, not a CI dependency; see core/lib/Lowering/README.md).
#
# Compiles the tests of the harness's dxc-path-pass.txt (the tests that pass
# when DXC compiles them) with this tree's dxilc, converts the DXIL to SPIR-V
# with dxil-spirv, runs them on a Vulkan driver (lavapipe is enough) through
# the vkrun harness, checks the outputs and prints the figure:
# "N passed, M failed, K skipped" and "dxild: N/<listed> (...)".
#
# Usage:
#   scripts/conformance.sh --harness DIR --dxil-spirv BIN --suite PATH
#                          [--dxilc BIN] [--workdir DIR] [--json FILE]
#                          [--tests-file FILE] [-- extra run_suite.py args]
#   --harness    the vkrun directory (run_suite.py, dxil_to_spirv.sh,
#                dxc-path-pass.txt); vkrun is built by its build.sh into
#                $VKRUN_BUILD (default WORKDIR/vkrun-build) when missing
#   --dxil-spirv the dxil-spirv binary
#   --suite      offload-test-suite: a checkout, or a bare git directory
#   --dxilc      default: build/bin/dxilc of this tree
#   --tests-file default: HARNESS/dxc-path-pass.txt
# The harness's README lists the packages it needs (Vulkan loader, lavapipe,
# spirv-tools, python3-yaml).
set -euo pipefail

root=$(cd "$(dirname "$0")/.." && pwd)
harness="" dxil_spirv="" suite="" dxilc="$root/build/bin/dxilc"
workdir="${TMPDIR:-/tmp}/dxild-conformance" json="" tests_file=""
extra=()
usage() { sed -n '2,24p' "$0" | sed 's/^# \{0,1\}//'; exit "${1:-2}"; }
while [ $# -gt 0 ]; do
  case "$1" in
    --harness) harness=$2; shift 2 ;;
    --dxil-spirv) dxil_spirv=$2; shift 2 ;;
    --suite) suite=$2; shift 2 ;;
    --dxilc) dxilc=$2; shift 2 ;;
    --workdir) workdir=$2; shift 2 ;;
    --json) json=$2; shift 2 ;;
    --tests-file) tests_file=$2; shift 2 ;;
    -h|--help) usage 0 ;;
    --) shift; extra=("$@"); break ;;
    *) echo "conformance.sh: unknown argument '$1'" >&2; usage ;;
  esac
done
[ -n "$harness" ] && [ -n "$dxil_spirv" ] && [ -n "$suite" ] || usage
harness=$(cd "$harness" && pwd)
tests_file=${tests_file:-$harness/dxc-path-pass.txt}
for f in "$harness/run_suite.py" "$harness/dxil_to_spirv.sh" "$tests_file"; do
  [ -r "$f" ] || { echo "conformance.sh: missing $f" >&2; exit 2; }
done
[ -x "$dxil_spirv" ] || { echo "conformance.sh: $dxil_spirv is not executable" >&2; exit 2; }
[ -x "$dxilc" ] || { echo "conformance.sh: $dxilc not built (scripts/build.sh)" >&2; exit 2; }

mkdir -p "$workdir"
vkrun_dir=${VKRUN_BUILD:-$workdir/vkrun-build}
if [ ! -x "$vkrun_dir/vkrun" ]; then
  VKRUN_BUILD=$vkrun_dir sh "$harness/build.sh"
fi

if [ -d "$suite/.git" ] || [ -f "$suite/lit.cfg.py" ] || [ -d "$suite/test" ]; then
  suite_args=(--suite-dir "$suite")
else
  suite_args=(--suite-git "$suite")
fi
json=${json:-$workdir/results.json}

export DXIL_SPIRV="$dxil_spirv" XDG_RUNTIME_DIR="${XDG_RUNTIME_DIR:-/tmp}"
mapfile -t tests < <(grep -v '^[[:space:]]*\(#\|$\)' "$tests_file")
set +e
python3 "$harness/run_suite.py" -q --binding-model dx --compiler-feature DXC \
  "${suite_args[@]}" --vkrun "$vkrun_dir/vkrun" --workdir "$workdir" \
  --compiler "$harness/dxil_to_spirv.sh $dxilc {src} {entry} {profile} {out} {flags}" \
  --json "$json" "${extra[@]}" "${tests[@]}" | tee "$workdir/summary.txt"
status=${PIPESTATUS[0]}
set -e
passed=$(tail -n 1 "$workdir/summary.txt" | sed -n 's/^\([0-9]*\) passed.*/\1/p')
echo "dxild: ${passed:-?}/${#tests[@]} of $(basename "$tests_file") (results: $json)"
exit "$status"
