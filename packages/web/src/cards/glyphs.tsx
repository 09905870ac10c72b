/**
 * Suit signs drawn as our own SVG, each in a 20 × 20 box centred on the origin: the French suits
 * of the tarock pack (♥ ♦ ♠ ♣) and the German suits (Eichel, Gras, Herz, Schellen).
 */
import type { JSX } from 'preact';

export type SuitSign = 'heart' | 'diamond' | 'spade' | 'club' | 'acorn' | 'leaf' | 'gheart' | 'bell';

const HEART = 'M0 8C-9 1-10-4-7-7C-4-10 0-7 0-4C0-7 4-10 7-7C10-4 9 1 0 8Z';

export function Glyph(props: {
  sign: SuitSign;
  x: number;
  y: number;
  size: number;
  flip?: boolean;
}): JSX.Element {
  const k = props.size / 20;
  const t = `translate(${props.x} ${props.y}) scale(${k})${props.flip ? ' rotate(180)' : ''}`;
  return (
    <g transform={t} class={`glyph glyph-${props.sign}`}>
      <SignPaths sign={props.sign} />
    </g>
  );
}

function SignPaths({ sign }: { sign: SuitSign }): JSX.Element {
  switch (sign) {
    case 'heart':
      return <path d={HEART} />;
    case 'diamond':
      return <path d="M0-9.5L7 0L0 9.5L-7 0Z" />;
    case 'spade':
      return <path d="M0-9C8-2 10 2 7 5C5 7 2 6 1 4L3 9.5H-3L-1 4C-2 6-5 7-7 5C-10 2-8-2 0-9Z" />;
    case 'club':
      return (
        <>
          <circle cx="0" cy="-4.5" r="4.2" />
          <circle cx="-4.8" cy="2" r="4.2" />
          <circle cx="4.8" cy="2" r="4.2" />
          <path d="M-1 1H1L3 9.5H-3Z" />
        </>
      );
    case 'acorn':
      // Stem and cap (cupule, cross-hatched) on top, the nut hanging below.
      return (
        <>
          <path d="M-0.8-10.5H0.8V-7H-0.8Z" />
          <path d="M-7-2C-7-6-4-8 0-8C4-8 7-6 7-2Z" />
          <path class="glyph-line" d="M-5-5L-2-2M-2-7L3-2M2-8L6-4M5-7L1-3M1-8L-4-3M-3-8L-6-5" />
          <path d="M-5.2-1.5H5.2C5.4 4 3 9.5 0 10C-3 9.5-5.4 4-5.2-1.5Z" class="acorn-nut" />
        </>
      );
    case 'leaf':
      return (
        <>
          <path d="M0-10C8-6 9 3 0 8C-9 3-8-6 0-10Z" />
          <path class="glyph-line" d="M0-7V10M0-2L-4-5M0 1L4-2M0 4L-4 1" />
        </>
      );
    case 'gheart':
      return <path d="M0 9C-10 2-10-5-6.5-8C-3.5-10 0-8 0-5C0-8 3.5-10 6.5-8C10-5 10 2 0 9Z" />;
    case 'bell':
      return (
        <>
          <circle cx="0" cy="0" r="8" />
          <path class="glyph-detail" d="M-8-1.2H8V1.2H-8Z" />
          <circle class="glyph-detail" cx="0" cy="4.5" r="1.6" />
          <path class="glyph-line" d="M0 6V8.5" />
          <circle class="glyph-detail" cx="0" cy="-9" r="1.4" />
        </>
      );
  }
}
