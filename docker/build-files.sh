#!/bin/sh
# The files of a remote's build whose names carry a content hash (webpack's [contenthash], told apart
# as docker/remote.nginx.conf does): what the next image of the remote keeps, so that tabs opened on
# this build still find its chunks after the switch.
#   build-files.sh list <dist folder>                     prints them, one path a line, relative to the folder
#   build-files.sh keep <previous image's /usr/share/nginx> <folder>   copies there those it listed
set -eu
HASHED='[.-][0-9a-f]{8,}\.'
case "${1:-}" in
  list)
    cd "$2" && find . -type f | sed 's|^\./||' | grep -E "$HASHED" | sort
    ;;
  keep)
    mkdir -p "$3"
    # A first deployment (or an image older than these lists): nothing to keep.
    [ -f "$2/build-files.txt" ] || exit 0
    cd "$2/html" && xargs -r cp -a --parents -t "$3" < ../build-files.txt
    ;;
  *)
    echo 'usage: build-files.sh list <dist folder> | keep <previous nginx folder> <folder>' >&2
    exit 2
    ;;
esac
