#!/usr/bin/env bash
# Builds the libFuzzer harness with the sources of Lexicon and of the modules over it that read or
# write files and payloads (LexiconReading, LexiconRawFiles, LexiconFormats, LexiconEnvironment,
# LexiconValidation, LexiconRemote, LexiconFirebase, LexiconPublishing) and the tool's XML and XLIFF
# readers, compiled as one module,
# and fuzzes each target, one at a time,
# with AddressSanitizer and LeakSanitizer on every path (Lexicon reads binary property lists
# with its own reader, so no target goes through Foundation's `PropertyListSerialization`).
#
# Usage: Scripts/fuzz/run.sh [SECONDS_PER_TARGET] [TARGET...]
#   TARGET is one of: strings stringsdict xcstrings xml json bplist format payload xliff eventstream compiled
#   (default: all of them)
#
# CI runs a 10-second smoke of every target. The documented long run is
#   Scripts/fuzz/run.sh 600
# (10 minutes per target, about an hour); its figures are recorded with the issue that ran it.
#
# Every target runs even when an earlier one finds something; the script then exits 1 and names
# the targets with findings. Crashes, leaks and timeouts are written to
# .build/fuzz/<target>-crash-* (and -leak-*, -timeout-*, -oom-*). The growing corpus lives in
# .build/fuzz/corpus-<target>, seeded from the test fixtures and, when present, small files of
# ../shared/corpus (binary property lists are made from them with `plutil`, when there is one).
set -euo pipefail
cd "$(dirname "$0")/../.."

seconds="${1:-60}"
shift || true
targets=("$@")
if [ "${#targets[@]}" -eq 0 ]; then
  targets=(strings stringsdict xcstrings xml json bplist format payload xliff eventstream compiled)
fi

out=.build/fuzz
mkdir -p "$out"
echo "building $out/lexicon-fuzz"
# One module from several: the sources are copied with their imports of each other removed, so
# the optimizer sees the whole parser-to-runtime path at once.
sources="$out/sources"
rm -rf "$sources"
mkdir -p "$sources"
while IFS= read -r file; do
  copy="$sources/$(printf '%s' "$file" | tr '/' '_')"
  sed -E '/^ *(@_exported |@testable )?import Lexicon[A-Za-z]*$/d' "$file" >"$copy"
done < <({
  find Sources/Lexicon Sources/LexiconReading Sources/LexiconRawFiles Sources/LexiconFormats \
    Sources/LexiconEnvironment Sources/LexiconValidation \
    Sources/LexiconRemote Sources/LexiconFirebase Sources/LexiconPublishing Sources/LexiconTool/XML \
    Scripts/fuzz -name '*.swift'
  # The XLIFF reader and writer, which need nothing else of the tool.
  for name in XLIFFDocument XLIFFReader XLIFFReadError XLIFFWriter; do
    echo "Sources/LexiconTool/XLIFF/$name.swift"
  done
  # The writer of compiled tables, which the `compiled` target round-trips through.
  echo Sources/LexiconTool/Compile/CompiledTableWriter.swift
} | sort)
swiftc -sanitize=fuzzer,address -parse-as-library -O -g -module-name Lexicon -package-name lexicon \
  "$sources"/*.swift -o "$out/lexicon-fuzz"

# The seed files of a target: fixtures and small corpus files with these extensions.
extensions_for() {
  case "$1" in
    strings) echo strings ;;
    xliff) echo xliff ;;
    stringsdict | xml) echo stringsdict ;;
    bplist) echo "strings stringsdict" ;;
    format | payload | eventstream | compiled) echo "" ;;
    *) echo xcstrings ;;
  esac
}

seed() {
  local target="$1" corpus="$2" ext file name
  local roots=(Tests/LexiconFormatsTests/Fixtures/formats)
  if [ -d ../shared/corpus ]; then roots+=(../shared/corpus); fi
  for ext in $(extensions_for "$target"); do
    while IFS= read -r -d '' file; do
      if [ "$target" = bplist ]; then
        # One binary copy per file, made once.
        name="$corpus/$(printf '%s' "$file" | cksum | cut -d' ' -f1).$ext"
        if [ ! -f "$name" ] && command -v plutil >/dev/null; then
          plutil -convert binary1 -o "$name" "$file" >/dev/null 2>&1 || rm -f "$name"
        fi
      else
        cp "$file" "$corpus/" 2>/dev/null || true
      fi
    done < <(find "${roots[@]}" -name "*.$ext" -size -64k -print0)
  done
}

# Templates for the `format` target (see FormatFuzzTarget.swift for the layout: two bytes that
# pick the arguments and the language, then the template; NUL separates plural variants).
seed_templates() {
  local corpus="$1"
  printf '\000\000Hello %%@, you have %%d new messages' >"$corpus/seed-plain"
  printf '\300\001%%2$@ owes %%1$d (%%3$.2f%%%%) %%4$s %%*d %%-8.3s|' >"$corpus/seed-positional"
  printf '\100\004%%#@v@ in %%#@w@\000%%d files\000%%d file\000%%arg folders\000one folder' \
    >"$corpus/seed-plural"
  printf '\000\004%%1$#@v@\000%%1$9999d%%1$#@v@%%1$#@w@\000\000%%1$#@v@' >"$corpus/seed-nested"
  printf '\104\000%%1$@%%1$@%%1$@%%1$@%%1$f%%1$.9999f%%9999d' >"$corpus/seed-hostile"
}

# Payloads for the `payload` target: the JSON examples of the wire-format article.
seed_payloads() {
  local corpus="$1"
  python3 - "$corpus" <<'PYTHON'
import re, sys
article = open("Sources/LexiconRemote/LexiconRemote.docc/OverTheAirFormats.md").read()
for number, block in enumerate(re.findall(r"```json\n(.*?)```", article, re.S)):
    open(f"{sys.argv[1]}/seed-article-{number}.json", "w").write(block)
PYTHON
}

# Streams for the `eventstream` target (a chunking byte, then the stream): what a Realtime
# Database sends, cut in odd places.
seed_event_streams() {
  local corpus="$1"
  printf '\003event: put\ndata: {"path":"/","data":"v1"}\n\nevent: keep-alive\ndata: null\n\n' \
    >"$corpus/seed-firebase"
  printf '\001:comment\r\nevent: patch\r\ndata: {"path":"/a","data":{"b":1}}\r\n\r\nevent: cancel\rdata: "Permission denied"\r\r' \
    >"$corpus/seed-line-endings"
  printf '\007\357\273\277id: 7\nretry: 3000\nevent: auth_revoked\ndata: "expired"\n\ndata: a\ndata: b\n\n' \
    >"$corpus/seed-fields"
}

# Compiled tables for the `compiled` target, written from the format's description in
# Sources/Lexicon/Formats/Compiled/CompiledTableFormat.swift (an independent writer): texts,
# the empty key, a non-ASCII key (read key by key), ASCII keys (the file kept as the table) and a
# plural with two variables.
seed_compiled_tables() {
  local corpus="$1"
  python3 - "$corpus" <<'PYTHON'
import struct, sys
def leb(data):
    out, n = b"", len(data)
    while n >= 0x80:
        out += bytes([(n & 0x7F) | 0x80]); n >>= 7
    return out + bytes([n]) + data
def table(texts, plurals):
    tkeys, ttexts = b"", b""
    for key, text in texts:
        tkeys += leb(key.encode()); ttexts += leb(text.encode())
    keys, strings, precs, vrecs, varrecs = b"", b"", b"", b"", b""
    nvar = nvariant = 0
    for key, fmt, variables in plurals:
        k, f = key.encode(), fmt.encode()
        keys += k; strings += f; precs += struct.pack("<III", len(k), len(f), len(variables))
        for name, spec, arg, forms in variables:
            n, s = name.encode(), spec.encode()
            strings += n + s
            vrecs += struct.pack("<IIII", len(n), len(s), arg, len(forms))
            for category, text in forms:
                t = text.encode(); strings += t; varrecs += struct.pack("<II", category, len(t))
            nvar += 1; nvariant += len(forms)
    offsets = [76]
    for section in (precs, vrecs, varrecs, keys, strings, tkeys):
        offsets.append(offsets[-1] + len(section))
    size = offsets[-1] + len(ttexts)
    header = b"LEXTBL\r\n" + struct.pack(
        "<17I", 2, size, len(texts), len(plurals), nvar, nvariant, offsets[0], offsets[1],
        offsets[2], offsets[3], len(keys), offsets[4], len(strings), offsets[5], len(tkeys),
        offsets[6], len(ttexts))
    return header + precs + vrecs + varrecs + keys + strings + tkeys + ttexts
seeds = {
    "texts": table([("", "empty key"), ("café", "😀"), ("title", "Inbox")], []),
    "ascii": table([("a", "x" * 200), ("b", ""), ("title", "Inbox")], []),
    "plural": table([("empty", "")], [("files", "%#@a@ in %#@b@", [
        ("a", "d", 0, [(1, "%d file"), (5, "%d files")]),
        ("b", "lld", 2, [(0, ""), (3, "%lld few"), (5, "%lld folders")])])]),
    "empty": table([], []),
}
for name, data in seeds.items():
    open(f"{sys.argv[1]}/seed-{name}.lexicontable", "wb").write(data)
PYTHON
}

findings=()
for target in "${targets[@]}"; do
  corpus="$out/corpus-$target"
  mkdir -p "$corpus"
  seed "$target" "$corpus"
  if [ "$target" = format ]; then seed_templates "$corpus"; fi
  if [ "$target" = payload ]; then seed_payloads "$corpus"; fi
  if [ "$target" = eventstream ]; then seed_event_streams "$corpus"; fi
  if [ "$target" = compiled ]; then seed_compiled_tables "$corpus"; fi
  echo "fuzzing $target for ${seconds}s (corpus: $(find "$corpus" -type f | wc -l) files)"
  if ! LEXICON_FUZZ_PARSER="$target" "$out/lexicon-fuzz" "$corpus" \
    -max_total_time="$seconds" -max_len=65536 -timeout=10 -rss_limit_mb=4096 \
    -artifact_prefix="$out/$target-" -print_final_stats=1 >"$out/$target.log" 2>&1; then
    findings+=("$target")
  fi
  tail -n 25 "$out/$target.log"
  echo "$target: corpus $(find "$corpus" -type f | wc -l) files, $(du -sk "$corpus" | cut -f1) KiB"
done

if [ "${#findings[@]}" -gt 0 ]; then
  echo "error: findings in: ${findings[*]} (artifacts in $out, logs in $out/<target>.log)" >&2
  exit 1
fi
echo "no findings in: ${targets[*]}"
