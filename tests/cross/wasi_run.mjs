// wasi_run.mjs - runs a wasm32-wasi program (clang --target=wasm32-wasi, wasi-libc) under
// node's WASI (preview1), as `make test-wasm` and `make bench-wasm` do (tests/cross/wasm.mk):
//
//   node --no-warnings tests/cross/wasi_run.mjs [--dir PATH]... PROGRAM.wasm [ARG]...
//
// The program gets ARG... (argv[0] is PROGRAM.wasm), this process's environment (so
// GLTF_ANIM_SHARED reaches getenv) and its exit status becomes this process's; a trap (an
// out-of-bounds access, say) is an uncaught error: exit status 1, with the stack.
//
// Files: each --dir PATH is preopened under its own name (default: --dir . alone). wasi-libc
// resolves a path by longest prefix match against the preopens' names ("./" and leading "/"
// stripped: "." matches every relative path), and node (uvwasi) refuses a path that leaves
// its preopen. So fopen("../shared/x") fails through "." ("../" leaves it) but works with
// --dir ../shared: the name "../shared" is the prefix, "x" is opened in the host folder
// ../shared. An absolute PATH works the same way (--dir /data/shared for "/data/shared/x").
// Relative PATHs are relative to node's working directory, as the program's are.
// (node warns that WASI is experimental: --no-warnings silences it.)
//
// V8's fast API calls are off (--no-turbo-fast-api-calls): with them node 20.20 crashes
// (SIGSEGV, exit status 139, no message) when a program whose memory has grown to 64 MiB or
// more exits (a C program that mallocs 16 MiB exits cleanly, 64 MiB or 1 GiB crash; without
// WASI, growing a WebAssembly.Memory as far does not): bench-wasm's keys30000 rows reach
// 100 MB. Node issues 46777 and 53087 report WASI's fast calls crashing (a GC started
// inside one; 64 MiB is V8's external memory soft limit). The make rules pass the flag to
// node; run alone, this script sets it before node's WASI is loaded and any wasm compiled.
import { setFlagsFromString } from 'node:v8';
import { readFile } from 'node:fs/promises';
import { argv, env, execArgv, exit } from 'node:process';

if (!execArgv.includes('--no-turbo-fast-api-calls')) setFlagsFromString('--no-turbo-fast-api-calls');
const { WASI } = await import('node:wasi');

const args = argv.slice(2);
const dirs = [];
while (args.length >= 2 && args[0] === '--dir') {
  dirs.push(args[1]);
  args.splice(0, 2);
}
if (args.length < 1 || args[0].startsWith('--')) {
  console.error('usage: node wasi_run.mjs [--dir PATH]... PROGRAM.wasm [ARG]...');
  exit(2);
}
if (dirs.length === 0) dirs.push('.');
const preopens = {};
for (const d of dirs) preopens[d] = d;

const wasi = new WASI({ version: 'preview1', args, env, preopens, returnOnExit: true });
const module = await WebAssembly.compile(await readFile(args[0]));
const instance = await WebAssembly.instantiate(module, wasi.getImportObject());
process.exitCode = wasi.start(instance);
