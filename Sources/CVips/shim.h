// libvips (Debian's libvips42) for sitegen's pictures, opened on first use rather than linked: it brings 103
// of the binary's 127 libraries, whose symbols the dynamic loader bound at every start (30 ms, a third of
// `sitegen --version`), pictures or not. Its operations take their options as variadic arguments, which
// Swift cannot call, so each call sitegen makes is one function here with its options fixed. Only the
// symbols below are used, through the pointers `sitegen_vips_start` looks up; the constants are those of
// libvips's public enums (vips/image.h, foreign.h, resample.h), fixed by its ABI, version 42.
#include <dlfcn.h>
#include <stddef.h>

typedef struct _VipsImage VipsImage;

// The formats sitegen reads and writes; any other is never handed to libvips.
enum sitegen_picture_format { SITEGEN_JPEG = 0, SITEGEN_PNG = 1, SITEGEN_WEBP = 2 };

// VipsAccess, VipsFailOn and VipsSize values, and VIPS_MAX_COORD.
enum {
    SITEGEN_VIPS_ACCESS_RANDOM = 0,
    SITEGEN_VIPS_ACCESS_SEQUENTIAL = 1,
    SITEGEN_VIPS_FAIL_ON_TRUNCATED = 1,
    SITEGEN_VIPS_SIZE_DOWN = 2,
    SITEGEN_VIPS_MAX_COORD = 10000000,
};

// The functions of libvips (and of GLib, which it brings) that sitegen calls.
struct sitegen_vips {
    int (*init)(const char *);
    void (*cache_set_max)(int);
    void (*cache_set_max_mem)(size_t);
    void (*concurrency_set)(int);
    void (*block_untrusted_set)(int);
    int (*jpegload_buffer)(void *, size_t, VipsImage **, ...);
    int (*pngload_buffer)(void *, size_t, VipsImage **, ...);
    int (*webpload_buffer)(void *, size_t, VipsImage **, ...);
    int (*thumbnail_image)(VipsImage *, VipsImage **, int, ...);
    int (*autorot)(VipsImage *, VipsImage **, ...);
    int (*jpegsave_buffer)(VipsImage *, void **, size_t *, ...);
    int (*pngsave_buffer)(VipsImage *, void **, size_t *, ...);
    int (*webpsave_buffer)(VipsImage *, void **, size_t *, ...);
    void (*error_clear)(void);
    int (*image_get_width)(const VipsImage *);
    int (*image_get_height)(const VipsImage *);
    int (*image_get_orientation)(VipsImage *);
    const char *(*version_string)(void);
    void (*object_unref)(void *);
    void (*free)(void *);
};

// The table, filled by `sitegen_vips_start`; a function's static, as Swift emits a header's functions but
// not its variables.
static inline struct sitegen_vips *sitegen_vips_table(void) {
    static struct sitegen_vips table;
    return &table;
}

// Opens libvips and starts it, once (the caller makes sure): no operation cache (every picture is new), one
// thread per picture (sitegen works on pictures concurrently), and none of the loaders libvips marks
// untrusted. 0 on success; -1 when libvips is not installed, lacks a function, or does not start.
static inline int sitegen_vips_start(void) {
    void *library = dlopen("libvips.so.42", RTLD_NOW | RTLD_LOCAL);
    if (library == NULL) return -1;
    struct sitegen_vips *vips = sitegen_vips_table();
    struct { void **pointer; const char *name; } symbols[] = {
        { (void **)&vips->init, "vips_init" },
        { (void **)&vips->cache_set_max, "vips_cache_set_max" },
        { (void **)&vips->cache_set_max_mem, "vips_cache_set_max_mem" },
        { (void **)&vips->concurrency_set, "vips_concurrency_set" },
        { (void **)&vips->block_untrusted_set, "vips_block_untrusted_set" },
        { (void **)&vips->jpegload_buffer, "vips_jpegload_buffer" },
        { (void **)&vips->pngload_buffer, "vips_pngload_buffer" },
        { (void **)&vips->webpload_buffer, "vips_webpload_buffer" },
        { (void **)&vips->thumbnail_image, "vips_thumbnail_image" },
        { (void **)&vips->autorot, "vips_autorot" },
        { (void **)&vips->jpegsave_buffer, "vips_jpegsave_buffer" },
        { (void **)&vips->pngsave_buffer, "vips_pngsave_buffer" },
        { (void **)&vips->webpsave_buffer, "vips_webpsave_buffer" },
        { (void **)&vips->error_clear, "vips_error_clear" },
        { (void **)&vips->image_get_width, "vips_image_get_width" },
        { (void **)&vips->image_get_height, "vips_image_get_height" },
        { (void **)&vips->image_get_orientation, "vips_image_get_orientation" },
        { (void **)&vips->version_string, "vips_version_string" },
        { (void **)&vips->object_unref, "g_object_unref" },
        { (void **)&vips->free, "g_free" },
    };
    for (size_t index = 0; index < sizeof symbols / sizeof symbols[0]; index++) {
        *symbols[index].pointer = dlsym(library, symbols[index].name);
        if (*symbols[index].pointer == NULL) return -1;
    }
    if (vips->init("sitegen") != 0) return -1;
    vips->cache_set_max(0);
    vips->cache_set_max_mem(0);
    vips->concurrency_set(1);
    vips->block_untrusted_set(1);
    return 0;
}

// Opens `bytes` in `format` with its own loader: only the header is read until pixels are asked for.
// Sequential access streams the pixels once; a truncated file fails rather than being padded with grey.
static inline VipsImage *sitegen_vips_open(const void *bytes, size_t count, int format, int sequential) {
    VipsImage *image = NULL;
    int access = sequential ? SITEGEN_VIPS_ACCESS_SEQUENTIAL : SITEGEN_VIPS_ACCESS_RANDOM;
    int failed;
    switch (format) {
    case SITEGEN_JPEG:
        failed = sitegen_vips_table()->jpegload_buffer((void *)bytes, count, &image, "access", access, "fail_on",
            SITEGEN_VIPS_FAIL_ON_TRUNCATED, NULL);
        break;
    case SITEGEN_PNG:
        failed = sitegen_vips_table()->pngload_buffer((void *)bytes, count, &image, "access", access, "fail_on",
            SITEGEN_VIPS_FAIL_ON_TRUNCATED, NULL);
        break;
    case SITEGEN_WEBP:
        failed = sitegen_vips_table()->webpload_buffer((void *)bytes, count, &image, "access", access, "fail_on",
            SITEGEN_VIPS_FAIL_ON_TRUNCATED, NULL);
        break;
    default: return NULL;
    }
    return failed ? NULL : image;
}

// `image` upright (its EXIF orientation applied) and, when `width` is above 0, shrunk to that width.
static inline VipsImage *sitegen_vips_upright(VipsImage *image, int width) {
    VipsImage *out = NULL;
    int failed = width > 0
        ? sitegen_vips_table()->thumbnail_image(image, &out, width, "height", SITEGEN_VIPS_MAX_COORD, "size",
              SITEGEN_VIPS_SIZE_DOWN, NULL)
        : sitegen_vips_table()->autorot(image, &out, NULL);
    return failed ? NULL : out;
}

// Encodes `image` in `format`, without its metadata (EXIF, XMP, IPTC, ICC) when `strip`; the bytes are
// freed by the caller with `sitegen_vips_free`. 0 on success.
static inline int sitegen_vips_save(VipsImage *image, int format, int strip, void **bytes, size_t *count) {
    switch (format) {
    case SITEGEN_JPEG:
        return sitegen_vips_table()->jpegsave_buffer(image, bytes, count, "Q", 85, "strip", strip, "optimize_coding", 1, NULL);
    case SITEGEN_PNG: return sitegen_vips_table()->pngsave_buffer(image, bytes, count, "strip", strip, NULL);
    case SITEGEN_WEBP: return sitegen_vips_table()->webpsave_buffer(image, bytes, count, "Q", 85, "strip", strip, NULL);
    default: return -1;
    }
}

static inline int sitegen_vips_width(const VipsImage *image) { return sitegen_vips_table()->image_get_width(image); }
static inline int sitegen_vips_height(const VipsImage *image) { return sitegen_vips_table()->image_get_height(image); }
static inline int sitegen_vips_orientation(VipsImage *image) { return sitegen_vips_table()->image_get_orientation(image); }
static inline const char *sitegen_vips_version(void) { return sitegen_vips_table()->version_string(); }
static inline void sitegen_vips_error_clear(void) { sitegen_vips_table()->error_clear(); }
static inline void sitegen_vips_unref(VipsImage *image) { sitegen_vips_table()->object_unref(image); }
static inline void sitegen_vips_free(void *bytes) { sitegen_vips_table()->free(bytes); }
