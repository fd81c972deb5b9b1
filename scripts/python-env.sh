#!/usr/bin/env bash
# The Python converters the oracle test runs (test/engine/language/python/oracle/): a virtual
# environment at out/python-env/ with the exact SDK versions the research measured. Idempotent: when
# the environment already holds these pins (a stamp of this file's lists), it only says so.
# Fails loudly when pip fails. Usage: bash scripts/python-env.sh [python interpreter]
set -euo pipefail
cd "$(dirname "$0")/.."

env_dir=out/python-env
python=${1:-${TOOLWIRE_BASE_PYTHON:-python3}}

# The SDKs whose schemas the oracle compares (email-validator for pydantic's EmailStr), and
# pre-commit for the install test.
pins=(
  pydantic==2.13.5
  mcp==2.3.0
  fastmcp==4.0.10
  openai==3.22.1
  anthropic==1.13.0
  google-genai==2.25.0
  email-validator==2.3.0
  pre-commit==4.6.2
)
# langchain-core 1.6.5 needs langchain-protocol, which the index these machines reach lacks; it
# takes no part in schema generation, so langchain-core goes in with --no-deps and the rest of its
# dependencies by name.
langchain_pin=langchain-core==1.6.5
langchain_deps=(httpx jsonpatch 'langsmith>=0.3.45,<1' packaging pyyaml 'tenacity>=8.1,!=8.4.0,<10' typing-extensions 'uuid-utils>=0.12,<1')

stamp_file=$env_dir/.toolwire-pins
stamp="$(printf '%s\n' "${pins[@]}" "$langchain_pin" "${langchain_deps[@]}")"

if [[ -x $env_dir/bin/python && -f $stamp_file && "$(cat "$stamp_file")" == "$stamp" ]]; then
  echo "python-env: $env_dir is up to date ($($env_dir/bin/python --version))"
  exit 0
fi

started=$SECONDS
echo "python-env: creating $env_dir with $($python --version 2>&1)"
rm -rf "$env_dir"
"$python" -m venv "$env_dir"
# One retry: an index that cannot be reached (none but the package registries on CI) fails fast.
pip=("$env_dir/bin/python" -m pip --disable-pip-version-check --no-input --retries 1)
# pip warns once per package about each index it cannot reach; its errors still show.
quiet_index_warnings() { grep -vE '^WARNING: (Location|Retrying)' >&2 || true; }
"${pip[@]}" install --quiet "${pins[@]}" "${langchain_deps[@]}" 2> >(quiet_index_warnings)
"${pip[@]}" install --quiet --no-deps "$langchain_pin" 2> >(quiet_index_warnings)
"$env_dir/bin/python" -c 'import pydantic, mcp, fastmcp, openai, anthropic, google.genai, langchain_core.tools'
printf '%s\n' "$stamp" >"$stamp_file"
echo "python-env: installed in $((SECONDS - started)) s:"
"${pip[@]}" list --format=freeze | grep -iE '^(pydantic|pydantic[-_]core|mcp|fastmcp|openai|anthropic|google-genai|langchain[-_]core|email[-_]validator|pre[-_]commit)=='
