#!/usr/bin/env python3
"""pollution_scan.py - which identifiers of gltf_anim.h some real header defines as a macro.

tests/probes/pollution.h (make pollution) compiles the header under a chosen set of macros;
this script looks wider. It collects every macro defined by
  - the Windows SDK as mingw-w64 ships it (windows.h, winsock2.h, objbase.h, d3d11.h, ... as
    C and as C++; needs clang and the mingw-w64-x86-64-dev headers, else skipped),
  - this machine's own headers (glibc and POSIX, X11, curses, OpenGL/EGL, zlib, libjpeg,
    libpng, Python, Tcl, ...; each one that is installed), and gcc's GNU-mode predefined
    names (linux, unix),
  - a hand list of headers and codebases not on this machine (MSVC's own definitions, macOS
    AssertMacros.h, Qt, Unreal, the Linux kernel, Handmade Hero, raylib, Solaris),
then tokenizes gltf_anim.h (every #if branch, comments and strings removed) and reports
each token that names one of those macros, with its role from clang's AST (local,
parameter, member, function, ...) over several configurations. It also lists the Windows
SDK's file-scope typedefs and enumerators that a local or parameter of the header shadows
(gcc's -Wshadow, part of the project's STRICT flags, makes that an error).

    python3 tests/probes/pollution_scan.py [gltf_anim.h] > build/pollution_scan.txt

Not part of make check (it needs python3 and reads whatever headers this machine has);
make pollution is the test. Names reserved to the implementation (_X, __x) are skipped,
and so are the standard C names the header uses with their standard meaning (NULL,
FLT_MAX, assert, ...).
"""
import json
import os
import re
import subprocess
import sys
import tempfile

HERE = os.path.dirname(os.path.abspath(__file__))
HEADER = sys.argv[1] if len(sys.argv) > 1 else os.path.join(HERE, '..', '..', 'gltf_anim.h')
HEADER = os.path.abspath(HEADER)
TMP = tempfile.mkdtemp(prefix='pollscan')

WINDOWS_HEADERS = """winsock2.h ws2tcpip.h windows.h windowsx.h objbase.h ole2.h commctrl.h
shlobj.h shellapi.h mmsystem.h d3d11.h d3d9.h dxgi.h xinput.h dsound.h tchar.h math.h
stdlib.h intrin.h wincrypt.h winternl.h dbghelp.h psapi.h GL/gl.h""".split()

# (header, the headers it needs before it, extra flags)
HOST_HEADERS = [(h, [], []) for h in """assert.h complex.h ctype.h errno.h fenv.h float.h
inttypes.h iso646.h limits.h locale.h math.h setjmp.h signal.h stdarg.h stdbool.h stddef.h
stdint.h stdio.h stdlib.h string.h strings.h tgmath.h threads.h time.h uchar.h wchar.h
wctype.h unistd.h fcntl.h dirent.h dlfcn.h pthread.h sched.h semaphore.h poll.h regex.h
glob.h syslog.h sysexits.h termios.h termio.h values.h ucontext.h elf.h link.h err.h
error.h obstack.h argp.h malloc.h alloca.h endian.h byteswap.h netdb.h ifaddrs.h
sys/param.h sys/sysmacros.h sys/types.h sys/socket.h sys/ioctl.h sys/time.h sys/stat.h
sys/wait.h sys/mman.h sys/resource.h sys/select.h sys/uio.h sys/un.h sys/user.h
sys/procfs.h netinet/in.h netinet/tcp.h arpa/inet.h net/if.h
X11/Xlib.h X11/Xutil.h X11/Xos.h X11/Xatom.h X11/keysym.h X11/Xmd.h X11/Intrinsic.h
X11/StringDefs.h X11/XKBlib.h curses.h form.h menu.h panel.h term.h GL/gl.h GL/glu.h
GL/glx.h GL/glext.h EGL/egl.h GLES2/gl2.h zlib.h bzlib.h lzma.h png.h expat.h sqlite3.h
valgrind/valgrind.h valgrind/memcheck.h libxml2/libxml/tree.h""".split()] + [
    ('jpeglib.h', ['stdio.h'], []),
    ('readline/readline.h', ['stdio.h'], []),
    ('tcl.h', [], ['-I/usr/include/tcl']),
    ('Python.h', [], ['-I/usr/include/python3.11']),
]

# Macros of headers and codebases that are not on this machine, or that define them only
# on another platform: name -> (definition, where). A '(' right after the name makes it
# function-like.
HAND = {
    'small': ('char', "MSVC's rpcndr.h (Windows SDK; mingw-w64 only under RC_INVOKED)"),
    'min(a,b)': ('(((a) < (b)) ? (a) : (b))', "MSVC's stdlib.h (non-__STDC__), Linux kernel"),
    'max(a,b)': ('(((a) > (b)) ? (a) : (b))', "MSVC's stdlib.h (non-__STDC__), Linux kernel"),
    'swap(a,b)': ('do { ... } while (0)', 'Linux kernel (linux/minmax.h), many codebases'),
    'clamp(val,lo,hi)': ('min(max(val, lo), hi)', 'Linux kernel (linux/minmax.h), codebases'),
    'lerp(a,b,t)': ('((a) + ((b) - (a)) * (t))', 'game codebases'),
    'abs(x)': ('...', 'Linux kernel (linux/math.h)'),
    'likely(x)': ('__builtin_expect(!!(x), 1)', 'Linux kernel, many codebases'),
    'unlikely(x)': ('__builtin_expect(!!(x), 0)', 'Linux kernel, many codebases'),
    'noinline': ('__attribute__((__noinline__))', 'Linux kernel (linux/compiler_attributes.h)'),
    'fallthrough': ('__attribute__((__fallthrough__))', 'Linux kernel (linux/compiler_attributes.h)'),
    'always_inline': ('static inline __attribute__ ((__always_inline__))', 'FD.io VPP (vppinfra/clib.h)'),
    'unused': ('__attribute__((unused))', 'codebases'),
    'inline': ('__inline', 'C89 codebases built with MSVC'),
    'bool': ('int', 'C89 codebases'), 'true': ('1', 'C89 codebases'), 'false': ('0', 'C89 codebases'),
    'check(x)': ('...', "macOS AssertMacros.h, Unreal Engine"),
    'verify(x)': ('...', "macOS AssertMacros.h, Unreal Engine"),
    'require(x,label)': ('...', 'macOS AssertMacros.h'),
    'nrequire(x,label)': ('...', 'macOS AssertMacros.h'),
    'ensure(x)': ('...', 'Unreal Engine'),
    'emit': ('', 'Qt (qobjectdefs.h)'), 'signals': ('public', 'Qt (qobjectdefs.h)'),
    'slots': ('', 'Qt (qobjectdefs.h)'), 'foreach(v,c)': ('Q_FOREACH(v, c)', 'Qt (qglobal.h)'),
    'forever': ('for (;;)', 'Qt (qglobal.h)'),
    'internal': ('static', 'Handmade Hero'), 'local_persist': ('static', 'Handmade Hero'),
    'global_variable': ('static', 'Handmade Hero'), 'local': ('static', "zlib's zutil.h"),
    'PI': ('3.14159265358979323846f', 'raylib.h'), 'DEG2RAD': ('(PI/180.0f)', 'raylib.h'),
    'RAD2DEG': ('(180.0f/PI)', 'raylib.h'),
    'CS': ('15', 'Solaris sys/regset.h'), 'DS': ('...', 'Solaris sys/regset.h'),
    'ES': ('...', 'Solaris sys/regset.h'), 'FS': ('...', 'Solaris sys/regset.h'),
    'GS': ('...', 'Solaris sys/regset.h'), 'SS': ('18', 'Solaris sys/regset.h'),
    'ERR': ('13', 'Solaris sys/regset.h'), 'PC': ('...', 'Solaris sys/regset.h'),
    'SP': ('...', 'Solaris sys/regset.h'), 'sun': ('1', 'gcc on Solaris (predefined)'),
    'i386': ('1', 'gcc on 32-bit x86, GNU modes (predefined)'),
}

# The keywords and directive words that tokenizing finds (no header defines them as macros
# except under hand-picked names above).
KEYWORDS = set("""auto break case char const continue default do double else enum extern
float for goto if int long register return short signed sizeof static struct switch
typedef union unsigned void volatile while inline restrict define undef include ifdef
ifndef elif endif defined pragma error line""".split())


def run(cmd, **kw):
    return subprocess.run(cmd, stdout=subprocess.PIPE, stderr=subprocess.PIPE,
                          universal_newlines=True, **kw)


def have(tool):
    return run(['sh', '-c', 'command -v ' + tool]).returncode == 0


def defines_of(cmd, includes, label):
    """Every #define the preprocessor sees for these includes, attributed to its file:
    name -> (function_like, definition, file). Predefined (<built-in>) ones excluded."""
    src = os.path.join(TMP, 'inc.c')
    with open(src, 'w') as f:
        f.write(''.join('#include <%s>\n' % h for h in includes))
    r = run(cmd + ['-E', '-dD', src])
    if r.returncode != 0:
        return None
    out = {}
    cur = ''
    for line in r.stdout.split('\n'):
        m = re.match(r'# \d+ "([^"]*)"', line)
        if m:
            cur = m.group(1)
            continue
        m = re.match(r'#define ([A-Za-z_][A-Za-z0-9_]*)(\(?)(.*)', line)
        if m and not cur.startswith('<'):
            name, paren, rest = m.groups()
            out.setdefault(name, (paren == '(', (paren + rest).strip(), short(cur), label))
    return out


def short(path):
    for pre in ('/usr/x86_64-w64-mingw32/include/', '/usr/include/x86_64-linux-gnu/',
                '/usr/include/'):
        if path.startswith(pre):
            return path[len(pre):]
    m = re.search(r'/include/(.*)$', path)
    return m.group(1) if m else path


def reserved(name):
    return name.startswith('__') or re.match(r'_[A-Z]', name) is not None


# ---------------------------------------------------------------------------------------
# 1. The macros.
universe = {}    # name -> list of (function_like, definition, file, label)


def add(defs):
    for name, v in defs.items():
        if reserved(name):
            continue
        lst = universe.setdefault(name, [])
        if all(x[2] != v[2] for x in lst):
            lst.append(v)


notes = []
MINGW = '/usr/x86_64-w64-mingw32/include'
if have('clang') and os.path.isdir(MINGW):
    for lang in ('c', 'c++'):
        d = defines_of(['clang', '--target=x86_64-w64-mingw32', '-x', lang,
                        '-D_WIN32_WINNT=0x0A00', '-D_USE_MATH_DEFINES'],
                       WINDOWS_HEADERS, 'Windows SDK (mingw-w64), ' + lang)
        if d is None:
            notes.append('Windows SDK (%s): the headers did not preprocess; skipped' % lang)
        else:
            add(d)
            notes.append('Windows SDK (mingw-w64, %s): %d macros' % (lang, len(d)))
else:
    notes.append('Windows SDK: needs clang and %s (apt-get install mingw-w64-x86-64-dev); '
                 'skipped' % MINGW)

host_cc = 'gcc' if have('gcc') else 'cc'
skipped = []
for h, pre, flags in HOST_HEADERS:
    d = defines_of([host_cc, '-D_GNU_SOURCE', '-D_DEFAULT_SOURCE'] + flags, pre + [h], 'host')
    if d is None:
        skipped.append(h)
        continue
    add(d)
notes.append('this machine: %d headers read%s' % (
    len(HOST_HEADERS) - len(skipped), (', not installed: ' + ' '.join(skipped)) if skipped else ''))

r = run([host_cc, '-std=gnu89', '-dM', '-E', '-x', 'c', '/dev/null'])
for line in r.stdout.split('\n'):
    m = re.match(r'#define ([A-Za-z][A-Za-z0-9_]*) (.*)', line)
    if m:
        add({m.group(1): (False, m.group(2), host_cc + ' -std=gnu89 (predefined)', 'host')})

for key, (definition, where) in HAND.items():
    name, paren, params = key.partition('(')
    universe.setdefault(name, []).append((paren == '(', (paren + params + ' ' + definition)
                                          if paren else definition, where, 'hand'))

# The standard names: what the headers gltf_anim.h includes define, on this host.
std = set()
for h in ('stddef.h', 'limits.h', 'float.h', 'assert.h', 'xmmintrin.h', 'emmintrin.h',
          'immintrin.h'):
    d = defines_of([host_cc], [h], 'std')
    if d:
        std.update(d)
std.update(['NULL', 'assert', 'offsetof', 'size_t'])

# ---------------------------------------------------------------------------------------
# 2. The header's tokens (all #if branches).
text = open(HEADER).read()


def strip(src):
    out, i, n = [], 0, len(src)
    while i < n:
        if src.startswith('/*', i):
            j = src.find('*/', i + 2) + 2
            out.append(re.sub(r'[^\n]', ' ', src[i:j]))
            i = j
        elif src.startswith('//', i):
            j = src.find('\n', i)
            out.append(' ' * (j - i))
            i = j
        elif src[i] in '"\'':
            q, j = src[i], i + 1
            while src[j] != q:
                j += 2 if src[j] == '\\' else 1
            out.append(q + re.sub(r'[^\n]', ' ', src[i + 1:j]) + q)
            i = j + 1
        else:
            out.append(src[i])
            i += 1
    return ''.join(out)


code = strip(text)
orig_lines = text.split('\n')
lines = code.split('\n')
TOKEN = re.compile(r'[A-Za-z_][A-Za-z0-9_]*|\d[\w.]*|->|\S')
tokens = []      # (line, token, context) context: code | define-name | define-param |
                 # define-body | if | pragma | include | undef
i = 0
while i < len(lines):
    ln = i + 1
    logical = lines[i]
    starts = [ln]
    while logical.endswith('\\') and i + 1 < len(lines):
        i += 1
        logical = logical[:-1] + ' \n' + lines[i]
    i += 1
    segs = logical.split('\n')
    directive = re.match(r'\s*#\s*(\w+)', segs[0])
    kind = directive.group(1) if directive else None
    params = []
    if kind == 'define':
        m = re.match(r'\s*#\s*define\s+(\w+)(\([^)]*\))?', segs[0])
        if m and m.group(2):
            params = [p.strip() for p in m.group(2)[1:-1].split(',')]
    seen_name = False
    for k, seg in enumerate(segs):
        toks = TOKEN.findall(seg)
        for t in toks:
            if not re.match(r'[A-Za-z_]', t):
                tokens.append((ln + k, t, 'punct'))
                continue
            if kind is None:
                ctx = 'code'
            elif kind == 'define':
                if t == 'define' and not seen_name:
                    continue
                if not seen_name:
                    ctx, seen_name = 'define-name', True
                elif params and t in params and k == 0 and \
                        seg.find(t) < seg.find(')') and seg.find('(') < seg.find(t):
                    ctx = 'define-param'
                else:
                    ctx = 'define-body'
            elif kind in ('if', 'ifdef', 'ifndef', 'elif'):
                ctx = 'if'
            elif kind == 'pragma':
                ctx = 'pragma'
            elif kind == 'include':
                ctx = 'include'
            elif kind == 'undef':
                ctx = 'undef'
            else:
                ctx = kind
            if t == kind and ctx != 'code':
                continue
            tokens.append((ln + k, t, ctx))

# ---------------------------------------------------------------------------------------
# 3. Roles from clang's AST, over configurations.
CONFIGS = [
    ('default', ['-x', 'c', '-std=c89']),
    ('C++98', ['-x', 'c++', '-std=c++98']),
    ('NO_DOUBLE', ['-x', 'c', '-DGLTFA_NO_DOUBLE']),
    ('NO_CLIPS', ['-x', 'c', '-DGLTFA_NO_CLIPS']),
    ('NO_SIMD', ['-x', 'c', '-DGLTFA_NO_SIMD']),
    ('NO_STDLIB', ['-x', 'c', '-DGLTFA_NO_STDLIB']),
    ('AVX2', ['-x', 'c', '-mavx2', '-mfma', '-DGLTFA_AVX2']),
    ('fast-math', ['-x', 'c', '-ffast-math']),
    ('AArch64 NEON', ['-x', 'c', '--target=aarch64-linux-gnu', '-ffreestanding',
                      '-DGLTFA_ASSERT(x)=((void)0)']),
]
roles = {}        # (name, line) -> set of roles
scope_names = {}  # name -> set of roles
if have('clang'):
    impl = os.path.join(TMP, 'impl.c')
    with open(impl, 'w') as f:
        f.write('#define GLTF_ANIM_IMPLEMENTATION\n#include "%s"\n' % HEADER)
    for label, flags in CONFIGS:
        r = run(['clang', '-fsyntax-only', '-Xclang', '-ast-dump=json'] + flags + [impl])
        if r.returncode != 0:
            notes.append('AST %s: clang failed; skipped' % label)
            continue
        ast = json.loads(r.stdout)
        state = {'file': None, 'line': None}

        def point(loc):
            # clang's JSON leaves out the file and the line when they did not change since
            # the last location it wrote: follow every location in the order written.
            if 'spellingLoc' in loc or 'expansionLoc' in loc:
                got = None
                for key in loc:
                    if key in ('spellingLoc', 'expansionLoc'):
                        r = point(loc[key])
                        if key == 'expansionLoc':
                            got = r
                return got
            if 'file' in loc:
                state['file'] = loc['file']
            if 'line' in loc:
                state['line'] = loc['line']
            return (state['file'], state['line']) if loc else (None, None)

        def walk(node, in_func):
            where = (None, None)
            for key in node:
                if key == 'loc':
                    where = point(node['loc'])
                elif key == 'range':
                    for end in ('begin', 'end'):
                        if end in node['range']:
                            point(node['range'][end])
            kind = node.get('kind', '')
            name = node.get('name')
            if name and where[0] == HEADER and kind.endswith('Decl'):
                role = {'VarDecl': 'local' if in_func else 'file-scope variable',
                        'ParmVarDecl': 'parameter', 'FieldDecl': 'member',
                        'FunctionDecl': 'function', 'TypedefDecl': 'typedef',
                        'RecordDecl': 'struct tag', 'EnumDecl': 'enum tag',
                        'EnumConstantDecl': 'enumerator'}.get(kind, kind)
                roles.setdefault((name, where[1]), set()).add(role)
                scope_names.setdefault(name, set()).add(role)
            for ch in node.get('inner', []):
                walk(ch, in_func or kind == 'FunctionDecl')
        walk(ast, False)
    notes.append('roles: clang AST over ' + ', '.join(c[0] for c in CONFIGS))


def role_of(name, line, idx):
    got = roles.get((name, line))
    if got:
        return ', '.join(sorted(got)) + ' (declared)'
    if idx >= 3 and [t[1] for t in tokens[idx - 3:idx]] == ['__attribute__', '(', '(']:
        return 'attribute name'
    prev = tokens[idx - 1][1] if idx > 0 else ''
    if prev in ('.', '->'):
        return 'member access'
    nxt = tokens[idx + 1][1] if idx + 1 < len(tokens) else ''
    kinds = scope_names.get(name)
    what = ', '.join(sorted(kinds)) if kinds else 'identifier'
    if nxt == '(':
        return 'call of ' + what
    return 'use of ' + what


# ---------------------------------------------------------------------------------------
# 4. Report.
def describe(name):
    out = []
    for fl, definition, where, label in universe[name]:
        d = (name + definition) if fl else (name + ' ' + definition).rstrip()
        d = re.sub(r'\s+', ' ', d)
        if len(d) > 70:
            d = d[:67] + '...'
        out.append('%s  [%s]' % (d, where))
    return out


hazards, harmless, tests = {}, {}, {}
for idx, (ln, t, ctx) in enumerate(tokens):
    if ctx == 'punct' or t not in universe or t in KEYWORDS and t not in HAND:
        continue
    if t in std and ctx in ('code', 'define-body', 'if'):
        continue
    fl_all = all(x[0] for x in universe[t])
    fl_any = any(x[0] for x in universe[t])
    nxt = tokens[idx + 1][1] if idx + 1 < len(tokens) else ''
    snippet = orig_lines[ln - 1].strip()
    if ctx == 'define-param':
        harmless.setdefault(t, []).append((ln, 'macro parameter name (never expanded)', snippet))
    elif ctx in ('pragma', 'include'):
        harmless.setdefault(t, []).append((ln, ctx + ' (not macro-expanded here)', snippet))
    elif ctx in ('if', 'undef'):
        tests.setdefault(t, []).append((ln, '#' + ctx, snippet))
    elif ctx == 'define-name':
        hazards.setdefault(t, []).append((ln, 'the header #defines it (redefinition)', snippet))
    elif fl_all and nxt != '(':
        harmless.setdefault(t, []).append((ln, role_of(t, ln, idx) +
                                           '; not followed by ( (not expanded)', snippet))
    else:
        r = role_of(t, ln, idx)
        if fl_any and not fl_all and nxt != '(':
            r += '; object-like definitions only'
        if ctx == 'define-body':
            r = 'in a macro body: ' + r
        hazards.setdefault(t, []).append((ln, r, snippet))

rel = os.path.relpath(HEADER)
print('pollution_scan: %s against %d macro names' % (rel, len(universe)))
for n in notes:
    print('  ' + n)


def section(title, table):
    print('\n%s: %d names' % (title, len(table)))
    for name in sorted(table, key=lambda s: (s.lower(), s)):
        print('\n  %s' % name)
        for d in describe(name)[:6]:
            print('    defined: ' + d)
        if len(universe[name]) > 6:
            print('    defined: ... %d more' % (len(universe[name]) - 6))
        for ln, r, snip in table[name]:
            print('    %s:%d: %s: %s' % (rel, ln, r, snip[:90]))


section('EXPANDED (the macro replaces the header\'s token)', hazards)
section('PREPROCESSOR TESTS of such names (#if/#ifdef/#undef)', tests)
section('HARMLESS (macro parameters, pragmas, function-like names without a ( after them)',
        harmless)

# ---------------------------------------------------------------------------------------
# 5. Windows SDK file-scope typedefs and enumerators that a local or parameter shadows.
if have('clang') and os.path.isdir(MINGW):
    src = os.path.join(TMP, 'win.c')
    with open(src, 'w') as f:
        f.write(''.join('#include <%s>\n' % h for h in WINDOWS_HEADERS))
    r = run(['clang', '--target=x86_64-w64-mingw32', '-x', 'c', '-D_WIN32_WINNT=0x0A00',
             '-fsyntax-only', '-Xclang', '-ast-dump', src])
    wnames = {}
    for line in r.stdout.split('\n'):
        # file scope only: top-level typedefs and variables, enumerators of top-level enums
        m = re.match(r"(?:[|`]-(TypedefDecl|VarDecl)|[| ] [|`]-(EnumConstantDecl)) 0x\w+ "
                     r".*? ([A-Za-z_]\w*) '", line)
        if m and m.group(3) not in wnames and not reserved(m.group(3)):
            wnames[m.group(3)] = m.group(1) or m.group(2)
    shadow = {}
    for (name, line), rs in roles.items():
        if name in wnames and rs & {'local', 'parameter'}:
            shadow.setdefault(name, []).append((line, ', '.join(sorted(rs))))
    print('\nSHADOWED Windows SDK declarations (not macros; gcc -Wshadow errors under STRICT): '
          '%d names' % len(shadow))
    for name in sorted(shadow):
        print('\n  %s  [%s in the Windows SDK]' % (name, wnames[name]))
        for line, rs in sorted(shadow[name]):
            print('    %s:%d: %s: %s' % (rel, line, rs, orig_lines[line - 1].strip()[:90]))
