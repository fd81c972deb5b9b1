#!/bin/sh
# The pre-commit hook's entry (.pre-commit-hooks.yaml, `language: script`): pre-commit runs it
# from its clone of this repository at the hook's rev, in the user's repository, with the files
# to check as arguments. dist/ is not in git, so the first run builds it in that clone (npm ci,
# then the bundles); the marker is written only after a build that succeeded.
#
# Not `language: node`: pre-commit installs such a hook with `npm install -g <its clone>`, and
# npm 10-11 install a git package's build dependencies globally there (the --global is
# inherited), so its `prepare` cannot build.
set -e
repo=$(cd "$(dirname "$0")/.." && pwd)
built="$repo/dist/.pre-commit-built"
if [ ! -f "$built" ]; then
  echo "toolwire: first run: building the CLI in $repo (npm ci, node esbuild.mjs)" >&2
  (cd "$repo" && npm ci --ignore-scripts --no-audit --no-fund >&2 && node esbuild.mjs >&2)
  touch "$built"
fi
exec node "$repo/dist/cli.js" "$@"
