/**
 * The contrast of the colours an accessibility audit found too faint, from the stylesheet's own
 * values (WCAG 2: 4.5:1 for text, 3:1 for large letters, lines and focus rings).
 */
import { readFileSync } from 'node:fs';
import { expect, test } from 'vitest';

const css = readFileSync(new URL('./app.css', import.meta.url), 'utf8');

/** The custom properties set in the first block of `selector` (its own declarations). */
function vars(selector: string): Record<string, string> {
  const at = css.indexOf(`${selector} {`);
  if (at < 0) throw new Error(`no block ${selector} in app.css`);
  const body = css.slice(at, css.indexOf('}', at));
  return Object.fromEntries([...body.matchAll(/(--[\w-]+):\s*(#[0-9a-f]{6})\b/gi)].map((m) => [m[1], m[2]]));
}

const rgb = (h: string): number[] => [1, 3, 5].map((i) => Number.parseInt(h.slice(i, i + 2), 16) / 255);
const lum = (h: string): number => {
  const [r = 0, g = 0, b = 0] = rgb(h).map((c) => (c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4));
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
};
const ratio = (a: string, b: string): number => {
  const [x = 0, y = 0] = [lum(a), lum(b)].sort((p, q) => q - p);
  return (x + 0.05) / (y + 0.05);
};
/** `a` laid over `b` at opacity `t`. */
const over = (a: string, b: string, t: number): string =>
  `#${rgb(b)
    .map((c, i) =>
      Math.round(((rgb(a)[i] ?? 0) * t + c * (1 - t)) * 255)
        .toString(16)
        .padStart(2, '0'),
    )
    .join('')}`;

const light = vars(':root');
const dark = vars(':root[data-theme="dark"]');
const four = vars(':root[data-deck="fourColour"]');
const high = vars(':root[data-deck="highContrast"]');
const v = (set: Record<string, string>, name: string): string => {
  const value = set[name];
  if (!value) throw new Error(`${name} is not set`);
  return value;
};

test('the Bell’s rank and court letters are ink enough on every face (they read 2.17–4.18:1)', () => {
  const faces = [v(light, '--card-face'), v(dark, '--card-face')];
  for (const face of faces) {
    expect(ratio(v(light, '--s-bell-ink'), face)).toBeGreaterThanOrEqual(4.5);
    expect(ratio(v(four, '--s-bell-ink'), face)).toBeGreaterThanOrEqual(4.5);
  }
  expect(ratio(v(high, '--s-bell-ink'), v(high, '--card-face'))).toBeGreaterThanOrEqual(4.5);
  // The leaf's letters on the dark theme's face (4.46:1).
  expect(ratio(v(dark, '--s-leaf'), v(dark, '--card-face'))).toBeGreaterThanOrEqual(4.5);
});

test('the seat to act: its name and roles (4.09 and 3.44:1 on the lightened felt)', () => {
  expect(css).toContain('--to-act-bg: rgba(0, 0, 0, 0.2);');
  for (const felt of [v(light, '--felt'), v(dark, '--felt')]) {
    const panel = over('#000000', felt, 0.2);
    const fg = v(light, '--felt-fg');
    expect(ratio(fg, panel)).toBeGreaterThanOrEqual(4.5);
    // The roles at 0.85 opacity.
    expect(ratio(over(fg, panel, 0.85), panel)).toBeGreaterThanOrEqual(4.5);
  }
});

test('the chart’s colours on the dark panel: its legend is text (they read 2.6–3:1)', () => {
  for (const k of [0, 1, 2, 3])
    expect(ratio(v(dark, `--series-${k}`), v(dark, '--panel'))).toBeGreaterThanOrEqual(4.5);
});

test('the focus ring on the felt: white inside the blue (the blue alone read 1.09:1)', () => {
  expect(css).toMatch(/\.table :focus-visible \{\s*box-shadow: 0 0 0 2px #ffffff;/);
  expect(ratio('#ffffff', v(light, '--felt'))).toBeGreaterThanOrEqual(3);
  expect(ratio(v(light, '--focus'), '#ffffff')).toBeGreaterThanOrEqual(3);
});
