// Writes the installable site's PNG icons (public/icons/) from the logo (public/images/logo.svg):
// 192 and 512 px as they are, a 512 px maskable one (the glyph inside the 80 % safe zone on a
// full-bleed background) and the 180 px apple-touch-icon. Run by hand when the logo changes:
// `node public-web/scripts/icons.mjs`; the PNGs are committed.
import { mkdirSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import sharp from 'sharp';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const out = join(root, 'public', 'icons');
const logo = readFileSync(join(root, 'public', 'images', 'logo.svg'), 'utf8');
const glyph = logo.replace(/^[\s\S]*?<rect[^>]*\/>/, '').replace(/<\/svg>\s*$/, '');
const background = /<rect[^>]*fill="([^"]+)"/.exec(logo)?.[1] ?? '#1f7a4d';
// The glyph at 60 % of the side, centred: well inside the maskable safe circle (80 %).
const maskable = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32"><rect width="32" height="32" fill="${background}"/><g transform="translate(6.4 6.4) scale(0.6)">${glyph}</g></svg>`;

mkdirSync(out, { recursive: true });
const render = (svg, size, file) =>
  sharp(Buffer.from(svg), { density: (72 * size) / 32 })
    .resize(size, size)
    .png({ compressionLevel: 9 })
    .toFile(join(out, file));

await Promise.all([
  render(logo, 192, 'icon-192.png'),
  render(logo, 512, 'icon-512.png'),
  render(maskable, 512, 'maskable-512.png'),
  // iOS rounds the corners itself: a full-bleed square.
  render(maskable.replace('scale(0.6)', 'scale(0.7)').replace('translate(6.4 6.4)', 'translate(4.8 4.8)'), 180, 'apple-touch-icon.png'),
]);
console.log(`icons written to ${out}`);
