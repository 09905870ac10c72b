/**
 * The Rules view: a rule set's card (the engine's `Preset.ruleCard`, with the house rules chosen)
 * in the page's language — a heading, per section a heading, its table (header cells for the
 * columns and for each row's name; a wide table scrolls inside its own box, never the page) and
 * its statements. Shown from the setup for the chosen rule set and from an online table's rules
 * panel.
 */
import type { RuleCard, RulesetBase } from '@tarock/engine';
import type { JSX } from 'preact';
import { useI18n } from '../i18n/i18n';
import { presetName } from '../i18n/presetNames';
import { ruleCardSections } from './ruleCardText';

export function RuleCardView({ card, rules }: { card: RuleCard; rules: RulesetBase }): JSX.Element {
  const { t, lang } = useI18n();
  const id = `rule-card-${card.game}`;
  return (
    <section class="rule-card" aria-labelledby={id} data-testid="rule-card">
      <h3 id={id}>{t.ruleCardTitle(presetName(rules, lang))}</h3>
      {ruleCardSections(card, rules, lang).map((s) => (
        <section key={s.id} class="rule-card-section" data-section={s.id} aria-labelledby={`${id}-${s.id}`}>
          <h4 id={`${id}-${s.id}`}>{s.title}</h4>
          {s.table && (
            // A region of its own, reachable by keyboard, so a table wider than a phone scrolls in it.
            // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region must take focus to scroll by keyboard
            <section class="rule-table" aria-labelledby={`${id}-${s.id}`} tabIndex={0}>
              <table>
                <thead>
                  <tr>
                    {s.table.headers.map((h) => (
                      <th key={h} scope="col">
                        {h}
                      </th>
                    ))}
                  </tr>
                </thead>
                <tbody>
                  {s.table.rows.map((r) => (
                    <tr key={r.id} data-row={r.id}>
                      {r.cells.map((c, i) =>
                        i === 0 ? (
                          <th key={i} scope="row">
                            {c}
                          </th>
                        ) : (
                          <td key={i}>{c}</td>
                        ),
                      )}
                    </tr>
                  ))}
                </tbody>
              </table>
            </section>
          )}
          {s.lines.length > 0 && (
            <ul>
              {s.lines.map((l) => (
                <li key={l}>{l}</li>
              ))}
            </ul>
          )}
        </section>
      ))}
    </section>
  );
}
