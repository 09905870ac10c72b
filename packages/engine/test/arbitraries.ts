/** fast-check arbitraries for records: every action shape, hidden cards, odd names and numbers. */
import fc from 'fast-check';
import {
  type GameRecord,
  isReservedTag,
  PLAYER_ID,
  RECORD_NAME_MAX,
  type Pack,
  PACKS,
  type PublicAction,
  type PublicTurn,
  RECORD_FORMAT,
  RECORD_VERSION,
  type Settlement,
} from '../src/index';

export const word = fc.stringMatching(/^[A-Za-z0-9][A-Za-z0-9_@+.-]{0,12}$/);
/** Whole numbers and halves (money is settled in half cents at most); never −0. */
export const amount = fc.integer({ min: -100000, max: 100000 }).map((x) => (x === 0 ? 0 : x / 2));
const text = fc.string({ unit: 'binary', maxLength: 30 });
/** A seat's name: up to 20 characters (UTF-16 units), none of them a control character. */
const seatName = fc
  .string({ unit: 'binary', maxLength: 20 })
  .filter((n) => n.length <= RECORD_NAME_MAX && !/(?!\u200d)[\p{Cc}\p{Cf}\p{Cs}\p{Zl}\p{Zp}]/u.test(n));
/** A seat's player: human, or a computer player's id. */
const seatPlayer = fc.oneof(
  fc.constantFrom('human', 'unknown', 'random', 'pimc:fast', 'cheater'),
  fc.stringMatching(PLAYER_ID),
);
/** A pot before a deal: never negative (the antes refill it first). */
const pot = amount.map(Math.abs);

export function action(pack: Pack, seats: number): fc.Arbitrary<PublicAction> {
  const card = fc.integer({ min: 0, max: pack.size - 1 });
  const maybeHidden = fc.option(card, { nil: null });
  const plainSuits = pack.suits.flatMap((s, i) => (s.isTarock ? [] : [i]));
  return fc.oneof(
    fc.record({
      type: fc.constant('deal' as const),
      hands: fc.array(fc.array(maybeHidden, { maxLength: 12 }), { minLength: seats, maxLength: seats }),
      talon: fc.array(maybeHidden, { maxLength: 6 }),
    }),
    fc.constantFrom(
      ...(['pass', 'accept', 'take', 'hold', 'ready', 'raise'] as const).map((type) => ({ type })),
    ),
    fc.record({ type: fc.constant('bid' as const), bid: word }),
    fc.record({ type: fc.constant('declare' as const), contract: word }),
    fc.record({ type: fc.constant('trump' as const), suit: fc.constantFrom(...plainSuits) }),
    fc.record({ type: fc.constant('talon' as const), group: fc.nat(9) }),
    fc.record({ type: fc.constant('discard' as const), card: maybeHidden }),
    fc.record({ type: fc.constant('announce' as const), bonus: word }),
    fc.record({ type: fc.constant('contra' as const), target: word }),
    fc.record({ type: fc.constant('play' as const), card }),
  );
}

export function turn(pack: Pack, seats: number): fc.Arbitrary<PublicTurn> {
  return fc.record({
    actor: fc.oneof(fc.constant('chance' as const), fc.nat(seats - 1)),
    action: action(pack, seats),
  });
}

export function settlement(seats: number): fc.Arbitrary<Settlement> {
  const seat = fc.nat(seats - 1);
  return fc.record(
    {
      unit: fc.constantFrom('points' as const, 'cents' as const),
      deltas: fc.array(amount, { minLength: seats, maxLength: seats }),
      potDelta: amount,
      sidePotDelta: amount,
      cardPoints: fc.array(
        fc.record({ party: word, seats: fc.array(seat, { maxLength: 3 }), points: amount, thirds: amount }),
        { maxLength: 3 },
      ),
      outcome: fc.constantFrom(
        'won' as const,
        'lost' as const,
        'draw' as const,
        'passed' as const,
        'trischaken' as const,
      ),
      declarer: fc.option(seat, { nil: null }),
      contract: fc.option(word, { nil: null }),
      lines: fc.array(
        fc.record(
          { text, amounts: fc.array(amount, { maxLength: 4 }), pot: amount, sidePot: amount },
          { requiredKeys: ['text'] },
        ),
        { maxLength: 4 },
      ),
    },
    {
      requiredKeys: ['unit', 'deltas', 'potDelta', 'cardPoints', 'outcome', 'declarer', 'contract', 'lines'],
    },
  );
}

const optionValue = fc.oneof(
  fc.string({ unit: 'binary', maxLength: 10 }),
  fc.boolean(),
  fc.integer({ min: -1000, max: 1000 }),
  fc.double({ noNaN: true, noDefaultInfinity: true }).filter((x) => !Object.is(x, -0)),
);

export const record: fc.Arbitrary<GameRecord> = fc
  .record({ pack: fc.constantFrom(...Object.values(PACKS)), seats: fc.integer({ min: 2, max: 4 }) })
  .chain(({ pack, seats }) =>
    fc.record(
      {
        format: fc.constant(RECORD_FORMAT),
        version: fc.constant(RECORD_VERSION),
        variant: fc.stringMatching(/^[a-z0-9-]{1,20}$/),
        rulesVersion: fc.nat(50),
        pack: fc.constant(pack.id),
        options: fc.dictionary(fc.stringMatching(/^[A-Za-z][A-Za-z0-9_]{0,10}$/), optionValue, {
          maxKeys: 3,
        }),
        seats: fc.array(fc.record({ name: seatName, player: seatPlayer }), {
          minLength: seats,
          maxLength: seats,
        }),
        tags: fc.dictionary(
          fc.stringMatching(/^[A-Z][A-Za-z0-9]{0,8}$/).filter((k) => !isReservedTag(k)),
          text,
          { maxKeys: 4 },
        ),
        dealer: fc.nat(seats - 1),
        pot,
        sidePot: pot,
        redeals: fc.nat(5),
        view: fc.oneof(fc.constant(null), fc.constant('spectator' as const), fc.nat(seats - 1)),
        turns: fc.array(turn(pack, seats), { maxLength: 12 }),
        result: fc.option(settlement(seats), { nil: null }),
      },
      {
        requiredKeys: [
          'format',
          'version',
          'variant',
          'rulesVersion',
          'pack',
          'options',
          'seats',
          'tags',
          'dealer',
          'pot',
          'redeals',
          'view',
          'turns',
          'result',
        ],
      },
    ),
  );
