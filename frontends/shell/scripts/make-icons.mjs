#!/usr/bin/env node
/**
 * Renders the site's icons, web manifest and default Open Graph image from the SVG sources in
 * static-src/ into static/, which the build copies to the root of dist/ (served at /favicon.ico,
 * /apple-touch-icon.png, /site.webmanifest, /og-default.png, ...). The outputs are committed:
 * run this only after changing a source.
 *   node frontends/shell/scripts/make-icons.mjs
 * sharp comes from the workspace root (a dependency of apps/api); text is drawn with the
 * fonts of the machine that runs it, so the committed og-default.png is the reference.
 */
import { promises as fs } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import sharp from 'sharp';

const shell = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const source = (name) => path.join(shell, 'static-src', name);
const target = (name) => path.join(shell, 'static', name);

const BRAND = { name: 'CSEC', navy: '#0b1f3a' };
const FAVICON_SIZES = [16, 32, 48];
const MANIFEST_ICON_SIZES = [192, 512];

/**
 * A square PNG of an SVG; `density` makes librsvg draw it sharp at the size instead of scaling
 * a bitmap. Home-screen icons are opaque (iOS paints transparency black); favicons keep their
 * rounded corners transparent.
 */
async function png(svgFile, size, { opaque }) {
  const svg = await fs.readFile(svgFile);
  const { width } = await sharp(svg).metadata();
  const image = sharp(svg, { density: Math.max(72, Math.ceil((72 * size) / width)) }).resize(size, size);
  return (opaque ? image.flatten({ background: BRAND.navy }) : image.ensureAlpha()).png({ compressionLevel: 9 }).toBuffer();
}

/** An ICO holding PNG images (every browser and Windows since Vista read these). */
function ico(images) {
  const header = Buffer.alloc(6);
  header.writeUInt16LE(0, 0); // reserved
  header.writeUInt16LE(1, 2); // 1 = icon
  header.writeUInt16LE(images.length, 4);
  const directory = Buffer.alloc(16 * images.length);
  let offset = header.length + directory.length;
  images.forEach(({ size, bytes }, index) => {
    const entry = index * 16;
    directory.writeUInt8(size >= 256 ? 0 : size, entry); // width; 0 means 256
    directory.writeUInt8(size >= 256 ? 0 : size, entry + 1); // height
    directory.writeUInt8(0, entry + 2); // no palette
    directory.writeUInt8(0, entry + 3); // reserved
    directory.writeUInt16LE(1, entry + 4); // colour planes
    directory.writeUInt16LE(32, entry + 6); // bits per pixel
    directory.writeUInt32LE(bytes.length, entry + 8);
    directory.writeUInt32LE(offset, entry + 12);
    offset += bytes.length;
  });
  return Buffer.concat([header, directory, ...images.map(({ bytes }) => bytes)]);
}

const manifest = {
  name: BRAND.name,
  short_name: BRAND.name,
  description: 'Cybersecurity and secure communications for government, military, industry and critical infrastructure across Asia-Pacific.',
  start_url: '/',
  scope: '/',
  display: 'standalone',
  theme_color: BRAND.navy,
  background_color: BRAND.navy,
  icons: MANIFEST_ICON_SIZES.map((size) => ({ src: `/icon-${size}.png`, sizes: `${size}x${size}`, type: 'image/png' })),
};

async function main() {
  await fs.mkdir(path.join(shell, 'static'), { recursive: true });
  // 32-bit PNGs inside the ICO, each drawn from the SVG at its size rather than shrunk from the largest.
  const favicons = await Promise.all(FAVICON_SIZES.map(async (size) => ({ size, bytes: await png(source('favicon.svg'), size, { opaque: false }) })));
  const outputs = {
    'favicon.ico': ico(favicons),
    'favicon.svg': await fs.readFile(source('favicon.svg')),
    'apple-touch-icon.png': await png(source('icon.svg'), 180, { opaque: true }),
    ...Object.fromEntries(
      await Promise.all(MANIFEST_ICON_SIZES.map(async (size) => [`icon-${size}.png`, await png(source('icon.svg'), size, { opaque: true })])),
    ),
    'og-default.png': await sharp(await fs.readFile(source('og-default.svg')))
      .png({ compressionLevel: 9, palette: true, quality: 90 })
      .toBuffer(),
    'site.webmanifest': Buffer.from(`${JSON.stringify(manifest, null, 2)}\n`),
  };
  for (const [name, bytes] of Object.entries(outputs)) {
    await fs.writeFile(target(name), bytes);
    console.log(`${name.padEnd(22)} ${String(bytes.length).padStart(7)} bytes`);
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
