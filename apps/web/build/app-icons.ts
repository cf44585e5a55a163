/// <reference types="node" />
// The app's icons, made at build from the one SVG source (public/favicon.svg): the sizes the web app manifest and
// phones ask for, and a maskable one whose mark sits inside the safe zone Android may crop to a circle.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import type { Plugin } from 'vite';

const SOURCE = path.resolve(import.meta.dirname, '../public/favicon.svg');
const BRAND = '#4f46e5';

export const APP_ICONS = [
  { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
  { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
  { src: '/icons/maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
];

async function renderIcon(size: number, isMaskable: boolean) {
  const svg = readFileSync(SOURCE);
  if (!isMaskable)
    return sharp(svg, { density: 72 * (size / 32) })
      .resize(size, size)
      .png()
      .toBuffer();
  // The mark at 60% of the side, centred on the brand colour: inside the 80% circle of the maskable safe zone.
  const mark = Math.round(size * 0.6);
  const inner = await sharp(svg, { density: 72 * (mark / 32) })
    .resize(mark, mark)
    .png()
    .toBuffer();
  return sharp({ create: { width: size, height: size, channels: 4, background: BRAND } })
    .composite([{ input: inner, gravity: 'centre' }])
    .png()
    .toBuffer();
}

export function appIcons(): Plugin {
  return {
    name: 'skillsync:app-icons',
    apply: 'build',
    async generateBundle() {
      const icons = [
        { fileName: 'icons/icon-192.png', size: 192, isMaskable: false },
        { fileName: 'icons/icon-512.png', size: 512, isMaskable: false },
        { fileName: 'icons/maskable-512.png', size: 512, isMaskable: true },
        { fileName: 'icons/apple-touch-icon.png', size: 180, isMaskable: true },
      ];
      for (const icon of icons) {
        this.emitFile({ type: 'asset', fileName: icon.fileName, source: await renderIcon(icon.size, icon.isMaskable) });
      }
    },
  };
}
