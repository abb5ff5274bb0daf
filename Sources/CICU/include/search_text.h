// Search's one normal form of text, the same as the search script's `normalize("NFKC").toLowerCase()`.
#include <stdint.h>

// Writes `text` (UTF-16, `length` units) in NFKC, lower-cased with the root locale's full mappings, into
// `folded` and gives its length; a length over `capacity` when it does not fit (nothing usable is
// written then), -1 on failure.
int32_t sitegen_search_fold(const uint16_t *text, int32_t length, uint16_t *folded, int32_t capacity);
