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
grep -q "Sign in" "$out/output.txt"
grep -q "now in ru: Войти" "$out/output.txt"
grep -q "1 unread message / 5 unread messages" "$out/output.txt"
grep -q "2 непрочитанных сообщения / 5 непрочитанных сообщений / 21 непрочитанное сообщение" "$out/output.txt"
echo "playground: compiled and ran"
