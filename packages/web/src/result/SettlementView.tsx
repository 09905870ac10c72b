/** The deal's settlement, line by line as the engine explains it (in the table's language), with each seat's amount. */
import type { RulesetBase, Settlement } from '@tarock/engine';
import type { JSX } from 'preact';
import { useI18n } from '../i18n/i18n';
import { hasPot } from '../scoresheet/rulesShape';
import { Amount, UnitHead } from './Amount';
import { cardPointsText, contractLabel, losersOf, outcomeHeading, outcomeWord } from './format';
import { settlementRows } from './lineText';

export function SettlementView(props: {
  settlement: Settlement;
  names: readonly string[];
  seats: readonly number[];
  /** The rule set played: its own contract names head an English settlement. */
  rules?: RulesetBase | undefined;
}): JSX.Element {
  const { t, lang } = useI18n();
  const s = props.settlement;
  // A deal thrown in is said in the family's words: "alle weiter" (Illustrated), "alle passen" (Bavarian).
  const family = props.rules?.family ?? (s.unit === 'cents' ? 'bavarian' : 'illustrated');
  // The Kasse where the rule set keeps a pot: Scharfes Tarock's banks have none, and its column
  // only ever said 0,00 € (on a 360 px phone pushing the table past the screen).
  const showPot = s.unit === 'cents' && (props.rules === undefined || hasPot(props.rules));
  // The Schreckensteiner beside the Kasse: a column of its own, so that every row adds up.
  const showSidePot = showPot && s.sidePotDelta !== undefined;
  return (
    <section class="settlement" aria-labelledby="settlement-title" data-testid="settlement">
      <h2 id="settlement-title">{t.settlement}</h2>
      <p class="outcome">
        {outcomeHeading(
          s.contract ? contractLabel(s.contract, lang, props.rules) : null,
          s.declarer !== null ? (props.names[s.declarer] ?? null) : null,
          t.outcome,
          outcomeWord(t, s.outcome, family, losersOf(s.deltas, props.names)),
        ).map((seg, i) =>
          seg.strong ? (
            <strong key={i} data-testid={seg.strong}>
              {seg.text}
            </strong>
          ) : (
            seg.text
          ),
        )}
      </p>
      {s.cardPoints.length > 0 && (
        <p class="card-points">
          {t.cardPoints}: {cardPointsText(s.cardPoints, props.names, t.pileNames)}
        </p>
      )}
      <div class="table-scroll">
        <table class="lines">
          <thead>
            <tr>
              <th scope="col">
                <UnitHead unit={s.unit} />
              </th>
              {props.seats.map((seat) => (
                <th key={seat} scope="col">
                  {props.names[seat]}
                </th>
              ))}
              {showPot && <th scope="col">{t.pot}</th>}
              {showSidePot && <th scope="col">{t.sidePot}</th>}
            </tr>
          </thead>
          <tbody>
            {settlementRows(s.lines, props.names, lang).map((line, i) => (
              <tr key={i}>
                <th scope="row" class="line-text">
                  {line.text}
                </th>
                {props.seats.map((seat) => (
                  <td key={seat} class="num">
                    {line.amounts?.[seat] ? (
                      <Amount value={line.amounts[seat] ?? 0} unit={s.unit} lang={lang} signed />
                    ) : (
                      ''
                    )}
                  </td>
                ))}
                {showPot && (
                  <td class="num">
                    {line.pot ? <Amount value={line.pot} unit="cents" lang={lang} signed /> : ''}
                  </td>
                )}
                {showSidePot && (
                  <td class="num">
                    {line.sidePot ? <Amount value={line.sidePot} unit="cents" lang={lang} signed /> : ''}
                  </td>
                )}
              </tr>
            ))}
            <tr class="sum-row">
              <th scope="row">{t.total}</th>
              {props.seats.map((seat) => (
                <td key={seat} class="num" data-testid={`delta-${seat}`}>
                  <Amount value={s.deltas[seat] ?? 0} unit={s.unit} lang={lang} signed />
                </td>
              ))}
              {showPot && (
                <td class="num">
                  <Amount value={s.potDelta} unit="cents" lang={lang} signed />
                </td>
              )}
              {showSidePot && (
                <td class="num" data-testid="delta-sidePot">
                  <Amount value={s.sidePotDelta ?? 0} unit="cents" lang={lang} signed />
                </td>
              )}
            </tr>
          </tbody>
        </table>
      </div>
    </section>
  );
}
