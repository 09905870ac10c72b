/**
 * The match against the computer kept across a reload, above the setup: which rule set (and house
 * rules), who plays, how many deals and the totals or balances — the worker's card-free summary —
 * with Continue and Discard (and, when a Discard failed, that it did and why: the match is still
 * kept); or, when the kept match could not be restored, why it was discarded.
 */
import { optionsDiff, unitOf } from '@tarock/engine';
import type { JSX } from 'preact';
import { useI18n } from '../i18n/i18n';
import type { Strings } from '../i18n/strings';
import { optionTitle } from '../i18n/optionTitles';
import { optionValueText } from '../i18n/optionValues';
import { presetName } from '../i18n/presetNames';
import { Amount } from '../result/Amount';
import { hasPot } from '../scoresheet/rulesShape';
import { gameFor } from '../table/context';
import type { SavedMatch } from '../worker/protocol';

/** What the panel says when the Discard of `saved` failed (the store kept it), else null. */
export function discardFailedNote(saved: SavedMatch, t: Strings): string | null {
  return saved.discardFailed === undefined ? null : t.savedDiscardFailed(saved.discardFailed);
}

export function SavedMatchPanel(props: {
  saved: SavedMatch | null;
  refused: string | null;
  onContinue: () => void;
  onDiscard: () => void;
}): JSX.Element | null {
  const { t, lang } = useI18n();
  if (props.refused)
    return (
      <section class="saved-match" role="alert" data-testid="saved-refused">
        <p>{t.savedRefused(props.refused)}</p>
        <button type="button" onClick={props.onDiscard}>
          {t.savedRefusedOk}
        </button>
      </section>
    );
  const saved = props.saved;
  const game = saved ? gameFor(saved.game) : null;
  if (!saved || !game) return null;
  const unit = unitOf(game.rules);
  const options = Object.entries(optionsDiff(game));
  const failed = discardFailedNote(saved, t);
  return (
    <section class="saved-match" aria-labelledby="saved-title" data-testid="saved-match">
      <h2 id="saved-title">{t.savedTitle}</h2>
      <p class="saved-game" data-testid="saved-game">
        {presetName(game.rules, lang)}
        {options.length > 0 &&
          ` (${options.map(([k, v]) => `${optionTitle(k, lang)}: ${optionValueText(k, v, lang)}`).join(', ')})`}
      </p>
      <p>
        {t.savedDeals(saved.deals)}
        {saved.inDeal && ` ${t.savedInDeal}`}
      </p>
      <ul class="saved-totals" data-testid="saved-totals">
        {saved.names.map((name, seat) => (
          <li key={seat}>
            <span class="saved-name">{name}</span>{' '}
            <span class="num">
              <Amount value={saved.totals[seat] ?? 0} unit={unit} lang={lang} />
            </span>
          </li>
        ))}
        {hasPot(game.rules) && (
          <li>
            <span class="saved-name">{t.pot}</span>{' '}
            <span class="num">
              <Amount value={saved.pot} unit="cents" lang={lang} />
            </span>
          </li>
        )}
      </ul>
      {failed && (
        <p class="error" role="alert" data-testid="saved-discard-failed">
          {failed}
        </p>
      )}
      <div class="saved-actions">
        <button type="button" class="primary" onClick={props.onContinue} data-testid="saved-continue">
          {t.savedContinue}
        </button>
        <button type="button" onClick={props.onDiscard} data-testid="saved-discard">
          {t.savedDiscard}
        </button>
      </div>
      <p class="saved-note">{t.savedReplaced}</p>
    </section>
  );
}
