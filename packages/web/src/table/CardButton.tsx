/** A card shown on the table (face up or down), with its spoken name for screen readers. */
import type { Card, Pack } from '@tarock/engine';
import type { JSX } from 'preact';
import type { Lang } from '../app/settings';
import { CardBack, CardFace } from '../cards/CardFace';
import { cardName } from '../cards/names';

export function CardView(props: {
  pack: Pack;
  card: Card | null;
  lang: Lang;
  class?: string;
  /** Who played it (a trick's card), read before its name: "Bert: Eichel-Sau". */
  by?: string;
}): JSX.Element {
  const name =
    props.card === null
      ? props.lang === 'de'
        ? 'verdeckte Karte'
        : 'face-down card'
      : cardName(props.pack, props.card, props.lang);
  const label = props.by === undefined ? name : `${props.by}: ${name}`;
  return (
    <span
      class={`card ${props.class ?? ''}`}
      role="img"
      aria-label={label}
      data-card={props.card ?? undefined}
    >
      {props.card === null ? (
        <CardBack />
      ) : (
        <CardFace pack={props.pack} card={props.card} lang={props.lang} />
      )}
    </span>
  );
}
