/**
 * German templates that the engine's catalogs have no key of their own for: a count of one said in
 * the singular ("1 Einheit", not "1 Einheiten"), a word declined by the sentence it stands in ("er
 * zählt für die Gegenspieler"). A variant is a template under `key#arg=1` (the argument `arg` is 1)
 * or `key#arg=other.key` (the argument `arg` is the phrase `other.key`); `withVariants` rewrites a
 * phrase, and the phrases among its arguments, to the variant's key where the catalog has one, so
 * that the engine's phrase is rendered with the German that fits it.
 */
import type { Phrase, PhraseArg } from '@tarock/engine';

type Catalog = Readonly<Record<string, string>>;

/** The phrase with `f` applied to it and to every phrase among its arguments (innermost first). */
export function mapPhrase(p: Phrase, f: (p: Phrase) => Phrase): Phrase {
  const arg = (a: PhraseArg): PhraseArg => {
    if (typeof a !== 'object') return a;
    if ('key' in a) return mapPhrase(a, f);
    if ('list' in a) return { ...a, list: a.list.map(arg) };
    return a;
  };
  if (!p.args) return f(p);
  return f({ key: p.key, args: Object.fromEntries(Object.entries(p.args).map(([n, a]) => [n, arg(a)])) });
}

/** The key of the variant a phrase asks for in `variants`, else its own key. */
export function variantKey(p: Phrase, variants: Catalog): string {
  for (const [name, a] of Object.entries(p.args ?? {})) {
    const one = `${p.key}#${name}=1`;
    if (a === 1 && variants[one] !== undefined) return one;
    if (typeof a === 'object' && 'key' in a) {
      const word = `${p.key}#${name}=${a.key}`;
      if (variants[word] !== undefined) return word;
    }
  }
  return p.key;
}

/** The phrase with each part that has a variant in `variants` keyed to it. */
export const withVariants = (p: Phrase, variants: Catalog): Phrase =>
  mapPhrase(p, (q) => {
    const key = variantKey(q, variants);
    return key === q.key ? q : { ...q, key };
  });

/**
 * The phrase with the money arguments named in `cents` (by the phrase's key) as plain numbers of
 * cents, for a template that says the unit in words ("5-Cent-Schritte", "legt 5 Cent dazu").
 */
export const moneyAsCents = (p: Phrase, cents: Readonly<Record<string, readonly string[]>>): Phrase =>
  mapPhrase(p, (q) => {
    const names = cents[q.key];
    if (!names || !q.args) return q;
    const args = Object.fromEntries(
      Object.entries(q.args).map(([n, a]) => [
        n,
        names.includes(n) && typeof a === 'object' && 'money' in a ? a.money : a,
      ]),
    );
    return { key: q.key, args };
  });

/** The German templates that `listsSaid` puts a list's last item in: "Solo und Herzsolo", "Frage oder Herzsolo". */
export const GERMAN_LIST_TEMPLATES: Readonly<Record<string, string>> = {
  'list#and': '{head} und {last}',
  'list#or': '{head} oder {last}',
};

/**
 * The phrase with the lists named in `words` (by the phrase's key and the argument's name) said
 * as a sentence says them: "Solo, Herzsolo" → "Solo und Herzsolo", "Frage / Herzsolo" → "Frage
 * oder Herzsolo" (its last item joined by the template `list#and` or `list#or`).
 */
export const listsSaid = (
  p: Phrase,
  words: Readonly<Record<string, Readonly<Record<string, 'and' | 'or'>>>>,
): Phrase =>
  mapPhrase(p, (q) => {
    const names = words[q.key];
    if (!names || !q.args) return q;
    const args = Object.fromEntries(
      Object.entries(q.args).map(([n, a]): [string, PhraseArg] => {
        const word = names[n];
        if (!word || typeof a !== 'object' || !('list' in a) || a.list.length < 2) return [n, a];
        const head: PhraseArg = { list: a.list.slice(0, -1), join: 'comma' };
        return [n, { key: `list#${word}`, args: { head, last: a.list[a.list.length - 1] as PhraseArg } }];
      }),
    );
    return { key: q.key, args };
  });
