// libedit's native API (histedit.h), as installed by libedit-dev.
#include <stdio.h>
#include <histedit.h>
