/**
 * Renders the PNG app icons from public/favicon.svg, so the drawing lives in one file: run
 * `node frontend/scripts/render-app-icons.mjs` after changing it, and commit the PNGs. Uses Debian's Chromium, as
 * the Playwright journeys do.
 */
import { readFileSync } from 'node:fs';
import { chromium } from '@playwright/test';

const publicDir = new URL('../public/', import.meta.url);
const svg = readFileSync(new URL('favicon.svg', publicDir), 'utf8');
// The icon's own background fills the corners: iOS and Android round a touch icon themselves.
const ICONS = [
  { file: 'apple-touch-icon.png', size: 180 },
  { file: 'icon-192.png', size: 192 },
  { file: 'icon-512.png', size: 512 },
];

const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium' });
try {
  for (const { file, size } of ICONS) {
    const page = await browser.newPage({ viewport: { width: size, height: size } });
    const square = svg.replace(/rx="\d+"/, 'rx="0"');
    await page.setContent(
      `<body style="margin:0"><img style="display:block;width:${size}px;height:${size}px" src="data:image/svg+xml;base64,${Buffer.from(square).toString('base64')}"></body>`,
    );
    await page.screenshot({ path: new URL(file, publicDir).pathname, omitBackground: false });
    await page.close();
  }
} finally {
  await browser.close();
}
