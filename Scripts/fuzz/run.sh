#!/usr/bin/env bash
# Builds the libFuzzer harness with the Lexicon sources and fuzzes each parser.
#
# Usage: Scripts/fuzz/run.sh [SECONDS_PER_PARSER] [PARSER...]
#   PARSER is one of: strings stringsdict xcstrings xml json (default: strings stringsdict xcstrings)
# Crashes, leaks and timeouts are written to .build/fuzz/<parser>-crash-* (and -timeout-*, -oom-*).
# The growing corpus lives in .build/fuzz/corpus-<parser>, seeded from the test fixtures and,
# when present, small files of ../shared/corpus.
set -euo pipefail
cd "$(dirname "$0")/../.."

seconds="${1:-60}"
shift || true
parsers=("$@")
if [ "${#parsers[@]}" -eq 0 ]; then parsers=(strings stringsdict xcstrings); fi

out=.build/fuzz
mkdir -p "$out"
echo "building $out/lexicon-fuzz"
# shellcheck disable=SC2046
swiftc -sanitize=fuzzer,address -parse-as-library -O -g -module-name Lexicon -package-name lexicon \
  $(find Sources/Lexicon -name '*.swift' | sort | tr '\n' ' ') Scripts/fuzz/FuzzTarget.swift \
  -o "$out/lexicon-fuzz"

extension_for() {
  case "$1" in
    strings) echo strings ;;
    stringsdict | xml) echo stringsdict ;;
    *) echo xcstrings ;;
  esac
}

for parser in "${parsers[@]}"; do
  ext="$(extension_for "$parser")"
  corpus="$out/corpus-$parser"
  mkdir -p "$corpus"
  cp Tests/LexiconTests/Fixtures/formats/*."$ext" "$corpus/" 2>/dev/null || true
  if [ -d ../shared/corpus ]; then
    find ../shared/corpus -name "*.$ext" -size -64k -exec cp {} "$corpus/" \; 2>/dev/null || true
  fi
  echo "fuzzing $parser for ${seconds}s"
  LEXICON_FUZZ_PARSER="$parser" "$out/lexicon-fuzz" "$corpus" \
    -max_total_time="$seconds" -max_len=65536 -timeout=10 -rss_limit_mb=4096 \
    -artifact_prefix="$out/$parser-" -print_final_stats=1 2>&1 | tail -n 25
done
