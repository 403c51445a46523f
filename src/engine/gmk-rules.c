/* gmk-rules.c -- placeholder until the rules land (core owner replaces it). */
#include "gmk-rules.h"
