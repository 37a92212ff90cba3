#!/bin/sh
# doc_blocks.sh - every code block that the documentation says compiles is compiled here
# (make docs): the blocks fenced "~~~ c" ... "~~~" in gltf_anim.h's top comment (it has none
# today: the examples live in README.md) and every ```c block of README.md. Each block is a
# whole translation unit, built with the strict C89 flags; one with a main() is linked and
# run and must exit 0; the quick start (examples/quickstart.c) must print "0.5 1 1.5".
#   - A README block right after a line "<!-- examples/NAME.c -->" must be that file,
#     verbatim: the examples are the blocks the README shows.
#   - A firmware block (it defines GLTFA_NO_STDLIB; its main never returns) is compiled, not
#     run: make firmware links it for its targets.
#   - A README block (``` without a language) right after "<!-- output of examples/NAME.c -->"
#     must be what that program prints.
#   - A README ```cpp block right after "<!-- examples/NAME.cpp -->" must be that file,
#     verbatim (make test-tinygltf builds and runs it).
#   - Blocks that include "cgltf.h" are compiled against CGLTF_DIR (-isystem; gltfa_cgltf.h
#     is found beside gltf_anim.h) without linking (make test-cgltf and make
#     test-meshopt-cgltf build and run their example files); without cgltf.h (or
#     meshoptimizer.h, for a block that includes it) they are skipped with a line.
# Usage: tests/doc_blocks.sh CC BUILD_DIR [CGLTF_DIR]
set -eu
cc=${1:-cc}
out=${2:-build}/doc_blocks
cgltf=${3:-}
rm -rf "$out"
mkdir -p "$out"
flags="-std=c89 -pedantic -Wall -Wextra -Werror -Wshadow -Wdouble-promotion -Wstrict-prototypes -I."
awk -v dir="$out" '
  /^   ~~~ c$/ { n++; f = dir "/header_" n ".c"; on = 1; next }
  /^   ~~~$/   { on = 0; next }
  on { sub(/^       /, ""); sub(/^ *$/, ""); print > f }
' gltf_anim.h
# README: blocks as readme_N.c; "same as" and "output of" claims as readme_N.same / .output
awk -v dir="$out" '
  /^<!-- examples\/[a-z_0-9]*\.c -->$/ { same = $2; next }
  /^<!-- output of examples\/[a-z_0-9]*\.c -->$/ { outof = $4; next }
  /^```c$/ { n++; f = dir "/readme_" n ".c"; on = 1;
             if (same != "") print same > (dir "/readme_" n ".same"); same = ""; next }
  /^<!-- examples\/[a-z_0-9]*\.cpp -->$/ { cpp = $2; next }
  /^```cpp$/ && cpp != "" { k++; f = dir "/readme_cpp_" k ".cpp"; print cpp > (dir "/readme_cpp_" k ".same");
             cpp = ""; on = 4; next }
  /^```$/ && !on && outof != "" { m++; f = dir "/output_" m ".txt"; print outof > (dir "/output_" m ".of");
             on = 2; outof = ""; next }
  /^```/ && !on { same = ""; outof = ""; on = 3; next }
  /^```$/ { on = 0; next }
  on == 1 || on == 2 || on == 4 { print > f }
' README.md
grep -q '^<!-- examples/quickstart.c -->$' README.md || { echo "doc_blocks: README.md does not show examples/quickstart.c"; exit 1; }
count=0
for f in "$out"/*.c; do
  [ -f "$f" ] || continue
  count=$((count + 1))
  name=$(basename "$f")
  if [ -f "${f%.c}.same" ]; then
    diff -u "$(cat "${f%.c}.same")" "$f" || { echo "doc_blocks: $name is not $(cat "${f%.c}.same")"; exit 1; }
  fi
  if grep -q '#include "cgltf.h"' "$f"; then
    if grep -q '#include <meshoptimizer.h>' "$f" &&
       ! echo '#include <meshoptimizer.h>' | $cc -E -x c - > /dev/null 2>&1; then
      echo "skip: doc block $name: meshoptimizer.h not found (Debian: libmeshoptimizer-dev)"
    elif [ -n "$cgltf" ] && [ -f "$cgltf/cgltf.h" ]; then
      $cc $flags -isystem "$cgltf" -c -o "${f%.c}.o" "$f"
      echo "doc block $name: compiles (with $cgltf/cgltf.h)"
    else
      echo "skip: doc block $name: cgltf.h not found (CGLTF_DIR)"
    fi
    continue
  fi
  if grep -q "#define GLTFA_NO_STDLIB" "$f"; then
    $cc $flags -c -o "${f%.c}.o" "$f" # firmware: its main never returns (make firmware links it)
    echo "doc block $name: compiles$([ -f "${f%.c}.same" ] && echo ", is $(cat "${f%.c}.same")") (firmware: make firmware links it)"
    continue
  fi
  if grep -q "int main" "$f"; then
    $cc $flags -o "${f%.c}" "$f"
    "${f%.c}" > "${f%.c}.out"
    if grep -q "gltfa_sampler_sample(&s, 0.25f, v, 3)" "$f"; then
      test "$(cat "${f%.c}.out")" = "0.5 1 1.5" || { echo "$f printed $(cat "${f%.c}.out")"; exit 1; }
    fi
  else
    $cc $flags -c -o "${f%.c}.o" "$f"
  fi
  echo "doc block $name: compiles$(grep -q 'int main' "$f" && echo ', runs')$([ -f "${f%.c}.same" ] && echo ", is $(cat "${f%.c}.same")")"
done
# C++ blocks (```cpp after "<!-- examples/NAME.cpp -->"): that file, verbatim (make
# test-tinygltf builds and runs the examples; they need tiny_gltf.h and -ltinygltf)
for f in "$out"/readme_cpp_*.cpp; do
  [ -f "$f" ] || continue
  diff -u "$(cat "${f%.cpp}.same")" "$f" || { echo "doc_blocks: $(basename "$f") is not $(cat "${f%.cpp}.same")"; exit 1; }
  echo "doc block $(basename "$f"): is $(cat "${f%.cpp}.same") (built by make test-tinygltf)"
done
for o in "$out"/output_*.of; do
  [ -f "$o" ] || continue
  src=$(cat "$o")
  $cc $flags -o "$out/prog" "$src"
  "$out/prog" > "$out/prog.out"
  diff -u "$out/prog.out" "${o%.of}.txt" || { echo "doc_blocks: the README's output of $src is not what it prints"; exit 1; }
  echo "doc output $(basename "${o%.of}"): what $src prints"
done
# The tool built by hand (the ```sh block after "<!-- the tool by hand"): its lines as
# written, in a copy of the project's tools/ and headers, with $cc for cc; the meshopt line
# where meshoptimizer.h is installed. Each build must answer --help.
tb=$out/tool_by_hand
mkdir -p "$tb"/tools
cp tools/gltf_anim_play.c tools/gltf_load.c tools/gltf_load.h "$tb"/tools/
cp gltf_anim.h gltf_anim_bind.h "$tb"/
awk '/^<!-- the tool by hand/ { on = 1; next } on && /^```sh$/ { next } on && /^```$/ { exit } on' README.md > "$tb"/lines
test "$(grep -c '^cc ' "$tb"/lines)" = 2 || { echo "doc_blocks: the README's tool build lines not found"; exit 1; }
while read -r line; do
  case "$line" in *GL_MESHOPT*) [ -f /usr/include/meshoptimizer.h ] || { echo "doc block tool by hand: skip the meshopt line (no meshoptimizer.h)"; continue; } ;; esac
  (cd "$tb" && rm -f gltf_anim_play && eval "$cc ${line#cc }" && ./gltf_anim_play --help > /dev/null) ||
    { echo "doc_blocks: the README's tool build failed: $line"; exit 1; }
  echo "doc block tool by hand: $line: builds, answers --help"
done < "$tb"/lines
test "$count" -ge 2 || { echo "doc_blocks: found only $count blocks"; exit 1; }
echo "doc_blocks: $count code blocks of gltf_anim.h and README.md compile"
