#!/usr/bin/env bash
# Makes sitegen's manual page and completion scripts with sitegen itself, from its option table
# (`sitegen help --man`, `sitegen help --completion SHELL`). Run it after changing a command or an
# option; a test fails while the committed copies in packaging/ differ from what the table makes.
#
#   bash packaging/generate.sh               the committed copies: packaging/sitegen.1, packaging/completions/
#   bash packaging/generate.sh DIR           the same files below DIR instead
#   SITEGEN=BINARY bash packaging/generate.sh DIR    with BINARY (packaging/deb.sh's release build)
set -euo pipefail
cd "$(dirname "$0")/.."
out=${1:-packaging}
if [ -z "${SITEGEN:-}" ]; then
    swift build --product sitegen
    SITEGEN=$(swift build --show-bin-path)/sitegen
fi
mkdir -p "$out/completions"
"$SITEGEN" help --man >"$out/sitegen.1"
"$SITEGEN" help --completion bash >"$out/completions/sitegen.bash"
"$SITEGEN" help --completion zsh >"$out/completions/_sitegen"
"$SITEGEN" help --completion fish >"$out/completions/sitegen.fish"
