#!/usr/bin/env bash
# `npm test`: the check (typecheck, lint, format), the unit and API tests, the build and the browser
# tests. With TEST_DATABASE_URL set (CI sets it), the unit run also runs the engine tests
# (testEngines()) on PostgreSQL, without a second run of the files that never touch an engine.
#
# The steps run side by side rather than one after another: the browser tests spend most of their
# time waiting on pages and timers and use well under one of the two cores, while the check and the
# unit tests only compute. The build and the browser tests (the longest chain, and the one that
# times things) run at normal priority; the check and the unit tests run niced, on whatever CPU the
# browser tests leave idle. Each step's output is printed whole when it ends.
set -euo pipefail
cd "$(dirname "$0")/.."
export PATH="$PWD/node_modules/.bin:$PATH"

started=$SECONDS
logs=$(mktemp -d)
trap 'rm -rf "$logs"' EXIT
declare -A names=()

# Starts `command` in the background under `name`; its output goes to a log printed when it ends.
step() {
  local name=$1 command=$2
  bash -c "$command" >"$logs/$name.log" 2>&1 &
  names[$!]=$name
  echo "== started: $name"
}

# The web app's route types first: the typecheck reads them while the build runs.
npm run typegen -w @pinwheel/web >/dev/null

step build-and-browser-tests 'npm run build && bash scripts/ensure-chromium.sh &&
  vitest run --config e2e/vitest.config.ts'
step typecheck 'nice -n 10 tsc -p tsconfig.json --noEmit'
step lint-and-format 'nice -n 10 eslint . --max-warnings 0 && nice -n 10 prettier --check .'
step unit-tests 'nice -n 10 vitest run --maxWorkers=2'

failed=()
while ((${#names[@]} > 0)); do
  finished=''
  status=0
  wait -n -p finished "${!names[@]}" || status=$?
  name=${names[$finished]}
  unset "names[$finished]"
  echo
  echo "== $name: $([ "$status" -eq 0 ] && echo passed || echo "FAILED ($status)") at $((SECONDS - started)) s"
  cat "$logs/$name.log"
  if [ "$status" -ne 0 ]; then failed+=("$name"); fi
done

echo
if ((${#failed[@]} > 0)); then
  # A failed step's log may have been printed long before the last step ended, out of reach of a
  # reader who sees only the end of the output: its failures are named again here, last.
  for name in "${failed[@]}"; do
    echo "== $name, its failures again:"
    grep -E 'FAIL|Error|error TS|✗|×|expected|Expected|Received|❯ .*:[0-9]+:[0-9]+' "$logs/$name.log" |
      grep -v '^ *✓' | head -n 60 || true
  done
  echo "== failed: ${failed[*]} ($((SECONDS - started)) s)"
  exit 1
fi
echo "== all passed in $((SECONDS - started)) s"
