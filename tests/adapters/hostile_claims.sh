#!/bin/sh
# hostile_claims.sh DIR - writes two small files whose counts claim far more memory than
# they hold, for the README's programs (tests/adapters/cgltf.sh, tinygltf.sh), which must
# refuse them with the adapters' budget error at once:
#   DIR/morph-square.gltf (56 KB): 2100 nodes sharing a mesh of 2100 morph targets, so
#     2100 x 2100 weights (17.6 MB: past the 16 MiB floor, 128 x 56 KB being less);
#   DIR/dense-count.gltf (under 1 KB): a translation channel whose bufferView-less
#     accessors claim 100,000,000 keys (1.6 GB of zeros).
set -eu
mkdir -p "$1"
head='{"asset":{"version":"2.0"},"buffers":[{"byteLength":16,"uri":"data:application/octet-stream;base64,AAAAAAAAAAAAAAAAAAAAAA=="}],"bufferViews":[{"buffer":0,"byteLength":12},{"buffer":0,"byteOffset":12,"byteLength":4}],'
awk -v head="$head" 'BEGIN {
  n = 2100
  printf "%s\"accessors\":[{\"bufferView\":0,\"componentType\":5126,\"count\":1,\"type\":\"VEC3\"},", head
  printf "{\"bufferView\":1,\"componentType\":5126,\"count\":1,\"type\":\"SCALAR\"}],"
  printf "\"meshes\":[{\"primitives\":[{\"attributes\":{\"POSITION\":0},\"targets\":["
  for (i = 0; i < n; ++i) printf "%s{\"POSITION\":0}", i ? "," : ""
  printf "]}]}],\"nodes\":["
  for (i = 0; i < n; ++i) printf "%s{\"mesh\":0}", i ? "," : ""
  printf "],\"animations\":[{\"samplers\":[{\"input\":1,\"output\":0}],"
  printf "\"channels\":[{\"sampler\":0,\"target\":{\"node\":0,\"path\":\"translation\"}}]}]}\n"
}' > "$1"/morph-square.gltf
printf '%s"accessors":[{"componentType":5126,"count":100000000,"type":"SCALAR"},{"componentType":5126,"count":100000000,"type":"VEC3"}],"nodes":[{}],"animations":[{"samplers":[{"input":0,"output":1}],"channels":[{"sampler":0,"target":{"node":0,"path":"translation"}}]}]}\n' \
  "$head" > "$1"/dense-count.gltf
