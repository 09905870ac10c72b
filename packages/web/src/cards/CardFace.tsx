/** A card drawn as SVG (60 × 90): our own faces for the tarock pack and the German-suited pack. */
import type { Card, Pack } from '@tarock/engine';
import type { JSX } from 'preact';
import type { Lang } from '../app/settings';
import { type Face, faceOf, pipLayout } from './faces';
import { Glyph } from './glyphs';

export function CardFace(props: { pack: Pack; card: Card; lang: Lang }): JSX.Element {
  const face = faceOf(props.pack, props.card, props.lang);
  return (
    <svg class={`card-svg ${face.colour}`} viewBox="0 0 60 90" aria-hidden="true" focusable="false">
      <rect class="card-bg" x="0.75" y="0.75" width="58.5" height="88.5" rx="5" />
      <Picture face={face} />
      <Index face={face} />
      <g transform="rotate(180 30 45)">
        <Index face={face} />
      </g>
    </svg>
  );
}

export function CardBack(): JSX.Element {
  return (
    <svg class="card-svg card-back" viewBox="0 0 60 90" aria-hidden="true" focusable="false">
      <rect class="card-bg" x="0.75" y="0.75" width="58.5" height="88.5" rx="5" />
      <rect class="back-field" x="5" y="5" width="50" height="80" rx="3" />
      <path
        class="back-lines"
        d="M5 15L15 5M5 30L30 5M5 45L45 5M5 60L55 10M5 75L55 25M10 85L55 40M25 85L55 55M40 85L55 70"
      />
    </svg>
  );
}

function Index({ face }: { face: Face }): JSX.Element {
  const long = face.index.length > 2;
  return (
    <g class="card-index">
      <text x={long ? 3.5 : 5} y="12" font-size={long ? 7.5 : 11} class="index-text">
        {face.index}
      </text>
      {face.sign && <Glyph sign={face.sign} x={8} y={20} size={8} />}
    </g>
  );
}

function Picture({ face }: { face: Face }): JSX.Element {
  const p = face.picture;
  const sign = face.sign;
  switch (p.kind) {
    case 'pips':
      return (
        <g>
          {sign &&
            pipLayout(p.count).map(([x, y]) => (
              <Glyph key={`${x},${y}`} sign={sign} x={x} y={y} size={11} flip={y > 45} />
            ))}
        </g>
      );
    case 'ace':
      return (
        <g>
          <rect class="court-frame" x="13" y="18" width="34" height="54" rx="3" />
          {sign && <Glyph sign={sign} x={30} y={45} size={28} />}
        </g>
      );
    case 'court':
      return (
        <g>
          <rect class="court-frame" x="13" y="16" width="34" height="58" rx="3" />
          {p.crown && <path class="crown" d="M22 31L24 24L27 29L30 22L33 29L36 24L38 31Z" />}
          <text class="court-letter" x="30" y="52" text-anchor="middle" font-size="22">
            {p.letter}
          </text>
          {sign && (p.signAt === 'top' || p.signAt === 'both') && (
            <Glyph sign={sign} x={30} y={p.crown ? 64 : 26} size={10} />
          )}
          {sign && p.signAt === 'bottom' && <Glyph sign={sign} x={30} y={64} size={10} />}
        </g>
      );
    case 'tarock': {
      const size = p.numeral.length >= 5 ? 11 : p.numeral.length >= 4 ? 13 : p.numeral.length >= 3 ? 15 : 19;
      return (
        <g>
          <rect class="tarock-frame" x="10" y="14" width="40" height="62" rx="3" />
          <path class="tarock-ornament" d="M14 24H46M14 66H46" />
          {p.numeral === 'XXI' && <path class="moon" d="M36 30A8 8 0 1 1 36 44A6 6 0 1 0 36 30Z" />}
          <text class="tarock-numeral" x="30" y={p.name ? 52 : 52} text-anchor="middle" font-size={size}>
            {p.numeral}
          </text>
          {p.name && (
            <text class="tarock-name" x="30" y="63" text-anchor="middle" font-size="7">
              {p.name}
            </text>
          )}
        </g>
      );
    }
    case 'skus':
      return (
        <g>
          <rect class="skus-frame" x="10" y="14" width="40" height="62" rx="3" />
          <path
            class="skus-star"
            d="M30 22L33.5 34L46 34L36 41.5L40 54L30 46.5L20 54L24 41.5L14 34L26.5 34Z"
          />
          <text class="skus-name" x="30" y="68" text-anchor="middle" font-size="9">
            Sküs
          </text>
        </g>
      );
  }
}
