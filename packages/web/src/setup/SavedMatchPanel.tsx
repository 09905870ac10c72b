/**
 * The matches against the computer kept across a reload, above the setup, newest use first: for
 * each, which rule set (and house rules), who plays, how many deals and the totals or balances —
 * the worker's card-free summary — with Continue and Discard (and, when a Discard failed, that it
 * did and why: the match is still kept); above them, when kept matches could not be restored, why
 * they were discarded; below, how long they are kept, and which one a new match would drop when
 * as many are kept as a browser keeps (`KEPT_MATCHES`).
 */
import { type Game, optionsDiff, unitOf } from '@tarock/engine';
import type { JSX } from 'preact';
import type { Lang } from '../app/settings';
import { useI18n } from '../i18n/i18n';
import type { Strings } from '../i18n/strings';
import { optionTitle } from '../i18n/optionTitles';
import { optionValueText } from '../i18n/optionValues';
import { presetName } from '../i18n/presetNames';
import { Amount } from '../result/Amount';
import { hasPot } from '../scoresheet/rulesShape';
import { gameFor } from '../table/context';
import type { SavedMatch } from '../worker/protocol';
import type { RestoreRefusal } from '../worker/refusal';
import { KEPT_MATCHES } from '../worker/store';

/** What the panel says when the Discard of `saved` failed (the store kept it), else null. */
export function discardFailedNote(saved: SavedMatch, t: Strings): string | null {
  return saved.discardFailed === undefined ? null : t.savedDiscardFailed(saved.discardFailed);
}

/**
 * How far the kept match is, as sentences: "3 Spiele gespielt, das nächste ist im Gang." (it ran
 * two together: "0 Spiele gespielt Ein Spiel ist im Gang.").
 */
export function progressNote(saved: Pick<SavedMatch, 'deals' | 'inDeal'>, t: Strings): string {
  return t.savedProgress(saved.deals, saved.inDeal);
}

/** Why kept matches could not be restored, in the page's language (`refused`: one or more). */
export function refusedNote(refused: readonly RestoreRefusal[], t: Strings): string {
  return t.savedRefused(refused.map(t.restoreRefusal).join('; '));
}

/** The checkers' English details of those refusals, for the hover; null when none has one. */
export function refusedDetail(refused: readonly RestoreRefusal[], t: Strings): string | null {
  const details = refused.flatMap((r) => t.restoreRefusalDetail(r) ?? []);
  return details.length > 0 ? details.join('; ') : null;
}

/** The rule set with its changed house rules, e.g. "Haferltarock (Kontra: …)". */
function gameTitle(game: Game, lang: Lang): string {
  const options = Object.entries(optionsDiff(game));
  return `${presetName(game.rules, lang)}${
    options.length > 0
      ? ` (${options.map(([k, v]) => `${optionTitle(k, lang)}: ${optionValueText(k, v, lang)}`).join(', ')})`
      : ''
  }`;
}

/**
 * What the panel says under the kept matches (`saved`, newest use first): how long they are
 * kept, or, when a new match would drop one (as many kept as a browser keeps), which.
 */
export function keptNote(saved: readonly SavedMatch[], t: Strings, lang: Lang): string {
  const oldest = saved.length >= KEPT_MATCHES ? saved.at(-1) : undefined;
  const game = oldest ? gameFor(oldest.game) : null;
  if (!oldest || !game) return t.savedKept(KEPT_MATCHES);
  return t.savedDropped(KEPT_MATCHES, `${gameTitle(game, lang)}, ${t.savedDeals(oldest.deals)}`);
}

function KeptMatch(props: {
  saved: SavedMatch;
  onContinue: (id: string) => void;
  onDiscard: (id: string) => void;
}): JSX.Element | null {
  const { t, lang } = useI18n();
  const saved = props.saved;
  const game = gameFor(saved.game);
  if (!game) return null;
  const unit = unitOf(game.rules);
  const failed = discardFailedNote(saved, t);
  return (
    <li class="saved-match" data-testid="saved-match" data-id={saved.id}>
      <p class="saved-game" data-testid="saved-game">
        {gameTitle(game, lang)}
      </p>
      <p data-testid="saved-progress">{progressNote(saved, t)}</p>
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
        <button
          type="button"
          class="primary"
          onClick={() => props.onContinue(saved.id)}
          data-testid="saved-continue"
        >
          {t.savedContinue}
        </button>
        <button type="button" onClick={() => props.onDiscard(saved.id)} data-testid="saved-discard">
          {t.savedDiscard}
        </button>
      </div>
    </li>
  );
}

export function SavedMatchPanel(props: {
  saved: readonly SavedMatch[];
  refused: readonly RestoreRefusal[] | null;
  onContinue: (id: string) => void;
  /** Discards the match `id`; null: acknowledges the note of matches that could not be restored. */
  onDiscard: (id: string | null) => void;
}): JSX.Element | null {
  const { t, lang } = useI18n();
  const { saved, refused } = props;
  return (
    <>
      {refused && (
        <section class="saved-matches" role="alert" data-testid="saved-refused">
          <p title={refusedDetail(refused, t) ?? undefined}>{refusedNote(refused, t)}</p>
          <button type="button" onClick={() => props.onDiscard(null)}>
            {t.savedRefusedOk}
          </button>
        </section>
      )}
      {saved.length > 0 && (
        <section class="saved-matches" aria-labelledby="saved-title" data-testid="saved-matches">
          <h2 id="saved-title">{saved.length === 1 ? t.savedTitle : t.savedTitleMany}</h2>
          <ul class="saved-list">
            {saved.map((s) => (
              <KeptMatch key={s.id} saved={s} onContinue={props.onContinue} onDiscard={props.onDiscard} />
            ))}
          </ul>
          <p class="saved-note" data-testid="saved-note">
            {keptNote(saved, t, lang)}
          </p>
        </section>
      )}
    </>
  );
}
