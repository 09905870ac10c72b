/**
 * The scorekeeping entry point for Bavarian deals (docs/scorekeeping.md, "Bavarian Tarock"): a
 * score-keeper's JSON summary of a deal, validated field by field (errors are values), turned into
 * the same facts a played deal gives and settled by the same function.
 */
import { pileRange } from '../cards/counting';
import { PACKS } from '../cards/pack';
import { type Result, err, ok } from '../core/result';
import type { Seat, Settlement } from '../core/types';
import type { DealFacts } from './facts';
import { type BavarianRules, contractSpec, trumpSuits } from './rules';
import { settleDeal } from './settle';
import { stockGameSeat } from './auction/haferl';
import { kasseFor } from './payments/units';

const SUIT_LETTERS = ['E', 'G', 'H', 'S'];

type Obj = Readonly<Record<string, unknown>>;

const FIELDS = [
  'format',
  'version',
  'variant',
  'options',
  'dealer',
  'contract',
  'declarer',
  'trump',
  'target',
  'points',
  'tricks',
  'kontra',
  'pot',
  'sidePot',
];
/** The fields that say what was played (none of them in a deal thrown in). */
const PLAYED_FIELDS = ['declarer', 'trump', 'target', 'points', 'tricks'];
const isObj = (x: unknown): x is Obj => typeof x === 'object' && x !== null && !Array.isArray(x);
const isInt = (x: unknown): x is number => typeof x === 'number' && Number.isInteger(x);

function pair(o: Obj, key: string, what: string): Result<{ declarer: number; defenders: number }> {
  const p = o[key];
  if (!isObj(p)) return err(`"${key}" must be an object {"declarer": n, "defenders": n} (${what})`);
  const extra = Object.keys(p).filter((k) => k !== 'declarer' && k !== 'defenders');
  if (extra.length)
    return err(
      `"${key}" has only "declarer" and "defenders", not ${extra.map((k) => `"${k}"`).join(', ')} (${what})`,
    );
  const d = p['declarer'];
  const f = p['defenders'];
  if (!isInt(d) || d < 0 || !isInt(f) || f < 0)
    return err(`"${key}.declarer" and "${key}.defenders" must be whole numbers ≥ 0 (${what})`);
  return ok({ declarer: d, defenders: f });
}

/** The least and the most card points `n` cards of `rules`' pack can hold. */
export function cardsHold(rules: BavarianRules, n: number): [number, number] {
  const [least, most] = pileRange(PACKS[rules.pack], n);
  return [least / 3, most / 3];
}

/**
 * What each party's card points can be, from the tricks it took (a trick is a card of each active
 * player) and the stock, which counts for the declarer (his discards, or the stock of a Hand). A
 * Bettel stops early and its stock may count for nobody, so only its most is known.
 */
function pointsHeld(
  rules: BavarianRules,
  active: number,
  t: { readonly declarer: number; readonly defenders: number },
  bettel: boolean,
): Record<'declarer' | 'defenders', [number, number]> & { why: Record<'declarer' | 'defenders', string> } {
  const trickWords = (n: number) => `${n} trick${n === 1 ? '' : 's'}`;
  const hisCards = active * t.declarer + rules.talonSize;
  const declarer = cardsHold(rules, hisCards);
  const defenders = cardsHold(rules, active * t.defenders);
  return {
    declarer: bettel ? [0, declarer[1]] : declarer,
    defenders: bettel ? [0, defenders[1]] : defenders,
    why: {
      declarer: `the declarer's ${trickWords(t.declarer)} and the ${rules.talonSize} cards of the stock`,
      defenders: `the defenders' ${trickWords(t.defenders)}`,
    },
  };
}

/** Settles a Bavarian deal summary; see docs/scorekeeping.md for the fields. */
export function settleBavarianSummary(
  summary: unknown,
  rules: BavarianRules,
  seats: number,
): Result<Settlement> {
  if (!isObj(summary)) return err('a deal summary must be a JSON object');
  if (summary['format'] !== 'tarock-deal-summary') return err('"format" must be "tarock-deal-summary"');
  if (summary['version'] !== 1) return err('"version" must be 1');
  if (summary['variant'] !== rules.id) return err(`"variant" must be "${rules.id}"`);
  if (summary['options'] !== undefined && !isObj(summary['options']))
    return err('"options" must be an object');
  const unknown = Object.keys(summary).filter((k) => !FIELDS.includes(k));
  if (unknown.length > 0)
    return err(`unknown field ${unknown.map((k) => `"${k}"`).join(', ')} (known: ${FIELDS.join(', ')})`);
  const dealer = summary['dealer'];
  if (!isInt(dealer) || dealer < 0 || dealer >= seats) return err(`"dealer" must be a seat 0–${seats - 1}`);
  const players: Seat[] = [];
  for (let i = 1; i <= seats; i++) {
    const seat: Seat = (dealer + i) % seats;
    if (!(seats === 4 && seat === dealer)) players.push(seat);
  }
  const potRaw = summary['pot'];
  if (potRaw !== undefined && (typeof potRaw !== 'number' || potRaw < 0 || !Number.isInteger(potRaw * 2)))
    return err('"pot" must be the cents in the pot before the deal (≥ 0, whole or half cents)');
  if (rules.pot.serves === 'none' && potRaw !== undefined && potRaw !== 0)
    return err(`${rules.id} is played without a pot: "pot" must be 0`);
  // A pot emptied by a deal is fed again before the next (rules-notes HT-01, H-03): none starts empty.
  if (potRaw === 0 && rules.pot.serves !== 'none' && rules.pot.ante > 0)
    return err(
      `"pot" is 0, but an empty pot is fed again before the next deal (everyone antes ${rules.pot.ante} ¢): it holds more than 0`,
    );
  // Without "pot" an amounts pot is taken to hold what it owes (the score-keeper did not count it).
  const pot = typeof potRaw === 'number' ? potRaw : rules.pot.serves === 'none' ? 0 : null;
  const sidePot = summary['sidePot'];
  if (!rules.sidePot && sidePot !== undefined)
    return err(
      `${rules.id} is played without a side pot here: no "sidePot" (option pot=kasseAndSchreckensteiner)`,
    );
  if (sidePot !== undefined && (typeof sidePot !== 'number' || sidePot < 0 || !Number.isInteger(sidePot * 2)))
    return err('"sidePot" must be the cents in the Schreckensteiner before the deal (≥ 0)');
  if (sidePot === 0 && rules.sidePot && rules.sidePot.ante > 0)
    return err(
      `"sidePot" is 0, but an empty Schreckensteiner is fed again before the next deal (everyone antes ${rules.sidePot.ante} ¢): it holds more than 0`,
    );
  const kontra = summary['kontra'] ?? 0;
  const maxKontra = rules.kontra.enabled ? rules.kontra.maxLevel : 0;
  if (!rules.kontra.enabled && kontra !== 0)
    return err(`${rules.id} is played without Kontra here: "kontra" must be 0 (option kontra=true)`);
  if (!isInt(kontra) || kontra < 0 || kontra > maxKontra)
    return err(`"kontra" must be 0–${maxKontra} (0 none, 1 Kontra, 2 Re, 3 Supp, 4 Resupp, 5 Hirsch)`);
  const contract = summary['contract'];
  const none = { declarer: 0, defenders: 0 };
  const base = {
    seats,
    players,
    kontra,
    pot,
    ...(rules.sidePot ? { sidePot: typeof sidePot === 'number' ? sidePot : null } : {}),
  };
  if (contract === null || contract === 'passed') {
    // Nothing was played: a field that says what was played is a summary written wrong, not one
    // to settle as if it were not there (an empty value, as a form leaves it, says nothing).
    const played = PLAYED_FIELDS.filter((k) => summary[k] !== undefined && summary[k] !== null);
    if (played.length > 0)
      return err(
        `a deal thrown in ("contract": "passed") has no ${played.map((k) => `"${k}"`).join(' or ')}: nothing was played`,
      );
    if (kontra !== 0) return err('a deal thrown in ("contract": "passed") has no Kontra: "kontra" must be 0');
    return ok(
      settleDeal(rules, {
        ...base,
        contract: null,
        declarer: null,
        target: 61,
        trump: null,
        points: none,
        tricks: none,
      }),
    );
  }
  const known = rules.contracts.map((c) => c.id).join(', ');
  if (typeof contract !== 'string') return err(`"contract" must be one of ${known}, or "passed" (thrown in)`);
  const spec = contractSpec(rules, contract);
  if (!spec) return err(`"contract" must be one of ${known}, or "passed" (thrown in)`);
  const declarer = summary['declarer'];
  if (!isInt(declarer) || !players.includes(declarer))
    return err(`"declarer" must be an active seat (${players.join(', ')})`);
  const kasse = kasseFor(rules, spec.kind);
  if (kasse && (kasse.id === 'pot' ? potRaw : sidePot) === undefined)
    return err(
      `"${kasse.id}" is needed: ${spec.name} plays for ${kasse.serves === 'hand' ? 'the Schreckensteiner' : 'the Kasse'}, which is taken whole or doubled`,
    );
  const auction = rules.auction;
  if (auction.kind === 'haferl' && spec.stock === 'exchange') {
    const privileged = stockGameSeat({ players, dealer }, auction);
    if (privileged !== null && privileged !== declarer)
      return err(
        privileged === 'none'
          ? `nobody may play ${spec.name} (the game with the stock) at this table`
          : `only seat ${privileged} may play ${spec.name} (the game with the stock) in this deal`,
      );
  }
  const trumpRaw = summary['trump'] ?? null;
  let trump = -1;
  const allowed = trumpSuits(spec);
  if (allowed.length === 0) {
    if (trumpRaw !== null) return err(`${spec.name} has no trump: "trump" must be null`);
  } else {
    trump = typeof trumpRaw === 'string' ? SUIT_LETTERS.indexOf(trumpRaw) : -1;
    if (!allowed.includes(trump))
      return err(
        `"trump" must be one of ${allowed.map((s) => `"${SUIT_LETTERS[s]}"`).join(', ')} for ${spec.name}`,
      );
  }
  const target = summary['target'] ?? 61;
  const maxTarget = auction.kind === 'haferl' && spec.kind === 'hand' ? auction.maxTarget : 61;
  if (!isInt(target) || target < 61 || target > maxTarget || (target - 61) % 5 !== 0)
    return err(maxTarget === 61 ? '"target" must be 61' : `"target" must be 61, 66, … up to ${maxTarget}`);
  const tricks = pair(summary, 'tricks', 'tricks won by each party');
  if (!tricks.ok) return tricks;
  const t = tricks.value;
  const bettel = spec.kind === 'bettel';
  if (bettel) {
    if (t.declarer > 1)
      return err('a Bettel ends at the declarer’s first trick: "tricks.declarer" is 0 or 1');
    if (t.declarer === 0 && t.defenders !== rules.handSize)
      return err(`a Bettel won is played out: "tricks.defenders" must be ${rules.handSize}`);
    if (t.declarer + t.defenders > rules.handSize) return err(`there are only ${rules.handSize} tricks`);
  } else if (t.declarer + t.defenders !== rules.handSize) {
    return err(`"tricks" must add up to ${rules.handSize}`);
  }
  let points = none;
  if (!bettel || summary['points'] !== undefined) {
    const p = pair(summary, 'points', 'card points of each party');
    if (!p.ok) return p;
    points = p.value;
    if (!bettel && points.declarer + points.defenders !== 120)
      return err('"points" must add up to 120 (the stock and discards count for the declarer)');
    if (bettel && points.declarer + points.defenders > 120) return err('"points" cannot exceed 120');
    if (t.defenders === 0 && points.defenders > 0)
      return err('the defenders took no trick, so "points.defenders" must be 0');
    const held = pointsHeld(rules, players.length, t, bettel);
    for (const party of ['declarer', 'defenders'] as const) {
      const [least, most] = held[party];
      if (points[party] < least || points[party] > most)
        return err(
          `"points.${party}" is ${points[party]}, but ${held.why[party]} hold ${least === most ? least : `${least} to ${most}`} card points`,
        );
    }
  }
  const pointsUnknown = bettel && summary['points'] === undefined;
  const facts: DealFacts = {
    ...base,
    contract,
    declarer,
    target,
    trump,
    points,
    tricks: t,
    ...(pointsUnknown ? { pointsUnknown } : {}),
  };
  return ok(settleDeal(rules, facts));
}
