/**
 * An amount in the settlement's or the scoreboard's cell: the figure, and its unit (" €") apart, so
 * that a table too wide for a phone can leave the unit out of its cells and say it once at its
 * corner (`.unit`, `.unit-head` in app.css).
 */
import type { JSX } from 'preact';
import type { Lang } from '../app/settings';
import { EURO, formatAmount } from './format';

export function Amount(props: {
  value: number;
  unit: 'points' | 'cents';
  lang: Lang;
  signed?: boolean;
}): JSX.Element {
  const text = formatAmount(props.value, props.unit, props.lang, props.signed);
  const figure = text.endsWith(EURO) ? text.slice(0, -EURO.length) : text;
  return (
    <>
      {figure}
      {figure !== text && <span class="unit">{EURO}</span>}
    </>
  );
}

/** The unit said once at a table's corner, shown only where its cells leave it out. */
export function UnitHead(props: { unit: 'points' | 'cents'; brackets?: boolean }): JSX.Element | null {
  if (props.unit !== 'cents') return null;
  return <span class="unit-head">{props.brackets ? ' (€)' : '€'}</span>;
}
