/** The example of docs/scorekeeping.md ("Bavarian Tarock") settles as the page says. */
import { expect, test } from 'vitest';
import page from '../../../../docs/scorekeeping.md?raw';
import { bavarianGame } from './testing';

test('the Bavarian example in docs/scorekeeping.md settles to the deltas and lines shown there', () => {
  const section = page.slice(page.indexOf('## Bavarian Tarock'));
  const json = /```json\n([\s\S]*?)```/.exec(section)?.[1] ?? '';
  const text = /```text\n([\s\S]*?)```/.exec(section)?.[1] ?? '';
  const g = bavarianGame('haferltarock');
  const r = g.preset.settleSummary(JSON.parse(json), g.rules, 3);
  if (!r.ok) throw new Error(r.error);
  expect(r.value.deltas).toEqual([-20, 40, -20]);
  expect(r.value.potDelta).toBe(0);
  expect(r.value.lines.map((l) => l.text)).toEqual(text.trim().split('\n'));
});
