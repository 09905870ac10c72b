/**
 * The scorekeeping entry point for Illustrated Tarock: a deal summary, as a score-keeper writes it
 * down at a live table, validated field by field and settled by the same code as a played deal
 * (settle.ts, trischaken.ts). The format is documented in docs/scorekeeping.md.
 */
import { pileRange, roundThirds } from '../cards/counting';
import { TAROCK54 } from '../cards/pack';
import { quoted } from '../core/quoted';
import { type Result, err, ok } from '../core/result';
import type { Announcement, Seat, Settlement } from '../core/types';
import { type BirdOutcome, type DealFacts, type DoublingFact, highestDoublings } from './facts';
import {
  type BonusId,
  type ContractSpec,
  type HonourId,
  type IllustratedRules,
  bonusSpec,
  contractSpec,
  maxTakeLevel,
} from './rules';
import { passedSettlement, settleDeal } from './settle';
import { talonGroups } from './talon';
import { settleTrischakenFacts } from './trischaken';

type Obj = Readonly<Record<string, unknown>>;
type Honour = { readonly seat: Seat; readonly honour: HonourId };

const isObj = (x: unknown): x is Obj => typeof x === 'object' && x !== null && !Array.isArray(x);

/** The fields every summary has, and those of each kind of deal (docs/scorekeeping.md). */
const ENVELOPE = ['format', 'version', 'variant', 'options', 'contract'];
const PLAYED = [
  'declarer',
  'takeLevel',
  'declarerPoints',
  'announcements',
  'contras',
  'birds',
  'honours',
  'valat',
  'withoutTrull',
  'withoutKings',
];
const TRISCHAKEN = ['cardPoints', 'tricks'];
const KNOWN = new Set([...ENVELOPE, ...PLAYED, ...TRISCHAKEN]);

/**
 * A field of another kind of deal is refused, not ignored: a summary that says "tricks" of a
 * Dreiblatt, or a declarer of a deal thrown in, was written wrong, and settling it as if the field
 * were not there would hide that. (Bavarian summaries refuse a thrown-in deal's fields alike.)
 */
function fieldsOfKind(x: Obj, contract: string): Result<true> {
  const kind = contract === 'passed' ? 'passed' : contract === 'trischaken' ? 'trischaken' : 'played';
  const own = kind === 'passed' ? [] : kind === 'trischaken' ? TRISCHAKEN : PLAYED;
  // An empty value (null), as a form leaves it, says nothing.
  const foreign = Object.keys(x).filter(
    (k) => KNOWN.has(k) && !ENVELOPE.includes(k) && !own.includes(k) && x[k] !== null && x[k] !== undefined,
  );
  if (foreign.length === 0) return ok(true);
  const named = foreign.map((k) => `"${k}"`).join(' and ');
  const belong = foreign.length > 1 ? 'belong' : 'belongs';
  switch (kind) {
    case 'passed':
      return err(`a deal thrown in ("contract": "passed") has no other field: ${named}`);
    case 'trischaken':
      return err(
        `a Trischaken's summary has "cardPoints" and "tricks" only: ${named} ${belong} to a played contract`,
      );
    case 'played':
      return err(`${named} ${belong} to a Trischaken's summary, not to a "${contract}"`);
  }
}

/** A field that must be `expected` and is not: missing, or what it holds instead. */
const wrong = (what: string, expected: string, x: unknown): string =>
  x === undefined ? `${what} is missing (${expected})` : `${what} must be ${expected} (got ${quoted(x)})`;

function int(x: unknown, what: string, min: number, max: number): Result<number> {
  if (typeof x !== 'number' || !Number.isInteger(x) || x < min || x > max)
    return err(wrong(what, `a whole number from ${min} to ${max}`, x));
  return ok(x);
}

function bool(x: unknown, what: string, dflt: boolean): Result<boolean> {
  if (x === undefined) return ok(dflt);
  if (typeof x !== 'boolean') return err(`${what} must be true or false (got ${quoted(x)})`);
  return ok(x);
}

function list(x: unknown, what: string): Result<readonly unknown[]> {
  if (x === undefined) return ok([]);
  if (!Array.isArray(x)) return err(`${what} must be a list`);
  return ok(x);
}

/** Reads every element of a list with `read`, stopping at the first error. */
function each<T>(
  xs: readonly unknown[],
  what: string,
  read: (o: Obj, where: string) => Result<T>,
): Result<T[]> {
  const out: T[] = [];
  for (let i = 0; i < xs.length; i++) {
    const x = xs[i];
    const where = `${what}[${i}]`;
    if (!isObj(x)) return err(`${where} must be an object`);
    const r = read(x, where);
    if (!r.ok) return r;
    out.push(r.value);
  }
  return ok(out);
}

function readEnvelope(x: Obj, rules: IllustratedRules): Result<true> {
  if (x['format'] !== 'tarock-deal-summary') return err('"format" must be "tarock-deal-summary"');
  if (x['version'] !== 1) return err(wrong('"version"', '1', x['version']));
  if (x['variant'] !== rules.id) return err(wrong('"variant"', `"${rules.id}"`, x['variant']));
  if (x['options'] !== undefined && !isObj(x['options'])) return err('"options" must be an object');
  const unknown = Object.keys(x).filter((k) => !KNOWN.has(k));
  if (unknown.length)
    return err(`unknown field${unknown.length > 1 ? 's' : ''} ${unknown.map((k) => `"${k}"`).join(', ')}`);
  return ok(true);
}

/**
 * An entry's fields other than `keys`, refused as the summary's own unknown fields are: a field
 * written there was meant to say something, and settling without it would say something else.
 */
function onlyKeys(o: Obj, where: string, keys: readonly string[]): Result<true> {
  const unknown = Object.keys(o).filter((k) => !keys.includes(k));
  return unknown.length
    ? err(
        `${where}: unknown field${unknown.length > 1 ? 's' : ''} ${unknown.map((k) => `"${k}"`).join(', ')} (known: ${keys.join(', ')})`,
      )
    : ok(true);
}

function readAnnouncement(rules: IllustratedRules, declarer: Seat, players: readonly Seat[]) {
  return (o: Obj, where: string): Result<Announcement> => {
    const fields = onlyKeys(o, where, ['seat', 'bonus', 'stage']);
    if (!fields.ok) return fields;
    const seat = int(o['seat'], `${where}.seat`, 0, players.length - 1);
    if (!seat.ok) return seat;
    const stage = o['stage'];
    if (stage !== 'pre' && stage !== 'post') return err(`${where}.stage must be "pre" or "post"`);
    const bonus = o['bonus'];
    if (typeof bonus !== 'string') return err(`${where}.bonus must be a string`);
    const honour = rules.honours.some((h) => h.id === bonus);
    if (honour) {
      if (!rules.honoursMustBeClaimed)
        return err(`${where}: honours are not claimed in this rule set; list them under "honours"`);
      return ok({ seat: seat.value, bonus, stage });
    }
    const b = bonusSpec(rules, bonus);
    if (!b)
      return err(
        `${where}.bonus "${bonus}" is not a bonus of ${rules.id} (${rules.bonuses.map((x) => x.id).join(', ')})`,
      );
    if (b[stage] === null)
      return err(
        `${where}: ${b.name} cannot be announced ${stage === 'pre' ? 'before' : 'after'} the pickup in ${rules.id}`,
      );
    if (seat.value !== declarer && (b.announcers !== 'any' || stage !== 'post'))
      return err(
        `${where}: only the declarer may announce ${b.name} ${stage === 'pre' ? 'before' : 'after'} the pickup`,
      );
    return ok({ seat: seat.value, bonus, stage });
  };
}

function readContra(rules: IllustratedRules, announcements: readonly Announcement[], declarer: Seat) {
  return (o: Obj, where: string): Result<DoublingFact> => {
    const fields = onlyKeys(o, where, ['target', 'level']);
    if (!fields.ok) return fields;
    const target = o['target'];
    if (typeof target !== 'string') return err(`${where}.target must be "game" or "bonus@seat"`);
    const maxLevel = rules.contra.recontra ? 2 : 1;
    const level = int(o['level'] ?? 1, `${where}.level`, 1, maxLevel);
    if (!level.ok) return level;
    if (target === 'game') {
      if (rules.contra.game === null) return err(`${where}: the game cannot be contra'd in ${rules.id}`);
      return ok({ target, level: level.value });
    }
    const [bonus, seat] = target.split('@');
    const a = announcements.find((x) => x.bonus === bonus && String(x.seat) === seat);
    if (!a || !bonusSpec(rules, a.bonus))
      return err(`${where}.target "${target}" names no announced bonus (use "bonus@seat")`);
    if (a.seat !== declarer) return err(`${where}: only the declarer's announcements can be contra'd`);
    return ok({ target, level: level.value });
  };
}

function readBird(players: readonly Seat[]) {
  return (o: Obj, where: string): Result<BirdOutcome> => {
    const fields = onlyKeys(o, where, ['bird', 'seat', 'won', 'capturedBy']);
    if (!fields.ok) return fields;
    const bird = o['bird'];
    if (bird !== 'pagat' && bird !== 'uhu') return err(`${where}.bird must be "pagat" or "uhu"`);
    const seat = int(o['seat'], `${where}.seat`, 0, players.length - 1);
    if (!seat.ok) return seat;
    const won = o['won'];
    if (typeof won !== 'boolean') return err(`${where}.won must be true or false`);
    if (won) {
      if (o['capturedBy'] !== undefined && o['capturedBy'] !== null)
        return err(`${where}: a bird that won its trick was captured by nobody; leave "capturedBy" out`);
      return ok({ bird, seat: seat.value, won, capturedBy: null });
    }
    const by = int(o['capturedBy'], `${where}.capturedBy`, 0, players.length - 1);
    if (!by.ok) return by;
    if (by.value === seat.value) return err(`${where}: a bird cannot be captured by its own player`);
    return ok({ bird, seat: seat.value, won, capturedBy: by.value });
  };
}

function readHonour(rules: IllustratedRules, players: readonly Seat[]) {
  return (o: Obj, where: string): Result<Honour> => {
    const fields = onlyKeys(o, where, ['seat', 'honour']);
    if (!fields.ok) return fields;
    const seat = int(o['seat'], `${where}.seat`, 0, players.length - 1);
    if (!seat.ok) return seat;
    const h = rules.honours.find((x) => x.id === o['honour']);
    if (!h) return err(`${where}.honour must be one of ${rules.honours.map((x) => `"${x.id}"`).join(', ')}`);
    return ok({ seat: seat.value, honour: h.id });
  };
}

/** How many talon cards the declarer lays away in `spec` (as many as he takes), and how many he leaves. */
function talonParts(rules: IllustratedRules, spec: ContractSpec): { laid: number; left: number } {
  const laid = talonGroups(spec.talon, rules.talonSize)[0]?.length ?? 0;
  return { laid, left: rules.talonSize - laid };
}

/**
 * The declarer's card points a deal of `spec` can give, rounded as played (IT-03): the untaken
 * talon counts for the defenders (IT-10; a Solo's for `soloOwner`, IT-11), so in a Valat he has
 * the pack less that talon, and otherwise the defenders hold it and at least one trick, and he
 * at least the cards he laid away (or the Solo talon that counts for him).
 */
function pointsRange(
  rules: IllustratedRules,
  spec: ContractSpec,
  valat: boolean,
): Result<{ least: number; most: number; why: string }> {
  const { laid, left } = talonParts(rules, spec);
  const solo = spec.talon === 'none';
  const theirs = solo && rules.talon.soloOwner === 'declarer' ? 0 : left;
  const his = solo ? rules.talonSize - theirs : laid;
  const all = 3 * TAROCK54.total;
  const talonWords = (n: number) =>
    solo ? `the talon's ${n} cards` : `the ${n} talon card${n === 1 ? '' : 's'} not taken`;
  if (valat) {
    const [least, most] = pileRange(TAROCK54, theirs);
    const range = { least: roundThirds(all - most), most: roundThirds(all - least) };
    const why =
      theirs === 0
        ? 'in a Valat the declarer takes every card point (70)'
        : `in a Valat of a ${spec.name} the declarer has the pack but ${talonWords(theirs)}, which count for the defenders (${least / 3} to ${most / 3} card points): ${range.least} to ${range.most}`;
    return ok({ ...range, why });
  }
  const [theirLeast] = pileRange(TAROCK54, theirs + 3);
  const [hisLeast] = pileRange(TAROCK54, his);
  const range = { least: roundThirds(hisLeast), most: roundThirds(all - theirLeast) };
  const defenders =
    theirs === 0
      ? 'without a Valat a defender took a trick'
      : `without a Valat the defenders took a trick and ${talonWords(theirs)} count for them`;
  const declarer =
    his === 0 ? '' : solo ? ', and the talon counts for the declarer' : `, and the declarer laid away ${his}`;
  return ok({ ...range, why: `${defenders}${declarer}: ${range.least} to ${range.most}` });
}

function readTrischaken(x: Obj, rules: IllustratedRules, seats: number): Result<Settlement> {
  if (rules.redeal.allPass !== 'trischaken')
    return err(`${rules.id} plays no Trischaken (option allPass=trischaken)`);
  const kind = fieldsOfKind(x, 'trischaken');
  if (!kind.ok) return kind;
  const players = Array.from({ length: seats }, (_, i) => i);
  const pts = list(x['cardPoints'], '"cardPoints"');
  const tricks = list(x['tricks'], '"tricks"');
  if (!pts.ok) return pts;
  if (!tricks.ok) return tricks;
  if (pts.value.length !== seats || tricks.value.length !== seats)
    return err(`Trischaken needs "cardPoints" and "tricks" for each of the ${seats} seats`);
  const thirds: number[] = [];
  const taken: number[] = [];
  for (const p of players) {
    const c = int(pts.value[p], `cardPoints[${p}]`, 0, 70);
    const t = int(tricks.value[p], `tricks[${p}]`, 0, rules.handSize);
    if (!c.ok) return c;
    if (!t.ok) return t;
    if (t.value === 0 && c.value > 0) return err(`seat ${p} took no trick but has ${c.value} card points`);
    const [least, most] = pileRange(TAROCK54, 3 * t.value).map(roundThirds) as [number, number];
    if (c.value < least || c.value > most)
      return err(
        `seat ${p} has ${c.value} card points, but ${t.value} trick${t.value === 1 ? '' : 's'} (${3 * t.value} cards) hold ${least} to ${most}`,
      );
    thirds.push(3 * c.value);
    taken.push(t.value);
  }
  if (taken.reduce((a, b) => a + b, 0) !== rules.handSize)
    return err(`the tricks must add up to ${rules.handSize}`);
  // The unused talon counts for nobody, so the piles hold the pack's 70 less what the talon holds.
  const [least, most] = pileRange(TAROCK54, rules.talonSize);
  const sum = thirds.reduce((a, b) => a + b, 0);
  if (sum < 3 * TAROCK54.total - most || sum > 3 * TAROCK54.total - least)
    return err(
      `the card points add up to ${sum / 3}, but with the unused talon's ${rules.talonSize} cards (${least / 3} to ${most / 3} card points) the piles hold ${TAROCK54.total - most / 3} to ${TAROCK54.total - least / 3}`,
    );
  return ok(settleTrischakenFacts({ players, thirds, tricks: taken }, rules, seats));
}

/** Validates a deal summary and settles it. Errors name the field and what it must be. */
export function settleIllustratedSummary(
  summary: unknown,
  rules: IllustratedRules,
  seats: number,
): Result<Settlement> {
  if (!isObj(summary)) return err('a deal summary must be a JSON object');
  const env = readEnvelope(summary, rules);
  if (!env.ok) return env;
  const players = Array.from({ length: seats }, (_, i) => i);
  const contract = summary['contract'];
  if (contract === 'passed') {
    const kind = fieldsOfKind(summary, contract);
    return kind.ok ? ok(passedSettlement(seats)) : kind;
  }
  if (contract === 'trischaken') return readTrischaken(summary, rules, seats);
  const spec = typeof contract === 'string' ? contractSpec(rules, contract) : undefined;
  if (!spec)
    return err(
      wrong(
        '"contract"',
        `one of ${[...rules.contracts.map((c) => c.id), 'passed', 'trischaken'].map((c) => `"${c}"`).join(', ')}`,
        contract,
      ),
    );
  const kind = fieldsOfKind(summary, spec.id);
  if (!kind.ok) return kind;
  const declarer = int(summary['declarer'], '"declarer"', 0, seats - 1);
  if (!declarer.ok) return declarer;
  const takeLevel = int(summary['takeLevel'] ?? 0, '"takeLevel"', 0, maxTakeLevel(spec));
  if (!takeLevel.ok) return takeLevel;
  const points = int(summary['declarerPoints'], '"declarerPoints"', 0, 70);
  if (!points.ok) return points;

  const annList = list(summary['announcements'], '"announcements"');
  if (!annList.ok) return annList;
  const announcements = each(
    annList.value,
    'announcements',
    readAnnouncement(rules, declarer.value, players),
  );
  if (!announcements.ok) return announcements;
  const seen = new Set<string>();
  for (const a of announcements.value) {
    const key = `${a.bonus}@${a.seat}`;
    if (seen.has(key)) return err(`announcements: ${key} is listed twice`);
    seen.add(key);
  }
  const contraList = list(summary['contras'], '"contras"');
  if (!contraList.ok) return contraList;
  const contras = each(contraList.value, 'contras', readContra(rules, announcements.value, declarer.value));
  if (!contras.ok) return contras;
  const targets = contras.value.map((c) => c.target);
  const twice = targets.find((t, i) => targets.indexOf(t) !== i);
  if (twice !== undefined)
    return err(`contras: "${twice}" is listed twice (a recontra is one entry with "level": 2)`);
  const birdList = list(summary['birds'], '"birds"');
  if (!birdList.ok) return birdList;
  const birds = each(birdList.value, 'birds', readBird(players));
  if (!birds.ok) return birds;
  if (new Set(birds.value.map((b) => b.bird)).size !== birds.value.length)
    return err('birds: each bird can be listed once');
  const honourList = list(summary['honours'], '"honours"');
  if (!honourList.ok) return honourList;
  const honours = each(honourList.value, 'honours', readHonour(rules, players));
  if (!honours.ok) return honours;
  const valat = bool(summary['valat'], '"valat"', false);
  const withoutTrull = bool(summary['withoutTrull'], '"withoutTrull"', false);
  const withoutKings = bool(summary['withoutKings'], '"withoutKings"', false);
  if (!valat.ok) return valat;
  if (!withoutTrull.ok) return withoutTrull;
  if (!withoutKings.ok) return withoutKings;
  const possible = pointsRange(rules, spec, valat.value);
  if (!possible.ok) return possible;
  if (points.value < possible.value.least || points.value > possible.value.most)
    return err(`"declarerPoints" is ${points.value}, but ${possible.value.why}`);
  const claimed = honourClaims(rules, announcements.value, honours.value);
  if (!claimed.ok) return claimed;

  // Every Trull card (every King) in another seat's honours leaves the declarer none: he is
  // without them whether or not the summary says so (a "false" lost his silent bonus).
  const others = honours.value.filter((h) => h.seat !== declarer.value);
  const facts: DealFacts = {
    players,
    contract: spec.id,
    declarer: declarer.value,
    takeLevel: takeLevel.value,
    declarerPoints: points.value,
    declarerThirds: 3 * points.value,
    announcements: announcements.value,
    doublings: highestDoublings(contras.value),
    birds: birds.value,
    honours: claimed.value,
    valat: valat.value,
    withoutTrull: withoutTrull.value || others.some((h) => h.honour === 'tarockTrull'),
    withoutKings: withoutKings.value || others.some((h) => h.honour === 'royalTrull'),
  };
  const why = contradiction(facts, honours.value, rules, spec.talon === 'none');
  if (why !== null) return err(why);
  return ok(settleDeal(facts, rules, seats));
}

/**
 * With claims required (IT-15), only claimed honours score, and a claim must name an honour that
 * seat held (as in play, where only held honours can be claimed, after the pickup).
 */
function honourClaims(
  rules: IllustratedRules,
  announcements: readonly Announcement[],
  held: readonly Honour[],
): Result<Honour[]> {
  if (!rules.honoursMustBeClaimed) return ok(held.slice());
  for (const a of announcements) {
    const h = rules.honours.find((x) => x.id === a.bonus);
    if (!h) continue;
    if (a.stage !== 'post') {
      // Beck's claims come after the last trick, Löw's and M&S's after the pickup: "post" for both.
      const when = rules.honoursClaimedAt === 'endOfDeal' ? 'after the last trick' : 'after the pickup';
      return err(
        `announcements: honours are claimed ${when} ("stage": "post"), not ${h.id}@${a.seat} before the pickup`,
      );
    }
    if (!held.some((x) => x.seat === a.seat && x.honour === h.id))
      return err(
        `announcements: seat ${a.seat} claims ${h.name} but "honours" does not list it for that seat`,
      );
  }
  return ok(held.filter((x) => announcements.some((a) => a.seat === x.seat && a.bonus === x.honour)));
}

const STAGE_ORDER: readonly string[] = ['pre', 'post'];

/**
 * A summary that no deal can produce, or null. The checks follow the rules of play: one Pagat
 * (Uhu) and one announcer of it, who is its player; three Trull cards and four Kings in the pack;
 * "never held" against the honours held; a valat leaves no trick to a defender; with 40, with 50
 * and Valat only in this order (M-03); Without Trull/Kings announced when the hand held none.
 */
function contradiction(
  f: DealFacts,
  held: readonly Honour[],
  rules: IllustratedRules,
  noExchange: boolean,
): string | null {
  const ann = f.announcements;
  for (const bird of ['pagat', 'uhu'] as const) {
    const by = ann.filter((a) => a.bonus === bird);
    const name = bird === 'pagat' ? 'the Pagat' : 'the Uhu';
    if (by.length > 1)
      return `announcements: there is one ${bird === 'pagat' ? 'Pagat' : 'Uhu'}; seats ${by.map((a) => a.seat).join(' and ')} cannot both announce it`;
    const played = f.birds.find((b) => b.bird === bird);
    const a = by[0];
    if (a && played && played.seat !== a.seat)
      return `birds: seat ${a.seat} announced ${name}, so it was seat ${a.seat} who played it (not seat ${played.seat})`;
  }
  const order = rules.pointAnnouncementOrder;
  const points = ann.filter((a) => a.seat === f.declarer && order.includes(a.bonus as BonusId));
  for (const lo of points)
    for (const hi of points) {
      const earlier = STAGE_ORDER.indexOf(hi.stage) < STAGE_ORDER.indexOf(lo.stage);
      if (order.indexOf(lo.bonus as BonusId) < order.indexOf(hi.bonus as BonusId) && earlier)
        return `announcements: ${bonusSpec(rules, hi.bonus)?.name ?? hi.bonus} before the pickup and ${bonusSpec(rules, lo.bonus)?.name ?? lo.bonus} after it: ${order.map((id) => bonusSpec(rules, id)?.name ?? id).join(', ')} are announced only in this order`;
    }
  const seen = new Set<string>();
  let trullCards = 0;
  let kingHolders = 0;
  for (const h of held) {
    const key = `${h.seat}:${h.honour}`;
    if (seen.has(key)) return `honours: ${h.honour} of seat ${h.seat} is listed twice`;
    seen.add(key);
    if (h.honour === 'tarockTrull') trullCards += 3;
    if (h.honour === 'twoHonours') trullCards += 2;
    if (h.honour === 'royalTrull') kingHolders += 1;
  }
  if (trullCards > 3)
    return 'honours: there are three Trull cards (Sküs, XXI, I); the Tarock Trull and two-honours entries need more';
  if (kingHolders > 1) return 'honours: there are four Kings; only one seat can hold the Royal Trull';
  const mine = held.filter((h) => h.seat === f.declarer).map((h) => h.honour);
  if (f.withoutTrull && (mine.includes('tarockTrull') || mine.includes('twoHonours')))
    return '"withoutTrull" is true but "honours" gives the declarer Trull cards';
  if (f.withoutKings && mine.includes('royalTrull'))
    return '"withoutKings" is true but "honours" gives the declarer the four Kings';
  for (const a of ann) {
    if (a.seat !== f.declarer || (a.stage !== 'post' && !noExchange)) continue;
    if (a.bonus === 'withoutTrull' && !f.withoutTrull)
      return 'announcements: Without Trull announced after the pickup (or in a Solo) needs a hand without Trull cards, so "withoutTrull" must be true';
    if (a.bonus === 'withoutKings' && !f.withoutKings)
      return 'announcements: Without Kings announced after the pickup (or in a Solo) needs a hand without Kings, so "withoutKings" must be true';
  }
  // The Pagat is a Trull card: its player is the Tarock Trull's holder, and not a declarer without Trull.
  const pagatSeat =
    f.birds.find((b) => b.bird === 'pagat')?.seat ?? ann.find((a) => a.bonus === 'pagat')?.seat;
  const trullSeat = held.find((h) => h.honour === 'tarockTrull')?.seat;
  if (pagatSeat !== undefined && trullSeat !== undefined && pagatSeat !== trullSeat)
    return `honours: seat ${trullSeat} holds the Tarock Trull, so the Pagat cannot be seat ${pagatSeat}'s`;
  if (pagatSeat === f.declarer && f.withoutTrull)
    return '"withoutTrull" is true but the declarer had the Pagat, a Trull card';
  if (f.valat) {
    const lost = f.birds.find((b) => (b.won ? b.seat : b.capturedBy) !== f.declarer);
    if (lost)
      return `"valat" is true but birds says a defender won the ${lost.bird === 'pagat' ? 'last' : 'penultimate'} trick`;
  }
  return null;
}
