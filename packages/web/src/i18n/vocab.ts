/**
 * The game's words for every action, in German and English, with each family's (region's) own
 * vocabulary: Austrian Illustrated Tarock says "weiter", "gut", "es liegt", "Talon"; Bavarian Tarock
 * says "passe", "ich spiele", "Stock", "Sau". Bids, contracts and bonuses are looked up by the id the
 * rule set gives them; an id without an entry is shown as written, never hidden.
 */
import {
  type Action,
  type Card,
  type Pack,
  type PublicAction,
  type RulesetBase,
  contractsOf,
  honoursOf,
  RAISE_CALLS,
  ruleName,
  ruleProp,
} from '@tarock/engine';
import type { Lang } from '../app/settings';
import { cardInText, cardName, cardObject, suitName } from '../cards/names';

export type Family = 'illustrated' | 'bavarian';
type Words = Readonly<Record<Lang, string>>;
const w = (de: string, en: string): Words => ({ de, en });

/**
 * Calls that an auction kind words its own way (the kind is `view.auction.kind`): Löw's "mein
 * Spiel", Huber's "ich halte", Haferltarock's "ich spiele weiter" for the same `hold` action.
 */
const KIND_CALLS: Readonly<Record<string, Readonly<Record<string, Words>>>> = {
  illustratedTakeHold: {
    take: w('Ablösung', 'take over'),
    // Löw's second take of the same bid, after a hold (seed 002: "retake" (zweite Ablösung), L-02).
    retake: w('zweite Ablösung', 'retake'),
    hold: w('mein Spiel', 'my game'),
  },
  // The rule set's own auction kind (`rules.auction.kind`), before the View's: Beck takes a
  // Dreiblatt over with "Unterer" (B-01), Löw with "Ablösung" (L-02); both auctions are take-hold.
  // and its declarer says "ich liege" where Löw's says "es liegt" (seed 001; rules-notes B-03).
  beck: { take: w('Unterer', 'Unterer (take over)'), readyDeclarer: w('ich liege', 'that is all') },
  huber: { hold: w('ich halte', 'I hold'), pass: w('passe', 'pass') },
  haferl: { hold: w('ich spiele weiter', 'I play on'), pass: w('passe', 'pass') },
  nopoint: { hold: w('ich halte', 'I hold') },
  scharf: { pass: w('passe', 'pass') },
};

/** Fixed calls, per family. */
const CALLS: Readonly<Record<Family, Readonly<Record<string, Words>>>> = {
  illustrated: {
    pass: w('weiter', 'pass'),
    accept: w('gut', 'good'),
    take: w('Ablösung', 'take over'),
    retake: w('zweite Ablösung', 'retake'),
    hold: w('mein Spiel', 'my game'),
    // "es liegt" ends the announcements after the pickup (seed 002, Löw); before it the declarer
    // only says he announces nothing (more).
    readyPre: w('keine Ansage mehr', 'no more announcements'),
    readyDeclarer: w('es liegt', 'that is all'),
    readyDefender: w('gut', 'good'),
    readyClaim: w('keine Meldung', 'no claim'),
    raise: w('fünf mehr', 'five more'),
    talon: w('Talon', 'talon'),
  },
  bavarian: {
    pass: w('passe', 'pass'),
    accept: w('gut', 'good'),
    take: w('ich spiele auch', 'I play too'),
    hold: w('ich spiele weiter', 'I play on'),
    raise: w('fünf mehr', 'five more'),
    talon: w('Stock', 'stock'),
  },
};

/** Bids worded differently from the contract of the same id ("hand": the bid says "ich spiele auch"). */
const BIDS: Readonly<Record<string, Words>> = {
  hand: w('ich spiele auch (Hand)', 'I play too (hand)'),
};

/**
 * The same bids said first, with no bid before them to play "too" against (Berliner: forehand's
 * only bid is a Hand).
 */
const OPENING_BIDS: Readonly<Record<string, Words>> = {
  hand: w('ich spiele Hand', 'I play a hand game'),
};

/** Bids and contracts by id (shared by the families: the ids do not collide). */
const NAMES: Readonly<Record<string, Words>> = {
  ambesten: w('ich spiele am besten', 'I play best'),
  herz: w('Herz!', 'hearts!'),
  dreiblatt: w('Dreiblatt', 'three'),
  zweiblatt: w('Zweiblatt', 'two'),
  einblatt: w('Einblatt', 'one'),
  solo: w('Solo', 'solo'),
  trischaken: w('Trischaken', 'Trischaken'),
  unterer: w('Unterer', 'Unterer'),
  spiele: w('ich spiele', 'I play'),
  play: w('ich spiele', 'I play'),
  besser: w('ich spiele besser', 'I play better'),
  better: w('ich spiele besser', 'I play better'),
  best: w('ich spiele am besten', 'I play best'),
  auch: w('ich spiele auch', 'I play too'),
  frage: w('Frage', 'Frage (ask)'),
  herzfrage: w('Herz-Frage', 'hearts Frage'),
  farbfrage: w('Farb-Frage', 'suit Frage'),
  herzsolo: w('Herz-Solo', 'hearts solo'),
  farbsolo: w('Farb-Solo', 'suit solo'),
  bettel: w('Bettel', 'Bettel (misère)'),
  pickup: w('Aufnahmespiel', 'pick-up game'),
  hand: w('Handspiel', 'hand game'),
  game: w('Spiel', 'the game'),
  pagat: w('Pagat', 'Pagat'),
  uhu: w('Uhu', 'Uhu'),
  forty: w('Vierzig', 'forty'),
  fifty: w('Fünfzig', 'fifty'),
  valat: w('Valat', 'valat'),
  trull: w('Trull', 'Trull'),
  withoutTrull: w('ohne Trull', 'without Trull'),
  withoutKings: w('ohne Könige', 'without Kings'),
  kings: w('vier Könige', 'four Kings'),
  tarockTrull: w('Tarock-Trull', 'Tarock Trull'),
  royalTrull: w('Königs-Trull', 'Royal Trull'),
  twoHonours: w('zwei Honneurs', 'two honours'),
  schneider: w('Schneider', 'Schneider'),
  schwarz: w('Schwarz', 'Schwarz (slam)'),
};

/** The names by lower-case id: ids are matched without regard to case ("herzSolo", "herzsolo"). */
const NAMES_LC: ReadonlyMap<string, Words> = new Map(
  Object.entries(NAMES).map(([k, v]) => [k.toLowerCase(), v]),
);

const DOUBLING: Readonly<Record<Family, readonly Words[]>> = {
  illustrated: [w('Kontra', 'contra'), w('Rekontra', 'recontra'), w('Subkontra', 'subcontra')],
  bavarian: [
    w('Kontra', 'Kontra'),
    w('Re', 'Re'),
    w('Supp', 'Supp'),
    w('Resupp', 'Resupp'),
    w('Hirsch', 'Hirsch'),
  ],
};

/** The word for a doubling level: 1 Kontra, 2 Re/Rekontra, 3 Supp, … */
export function doublingWord(family: Family, level: number, lang: Lang): string {
  const words = DOUBLING[family];
  return (words[level - 1] ?? words[words.length - 1])?.[lang] ?? 'Kontra';
}

/** A bid/contract/bonus id in words: known ids from the table, point bids ("hand66") as "fünf mehr (66)". */
export function nameOf(id: string, lang: Lang): string {
  const known = NAMES_LC.get(id.toLowerCase());
  if (known) return known[lang];
  const m = /^([a-z]+?)(\d+)$/i.exec(id);
  if (m) {
    const target = Number(m[2]);
    const base = NAMES[(m[1] ?? '').toLowerCase()];
    const over = target - 61;
    if (over > 0 && over % 5 === 0) {
      const step = over / 5;
      const words = lang === 'de' ? (RAISE_CALLS[step - 1] ?? `${over} mehr`) : `${over} more`;
      return `${words} (${target})`;
    }
    return `${base ? base[lang] : m[1]} ${target}`;
  }
  const at = id.indexOf('@');
  if (at > 0) return nameOf(id.slice(0, at), lang);
  return id;
}

/**
 * The contract as the table names it (the bar at the top, the settlement's heading, the score
 * sheet). German: the game's word, unless the rule set's source names the contract otherwise in
 * German (Löw's "3 Blatt", Huber's "Herzsolo"; `RULE_NAMES_DE`). English: the rule set's own
 * name, as the settlement's lines and the rule set's summary write it ("Cilli plays
 * Aufnahmespiel"), with the interface's word where that says more ("Aufnahmespiel (pick-up game)",
 * "Frage (ask)"); without an own name, the interface's word with a capital ("Trischaken", "Pick-up
 * game").
 */
export function contractTitle(id: string, lang: Lang, ownName: string | undefined): string {
  const word = nameOf(id, lang);
  if (lang === 'de') return (ownName ? germanRuleName(ownName) : null) ?? word;
  if (!ownName) return word.charAt(0).toUpperCase() + word.slice(1);
  if (word.toLowerCase().startsWith(ownName.toLowerCase())) return ownName + word.slice(ownName.length);
  return `${ownName} (${word})`;
}

/**
 * The German of each rule set's own contract, bonus and honour names (`name` in its tables, which
 * is English where the source was read in English), keyed by that name.
 *
 * Contracts: the name where the source names the contract in German otherwise than the game's
 * word: Löw's "3 Blatt", "2 Blatt", "1 Blatt" (seed 001, Löw's section, line 32: "3 Blatt …, 2
 * Blatt …, 1 Blatt … Solo"; rules-notes L-01), where the game's word is "Dreiblatt"; Huber's,
 * Sirch's, the 1933 variant's and Scharfes Tarock's "Herzsolo" in one word (seed 000, lines 80 and
 * 159: "zu einem Solo oder Herzsolo"; rules-notes H-01), where the game's word is the
 * no-point-bidding game's "Herz-Solo" (rules-notes BT-NP-1). Null where German keeps its word:
 * Beck's and Mayr & Sedlaczek's Dreiblatt, Zweiblatt, Einblatt (seed 001, lines 70 and 113),
 * Frage and Solo, Haferltarock's Aufnahmespiel and Handspiel (seed 000, line 104), the
 * no-point-bidding game's Farb-Frage, Herz-Frage, Farb-Solo, Herz-Solo and Bettel.
 * `vocab.test.ts` holds every contract of every rule set to an entry here.
 *
 * Bonuses and honours: the name where the source names the bonus in German otherwise than the
 * game's word (Beck: "Absolut, mit Vierzig" and "Panzer, mit Fünfzig", seed 001 and rules-notes
 * B-07, which the rule set writes "Absolut (mit Vierzig)"), null where German keeps its word: Löw's
 * "40" and "50" are Vierzig and Fünfzig (L-03); Mayr & Sedlaczek's "With 40" / "With 50" are the
 * seed's English, which gives no German of its own (M-03); "Pagat ultimo" is called Pagat (Löw's
 * and Beck's tables; M&S's "with Pagat ultimo!"); the others are the glossary's words.
 * `vocab.test.ts` holds every bonus and honour of every rule set to an entry here.
 */
export const RULE_NAMES_DE: Readonly<Record<string, string | null>> = {
  // Contracts.
  '3 Blatt': '3 Blatt',
  '2 Blatt': '2 Blatt',
  '1 Blatt': '1 Blatt',
  Dreiblatt: null,
  Zweiblatt: null,
  Einblatt: null,
  Solo: null,
  Frage: null,
  Herzsolo: 'Herzsolo',
  Aufnahmespiel: null,
  Handspiel: null,
  'Farb-Frage': null,
  'Herz-Frage': null,
  'Farb-Solo': null,
  'Herz-Solo': null,
  Bettel: null,
  // Bonuses and honours.
  'Pagat ultimo': null,
  Uhu: null,
  '40': null,
  '50': null,
  'Absolut (mit Vierzig)': 'Absolut (mit Vierzig)',
  'Panzer (mit Fünfzig)': 'Panzer (mit Fünfzig)',
  'With 40': null,
  'With 50': null,
  Valat: null,
  'Without Trull': null,
  'Without Kings': null,
  'Tarock Trull': null,
  'Royal Trull (four Kings)': null,
  'Two tarock honours': null,
};

/**
 * A bonus or honour as the table names it: in English the rule set's own name, as the settlement's
 * lines and the terminal write it ("Absolut (mit Vierzig)" in Beck, "With 40" in Mayr & Sedlaczek,
 * "Pagat ultimo"), else the interface's word; in German the game's word ("Vierzig"), unless the rule
 * set's source names the bonus otherwise in German (Beck's "Absolut (mit Vierzig)";
 * `RULE_NAMES_DE`).
 */
export function bonusName(id: string, lang: Lang, rules: RulesetBase | undefined): string {
  const own = rules ? ruleName(rules, id) : null;
  if (lang === 'en') return own ?? nameOf(id, lang);
  return (own !== null ? germanRuleName(own) : null) ?? nameOf(id, lang);
}

/** The rule set's own name of contract `id` (`contracts[].name`), if it names one. */
export function ownContractName(rules: RulesetBase | undefined, id: string): string | undefined {
  return rules ? contractsOf(rules).find((x) => x.id === id)?.name : undefined;
}

/**
 * A contract (or a bid of its id) as a call's button and bubble say it: the interface's word
 * ("three", "Dreiblatt"), in German the rule set's own where its source names the contract
 * otherwise (Löw's "3 Blatt"; `RULE_NAMES_DE`).
 */
export function contractWord(id: string, lang: Lang, rules: RulesetBase | undefined): string {
  if (lang === 'de') {
    const own = ownContractName(rules, id);
    const german = own !== undefined ? germanRuleName(own) : null;
    if (german !== null) return german;
  }
  return nameOf(id, lang);
}

/** A rule set's own name in German where its source has one of its own (`RULE_NAMES_DE`), else null. */
export function germanRuleName(name: string): string | null {
  return Object.hasOwn(RULE_NAMES_DE, name) ? (RULE_NAMES_DE[name] ?? null) : null;
}

export interface CallContext {
  /** The rule set, for its own names of bonuses (`bonusName`). */
  readonly rules?: RulesetBase;
  readonly pack: Pack;
  readonly lang: Lang;
  readonly family: Family;
  /** The auction's kind (`view.auction.kind`), for calls it words its own way. */
  readonly auctionKind: string | null;
  /** The talon as the viewer sees it, to name the cards of a talon part. */
  readonly talon: readonly (number | null)[] | null;
  /** How many talon parts the legal choices offer. */
  readonly talonParts: number;
  /** True when the viewer is the declarer (for "es liegt" versus a defender's "gut"). */
  readonly declarer: boolean;
  /** True after the last trick, where honours are claimed (Beck): "ready" claims nothing more. */
  readonly claiming?: boolean;
  /** The announcement round a declarer's "ready" closes (Illustrated): "es liegt" only after the pickup. */
  readonly stage?: 'pre' | 'post' | null;
  /** True when a take follows a take of the same bid (Löw's "zweite Ablösung"). */
  readonly retake?: boolean;
  /** True when no bid was made before this call (a Hand bid said first is not "auch"). */
  readonly opening?: boolean;
  /** The doubling level already reached on a target ("game" → 1 after a contra). */
  readonly doubled: (target: string) => number;
  /** A seat's display name, for bonuses announced by a seat ("pagat@2"). */
  readonly seatName: (seat: number) => string;
}

export function callWord(
  family: Family,
  key: string,
  lang: Lang,
  kind: string | null = null,
  /** The rule set's auction kind (`rules.auction.kind`), whose words come first. */
  ruleKind: string | null = null,
): string {
  return (
    (ruleKind ? KIND_CALLS[ruleKind]?.[key]?.[lang] : undefined) ??
    (kind ? KIND_CALLS[kind]?.[key]?.[lang] : undefined) ??
    CALLS[family][key]?.[lang] ??
    key
  );
}

/**
 * Which "ready" the seat says: the declarer's (before the pickup, or "es liegt" after it), a
 * defender's, or after the last trick no claim.
 */
function readyKey(c: Pick<CallContext, 'declarer' | 'claiming' | 'stage'>): string {
  if (c.claiming) return 'readyClaim';
  if (!c.declarer) return 'readyDefender';
  return c.stage === 'pre' ? 'readyPre' : 'readyDeclarer';
}

/**
 * A Bavarian "ready": the call it lets pass ("kein Kontra", "kein Re", as the terminal says it), or
 * the declarer's end of his own raises before any call ("keine Erhöhung mehr"; Haferltarock's
 * self-raise). It was "weiter" / "go on" in every case, which named no call, and "go on" beside
 * "five more" read as "raise on".
 */
function bavarianReady(c: CallContext): string {
  const calls = c.doubled('game');
  if (c.declarer && calls === 0) return c.lang === 'de' ? 'keine Erhöhung mehr' : 'no more raises';
  const word = doublingWord('bavarian', calls + 1, c.lang);
  return c.lang === 'de' ? `kein ${word}` : `no ${word}`;
}

/** The take's key: Löw's retake after a hold is "zweite Ablösung". */
const takeKey = (a: { readonly type: string }, c: Pick<CallContext, 'retake'>): string =>
  a.type === 'take' && c.retake ? 'retake' : a.type;

/** The rule set's auction kind, a named property ("beck", "loew", "huber"), or null. */
function ruleKindOf(c: Pick<CallContext, 'rules'>): string | null {
  const kind = c.rules ? ruleProp(c.rules, 'auction', 'kind') : undefined;
  return typeof kind === 'string' ? kind : null;
}

/**
 * A talon part's call in its two lengths: the full one names the part's cards (once they lie
 * open), as a sentence names them ("take part 2: three of Hearts, tarock V"; `cardInText`), the
 * short one only the part, for a narrow screen where the cards lie numbered in the middle of the
 * table beside it.
 */
const TALON_PART: Readonly<
  Record<Lang, { readonly short: (n: number) => string; readonly full: (n: number, cards: string) => string }>
> = {
  de: { short: (n) => `Teil ${n} nehmen`, full: (n, cards) => `Teil ${n} nehmen: ${cards}` },
  en: { short: (n) => `take part ${n}`, full: (n, cards) => `take part ${n}: ${cards}` },
};

function talonLabel(group: number, c: CallContext, short: boolean): string {
  const word = callWord(c.family, 'talon', c.lang);
  if (c.talonParts <= 1) return c.lang === 'de' ? `${word} aufnehmen` : `take the ${word}`;
  const size = c.talon ? c.talon.length / c.talonParts : 0;
  const cards = (c.talon ?? []).slice(group * size, (group + 1) * size);
  const words = TALON_PART[c.lang];
  return short || cards.length === 0 || cards.some((x) => x === null)
    ? words.short(group + 1)
    : words.full(group + 1, cards.map((x) => (x === null ? '?' : cardInText(c.pack, x, c.lang))).join(', '));
}

/**
 * The label of a legal action, in the game's words; `short` for a narrow button (a talon part's
 * call without its cards; every other call is short already). A card played is its name standing
 * alone ("Two of Hearts", `cardName`: the card's button); a call that names cards names them as a
 * sentence does ("lay away two of Hearts", "take part 1: tarock V, four of Hearts": `cardInText`).
 */
export function actionLabel(a: Action, c: CallContext, short = false): string {
  const L = c.lang;
  switch (a.type) {
    case 'pass':
    case 'accept':
    case 'take':
    case 'hold':
    case 'raise':
      return callWord(c.family, takeKey(a, c), L, c.auctionKind, ruleKindOf(c));
    case 'ready':
      if (c.family === 'bavarian' && !c.claiming) return bavarianReady(c);
      return callWord(c.family, readyKey(c), L, c.auctionKind, ruleKindOf(c));
    case 'bid':
      return (
        (c.opening ? OPENING_BIDS[a.bid.toLowerCase()]?.[L] : undefined) ??
        BIDS[a.bid.toLowerCase()]?.[L] ??
        contractWord(a.bid, L, c.rules)
      );
    case 'declare':
      return contractWord(a.contract, L, c.rules);
    case 'trump':
      return L === 'de'
        ? `${suitName(c.pack, a.suit, L)} ist Trumpf`
        : `${suitName(c.pack, a.suit, L)} trumps`;
    case 'talon':
      return talonLabel(a.group, c, short);
    case 'discard':
      return L === 'de'
        ? `${cardName(c.pack, a.card, L)} ablegen`
        : `lay away ${cardInText(c.pack, a.card, L)}`;
    case 'announce':
      return bonusName(a.bonus, L, c.rules);
    case 'contra': {
      const word = doublingWord(c.family, c.doubled(a.target) + 1, L);
      return a.target === 'game' ? word : `${word}: ${targetName(a.target, c)}`;
    }
    case 'play':
      return cardName(c.pack, a.card, L);
    case 'deal':
      return L === 'de' ? 'geben' : 'deal';
  }
}

/**
 * A bonus or honour named briefly, without what its rule set adds in brackets ("Absolut (mit
 * Vierzig)" → "Absolut", "Royal Trull (four Kings)" → "Royal Trull"): for a call where a phone
 * has least room (`briefLabel`); the status bar names it in full.
 */
function briefBonusName(id: string, lang: Lang, rules: RulesetBase | undefined): string {
  return bonusName(id, lang, rules).replace(/\s*\([^)]*\)$/, '');
}

/** What a contra doubles, briefly: "Spiel" / "game", a bonus by its brief name, without its announcer. */
function briefTarget(target: string, c: CallContext): string {
  if (target === 'game') return c.lang === 'de' ? 'Spiel' : 'game';
  const at = target.indexOf('@');
  return briefBonusName(at < 0 ? target : target.slice(0, at), c.lang, c.rules);
}

/**
 * The doubling word a contra call says ("Kontra", "Rekontra", "Re"); null for any other call. The
 * calls of a turn that share it stand together under it where room is least (`briefLabel`).
 */
export function doublingCall(a: Action, c: CallContext): string | null {
  return a.type === 'contra' ? doublingWord(c.family, c.doubled(a.target) + 1, c.lang) : null;
}

/**
 * A call's words where a phone has least room: an announcement by its brief
 * name ("Absolut"), a contra without the announcer of what it doubles (always the declarer: a
 * contra answers the declarer's announcements, a recontra the contras on them) and with the
 * bonus's brief name ("Kontra: Absolut"); with `grouped`, what it doubles alone ("Absolut"), the
 * doubling word standing once before the calls that share it. Any other call as `short` words it.
 */
export function briefLabel(a: Action, c: CallContext, grouped: boolean): string {
  switch (a.type) {
    case 'announce':
      return briefBonusName(a.bonus, c.lang, c.rules);
    case 'contra': {
      const target = briefTarget(a.target, c);
      if (grouped) return target;
      const word = doublingCall(a, c) ?? '';
      return a.target === 'game' ? word : `${word}: ${target}`;
    }
    default:
      return actionLabel(a, c, true);
  }
}

/**
 * The contras as the contract bar lists them, the doubler before what was doubled: one doubler's at
 * one level together, the doubling word and the doubler said once ("Kontra von Bert: Spiel, Uhu,
 * Valat · Rekontra von Anna: Spiel"), in the order each group began; a bonus's announcer in
 * brackets where it is not `declarer` ("Kontra von Bert: ohne Trull (Cilli)"). Said one by one,
 * with the announcer each time, a recontra of seven contras took five lines of a desktop's bar.
 */
export function doublingsText(
  family: Family,
  doublings: readonly { readonly level: number; readonly target: string; readonly by: number }[],
  c: Pick<CallContext, 'lang' | 'seatName' | 'rules'>,
  declarer: number | null,
): string {
  const groups = new Map<string, { level: number; by: number; targets: string[] }>();
  for (const d of doublings) {
    const key = `${d.level} ${d.by}`;
    const target = targetName(d.target, c, declarer);
    const group = groups.get(key);
    if (group) group.targets.push(target);
    else groups.set(key, { level: d.level, by: d.by, targets: [target] });
  }
  return [...groups.values()]
    .map(({ level, by, targets }) => {
      const word = doublingWord(family, level, c.lang);
      const who = c.seatName(by);
      return `${c.lang === 'de' ? `${word} von ${who}` : `${word} by ${who}`}: ${targets.join(', ')}`;
    })
    .join(' · ');
}

/**
 * "pagat@2" → "Pagat (Anna)" ("Pagat ultimo (Anna)" in English, `bonusName`), or "Pagat" where seat
 * 2 is `unnamed` (the declarer, in the contract bar); "game" → "Spiel".
 */
export function targetName(
  target: string,
  c: Pick<CallContext, 'lang' | 'seatName' | 'rules'>,
  unnamed: number | null = null,
): string {
  const at = target.indexOf('@');
  if (at < 0) return target === 'game' ? nameOf(target, c.lang) : bonusName(target, c.lang, c.rules);
  const seat = Number(target.slice(at + 1));
  const bonus = bonusName(target.slice(0, at), c.lang, c.rules);
  if (seat === unnamed) return bonus;
  return `${bonus} (${Number.isInteger(seat) ? c.seatName(seat) : target.slice(at + 1)})`;
}

/**
 * What a seat did, for the log: the verb phrase after the seat's name, in the third person and in
 * the family's words ("sagt „weiter“", "passt", "löst ab", "spielt weiter"). The buttons say the
 * call as the player makes it (`actionLabel`); the log says what happened.
 */
const DONE: Readonly<Record<Family, Readonly<Record<string, Words>>>> = {
  illustrated: {
    pass: w('sagt „weiter“', 'passes'),
    accept: w('sagt „gut“', 'accepts'),
    take: w('löst ab', 'takes over'),
    hold: w('sagt „mein Spiel“', 'holds'),
    readyDeclarer: w('sagt „es liegt“', 'says “that is all”'),
    readyDefender: w('sagt „gut“', 'says “good”'),
    readyClaim: w('meldet nichts (mehr)', 'claims nothing (more)'),
    raise: w('sagt „fünf mehr“', 'raises by five'),
  },
  bavarian: {
    pass: w('passt', 'passes'),
    accept: w('sagt „gut“', 'accepts'),
    take: w('spielt auch', 'says “I play too”'),
    hold: w('spielt weiter', 'says “I play on”'),
    raise: w('sagt „fünf mehr“', 'raises by five'),
  },
};

/** What an auction kind words its own way (`KIND_CALLS`), in the log's third person. */
const KIND_DONE: Readonly<Record<string, Readonly<Record<string, Words>>>> = {
  illustratedTakeHold: {
    take: w('löst ab', 'takes over'),
    retake: w('sagt „zweite Ablösung“', 'retakes'),
    hold: w('sagt „mein Spiel“', 'holds'),
  },
  beck: {
    take: w('sagt „Unterer“', 'takes over (“Unterer”)'),
    readyDeclarer: w('sagt „ich liege“', 'says “that is all”'),
  },
  huber: { hold: w('hält', 'holds'), pass: w('passt', 'passes') },
  haferl: { hold: w('spielt weiter', 'says “I play on”'), pass: w('passt', 'passes') },
  nopoint: { hold: w('hält', 'holds') },
  scharf: { pass: w('passt', 'passes') },
};

/**
 * Bids the player says in the first person ("ich spiele besser"): in German the log's third person
 * ("Cilli spielt besser"), in English the words quoted ("Cilli plays better" would compare).
 */
const BID_DONE: Readonly<Record<string, Words>> = {
  spiele: w('spielt', 'says “I play”'),
  play: w('spielt', 'says “I play”'),
  besser: w('spielt besser', 'says “I play better”'),
  better: w('spielt besser', 'says “I play better”'),
  ambesten: w('spielt am besten', 'says “I play best”'),
  best: w('spielt am besten', 'says “I play best”'),
  auch: w('spielt auch', 'says “I play too”'),
  hand: w('spielt auch (Hand)', 'says “I play too” (hand)'),
  herz: w('bietet Herz', 'bids hearts'),
};

/** `OPENING_BIDS` in the log's words. */
const OPENING_BID_DONE: Readonly<Record<string, Words>> = {
  hand: w('spielt Hand', 'says “I play a hand game”'),
};

function doneWord(
  family: Family,
  key: string,
  lang: Lang,
  kind: string | null,
  ruleKind: string | null,
): string | undefined {
  return (
    (ruleKind ? KIND_DONE[ruleKind]?.[key]?.[lang] : undefined) ??
    (kind ? KIND_DONE[kind]?.[key]?.[lang] : undefined) ??
    DONE[family][key]?.[lang]
  );
}

/**
 * A talon part or the stock taken, as the log and the taker's bubble say it: "nimmt Teil 2:
 * Tarock XV" / "takes part 2: tarock XV" (`short`: without the cards), "nimmt den Stock auf" /
 * "takes the stock".
 */
export function talonTaken(group: number, c: CallContext, short = false): string {
  const word = callWord(c.family, 'talon', c.lang);
  if (c.talonParts <= 1) return c.lang === 'de' ? `nimmt den ${word} auf` : `takes the ${word}`;
  const size = c.talon ? c.talon.length / c.talonParts : 0;
  const cards = (c.talon ?? []).slice(group * size, (group + 1) * size);
  const part = c.lang === 'de' ? `nimmt Teil ${group + 1}` : `takes part ${group + 1}`;
  return short || cards.length === 0 || cards.some((x) => x === null)
    ? part
    : `${part}: ${cards.map((x) => (x === null ? '?' : cardInText(c.pack, x, c.lang))).join(', ')}`;
}

/**
 * What a seat did, as a sentence for the log ("Anna legt die Herz-Zwei ab", "Bert gibt Kontra",
 * "Cilli announces Pagat ultimo"); null for the deal and for a card laid away that the viewer may
 * not see (another seat's cards laid away are told together: `discardsReport`). `c.declarer` is
 * whether the actor is the declarer.
 */
export function actionReport(who: string, a: PublicAction, c: CallContext): string | null {
  const done = actionDone(a, c);
  return done === null ? null : `${who} ${done}`;
}

function actionDone(a: PublicAction, c: CallContext): string | null {
  const L = c.lang;
  const de = L === 'de';
  switch (a.type) {
    case 'pass':
    case 'accept':
    case 'take':
    case 'hold':
    case 'raise': {
      const key = takeKey(a, c);
      return (
        doneWord(c.family, key, L, c.auctionKind, ruleKindOf(c)) ??
        said(callWord(c.family, key, L, c.auctionKind, ruleKindOf(c)), L)
      );
    }
    case 'ready': {
      if (c.family === 'bavarian' && !c.claiming) return said(bavarianReady(c), L);
      const key = readyKey(c);
      return (
        doneWord(c.family, key, L, c.auctionKind, ruleKindOf(c)) ??
        said(callWord(c.family, key, L, c.auctionKind, ruleKindOf(c)), L)
      );
    }
    case 'bid': {
      const own =
        (c.opening ? OPENING_BID_DONE[a.bid.toLowerCase()]?.[L] : undefined) ??
        BID_DONE[a.bid.toLowerCase()]?.[L];
      if (own) return own;
      // A contract bid by its name as the bar names the contract ("bids Einblatt (one)", Löw's
      // "3 Blatt (three)"; it read "bids one"); a point bid or other call in the button's words.
      const contract = ownContractName(c.rules, a.bid);
      const name =
        contract !== undefined
          ? contractTitle(a.bid, L, contract)
          : (BIDS[a.bid.toLowerCase()]?.[L] ?? nameOf(a.bid, L));
      return de ? `bietet ${name}` : `bids ${name}`;
    }
    case 'declare': {
      const own = ownContractName(c.rules, a.contract);
      const name = own ? contractTitle(a.contract, L, own) : nameOf(a.contract, L);
      return de ? `spielt ${name}` : `declares ${name}`;
    }
    case 'trump':
      return de
        ? `wählt ${suitName(c.pack, a.suit, L)} als Trumpf`
        : `chooses ${suitName(c.pack, a.suit, L)} as trumps`;
    case 'talon':
      return talonTaken(a.group, c);
    case 'discard':
      if (a.card === null) return null;
      return de ? `legt ${cardObject(c.pack, a.card, L)} ab` : `discards ${cardObject(c.pack, a.card, L)}`;
    case 'announce': {
      const name = bonusName(a.bonus, L, c.rules);
      // An honour is claimed, not announced: "meldet" (docs/glossary.md, "Honneurs melden").
      if (c.rules && honoursOf(c.rules).some((h) => h.id === a.bonus))
        return de ? `meldet ${name}` : `claims ${name}`;
      return de ? `sagt ${name} an` : `announces ${name}`;
    }
    case 'contra': {
      const word = doublingWord(c.family, c.doubled(a.target) + 1, L);
      // On a bonus as the bar lists a contra: "gibt Kontra: ohne Trull (Anna)".
      const said = de ? `gibt ${word}` : `says ${word}`;
      return a.target === 'game' ? said : `${said}: ${targetName(a.target, c)}`;
    }
    case 'play':
      return de ? `spielt ${cardObject(c.pack, a.card, L)}` : `plays ${cardObject(c.pack, a.card, L)}`;
    case 'deal':
      return null;
  }
}

/**
 * Another seat's cards laid away, as the log says them once the last is down: how many, and the
 * cards among them that the viewer's View shows (`shown`: the tarocks an Illustrated declarer lays
 * away face up; every card once the deal is over), never one it hides: "Bert legt 3 Karten ab" /
 * "Bert discards 3 cards", "Bert legt 3 Karten ab, darunter Tarock V" / "Bert discards 3 cards,
 * among them tarock V", and with every card shown "Bert legt 2 Karten ab: Tarock V, Herz-Zwei" /
 * "Bert discards 2 cards: tarock V, two of Hearts".
 */
export function discardsReport(
  who: string,
  count: number,
  shown: readonly Card[],
  c: Pick<CallContext, 'pack' | 'lang'>,
): string {
  const de = c.lang === 'de';
  const cards = count === 1 ? (de ? 'eine Karte' : 'one card') : `${count} ${de ? 'Karten' : 'cards'}`;
  const said = de ? `${who} legt ${cards} ab` : `${who} discards ${cards}`;
  if (shown.length === 0) return said;
  // Named as the talon's parts are ("nimmt Teil 1: Tarock V, Herz-Zwei").
  const list = shown.map((x) => cardInText(c.pack, x, c.lang)).join(', ');
  if (shown.length >= count) return `${said}: ${list}`;
  return de ? `${said}, darunter ${list}` : `${said}, among them ${list}`;
}

/** A call without a verb of its own, reported as said: sagt „…“ / says “…”. */
function said(call: string, lang: Lang): string {
  return lang === 'de' ? `sagt „${call}“` : `says “${call}”`;
}
