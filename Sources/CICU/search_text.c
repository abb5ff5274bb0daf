#include <stdlib.h>
#include <unicode/unorm2.h>
#include <unicode/ustring.h>
#include "search_text.h"

int32_t sitegen_search_fold(const uint16_t *text, int32_t length, uint16_t *folded, int32_t capacity) {
    UErrorCode status = U_ZERO_ERROR;
    const UNormalizer2 *nfkc = unorm2_getNFKCInstance(&status);
    if (U_FAILURE(status)) return -1;
    /* Most text is as long in NFKC: normalized once into room for that and more, and again only when it
       needs more room still. */
    int32_t room = length + length / 4 + 16;
    UChar *normalized = malloc(sizeof(UChar) * (size_t)room);
    if (normalized == NULL) return -1;
    int32_t normalizedLength = unorm2_normalize(nfkc, (const UChar *)text, length, normalized, room, &status);
    if (status == U_BUFFER_OVERFLOW_ERROR) {
        free(normalized);
        room = normalizedLength;
        normalized = malloc(sizeof(UChar) * (size_t)(room > 0 ? room : 1));
        if (normalized == NULL) return -1;
        status = U_ZERO_ERROR;
        normalizedLength = unorm2_normalize(nfkc, (const UChar *)text, length, normalized, room, &status);
    }
    int32_t foldedLength = -1;
    if (U_SUCCESS(status) || status == U_STRING_NOT_TERMINATED_WARNING) {
        status = U_ZERO_ERROR;
        foldedLength = u_strToLower((UChar *)folded, capacity, normalized, normalizedLength, "", &status);
        if (status != U_BUFFER_OVERFLOW_ERROR && status != U_STRING_NOT_TERMINATED_WARNING && U_FAILURE(status))
            foldedLength = -1;
    }
    free(normalized);
    return foldedLength;
}
