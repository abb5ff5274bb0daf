// libvips (Debian's libvips-dev) for sitegen's pictures: its operations take their options as variadic
// arguments, which Swift cannot call, so each call sitegen makes is one function here with its options fixed.
#include <vips/vips.h>

// The formats sitegen reads and writes; any other is never handed to libvips.
enum sitegen_picture_format { SITEGEN_JPEG = 0, SITEGEN_PNG = 1, SITEGEN_WEBP = 2 };

// Starts libvips once: no operation cache (every picture is new), one thread per picture (sitegen works on
// pictures concurrently), and none of the loaders libvips marks untrusted. 0 on success.
static inline int sitegen_vips_start(void) {
    if (VIPS_INIT("sitegen") != 0) return -1;
    vips_cache_set_max(0);
    vips_cache_set_max_mem(0);
    vips_concurrency_set(1);
    vips_block_untrusted_set(TRUE);
    return 0;
}

// Opens `bytes` in `format` with its own loader: only the header is read until pixels are asked for.
// Sequential access streams the pixels once; a truncated file fails rather than being padded with grey.
static inline VipsImage *sitegen_vips_open(const void *bytes, size_t count, int format, int sequential) {
    VipsImage *image = NULL;
    VipsAccess access = sequential ? VIPS_ACCESS_SEQUENTIAL : VIPS_ACCESS_RANDOM;
    int failed;
    switch (format) {
    case SITEGEN_JPEG:
        failed = vips_jpegload_buffer((void *)bytes, count, &image, "access", access, "fail_on",
            VIPS_FAIL_ON_TRUNCATED, NULL);
        break;
    case SITEGEN_PNG:
        failed = vips_pngload_buffer((void *)bytes, count, &image, "access", access, "fail_on",
            VIPS_FAIL_ON_TRUNCATED, NULL);
        break;
    case SITEGEN_WEBP:
        failed = vips_webpload_buffer((void *)bytes, count, &image, "access", access, "fail_on",
            VIPS_FAIL_ON_TRUNCATED, NULL);
        break;
    default: return NULL;
    }
    return failed ? NULL : image;
}

// `image` upright (its EXIF orientation applied) and, when `width` is above 0, shrunk to that width.
static inline VipsImage *sitegen_vips_upright(VipsImage *image, int width) {
    VipsImage *out = NULL;
    int failed = width > 0
        ? vips_thumbnail_image(image, &out, width, "height", VIPS_MAX_COORD, "size", VIPS_SIZE_DOWN, NULL)
        : vips_autorot(image, &out, NULL);
    return failed ? NULL : out;
}

// Encodes `image` in `format`, without its metadata (EXIF, XMP, IPTC, ICC) when `strip`; the bytes are
// g_free'd by the caller. 0 on success.
static inline int sitegen_vips_save(VipsImage *image, int format, int strip, void **bytes, size_t *count) {
    switch (format) {
    case SITEGEN_JPEG:
        return vips_jpegsave_buffer(image, bytes, count, "Q", 85, "strip", strip, "optimize_coding", TRUE, NULL);
    case SITEGEN_PNG: return vips_pngsave_buffer(image, bytes, count, "strip", strip, NULL);
    case SITEGEN_WEBP: return vips_webpsave_buffer(image, bytes, count, "Q", 85, "strip", strip, NULL);
    default: return -1;
    }
}
