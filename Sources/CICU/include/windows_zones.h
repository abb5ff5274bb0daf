// CLDR's table of Windows time zone names (`Tokyo Standard Time`), as Debian's ICU carries it. ICU's
// own headers stay in the C file: Foundation bundles an ICU of its own whose module would clash with them.
#include <stdint.h>

// Writes the IANA zone of the Windows zone `name` (UTF-16, `length` units) into `zone` and gives its
// length, 0 when the name is not a Windows zone, -1 on failure.
int32_t sitegen_windows_zone(const uint16_t *name, int32_t length, uint16_t *zone, int32_t capacity);
