#!/bin/sh
# doc_blocks.sh - every code block that the documentation says compiles is compiled here:
# the blocks fenced "~~~ c" ... "~~~" in gltf_anim.h's top comment and every ```c block of
# README.md. Each block is a whole translation unit, built with the strict C89 flags; one
# with a main() is linked and run, and must exit 0 (and print what its text says: the quick
# start's "0.5 1 1.5"). Usage: tests/doc_blocks.sh CC BUILD_DIR
set -eu
cc=${1:-cc}
out=${2:-build}/doc_blocks
rm -rf "$out"
mkdir -p "$out"
flags="-std=c89 -pedantic -Wall -Wextra -Werror -Wshadow -Wdouble-promotion -Wstrict-prototypes -I."
awk -v dir="$out" '
  /^   ~~~ c$/ { n++; f = dir "/header_" n ".c"; on = 1; next }
  /^   ~~~$/   { on = 0; next }
  on { sub(/^       /, ""); print > f }
' gltf_anim.h
awk -v dir="$out" '
  /^```c$/ { n++; f = dir "/readme_" n ".c"; on = 1; next }
  /^```$/  { on = 0; next }
  on { print > f }
' README.md
count=0
for f in "$out"/*.c; do
  [ -f "$f" ] || continue
  count=$((count + 1))
  if grep -q "int main" "$f"; then
    $cc $flags -o "${f%.c}" "$f"
    "${f%.c}" > "${f%.c}.out"
    if grep -q "gltfa_sampler_sample(&s, 0.25f, v, 3)" "$f"; then
      test "$(cat "${f%.c}.out")" = "0.5 1 1.5" || { echo "$f printed $(cat "${f%.c}.out")"; exit 1; }
    fi
  else
    $cc $flags -c -o "${f%.c}.o" "$f"
  fi
  echo "doc block $(basename "$f"): compiles$(grep -q 'int main' "$f" && echo ', runs')"
done
test "$count" -ge 2 || { echo "doc_blocks: found only $count blocks"; exit 1; }
echo "doc_blocks: $count code blocks of gltf_anim.h and README.md compile"
