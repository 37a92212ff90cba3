#!/bin/sh
# firmware.sh - make firmware: the README's firmware build, as written. The lines of the
# ```sh block after "<!-- make firmware runs these lines -->" run verbatim in a copy of the
# project's gltf_anim.h and examples/firmware.c (BUILD/firmware); each must link with no
# undefined symbol, and its text must be the size the README states after "<!-- firmware
# sizes -->" ("... firmware-m4f.elf`: N bytes of text (Cortex-M4F); RV32IMAC: M").
# Usage: tests/size/firmware.sh BUILD_DIR
set -eu
out=${1:-build}/firmware
rm -rf "$out"
mkdir -p "$out/examples"
cp gltf_anim.h "$out/"
cp examples/firmware.c "$out/examples/"
awk '/^<!-- make firmware runs these lines -->$/ { on = 1; next } on && /^```sh$/ { next }
     on && /^```$/ { exit } on' README.md > "$out/lines"
test "$(grep -c . "$out/lines")" = 2 || { echo "firmware: the README's two firmware lines not found"; exit 1; }
sizes=$(awk '/^<!-- firmware sizes -->$/ { on = 1; next } on { print; exit }' README.md)
want_m4f=$(echo "$sizes" | sed -n 's/.*firmware-m4f.elf`: \([0-9]*\) bytes of text.*/\1/p')
want_rv=$(echo "$sizes" | sed -n 's/.*RV32IMAC: \([0-9]*\).*/\1/p')
[ -n "$want_m4f" ] && [ -n "$want_rv" ] || { echo "firmware: the README's sizes not found"; exit 1; }
fail=0
while read -r line; do
  cc=${line%% *}
  elf=$(echo "$line" | sed -n 's/.* -o \([^ ]*\) .*/\1/p')
  command -v "$cc" > /dev/null 2>&1 || { echo "FAIL firmware: $cc not installed (.ci/run installs it)"; exit 1; }
  (cd "$out" && eval "$line") || { echo "FAIL firmware: the README's line does not build: $line"; exit 1; }
  prefix=${cc%gcc}
  und=$("${prefix}nm" -u "$out/$elf" | awk '{print $2}' | tr '\n' ' ')
  text=$("${prefix}size" "$out/$elf" | awk 'NR == 2 {print $1}')
  case $elf in *m4f*) want=$want_m4f;; *) want=$want_rv;; esac
  echo "firmware: $elf: text $text bytes (README: $want)${und:+, undefined: $und}"
  [ -z "$und" ] || { echo "FAIL firmware: $elf has undefined symbols: $und"; fail=1; }
  [ "$text" = "$want" ] || { echo "FAIL firmware: $elf is $text bytes, the README says $want (update README.md)"; fail=1; }
done < "$out/lines"
exit $fail
