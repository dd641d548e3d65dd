#!/usr/bin/env bash
# Where the bytes of the binary-cost probe go (issue 19).
#
# Builds a probe (`binary-cost-lexicon` by default) in release exactly as the benchmark harness
# does, linked with a GNU gold map, in its own scratch folder (`.build-binary-cost/<flags>`, so
# `.build` is never disturbed), strips a copy, and prints Markdown tables attributing every byte
# of the stripped size: by group (configuration, generated CLDR tables, readers, formatter,
# languages, runtime, ...), by source folder, by file, by kind of symbol (generic
# specializations, Equatable/Hashable, witnesses, metadata, reflection, unwind tables) and the
# largest symbols. See Scripts/binary-cost-breakdown.py for the method.
#
#   Scripts/binary-cost-breakdown.sh                          # binary-cost-lexicon
#   Scripts/binary-cost-breakdown.sh --probe remote           # binary-cost-remote
#   Scripts/binary-cost-breakdown.sh --probe raw              # binary-cost-raw (raw table files)
#   Scripts/binary-cost-breakdown.sh --top 40 -- -Xswiftc -Osize   # other build flags
#
# Linux only (GNU gold map, binutils `readelf`, `nm`, `strip`). The first run builds Lexicon in
# release (minutes); later runs only relink.
set -euo pipefail
cd "$(dirname "$0")/.."

usage() {
  echo "usage: Scripts/binary-cost-breakdown.sh [--probe lexicon|raw|remote] [--top N] [-- SWIFT_BUILD_FLAGS...]"
}
probe=lexicon
top=20
extra=()
while [ $# -gt 0 ]; do
  case "$1" in
    --probe) probe=${2:?--probe needs a value}; shift 2 ;;
    --top) top=${2:?--top needs a value}; shift 2 ;;
    --) shift; extra=("$@"); break ;;
    -h|--help) usage; exit 0 ;;
    *) usage >&2; exit 64 ;;
  esac
done
case "$probe" in lexicon|raw|remote) ;; *) usage >&2; exit 64 ;; esac
if [ "$(uname -s)" != Linux ]; then
  echo "error: the breakdown reads a GNU gold linker map: run it on Linux" >&2
  exit 69
fi
for tool in readelf nm strip python3; do
  command -v "$tool" >/dev/null || { echo "error: $tool is not installed" >&2; exit 69; }
done

tag=$(printf '%s\n' "${extra[@]+"${extra[@]}"}" | cksum | cut -d' ' -f1)
scratch="$PWD/.build-binary-cost/$tag"
mkdir -p "$scratch"
build=(swift build -c release --scratch-path "$scratch" ${extra[@]+"${extra[@]}"})
bin=$("${build[@]}" --show-bin-path)
log="$scratch/build.log"

# Each probe is linked with its own map; removing the executable first makes the map current.
for name in foundation "$probe"; do
  rm -f "$bin/binary-cost-$name"
  if ! "${build[@]}" --product "binary-cost-$name" \
    -Xlinker "-Map=$scratch/binary-cost-$name.map" >"$log" 2>&1; then
    tail -30 "$log" >&2
    exit 1
  fi
  strip -o "$scratch/binary-cost-$name.stripped" "$bin/binary-cost-$name"
done
expected=$(printf 'Inbox\nHello, Ann! You have 3 messages.\n1 file\n5 files')
if [ "$("$bin/binary-cost-$probe")" != "$expected" ]; then
  echo "error: binary-cost-$probe does not print the expected lines" >&2
  exit 1
fi

python3 Scripts/binary-cost-breakdown.py "$bin/binary-cost-$probe" \
  "$scratch/binary-cost-$probe.map" "$scratch/binary-cost-$probe.stripped" \
  --baseline "$scratch/binary-cost-foundation.stripped" --top "$top"
