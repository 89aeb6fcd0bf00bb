#!/usr/bin/env bash
# Builds the Debian package with cargo-deb, checks its desktop entry and metadata with the
# desktop's own validators, installs it with apt (as root, or with sudo) and checks the
# installed files as a desktop and a shell would find them, then reports what lintian says
# (and fails on its errors).
#
#   bash packaging/check.sh            # build, validate, install, check
#   bash packaging/check.sh --no-build # the same with the package already in target/debian
set -euo pipefail
cd "$(dirname "$0")/.."

ID=io.github.kibitzer.Kibitzer
SUDO=""; [ "$(id -u)" -eq 0 ] || SUDO="sudo"

say() { printf '\n== %s\n' "$*"; }
fail() { printf 'packaging check failed: %s\n' "$*" >&2; exit 1; }

say "Tools"
tools=(desktop-file-utils appstream lintian shared-mime-info libglib2.0-bin dpkg-dev bash-completion)
missing=()
for p in "${tools[@]}"; do
  dpkg-query -W -f='${Status}' "$p" 2>/dev/null | grep -q "install ok installed" || missing+=("$p")
done
if [ ${#missing[@]} -gt 0 ]; then
  $SUDO apt-get update -q
  DEBIAN_FRONTEND=noninteractive $SUDO apt-get install -y -q --no-install-recommends "${missing[@]}"
fi
if ! command -v cargo-deb >/dev/null; then
  cargo install cargo-deb --locked --version '^3'
fi

say "Desktop entry and metadata"
desktop-file-validate "packaging/$ID.desktop"
appstreamcli validate --no-net "packaging/$ID.metainfo.xml"

if [ "${1:-}" != "--no-build" ]; then
  say "Package (release build)"
  cargo deb --locked
fi
deb=$(ls -t target/debian/kibitzer_*.deb | head -1)
echo "$deb: $(du -h "$deb" | cut -f1)"

say "Install"
DEBIAN_FRONTEND=noninteractive $SUDO apt-get install -y -q --no-install-recommends "./$deb"

say "Installed files"
for f in \
  /usr/bin/kibitzer \
  "/usr/share/applications/$ID.desktop" \
  "/usr/share/metainfo/$ID.metainfo.xml" \
  "/usr/share/mime/packages/$ID.xml" \
  "/usr/share/icons/hicolor/scalable/apps/$ID.svg" \
  "/usr/share/icons/hicolor/48x48/apps/$ID.png" \
  "/usr/share/icons/hicolor/256x256/apps/$ID.png" \
  /usr/share/bash-completion/completions/kibitzer \
  /usr/share/zsh/vendor-completions/_kibitzer \
  /usr/share/fish/vendor_completions.d/kibitzer.fish \
  /usr/share/doc/kibitzer/copyright \
  /usr/share/doc/kibitzer/examples/chopsticks-shortest.ron; do
  [ -e "$f" ] || fail "$f is not installed"
done
ls /usr/share/man/man1/kibitzer.1* >/dev/null || fail "the manual page is not installed"
desktop-file-validate "/usr/share/applications/$ID.desktop"

say "The installed command"
hash -r
[ "$(command -v kibitzer)" = /usr/bin/kibitzer ] || fail "kibitzer is not /usr/bin/kibitzer"
kibitzer --version
kibitzer moves chopsticks --position 1111
kibitzer replay /usr/share/doc/kibitzer/examples/chopsticks-shortest.ron
bash -c 'source /usr/share/bash-completion/completions/kibitzer && complete -p kibitzer' \
  || fail "bash completion does not load"

say "A game file is known by its content"
update-mime-database /usr/share/mime
work=$(mktemp -d)
cp /usr/share/doc/kibitzer/examples/chopsticks-shortest.ron "$work/game.ron"
printf '(just: "some other RON")\n' > "$work/other.ron"
game_type=$(gio info -a standard::content-type "$work/game.ron" | sed -n 's/.*content-type: //p')
other_type=$(gio info -a standard::content-type "$work/other.ron" | sed -n 's/.*content-type: //p')
echo "game.ron: $game_type; other.ron: $other_type"
[ "$game_type" = application/x-kibitzer-game ] || fail "a saved game is $game_type"
[ "$other_type" != application/x-kibitzer-game ] || fail "any RON file is taken for a game"
rm -rf "$work"

say "lintian"
# Errors fail the check; warnings and notes are reported.
lintian --fail-on error --tag-display-limit 0 "$deb"
echo "packaging check passed"
