// Included through a backslash path: its own relative include resolves
// from this directory.
#include "../Offset.hlsli"
static const float kNested = kOffset * 2.0;
