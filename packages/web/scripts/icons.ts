/**
 * Renders the app's icon (public/icon.svg) into the PNG sizes the manifest names
 * (public/icon-192.png, public/icon-512.png), in Debian's chromium as the browser tests drive it.
 * Usage, after changing the SVG: npx tsx packages/web/scripts/icons.ts
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { launchBrowser } from '../test/browser';

const PUBLIC = join(import.meta.dirname, '..', 'public');
const svg = readFileSync(join(PUBLIC, 'icon.svg'), 'utf8');
const browser = await launchBrowser();
try {
  for (const size of [192, 512]) {
    const page = await browser.newPage({ viewport: { width: size, height: size } });
    await page.setContent(
      `<html><body style="margin:0">${svg.replace('<svg ', `<svg width="${size}" height="${size}" `)}</body></html>`,
    );
    const png = await page.screenshot({ omitBackground: false });
    writeFileSync(join(PUBLIC, `icon-${size}.png`), png);
    console.log(`icon-${size}.png ${png.length} bytes`);
    await page.close();
  }
} finally {
  await browser.close();
}
