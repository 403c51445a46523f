/* gmk-search.c -- placeholder until the search lands (search owner replaces it). */
#include "gmk-search.h"
