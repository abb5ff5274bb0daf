// XXH3-128 from Debian's libxxhash: the hash the render cache and the published tree name content by.
#include <xxhash.h>
