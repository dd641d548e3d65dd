#!/usr/bin/env bash
# Proves the snapshot example in both directions:
#   1. `Examples/SnapshotTests` passes against its committed reference files, recording nothing
#      (LEXICON_RECORD=never: a missing reference fails instead of being written);
#   2. a temporary copy with one Russian plural form broken fails, and its failure text holds the
#      line diff (`-` the reference, `+` this run) and the reference file's path.
# Needs only the Swift toolchain and Python 3.
set -euo pipefail
cd "$(dirname "$0")/.."
root=$PWD
example=Examples/SnapshotTests

LEXICON_RECORD=never swift test --package-path "$example"
git diff --exit-code -- "$example" || {
  echo "error: the snapshot tests changed files under $example" >&2
  exit 1
}

copy=$(mktemp -d)
trap 'rm -rf "$copy"' EXIT
mkdir "$copy/SnapshotTests"
(cd "$example" && tar cf - --exclude=.build .) | (cd "$copy/SnapshotTests" && tar xf -)
python3 - "$copy/SnapshotTests" "$root" <<'PY'
import pathlib, sys
copy, root = pathlib.Path(sys.argv[1]), sys.argv[2]
manifest = copy / "Package.swift"
manifest.write_text(manifest.read_text().replace('path: "../.."', 'path: "%s"' % root))
# The translator's slip: the Russian `few` form of `unread` takes the `many` ending.
strings = copy / "Sources/MailFeature/Resources/ru.lproj/Inbox.stringsdict"
text = strings.read_text()
assert "%d непрочитанных письма" in text
strings.write_text(text.replace("%d непрочитанных письма", "%d непрочитанных писем"))
PY

# The copy builds in a folder of its own: SwiftPM keys a build folder to one package path.
log="$copy/test-output.txt"
if LEXICON_RECORD=never swift test --package-path "$copy/SnapshotTests" >"$log" 2>&1; then
  cat "$log"
  echo "error: the broken translation did not fail the snapshot test" >&2
  exit 1
fi
status=0
for expected in \
  'Snapshot "inbox" does not match the reference file:' \
  "$copy/SnapshotTests/Tests/MailFeatureTests/__Snapshots__/InboxScreenTests/inbox.txt" \
  '(- reference, + this run)' \
  '@@ -13,7 +13,7 @@' \
  '-ru  unread · few (2)      2 непрочитанных письма' \
  '+ru  unread · few (2)      2 непрочитанных писем' \
  'If the change is intended, run the test with LEXICON_RECORD=failed to record it.'; do
  if ! grep -qF -- "$expected" "$log"; then
    echo "error: the failure text lacks: $expected" >&2
    status=1
  fi
done
if [ "$status" -ne 0 ]; then
  cat "$log"
  exit 1
fi
sed -n '/does not match the reference file/,/LEXICON_RECORD=failed/p' "$log"
echo "snapshot example: passes as committed; a broken Russian form fails with a readable diff"
