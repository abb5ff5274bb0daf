// Linux calls that Swift's Glibc module does not expose (glibc declares them only under _GNU_SOURCE,
// or in headers the module leaves out).
#include <fcntl.h>
#include <sys/eventfd.h>
#include <sys/socket.h>

int renameat2(int olddirfd, const char *oldpath, int newdirfd, const char *newpath, unsigned int flags);

#define SITEGEN_RENAME_NOREPLACE (1 << 0)
#define SITEGEN_RENAME_EXCHANGE (1 << 1)

// accept(2) with SOCK_CLOEXEC, so no accepted connection can leak into a child process.
int accept4(int sockfd, struct sockaddr *addr, socklen_t *addrlen, int flags);
