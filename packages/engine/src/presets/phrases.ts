/**
 * The engine's English phrase catalog: every family's templates together (core/phrase.ts), for
 * displays that say the lines in other words and for the tests that hold the text to its phrase.
 */
import { COMMON_PHRASES, ENGLISH_FORMAT, type Phrase, renderPhrase } from '../core/phrase';
import { BAVARIAN_PHRASES } from '../bavarian/phrases';
import { ILLUSTRATED_PHRASES } from '../illustrated/phrases';

export const ENGLISH_PHRASES = { ...COMMON_PHRASES, ...BAVARIAN_PHRASES, ...ILLUSTRATED_PHRASES } as const;

/** Every phrase key of the engine. */
export type PhraseKey = keyof typeof ENGLISH_PHRASES;

/** The phrase in the engine's English: a line's `text` is exactly this. */
export const renderEnglish = (p: Phrase): string => renderPhrase(p, ENGLISH_PHRASES, ENGLISH_FORMAT);

/**
 * Notes on the judgement line before them, worth nothing of their own ("Schneider": a fact of the
 * deal, paid, if at all, on a line of its own): displays say them at the end of that line.
 */
export const JUDGEMENT_NOTES: ReadonlySet<string> = new Set<PhraseKey>([
  'bavarian.schneider',
  'bavarian.schneiderSchwarz',
  'bavarian.schwarz',
]);
