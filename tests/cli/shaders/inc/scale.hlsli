#ifndef SCALE
#define SCALE 2.0
#endif
