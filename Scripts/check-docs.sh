#!/usr/bin/env bash
# Builds the Lexicon DocC catalog against the module's symbol graph with warnings as errors, so
# every public symbol link and article stays valid. Needs only the toolchain's `docc`.
set -euo pipefail
cd "$(dirname "$0")/.."
graphs=$(mktemp -d)
trap 'rm -rf "$graphs"' EXIT
for module in Lexicon LexiconRawFiles LexiconFormats LexiconEnvironment LexiconValidation \
  LexiconRemote LexiconFirebase LexiconPublishing LexiconTesting LexiconConfiguration LexiconSwiftUI \
  LexiconPseudo LexiconAcceptLanguage LexiconRemoteLive; do
  swift build --target "$module" -Xswiftc -emit-symbol-graph -Xswiftc -emit-symbol-graph-dir \
    -Xswiftc "$graphs/$module" -Xswiftc -emit-extension-block-symbols --scratch-path .build-docs \
    >/dev/null
  # Keep only the module's own symbol graph (and its extensions of other modules).
  mkdir -p "$graphs/$module-own"
  cp "$graphs/$module/$module".*symbols.json "$graphs/$module-own/"
  cp "$graphs/$module/$module"@*.symbols.json "$graphs/$module-own/" 2>/dev/null || true
  docc convert "Sources/$module/$module.docc" --additional-symbol-graph-dir "$graphs/$module-own" \
    --output-path "$graphs/$module.doccarchive" --fallback-display-name "$module" \
    --fallback-bundle-identifier "org.lexicon.$module" --warnings-as-errors
  echo "docs: $module catalog builds without warnings"
done
