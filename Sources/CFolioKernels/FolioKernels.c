// The module's functions are all inline in include/FolioKernels.h; SwiftPM needs one source
// file to build a C target.
#include "FolioKernels.h"
