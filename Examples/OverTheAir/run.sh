#!/usr/bin/env bash
# Runs the OverTheAir example end to end, in a temporary copy (it writes the content stamp into
# the app's resources):
#   1. `lexicon export static --stamp` records the strings the app ships (version 1);
#   2. a translator fixes the Russian title: exported as version 2 (a delta from 1) with the
#      copy experiment of experiments.json, for the static host and for the Realtime Database;
#   3. Server/serve.py serves both on 127.0.0.1 (a free port), `lexicon publish firebase` puts
#      the database export (no token: the local database is open);
#   4. the app refreshes from the static host, shows an experiment, streams the database live
#      and applies an edit made "in the console" while it runs;
#   5. the server is stopped, whatever happened, and its request log printed.
# Needs the Swift toolchain and Python 3. Usage: Examples/OverTheAir/run.sh
set -euo pipefail
here="$(cd "$(dirname "$0")" && pwd)"
root="$(cd "$here/../.." && pwd)"
work=$(mktemp -d)
server=""
cleanup() {
  if [ -n "$server" ]; then kill "$server" 2>/dev/null || true; wait "$server" 2>/dev/null || true; fi
  rm -rf "$work"
}
trap cleanup EXIT

lexicon() { swift run --package-path "$root" lexicon "$@"; }

mkdir "$work/OverTheAir"
(cd "$here" && tar cf - --exclude=.build .) | (cd "$work/OverTheAir" && tar xf -)
python3 - "$work/OverTheAir/Package.swift" "$root" <<'PY'
import pathlib, sys
manifest = pathlib.Path(sys.argv[1])
manifest.write_text(manifest.read_text().replace('path: "../.."', 'path: "%s"' % sys.argv[2]))
PY
resources="$work/OverTheAir/Sources/OverTheAirApp/Resources"
common=(--environment production --app-version 1.0.0)

# 1. What the app ships: version 1, recorded in its resources.
lexicon export static "${common[@]}" "$resources" -o "$work/public" \
  --stamp "$resources/lexicon-content.json"

# 2. The translator's fix, with the experiment.
cp -R "$resources" "$work/translations"
rm "$work/translations/lexicon-content.json"
sed -i.bak 's/"Войти"/"Вход"/' "$work/translations/ru.lproj/Localizable.strings"
rm "$work/translations/ru.lproj/Localizable.strings.bak"
lexicon lint "$work/translations" --experiments "$here/experiments.json"
lexicon export static "${common[@]}" "$work/translations" -o "$work/public" \
  --experiments "$here/experiments.json"
lexicon export firebase "${common[@]}" "$work/translations" -o "$work/labels.json" \
  --experiments "$here/experiments.json"

# 3. The server, on a free port.
python3 "$here/Server/serve.py" --static "$work/public" --port-file "$work/port" \
  --log "$work/requests.log" &
server=$!
for _ in $(seq 1 100); do [ -f "$work/port" ] && break; sleep 0.1; done
port=$(cat "$work/port")
lexicon publish firebase --database "http://127.0.0.1:$port/db" "$work/labels.json"

# 4. The app.
swift run --package-path "$work/OverTheAir" OverTheAirApp \
  "http://127.0.0.1:$port/cdn" "http://127.0.0.1:$port/db" "$work/caches"

# 5. What the static host was asked for.
echo "server requests:"
grep "/cdn/" "$work/requests.log" | sed 's/^/  /'
