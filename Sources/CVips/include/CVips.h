// libvips (Debian's libvips42) for sitegen's pictures, opened on first use rather than linked: it brings 103
// of the binary's 127 libraries, whose symbols the dynamic loader bound at every start (30 ms, a third of
// `sitegen --version`), pictures or not. Its operations take their options as variadic arguments, which
// Swift cannot call, so each call sitegen makes is one function of vips.c with its options fixed, through
// the pointers `sitegen_vips_start` looks up.
#include <stddef.h>

typedef struct _VipsImage VipsImage;

// The formats sitegen reads and writes; any other is never handed to libvips.
enum sitegen_picture_format { SITEGEN_JPEG = 0, SITEGEN_PNG = 1, SITEGEN_WEBP = 2 };

// Opens libvips and starts it, once (the caller makes sure): no operation cache (every picture is new), one
// thread per picture (sitegen works on pictures concurrently), and none of the loaders libvips marks
// untrusted. 0 on success; -1 when libvips is not installed, lacks a function, or does not start.
int sitegen_vips_start(void);

// Opens `bytes` in `format` with its own loader: only the header is read until pixels are asked for.
// Sequential access streams the pixels once; a truncated file fails rather than being padded with grey.
VipsImage *sitegen_vips_open(const void *bytes, size_t count, int format, int sequential);

// `image` upright (its EXIF orientation applied) and, when `width` is above 0, shrunk to that width.
VipsImage *sitegen_vips_upright(VipsImage *image, int width);

// Encodes `image` in `format`, without its metadata (EXIF, XMP, IPTC, ICC) when `strip`; the bytes are
// freed by the caller with `sitegen_vips_free`. 0 on success.
int sitegen_vips_save(VipsImage *image, int format, int strip, void **bytes, size_t *count);

int sitegen_vips_width(const VipsImage *image);
int sitegen_vips_height(const VipsImage *image);
int sitegen_vips_orientation(VipsImage *image);
const char *sitegen_vips_version(void);
void sitegen_vips_error_clear(void);
void sitegen_vips_unref(VipsImage *image);
void sitegen_vips_free(void *bytes);
