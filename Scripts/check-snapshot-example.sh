#!/usr/bin/env bash
# Proves the snapshot example in both directions, in a temporary copy (one build serves both runs):
#   1. `Examples/SnapshotTests` as committed passes against its reference files, recording nothing
#      (LEXICON_RECORD=never: a missing reference fails instead of being written);
#   2. with one Russian plural form broken, it fails, and the failure text holds the line diff
#      (`-` the reference, `+` this run) and the reference file's path.
# Needs only the Swift toolchain and Python 3.
set -euo pipefail
cd "$(dirname "$0")/.."
root=$PWD
example=Examples/SnapshotTests

copy=$(mktemp -d)
trap 'rm -rf "$copy"' EXIT
mkdir "$copy/SnapshotTests"
(cd "$example" && tar cf - --exclude=.build .) | (cd "$copy/SnapshotTests" && tar xf -)
python3 - "$copy/SnapshotTests" "$root" <<'PY'
import pathlib, sys
manifest = pathlib.Path(sys.argv[1]) / "Package.swift"
manifest.write_text(manifest.read_text().replace('path: "../.."', 'path: "%s"' % sys.argv[2]))
PY

LEXICON_RECORD=never swift test --package-path "$copy/SnapshotTests"
diff -r "$example/Tests" "$copy/SnapshotTests/Tests" || {
  echo "error: the snapshot tests changed the reference files of $example" >&2
  exit 1
}

python3 - "$copy/SnapshotTests" <<'PY'
import pathlib, sys
# The translator's slip: the Russian `few` form of `unread` takes the `many` ending.
strings = pathlib.Path(sys.argv[1]) / "Sources/MailFeature/Resources/ru.lproj/Inbox.stringsdict"
text = strings.read_text()
assert "%d непрочитанных письма" in text
strings.write_text(text.replace("%d непрочитанных письма", "%d непрочитанных писем"))
PY

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
