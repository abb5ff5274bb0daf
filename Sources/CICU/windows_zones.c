#include <unicode/ucal.h>
#include "windows_zones.h"

int32_t sitegen_windows_zone(const uint16_t *name, int32_t length, uint16_t *zone, int32_t capacity) {
    UErrorCode status = U_ZERO_ERROR;
    int32_t count = ucal_getTimeZoneIDForWindowsID((const UChar *)name, length, NULL, (UChar *)zone, capacity, &status);
    return U_FAILURE(status) ? -1 : count;
}
