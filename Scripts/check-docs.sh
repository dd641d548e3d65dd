#!/usr/bin/env bash
# Builds the Lexicon DocC catalog against the module's symbol graph with warnings as errors, so
# every public symbol link and article stays valid. Needs only the toolchain's `docc`.
set -euo pipefail
cd "$(dirname "$0")/.."
graphs=$(mktemp -d)
trap 'rm -rf "$graphs"' EXIT
swift build --target Lexicon -Xswiftc -emit-symbol-graph -Xswiftc -emit-symbol-graph-dir \
  -Xswiftc "$graphs/symbols" --scratch-path .build-docs >/dev/null
docc convert Sources/Lexicon/Lexicon.docc --additional-symbol-graph-dir "$graphs/symbols" \
  --output-path "$graphs/Lexicon.doccarchive" --fallback-display-name Lexicon \
  --fallback-bundle-identifier org.lexicon.Lexicon --warnings-as-errors
echo "docs: catalog builds without warnings"
