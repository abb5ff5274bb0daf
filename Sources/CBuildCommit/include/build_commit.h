#ifndef SITEGEN_BUILD_COMMIT_H
#define SITEGEN_BUILD_COMMIT_H

/// The commit sitegen was built from, as packaging/deb.sh passes it (`-Xcc -DSITEGEN_COMMIT=1a2b3c4`), or
/// "" for a build that was not told (a plain `swift build`). C, because a Swift `-D` defines no values.
const char *sitegen_build_commit(void);

#endif
