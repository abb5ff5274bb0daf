#include "CVips.h"
#include <dlfcn.h>

// VipsAccess, VipsFailOn and VipsSize values, and VIPS_MAX_COORD: those of libvips's public enums
// (vips/image.h, foreign.h, resample.h), fixed by its ABI, version 42.
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

// The table, filled by `sitegen_vips_start`. Defined once, in this file: a static inside an inline function
// of a header is one per object file, and a release build's whole-module optimization splits SiteKit into
// several, so that code inlined into one of them found a table never filled, and every picture failed.
static struct sitegen_vips table;

int sitegen_vips_start(void) {
    void *library = dlopen("libvips.so.42", RTLD_NOW | RTLD_LOCAL);
    if (library == NULL) return -1;
    struct sitegen_vips *vips = &table;
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

VipsImage *sitegen_vips_open(const void *bytes, size_t count, int format, int sequential) {
    VipsImage *image = NULL;
    int access = sequential ? SITEGEN_VIPS_ACCESS_SEQUENTIAL : SITEGEN_VIPS_ACCESS_RANDOM;
    int failed;
    switch (format) {
    case SITEGEN_JPEG:
        failed = table.jpegload_buffer((void *)bytes, count, &image, "access", access, "fail_on",
            SITEGEN_VIPS_FAIL_ON_TRUNCATED, NULL);
        break;
    case SITEGEN_PNG:
        failed = table.pngload_buffer((void *)bytes, count, &image, "access", access, "fail_on",
            SITEGEN_VIPS_FAIL_ON_TRUNCATED, NULL);
        break;
    case SITEGEN_WEBP:
        failed = table.webpload_buffer((void *)bytes, count, &image, "access", access, "fail_on",
            SITEGEN_VIPS_FAIL_ON_TRUNCATED, NULL);
        break;
    default: return NULL;
    }
    return failed ? NULL : image;
}

VipsImage *sitegen_vips_upright(VipsImage *image, int width) {
    VipsImage *out = NULL;
    int failed = width > 0
        ? table.thumbnail_image(image, &out, width, "height", SITEGEN_VIPS_MAX_COORD, "size",
              SITEGEN_VIPS_SIZE_DOWN, NULL)
        : table.autorot(image, &out, NULL);
    return failed ? NULL : out;
}

int sitegen_vips_save(VipsImage *image, int format, int strip, void **bytes, size_t *count) {
    switch (format) {
    case SITEGEN_JPEG:
        return table.jpegsave_buffer(image, bytes, count, "Q", 85, "strip", strip, "optimize_coding", 1, NULL);
    case SITEGEN_PNG: return table.pngsave_buffer(image, bytes, count, "strip", strip, NULL);
    case SITEGEN_WEBP: return table.webpsave_buffer(image, bytes, count, "Q", 85, "strip", strip, NULL);
    default: return -1;
    }
}

int sitegen_vips_width(const VipsImage *image) { return table.image_get_width(image); }
int sitegen_vips_height(const VipsImage *image) { return table.image_get_height(image); }
int sitegen_vips_orientation(VipsImage *image) { return table.image_get_orientation(image); }
const char *sitegen_vips_version(void) { return table.version_string(); }
void sitegen_vips_error_clear(void) { table.error_clear(); }
void sitegen_vips_unref(VipsImage *image) { table.object_unref(image); }
void sitegen_vips_free(void *bytes) { table.free(bytes); }
