#!/usr/bin/env bash
# Makes the Debian package of sitegen: a release build with the Swift standard library and Foundation
# linked in (-static-stdlib), so that it needs only Debian's libraries and no Swift toolchain, with the
# manual page, the bash, zsh and fish completions, the docs and the example deploy files. Depends is
# computed from the libraries the binary loads (dpkg-shlibdeps). Run on Debian 12 after .ci/setup:
#
#   bash packaging/deb.sh              makes .build/deb/sitegen_VERSION_ARCH.deb
#   OUT=DIR bash packaging/deb.sh      makes DIR/sitegen_VERSION_ARCH.deb
#
# It prints the package's path last; `apt-get install ./sitegen_VERSION_ARCH.deb` installs it.
set -euo pipefail
cd "$(dirname "$0")/.."
umask 022
mkdir -p "${OUT:-.build/deb}"
out=$(cd "${OUT:-.build/deb}" && pwd)

# `sitegen version` names the commit; "-dirty" marks a build of files changed since.
commit=$(git rev-parse --short=7 HEAD 2>/dev/null || true)
if [ -n "$commit" ] && ! git diff --quiet HEAD --; then
    commit=$commit-dirty
fi
# A scratch path of its own, as .ci/run's sanitizer build has: these flags would otherwise make the next
# plain `swift build -c release` compile everything again, and leave a static binary in .build/release.
build=(swift build -c release --product sitegen --static-swift-stdlib --disable-local-rpath --scratch-path .build-deb)
if [ -n "$commit" ]; then
    build+=(-Xcc "-DSITEGEN_COMMIT=$commit")
fi
"${build[@]}"
binary=$("${build[@]}" --show-bin-path)/sitegen

# What the binary loads must come from Debian's packages, not from the toolchain.
if ldd "$binary" | grep -E '/opt/swift|not found'; then
    echo "deb: $binary needs the libraries above, which no Debian package has" >&2
    exit 1
fi
version=$("$binary" version | cut -d' ' -f2)
if ! [[ $version =~ ^[0-9][0-9A-Za-z.+~]*$ ]]; then
    echo "deb: \"$version\" from \`sitegen version\` is not a Debian version" >&2
    exit 1
fi
arch=$(dpkg --print-architecture)

work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
root=$work/root
doc=$root/usr/share/doc/sitegen
install -D -m 0755 "$binary" "$root/usr/bin/sitegen"
strip --strip-unneeded "$root/usr/bin/sitegen"
SITEGEN=$root/usr/bin/sitegen bash packaging/generate.sh "$work/generated"
install -D -m 0644 "$work/generated/sitegen.1" "$root/usr/share/man/man1/sitegen.1"
install -D -m 0644 "$work/generated/completions/sitegen.bash" "$root/usr/share/bash-completion/completions/sitegen"
install -D -m 0644 "$work/generated/completions/_sitegen" "$root/usr/share/zsh/vendor-completions/_sitegen"
install -D -m 0644 "$work/generated/completions/sitegen.fish" "$root/usr/share/fish/vendor_completions.d/sitegen.fish"
install -D -m 0644 packaging/copyright "$doc/copyright"
install -D -m 0644 CHANGELOG.md "$doc/changelog"
install -D -m 0644 -t "$doc" README.md docs/guide.md docs/deploy.md
install -D -m 0644 -t "$doc/examples" packaging/examples/*
# Debian's policy: manual pages, and documentation but the copyright, compressed without a time stamp.
gzip -9n "$root/usr/share/man/man1/sitegen.1" "$doc/changelog" "$doc"/*.md

# dpkg-shlibdeps reads the package's name from a debian/control, and turns each library into its package.
mkdir -p "$work/debian" "$root/DEBIAN"
printf 'Source: sitegen\n\nPackage: sitegen\nArchitecture: any\n' >"$work/debian/control"
depends=$(cd "$work" && dpkg-shlibdeps -O root/usr/bin/sitegen | sed -n "s/^shlibs:Depends=//p")
[ -n "$depends" ] || { echo "deb: dpkg-shlibdeps found no dependency" >&2; exit 1; }
# libvips is opened when a picture is first read (Sources/CVips), so dpkg-shlibdeps does not see it.
depends="$depends, libvips42 (>= 8.12)"
cat >"$root/DEBIAN/control" <<CONTROL
Package: sitegen
Version: $version
Architecture: $arch
Maintainer: sitegen maintainers <maintainers@users.noreply.a-seed-b083fe8d.example>
Installed-Size: $(du -sk "$root/usr" | cut -f1)
Depends: $depends
Section: web
Priority: optional
Description: static site generator for daily memos, pickup messages and calendars
 sitegen reads Markdown memos, pickup messages from a JSON API and iCalendar
 feeds, and renders them into a static website: a monthly calendar, a page per
 memo day, category-grouped articles, feeds, a sitemap and a calendar feed.
 A build that fails leaves the published site exactly as it was, so it is safe
 to run every night from cron or a systemd timer.
CONTROL
(cd "$root" && find usr -type f -print0 | LC_ALL=C sort -z | xargs -0 md5sum) >"$root/DEBIAN/md5sums"
chmod 0644 "$root/DEBIAN/control" "$root/DEBIAN/md5sums"

deb=$out/sitegen_${version}_${arch}.deb
dpkg-deb --root-owner-group --build "$root" "$deb" >/dev/null
echo "$deb"
