// Linux calls that Swift's Glibc module does not expose (glibc declares them only under _GNU_SOURCE,
// or in headers the module leaves out).
#include <fcntl.h>
#include <malloc.h>
#include <linux/openat2.h>
#include <sys/stat.h>
#include <sys/syscall.h>
#include <unistd.h>

int renameat2(int olddirfd, const char *oldpath, int newdirfd, const char *newpath, unsigned int flags);

#define SITEGEN_RENAME_NOREPLACE (1 << 0)
#define SITEGEN_RENAME_EXCHANGE (1 << 1)

// openat2(2) with RESOLVE_BENEATH | RESOLVE_NO_SYMLINKS: `path` below the folder `dirfd`, refused (ELOOP,
// EXDEV) when any part of it is a symbolic link or leads out; glibc has no wrapper for it.
static inline int sitegen_open_below(int dirfd, const char *path, int flags) {
    struct open_how how = { .flags = (unsigned long long)flags, .resolve = RESOLVE_BENEATH | RESOLVE_NO_SYMLINKS };
    return (int)syscall(SYS_openat2, dirfd, path, &how, sizeof how);
}

// fstatat(2) of `path` below the folder `dirfd`, refused as `sitegen_open_below` refuses.
static inline int sitegen_stat_below(int dirfd, const char *path, struct stat *status) {
    int descriptor = sitegen_open_below(dirfd, path, __O_PATH | O_CLOEXEC);
    if (descriptor < 0) return -1;
    int result = fstat(descriptor, status);
    close(descriptor);
    return result;
}

// getdents64(2): the entries of the open folder `descriptor`, as `struct linux_dirent64` records, into
// `buffer`; 0 at the end. readdir's stream costs an fstat, an fcntl and a 32 KiB allocation a folder.
static inline long sitegen_read_entries(int descriptor, void *buffer, unsigned long size) {
    return syscall(SYS_getdents64, descriptor, buffer, size);
}

// Where a `struct linux_dirent64` keeps its record length, its type and its name.
#define SITEGEN_ENTRY_LENGTH_OFFSET 16
#define SITEGEN_ENTRY_TYPE_OFFSET 18
#define SITEGEN_ENTRY_NAME_OFFSET 19
