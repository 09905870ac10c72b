/**
 * The scorekeeping entry point for Illustrated Tarock: a deal summary, as a score-keeper writes it
 * down at a live table, validated field by field and settled by the same code as a played deal
 * (settle.ts, trischaken.ts). The format is documented in docs/scorekeeping.md.
 */
import { type Result, err, ok } from '../core/result';
import type { Announcement, Seat, Settlement } from '../core/types';
import { type BirdOutcome, type DealFacts, type DoublingFact, highestDoublings } from './facts';
import { type HonourId, type IllustratedRules, bonusSpec, contractSpec, maxTakeLevel } from './rules';
import { passedSettlement, settleDeal } from './settle';
import { settleTrischakenFacts } from './trischaken';

type Obj = Readonly<Record<string, unknown>>;

const isObj = (x: unknown): x is Obj => typeof x === 'object' && x !== null && !Array.isArray(x);

const KNOWN = new Set([
  'format',
  'version',
  'variant',
  'options',
  'contract',
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
  'cardPoints',
  'tricks',
]);

function int(x: unknown, what: string, min: number, max: number): Result<number> {
  if (typeof x !== 'number' || !Number.isInteger(x) || x < min || x > max)
    return err(`${what} must be a whole number from ${min} to ${max} (got ${JSON.stringify(x)})`);
  return ok(x);
}

function bool(x: unknown, what: string, dflt: boolean): Result<boolean> {
  if (x === undefined) return ok(dflt);
  if (typeof x !== 'boolean') return err(`${what} must be true or false (got ${JSON.stringify(x)})`);
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
  if (x['version'] !== 1) return err(`"version" must be 1 (got ${JSON.stringify(x['version'])})`);
  if (x['variant'] !== rules.id)
    return err(`"variant" must be "${rules.id}" (got ${JSON.stringify(x['variant'])})`);
  if (x['options'] !== undefined && !isObj(x['options'])) return err('"options" must be an object');
  const unknown = Object.keys(x).filter((k) => !KNOWN.has(k));
  if (unknown.length)
    return err(`unknown field${unknown.length > 1 ? 's' : ''} ${unknown.map((k) => `"${k}"`).join(', ')}`);
  return ok(true);
}

function readAnnouncement(rules: IllustratedRules, declarer: Seat, players: readonly Seat[]) {
  return (o: Obj, where: string): Result<Announcement> => {
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
    const bird = o['bird'];
    if (bird !== 'pagat' && bird !== 'uhu') return err(`${where}.bird must be "pagat" or "uhu"`);
    const seat = int(o['seat'], `${where}.seat`, 0, players.length - 1);
    if (!seat.ok) return seat;
    const won = o['won'];
    if (typeof won !== 'boolean') return err(`${where}.won must be true or false`);
    if (won) return ok({ bird, seat: seat.value, won, capturedBy: null });
    const by = int(o['capturedBy'], `${where}.capturedBy`, 0, players.length - 1);
    if (!by.ok) return by;
    if (by.value === seat.value) return err(`${where}: a bird cannot be captured by its own player`);
    return ok({ bird, seat: seat.value, won, capturedBy: by.value });
  };
}

function readHonour(rules: IllustratedRules, players: readonly Seat[]) {
  return (o: Obj, where: string): Result<{ seat: Seat; honour: HonourId }> => {
    const seat = int(o['seat'], `${where}.seat`, 0, players.length - 1);
    if (!seat.ok) return seat;
    const h = rules.honours.find((x) => x.id === o['honour']);
    if (!h) return err(`${where}.honour must be one of ${rules.honours.map((x) => `"${x.id}"`).join(', ')}`);
    return ok({ seat: seat.value, honour: h.id });
  };
}

function readTrischaken(x: Obj, rules: IllustratedRules, seats: number): Result<Settlement> {
  if (rules.redeal.allPass !== 'trischaken')
    return err(`${rules.id} plays no Trischaken (option allPass=trischaken)`);
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
    thirds.push(3 * c.value);
    taken.push(t.value);
  }
  if (taken.reduce((a, b) => a + b, 0) !== rules.handSize)
    return err(`the tricks must add up to ${rules.handSize}`);
  if (thirds.reduce((a, b) => a + b, 0) > 210) return err('the card points add up to more than 70');
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
  if (contract === 'passed') return ok(passedSettlement(seats));
  if (contract === 'trischaken') return readTrischaken(summary, rules, seats);
  const spec = typeof contract === 'string' ? contractSpec(rules, contract) : undefined;
  if (!spec)
    return err(
      `"contract" must be one of ${[...rules.contracts.map((c) => c.id), 'passed', 'trischaken'].map((c) => `"${c}"`).join(', ')} (got ${JSON.stringify(contract)})`,
    );
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
  if (valat.value && points.value < 36)
    return err('"valat" is true but the declarer has fewer than 36 card points');

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
    honours: honours.value,
    valat: valat.value,
    withoutTrull: withoutTrull.value,
    withoutKings: withoutKings.value,
  };
  return ok(settleDeal(facts, rules, seats));
}
