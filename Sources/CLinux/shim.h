// Linux calls that Swift's Glibc module does not expose (glibc declares them only under _GNU_SOURCE).
#include <fcntl.h>

int renameat2(int olddirfd, const char *oldpath, int newdirfd, const char *newpath, unsigned int flags);

#define SITEGEN_RENAME_EXCHANGE (1 << 1)
