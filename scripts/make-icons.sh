#!/bin/sh
# Renders the app icons in public/ from the SVG sources. Run again after changing public/favicon.svg or
# scripts/icon-maskable.svg. Needs rsvg-convert (Debian: apt-get install librsvg2-bin).
#   pwa-192x192.png, pwa-512x512.png  the favicon as is (manifest icons, purpose "any")
#   maskable-icon-512x512.png         full-bleed background, the mark inside the central 80 % safe zone (purpose "maskable")
#   apple-touch-icon.png              180 × 180, opaque: iOS rounds the corners itself and fills transparency with black
set -eu
cd "$(dirname "$0")/.."
rsvg-convert -w 192 -h 192 public/favicon.svg -o public/pwa-192x192.png
rsvg-convert -w 512 -h 512 public/favicon.svg -o public/pwa-512x512.png
rsvg-convert -w 512 -h 512 scripts/icon-maskable.svg -o public/maskable-icon-512x512.png
rsvg-convert -w 180 -h 180 scripts/icon-maskable.svg -o public/apple-touch-icon.png
