#include "build_commit.h"

// The commit is given as a bare token so that no shell or build tool has to carry quotes through.
#define SITEGEN_TEXT(token) #token
#define SITEGEN_EXPANDED_TEXT(token) SITEGEN_TEXT(token)

const char *sitegen_build_commit(void) {
#ifdef SITEGEN_COMMIT
    return SITEGEN_EXPANDED_TEXT(SITEGEN_COMMIT);
#else
    return "";
#endif
}
