/**
 * Why a kept match could not be restored, as a value: the worker decides the code, the page words
 * it in its language (`restoreRefusal` in `i18n/strings.ts`). A damaged snapshot's detail stays
 * the checker's English (field names, the engine's replay error): the page shows it only where
 * the sentence is English, and on hover.
 */

export type RestoreRefusal =
  /** Written by another version of the app: `found` as JSON (it may be anything), `reads` this one's. */
  | { readonly code: 'version'; readonly found: string; readonly reads: number }
  /** Its setup cannot be played by this app (a rule set or table it does not know). */
  | { readonly code: 'unplayable'; readonly detail: string }
  /** It does not hold together (its shape, its deal's replay, its totals, its undo point). */
  | { readonly code: 'damaged'; readonly detail: string };

/** The refusal in English, as the worker said it before refusals were values (logs and tests). */
export function refusalEnglish(r: RestoreRefusal): string {
  switch (r.code) {
    case 'version':
      return `the saved match has version ${r.found}; this app reads version ${r.reads}`;
    case 'unplayable':
      return `the saved setup cannot be played: ${r.detail}`;
    case 'damaged':
      return r.detail;
  }
}
