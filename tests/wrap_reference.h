/* wrap_reference.h - gltfa_wrap_time and gltfa_wrap_repeat of 0.9.0, kept for the
   differential test (tests/wrap_reference.c). */
#ifndef WRAP_REFERENCE_H
#define WRAP_REFERENCE_H

float wr_wrap_time(float time, float start, float end, gltfa_wrap mode, unsigned long play_count);
float wr_wrap_repeat(float time, float start, float end, long *loops);

#endif
