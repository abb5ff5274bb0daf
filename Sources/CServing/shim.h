// The Linux calls serving needs that Swift's Glibc module does not expose (glibc declares them only under
// _GNU_SOURCE, or in headers the module leaves out).
#include <sys/eventfd.h>
#include <sys/inotify.h>
#include <sys/socket.h>

// accept(2) with SOCK_CLOEXEC, so no accepted connection can leak into a child process.
int accept4(int sockfd, struct sockaddr *addr, socklen_t *addrlen, int flags);
