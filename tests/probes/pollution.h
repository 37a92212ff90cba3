/* pollution.h - the macros that a unity build can have defined before gltf_anim.h: what
   <windows.h> defines over ordinary words (the Windows SDK: minwindef.h, winnt.h, wingdi.h,
   winsock.h, objbase.h, rpcndr.h, dlgs.h, math.h), what other common headers define
   (X11, curses, glibc's sys/param.h and sys/sysmacros.h, complex.h, iso646.h, stdbool.h,
   libjpeg, Tcl, GLib, raylib), and what codebases define for themselves (the Linux kernel,
   Qt, Unreal Engine, macOS AssertMacros.h, Handmade Hero, zlib, old C89 code, build
   systems). tests/probes/pollution.c includes this first, then the implementation (make pollution).

   How each macro is chosen to fail. The library must compile whatever these expand to, so
   a name of its own (a local, a parameter, a member, a function, a typedef, an enumerator)
   that is one of them must stop the build, not compile into something else:
   - Where the real definition is made of C tokens that cannot stand where an identifier
     is declared, it is kept as it is: `#define small char` (rpcndr.h) turns `float small;`
     into `float char;`; numbers (`#define ERROR 0` turns `int ERROR;` into `int 0;` and
     `p->ERROR` into `p->0`); type keywords (`int int`, `float char`); `struct`
     (interface); member paths (`s_addr` is `S_un.S_addr`); empty ones (near, far, IN, OUT:
     `int near;` is `int ;`, `near = 1` is `= 1`; under -Werror an empty declaration is an
     error in C and C++ alike).
   - Where the real definition is an identifier on these compilers (__stdcall, __int64,
     __forceinline are MSVC keywords; on gcc and clang for Linux `int __stdcall;` would
     declare a variable), it is replaced by (about) what mingw-w64, gcc and clang on Windows,
     makes of it: __attribute__((__stdcall__)), long long, __inline
     __attribute__((__always_inline__)); none of those can be a declarator either.
   - Type-like names that the SDK has as typedefs (BOOL, BYTE, DWORD, ...) are macros here,
     as many codebases have them (`#define BYTE unsigned char`): a typedef only warns when a
     local shadows it (gcc -Wshadow), a macro breaks every use.
   - Function-like macros (min, max, swap, lerp, clamp, ...) break only a name followed by
     `(`, as in real builds: a call, a function declaration, a member called through a
     pointer (q->swap(...)). A member or local named min is fine.
   Some names belong to one language: Qt (emit, slots, signals) is C++ only; iso646.h,
   stdbool.h and complex.h names are C only (in C++ they are keywords or <complex>).

   Only ordinary words a C library could use for its own names are here (and reserved
   names, _X and __x, never). tests/probes/pollution_scan.py checks the header against every
   macro of the Windows SDK headers and of this machine's headers, beyond this list. */
#ifndef GLTFA_TEST_POLLUTION_H
#define GLTFA_TEST_POLLUTION_H

/* ---- Windows SDK: minwindef.h (min and max unless NOMINMAX), windef.h, winnt.h ---- */
#define min(a, b) (((a) < (b)) ? (a) : (b))
#define max(a, b) (((a) > (b)) ? (a) : (b))
#define near
#define far
#define NEAR near
#define FAR far
#define cdecl
#define CDECL
#define FASTCALL
#define pascal __attribute__((__stdcall__))   /* real: __stdcall, mingw-w64's spelling */
#define PASCAL __attribute__((__stdcall__))
#define CALLBACK __attribute__((__stdcall__))
#define WINAPI __attribute__((__stdcall__))
#define APIENTRY WINAPI
#define WINAPIV __attribute__((__cdecl__))
#define FORCEINLINE __inline __attribute__((__always_inline__)) /* real: __forceinline */
#define UNALIGNED
#define IN
#define OUT
#define OPTIONAL
#define CONST const
#define VOID void
#define TRUE 1
#define FALSE 0
#define BOOL int                /* typedefs in the SDK, macros in many codebases */
#define BOOLEAN unsigned char
#define BYTE unsigned char
#define WORD unsigned short
#define DWORD unsigned long
#define FLOAT float
#define DOUBLE double
#define INT int
#define UINT unsigned int
#define LONG long
#define ULONG unsigned long
#define SHORT short
#define USHORT unsigned short
#define CHAR char
#define UCHAR unsigned char
#define DELETE (0x00010000L)
#define SYNCHRONIZE (0x00100000L)
#define MAXCHAR 0x7f
#define MAXBYTE 0xff
#define MAXWORD 0xffff
#define MAXDWORD 0xffffffff
#define MAXLONG 0x7fffffff
#define MAXSHORT 0x7fff
#define MINSHORT 0x8000
#define STRICT 1                /* defined by the program before <windows.h> */
#define LOWORD(l) ((WORD)(((unsigned long)(l)) & 0xffff))
#define HIWORD(l) ((WORD)((((unsigned long)(l)) >> 16) & 0xffff))
#define LOBYTE(w) ((BYTE)(((unsigned long)(w)) & 0xff))
#define HIBYTE(w) ((BYTE)((((unsigned long)(w)) >> 8) & 0xff))
#define MAKEWORD(a, b) ((WORD)(((BYTE)(a)) | ((WORD)((BYTE)(b))) << 8))
#define MAKELONG(a, b) ((LONG)(((WORD)(a)) | ((DWORD)((WORD)(b))) << 16))
#define ARRAYSIZE(A) (sizeof(A) / sizeof((A)[0]))
#define TEXT(quote) quote

/* ---- winerror.h, winbase.h, wingdi.h ---- */
#define NO_ERROR 0L
#define NOERROR 0
#define ERROR 0
#define SUCCEEDED(hr) ((long)(hr) >= 0)
#define FAILED(hr) ((long)(hr) < 0)
#define IGNORE 0
#define INFINITE 0xffffffff
#define OPAQUE 2
#define TRANSPARENT 1
#define DIFFERENCE 11
#define RELATIVE 2
#define ABSOLUTE 1
#define ALTERNATE 1
#define WINDING 2
#define HALFTONE 4
#define PLANES 14
#define TECHNOLOGY 2
#define NUMCOLORS 24
#define PASSTHROUGH 19
#define DUPLICATE 0x06
#define REGISTERED 0x04
#define RGB(r, g, b) ((DWORD)((BYTE)(r) | ((WORD)(BYTE)(g) << 8) | ((DWORD)(BYTE)(b) << 16)))

/* ---- rpcndr.h, objbase.h (COM) ---- */
#define small char              /* MSVC's rpcndr.h; mingw-w64 only under RC_INVOKED */
#define hyper long long         /* real: __int64, mingw-w64's spelling */
#define boolean unsigned char   /* a typedef in rpcndr.h; libjpeg's jmorecfg.h too */
#define byte unsigned char      /* a typedef in rpcndr.h */
#define interface struct
#define THIS void
#define PURE                    /* C++: = 0 */

/* ---- winsock.h, winsock2.h (windows.h without WIN32_LEAN_AND_MEAN): member names ---- */
#define s_addr S_un.S_addr
#define s_host S_un.S_un_b.s_b2
#define s_net S_un.S_un_b.s_b1
#define s_imp S_un.S_un_w.s_w2
#define s_impno S_un.S_un_b.s_b4
#define s_lh S_un.S_un_b.s_b3
#define h_addr h_addr_list[0]

/* ---- dlgs.h (commdlg.h): dialog control ids chx1..16 and so on; the first two of each ---- */
#define chx1 0x0410
#define chx2 0x0411
#define cmb1 0x0470
#define cmb2 0x0471
#define ctl1 0x04A0
#define edt1 0x0480
#define edt2 0x0481
#define frm1 0x0434
#define frm2 0x0435
#define grp1 0x0430
#define grp2 0x0431
#define ico1 0x043c
#define ico2 0x043d
#define lst1 0x0460
#define lst2 0x0461
#define psh1 0x0400
#define psh2 0x0401
#define rad1 0x0420
#define rad2 0x0421
#define rct1 0x0438
#define rct2 0x0439
#define scr1 0x0490
#define scr2 0x0491
#define stc1 0x0440
#define stc2 0x0441

/* ---- the CRT's math.h (MSVC and mingw-w64 outside strict ANSI) ---- */
#define DOMAIN 1
#define SING 2
#define OVERFLOW 3
#define UNDERFLOW 4
#define TLOSS 5
#define PLOSS 6

/* ---- X11: Xlib.h, X.h ---- */
#define Bool int
#define Status int
#define True 1
#define False 0
#define None 0L
#define Success 0
#define Always 2
#define Above 0
#define Below 1
#define Opposite 4
#define Complex 0
#define Convex 2
#define CurrentTime 0L

/* ---- curses.h (ncurses, without NCURSES_NOMACROS) ---- */
#define OK (0)
#define ERR (-1)
#define move(y, x) wmove(stdscr, (y), (x))
#define clear() wclear(stdscr)
#define erase() werase(stdscr)
#define refresh() wrefresh(stdscr)
#define scroll(win) wscrl((win), 1)
#define timeout(delay) wtimeout(stdscr, (delay))
#define box(win, v, h) wborder((win), (v), (v), (h), (h), 0, 0, 0, 0)

/* ---- glibc: sys/param.h, sys/sysmacros.h; GLib's gmacros.h ---- */
#define MIN(a, b) (((a) < (b)) ? (a) : (b))
#define MAX(a, b) (((a) > (b)) ? (a) : (b))
#define ABS(a) (((a) < 0) ? -(a) : (a))
#define CLAMP(x, low, high) (((x) > (high)) ? (high) : (((x) < (low)) ? (low) : (x)))
#define NBBY 8
#define howmany(x, y) (((x) + ((y) - 1)) / (y))
#define roundup(x, y) ((((x) + ((y) - 1)) / (y)) * (y))
#define powerof2(x) ((((x) - 1) & (x)) == 0)
#define setbit(a, i) ((a)[(i) / NBBY] |= 1 << ((i) % NBBY))
#define clrbit(a, i) ((a)[(i) / NBBY] &= ~(1 << ((i) % NBBY)))
#define isset(a, i) ((a)[(i) / NBBY] & (1 << ((i) % NBBY)))
#define isclr(a, i) (((a)[(i) / NBBY] & (1 << ((i) % NBBY))) == 0)
#define major(dev) ((unsigned)((dev) >> 8))
#define minor(dev) ((unsigned)((dev) & 0xff))
#define makedev(maj, min) (((maj) << 8) | (min))
#define linux 1                 /* predefined by gcc and clang in the GNU modes (-std=gnu89) */
#define unix 1

/* ---- C only: iso646.h, stdbool.h (and C89 codebases), complex.h ---- */
#ifndef __cplusplus
#define and &&
#define and_eq &=
#define bitand &
#define bitor |
#define compl ~
#define not !
#define not_eq !=
#define or ||
#define or_eq |=
#define xor ^
#define xor_eq ^=
#define bool int
#define true 1
#define false 0
#define complex _Complex
#define I (__extension__ 1.0iF) /* glibc's _Complex_I */
#endif

/* ---- the Linux kernel (linux/minmax.h, compiler_attributes.h), FD.io VPP, others ---- */
#define swap(a, b) do { (a) ^= (b); (b) ^= (a); (a) ^= (b); } while (0)
#define clamp(val, lo, hi) min(max(val, lo), hi)
#define likely(x) __builtin_expect(!!(x), 1)
#define unlikely(x) __builtin_expect(!!(x), 0)
#define noinline __attribute__((__noinline__))
#define fallthrough __attribute__((__fallthrough__))
#define always_inline static inline __attribute__((__always_inline__))
#define unused __attribute__((unused)) /* only GLTF_ANIM_STATIC's GLTFA_API meets it */
#define ARRAY_SIZE(a) (sizeof(a) / sizeof((a)[0]))
#define BIT(nr) (1UL << (nr))

/* ---- game codebases: Handmade Hero, raylib (its colors are CLITERAL(Color){ ... }) ---- */
#define lerp(a, b, t) ((a) + ((b) - (a)) * (t))
#define internal static
#define local_persist static
#define global_variable static
#define PI 3.14159265358979323846f
#define DEG2RAD (PI / 180.0f)
#define RAD2DEG (180.0f / PI)
#define RED { 230, 41, 55, 255 }
#define GREEN { 0, 228, 48, 255 }
#define BLUE { 0, 121, 241, 255 }
#define WHITE { 255, 255, 255, 255 }
#define BLACK { 0, 0, 0, 255 }

/* ---- assertion macros: macOS AssertMacros.h, Unreal Engine ---- */
#define check(assertion) ((void)(assertion))
#define verify(assertion) ((void)(assertion))
#define require(assertion, label) do { if (!(assertion)) goto label; } while (0)
#define nrequire(assertion, label) do { if (assertion) goto label; } while (0)
#define ensure(expr) (!!(expr))

/* ---- Qt (qobjectdefs.h, qglobal.h; C++ only) ---- */
#ifdef __cplusplus
#define emit
#define slots
#define signals public
#define foreach(variable, container) Q_FOREACH(variable, container)
#define forever for (;;)
#endif

/* ---- zlib's zutil.h, libjpeg's jmorecfg.h, Tcl ---- */
#define local static
#define LOCAL(type) static type
#define GLOBAL(type) type
#define METHODDEF(type) static type
#define EXTERN extern

/* ---- Solaris sys/regset.h (through signal.h and ucontext.h) ---- */
#define CS 15
#define DS 3
#define ES 2
#define FS 1
#define GS 0
#define SS 18

/* ---- build systems: -DDEBUG, autoconf's config.h ---- */
#define DEBUG 1
#define VERSION "1.0"
#define PACKAGE "app"

#endif
