#ifndef STRATA_CSDL2_SHIM_H
#define STRATA_CSDL2_SHIM_H

#include <SDL.h>

#endif
