/**
 * Writes test/analysis.golden.txt: the mistake finder's verdicts on seeded deals without a bonus
 * card's trick in play (test/analysisGolden.ts). Run only after an intended change to those
 * verdicts, and review the diff: `npx tsx packages/bots/scripts/analysisGolden.ts`.
 */
import { writeFileSync } from 'node:fs';
import { goldenDeals, goldenText } from '../test/analysisGolden';

const file = new URL('../test/analysis.golden.txt', import.meta.url);
writeFileSync(file, goldenText(goldenDeals()));
console.log(`wrote ${file.pathname}`);
