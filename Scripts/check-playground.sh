#!/usr/bin/env bash
# Compiles Playground.playground/Contents.swift against the freshly built Lexicon module and runs
# it, so the playground can never go stale. Expects `swift build` to have run.
set -euo pipefail
cd "$(dirname "$0")/.."
bin=$(swift build --show-bin-path)
out=$(mktemp -d)
trap 'rm -rf "$out"' EXIT
cp Playground.playground/Contents.swift "$out/main.swift"
swiftc -swift-version 6 -I "$bin/Modules" "$out/main.swift" "$bin"/Lexicon.build/*.o -o "$out/playground"
"$out/playground" | tee "$out/output.txt"
# Every line the page prints, in order: the formatted welcome, the "40% off" text that is never
# formatted (no arguments), plurals in both languages, the observer, and the Russian key that falls
# back to the development language (English).
cat >"$out/expected.txt" <<'EXPECTED'
Sign in
Welcome, Ann!
40% off
1 unread message / 5 unread messages
now in ru: Войти
2 непрочитанных сообщения / 5 непрочитанных сообщений / 21 непрочитанное сообщение
English only
Inbox
EXPECTED
if ! diff -u "$out/expected.txt" "$out/output.txt"; then
  echo "error: the playground's output differs from the expected lines above" >&2
  exit 1
fi
echo "playground: compiled and ran"
