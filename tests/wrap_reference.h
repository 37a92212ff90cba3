/* wrap_reference.h - gltfa_wrap_time of 0.9.0, kept for the differential test
   (tests/wrap_reference.c). */
#ifndef WRAP_REFERENCE_H
#define WRAP_REFERENCE_H

float wr_wrap_time(float time, float start, float end, gltfa_wrap mode, unsigned long play_count);

#endif
