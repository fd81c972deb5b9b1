#!/usr/bin/env bash
# Installs what the real-editor tests need, idempotently: Debian's chromium, ripgrep, neovim and
# libkrb5-dev (for code-server's native modules), then code-server under .e2e/code-server.
# code-server's own postinstall cannot run here (it refuses root under npm 11 and downloads ripgrep
# from GitHub), so its steps are done by hand below.
# `install.sh --neovim-only` installs just what the Neovim test needs.
set -euo pipefail
scope=all
[[ "${1:-}" == --neovim-only ]] && scope=neovim
cd "$(dirname "$0")/../.."
root="$PWD"

CODE_SERVER_VERSION=4.100.3 # the newest code-server whose engines accept Node 20 (VS Code 1.100)
export npm_config_nodedir="${npm_config_nodedir:-/usr}" # node-gyp builds offline from the local headers
export npm_config_fund=false npm_config_audit=false npm_config_update_notifier=false

log() { printf 'e2e-install: %s\n' "$*"; }

# One retry for a download only: a flaky mirror should not fail CI, a real failure still does.
retry_once() { "$@" || { log "retrying: $*"; sleep 5; "$@"; }; }

install_apt_packages() {
  local missing=()
  command -v nvim >/dev/null || missing+=(neovim)
  if [[ "$scope" == all ]]; then
    command -v chromium >/dev/null || missing+=(chromium)
    command -v rg >/dev/null || missing+=(ripgrep)
    dpkg -s libkrb5-dev >/dev/null 2>&1 || missing+=(libkrb5-dev)
  fi
  if ((${#missing[@]})); then
    log "apt-get install ${missing[*]}"
    export DEBIAN_FRONTEND=noninteractive
    retry_once apt-get update -qq
    retry_once apt-get install -y -qq "${missing[@]}"
  fi
}

install_code_server() {
  local dir="$root/.e2e/code-server"
  local marker="$dir/.installed-$CODE_SERVER_VERSION"
  [[ -f "$marker" ]] && { log "code-server $CODE_SERVER_VERSION already installed"; return; }
  log "installing code-server $CODE_SERVER_VERSION into $dir"
  rm -rf "$dir" && mkdir -p "$dir"
  echo '{ "private": true }' >"$dir/package.json"
  (cd "$dir" && retry_once npm install --no-save --ignore-scripts "code-server@$CODE_SERVER_VERSION")
  # code-server crashes at start without argon2, even with --auth none; no prebuilt can be fetched.
  (cd "$dir" && npm_config_build_from_source=true npm rebuild argon2)

  local cs="$dir/node_modules/code-server"
  local vscode="$cs/lib/vscode"
  (cd "$vscode" && retry_once npm install --omit=dev --ignore-scripts)
  # With its bin in place, @vscode/ripgrep's postinstall skips the GitHub download.
  mkdir -p "$vscode/node_modules/@vscode/ripgrep/bin"
  ln -sf "$(command -v rg)" "$vscode/node_modules/@vscode/ripgrep/bin/rg"
  # npx inside node-pty's postinstall gives up without a terminal unless it may install node-gyp.
  (cd "$vscode" && npm_config_yes=true npm rebuild)
  # The links code-server's postinstall.sh makes.
  ln -sfn node_modules "$vscode/node_modules.asar"
  ln -sf code-linux.sh "$vscode/bin/remote-cli/code-server"
  ln -sf browser-linux.sh "$vscode/bin/helpers/browser.sh"
  (cd "$vscode/extensions" && retry_once npm install --omit=dev)
  "$cs/out/node/entry.js" --version >/dev/null 2>&1 || node "$cs/out/node/entry.js" --version
  touch "$marker"
  log "code-server $CODE_SERVER_VERSION installed"
}

check_playwright() {
  # playwright-core is a pinned devDependency; it drives /usr/bin/chromium, it downloads no browser.
  node -e "require.resolve('playwright-core')" 2>/dev/null || {
    log "playwright-core is missing: run npm ci first"
    exit 1
  }
}

install_apt_packages
[[ "$scope" == neovim ]] && { log "ready (neovim only)"; exit 0; }
install_code_server
check_playwright
log "ready"
