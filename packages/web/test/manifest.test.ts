/**
 * The web app manifest (public/manifest.webmanifest) that lets a browser install the app: the page
 * links it, it opens the app's root standalone, and every icon it names exists at the size it
 * says (a PNG's width and height read from its header).
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

const WEB = join(import.meta.dirname, '..');
const manifest = JSON.parse(readFileSync(join(WEB, 'public', 'manifest.webmanifest'), 'utf8')) as {
  name: string;
  start_url: string;
  scope: string;
  display: string;
  icons: { src: string; sizes: string; type: string; purpose?: string }[];
};

describe('the web app manifest', () => {
  it('is linked by the page, with the theme colour', () => {
    const html = readFileSync(join(WEB, 'index.html'), 'utf8');
    expect(html).toContain('<link rel="manifest" href="/manifest.webmanifest" />');
    expect(html).toContain(
      `<meta name="theme-color" content="${(manifest as { theme_color?: string }).theme_color}" />`,
    );
  });

  it("opens the app's root, standalone", () => {
    expect(manifest).toMatchObject({ name: 'Tarock', start_url: '/', scope: '/', display: 'standalone' });
  });

  it('names icons that exist at their sizes, 192 and 512 px among them', () => {
    for (const icon of manifest.icons) {
      const data = readFileSync(join(WEB, 'public', icon.src));
      if (icon.type === 'image/png') {
        expect(data.subarray(1, 4).toString()).toBe('PNG');
        expect(`${data.readUInt32BE(16)}x${data.readUInt32BE(20)}`).toBe(icon.sizes);
      } else expect(data.toString()).toContain('<svg');
    }
    const sizes = manifest.icons.map((i) => i.sizes);
    expect(sizes).toContain('192x192');
    expect(sizes).toContain('512x512');
  });
});
