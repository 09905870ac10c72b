/** The interface's own words (the game's words are in vocab.ts). */
import type { Aim, CardAnalysis } from '@tarock/bots';
import type { Burden } from '@tarock/engine';
import type { AnalysisDepth, Lang } from '../app/settings';
import { type RestoreRefusal, refusalEnglish } from '../worker/refusal';
import type { LinkFault } from '../replay/replayLink';
import { formatAmount } from '../result/format';

type Side = CardAnalysis['side'];
type Family = 'illustrated' | 'bavarian';

/** Card points in German with their noun: "1 Auge", "2 Augen", "2 1/3 Augen". */
const augen = (points: number | string): string => `${points} ${`${points}` === '1' ? 'Auge' : 'Augen'}`;

/** The computer players' names in the setup (a player without an entry shows its registry name). */
const BOT_NAMES_EN: Readonly<Record<string, string>> = {
  random: 'random (beginner)',
  heuristic: 'rules of thumb',
  pimc: 'searching',
  'pimc:fast': 'searching, fast',
  'pimc:strong': 'searching, strong',
};

const en = {
  remove: 'remove',
  botNames: BOT_NAMES_EN,
  /** The instruction to lay away (`_family`: the Bavarian says "drücken" in German). */
  layAway: (n: number, _family: Family) =>
    `Lay away ${n} ${n === 1 ? 'card' : 'cards'}: choose from your hand`,
  tricksTaken: 'tricks',
  takeLevel: 'take-overs (0–2)',
  declarerPoints: "declarer's card points",
  bonus: 'bonus',
  stage: 'when',
  stagePre: 'before the talon',
  stagePost: 'after the talon',
  contraOn: 'on',
  contraLevel: 'level (1 contra, 2 recontra)',
  birds: 'Pagat/Uhu in the last tricks',
  bird: 'card',
  playedBy: 'played by',
  birdWon: 'won its trick',
  capturedBy: 'captured by',
  honours: 'Honours',
  honour: 'honour',
  /** With honoursMustBeClaimed: the honour was claimed at the table (else it scores nothing). */
  honourClaimed: 'claimed',
  pasteSummary: 'Or paste a deal summary (JSON)',
  deals: 'Deals',
  appTitle: 'Tarock',
  navPlay: 'Play',
  navReplay: 'Replay',
  navSheet: 'Score sheet',
  navSettings: 'Settings',
  /** The button that opens the navigation and the settings on a phone, where they are folded away. */
  menu: 'Menu',
  language: 'Language',
  theme: 'Theme',
  themeAuto: 'as the system',
  themeLight: 'light',
  themeDark: 'dark',
  deck: 'Deck',
  deckStandard: 'standard',
  deckFourColour: 'four colours',
  deckHighContrast: 'high contrast',
  speed: 'Computer speed',
  speedSlow: 'slow',
  speedNormal: 'normal',
  speedFast: 'fast',
  speedInstant: 'instant',
  /** The setting that plays a forced card by itself (table/forcedPlay.ts). */
  forcedCard: 'Play a forced card by itself',
  forcedCardOff: 'off',
  forcedCardOn: 'on',
  screensNav: 'Screens',
  letterKeys: 'Letter keys at the table (H, U, L, N)',
  letterKeysOn: 'on',
  letterKeysOff: 'off',
  family: 'Family',
  familyIllustrated: 'Illustrated Tarock (54 cards)',
  familyBavarian: 'Bavarian Tarock (German-suited cards)',
  preset: 'Rule set',
  source: 'Source',
  noPresets: 'No rule set of this family is available yet.',
  houseRules: 'House rules',
  ruleCard: 'Rules: what each game pays',
  ruleCardTitle: (name: string) => `Rules: ${name}`,
  defaultMark: 'default',
  changed: 'changed',
  players: 'Players',
  you: 'You',
  seatName: 'Name',
  level: 'Computer player',
  /** The computer player's select of a seat (`seat` its number), named for the seat. */
  levelOf: (seat: number) => `Computer player at seat ${seat}`,
  /** An online table's seat: a player or a computer player sits there. */
  seatTaker: 'Who sits here',
  seatTakerOf: (seat: number) => `Who sits at seat ${seat}`,
  /** A name over the cap: said beside the field, not cut short as typed (`app/playerName.ts`). */
  nameTooLong: (max: number, over: number) =>
    `A name may have at most ${max} characters: ${over === 1 ? 'one' : over} too many`,
  /** A name holding a control or invisible character (`app/playerName.ts`): said, the start held back. */
  nameUnprintable: 'A name may not hold control characters (a tab, a line break, an invisible sign)',
  startMatch: 'Start the match',
  /** The match against the computer kept across a reload (setup/SavedMatchPanel.tsx). */
  savedTitle: 'Your unfinished match',
  savedTitleMany: 'Your unfinished matches',
  savedDeals: (n: number) => (n === 1 ? '1 deal played' : `${n} deals played`),
  /** A kept match's progress, in sentences: the deals played and whether one is under way. */
  savedProgress: (n: number, inDeal: boolean) =>
    n === 0
      ? inDeal
        ? 'The first deal is under way.'
        : 'No deal played yet.'
      : `${n === 1 ? '1 deal' : `${n} deals`} played${inDeal ? '; the next is under way' : ''}.`,
  savedContinue: 'Continue',
  savedDiscard: 'Discard',
  /** Under the kept matches: how long they are kept. */
  savedKept: (most: number) =>
    `An unfinished match is kept until it is finished or discarded (at most ${most}; starting a new one keeps them).`,
  /** Under the kept matches when a new match would drop one: which (`what`: its rule set and deals). */
  savedDropped: (most: number, what: string) =>
    `${most} matches are kept: starting a new one discards the one played longest ago, ${what}.`,
  savedRefused: (reason: string) => `The saved match could not be restored and has been discarded: ${reason}`,
  /** Why a kept match could not be restored (`worker/refusal.ts`), as the sentence's end. */
  restoreRefusal: (r: RestoreRefusal): string => refusalEnglish(r),
  /** On hover over a refusal: the checker's English detail, where there is one. */
  restoreRefusalDetail: (r: RestoreRefusal): string | null => (r.code === 'version' ? null : r.detail),
  savedRefusedOk: 'OK',
  /** The Discard of the match kept failed: the browser's storage could not clear it. */
  savedDiscardFailed: (reason: string) => `The match could not be discarded: ${reason}`,
  /** At the table, once the worker could not keep the match (`storage`). */
  unkept: 'This browser cannot keep the match: a reload loses it.',
  /** At the table, once another tab has continued the match (`elsewhere`). */
  elsewhere: 'This match was continued in another tab: it is no longer kept here.',
  /** At the table, once another tab has discarded the match (`elsewhere`). */
  elsewhereDiscarded: 'This match was discarded in another tab: it is no longer kept here.',
  dealer: 'dealer',
  forehand: 'forehand',
  declarer: 'declarer',
  toAct: 'to act',
  thinking: 'thinking…',
  /** Before a seat's call bubble, for screen readers. */
  lastCall: 'last call:',
  yourTurn: 'Your turn',
  contract: 'Contract',
  target: 'target',
  /** The target of a Bettel: the declarer must take no trick. */
  noTrick: 'no trick',
  targetOfDefenders: (points: number) => `${points} for the defenders`,
  trump: 'Trump',
  gameValue: 'value',
  noContract: 'Auction',
  /** The Austrian word for the auction (seed 002: "Lizitation"), the Bavarian's being "Reizen". */
  noContractIllustrated: 'Auction',
  /** The status bar's contract with its declarer first: "Anna plays Handspiel (hand game)". */
  playsContract: 'plays',
  leads: 'leads',
  yourHand: 'Your hand',
  trick: 'Trick',
  lastTrick: 'Last trick',
  hideLastTrick: 'Back to the table',
  hint: 'Hint',
  hintDismiss: 'Hide the hint',
  /** The mark on the hinted card or call (beside its ring, so that it differs from the focus not by colour alone). */
  hintMark: 'hint',
  /** The hint's note shows its whole text (it is taller than the room over the log), or only that room again. */
  hintMore: 'Show all',
  hintLess: 'Show less',
  /** The hinted card's or call's accessible description. */
  hintMarkSays: 'the hint’s choice',
  /** The hint rests on few sampled deals (`HINT_FEW_WORLDS`): said so. */
  hintFew: (worlds: number) =>
    `Only ${worlds} ${worlds === 1 ? 'deal' : 'deals'}: a rough guide, not a firm one.`,
  hintSays: 'The strong computer player would choose',
  hintOnly: 'the only legal choice',
  hintRule: 'a routine choice, not searched',
  hintCards: (worlds: number) =>
    `${worlds === 1 ? 'In one deal' : `In ${worlds} deals`} of the hidden cards as your hand and the play so far allow, ${worlds === 1 ? 'played out' : 'each played out'} with every hand open, your side still wins the deal after each card in:`,
  hintCardsExact: (worlds: number) =>
    `${worlds === 1 ? 'In one deal' : `In ${worlds} deals`} of the hidden cards as your hand and the play so far allow, the card points you take ${worlds === 1 ? '' : 'on average '}after each card (fewer is better):`,
  /** `cards`: the player's own announced Pagat or Uhu, kept out of the vote before its trick. */
  hintKept: (cards: string) =>
    `Kept for its trick and left out of the count: ${cards}. You announced it, and it is not played before its trick while another card may be.`,
  hintInferred:
    'Those deals were chosen so that the usual play explains what the others have chosen so far: the cards played, and the cards a declarer took up and laid away.',
  /** `shown`: how many of the level cards the hint lists (it lists at most four). */
  hintTied: (n: number, shown: number) =>
    `${n} cards are level${shown < n ? `, ${shown} of them listed above` : ''}: the usual card play picks among them.`,
  hintMargin: (points: number) =>
    `Level cards are weighed by the deals in which they win by ${points} ${points === 1 ? 'point' : 'points'} more or lose by ${points} less:`,
  hintPoints:
    'Level cards are weighed by the card points your side takes from the cards still in play, as the over- or undershoot pays them point by point (a deal on average):',
  hintUltimo:
    'Level cards are weighed first by the Pagat or the Uhu still out: what your side makes of it after each card, in game points a deal on average:',
  hintSimulation: (worlds: number) =>
    `Each choice played out in ${worlds === 1 ? 'the same deal' : `the same ${worlds} deals`} of the hidden cards; your mean result less your opponents':`,
  hintAhead: (ahead: number, worlds: number) => `ahead in ${ahead} of ${worlds}`,
  hintDeclinedDouble: (choice: string, percent: number) =>
    `${choice} has the best mean, but the computer doubles only when ahead in ${percent} % of the deals.`,
  undo: 'Take back my card',
  /** The log's line once the player's card is taken back. */
  takenBack: 'Card taken back',
  download: 'Download the record',
  newDeal: 'Next deal',
  newMatch: 'New match',
  leaveTable: 'Leave the table',
  settlement: 'Settlement',
  cardPoints: 'Card points',
  /** Piles that count for nobody (a party without seats in the settlement). */
  pileNames: { talon: 'talon', stock: 'stock', unplayed: 'unplayed' } as Readonly<Record<string, string>>,
  outcome: 'Result',
  won: 'won',
  lost: 'lost',
  draw: 'drawn',
  /** A deal thrown in, in each family's word for passing. */
  passed: { illustrated: 'all passed: thrown in', bavarian: 'all passed: thrown in' } as Readonly<
    Record<'illustrated' | 'bavarian', string>
  >,
  trischaken: 'Trischaken',
  /** Who lost a Trischaken (the most card points), as its result. */
  trischakenLost: (names: readonly string[]) =>
    names.length === 1 ? `${names[0]} loses` : `${names.slice(0, -1).join(', ')} and ${names.at(-1)} lose`,
  scoreboard: 'Scoreboard',
  deal: 'Deal',
  /** The scoreboard's first row where the players start with money of their own (Scharfes Tarock's €10). */
  startingBank: 'Starting bank',
  antes: 'Antes',
  antesSidePot: 'Antes (side pot)',
  matchEvents: 'Bonus',
  pot: 'Pot',
  /** The side pot kept beside the Kasse (Huber's Schreckensteiner). */
  sidePot: 'Side pot',
  total: 'Total',
  chartTitle: 'Running totals',
  matchOver: 'The match is over',
  winner: 'Winner',
  refused: 'Not allowed',
  announcements: 'Announcements',
  contras: 'Contras',
  talon: 'Talon',
  /** The cards laid away, in each family's word (the Bavarian "gedrückt"). */
  discards: { illustrated: 'Laid away', bavarian: 'Laid away' } as Readonly<Record<Family, string>>,
  /** The untaken talon cards, where the rules let the players look at them during play. */
  untakenTalon: (talon: string) => `${talon} not taken`,
  cardsLeft: 'cards',
  seatCards: (n: number) => `${n} ${n === 1 ? 'card' : 'cards'}`,
  wonTrick: (who: string) => `${who} wins the trick`,
  dealStarts: (dealer: string) => `New deal, ${dealer} deals`,
  /** A deal thrown in for a hand (Löw, IT-13): `you` when it is the human's own hand. */
  thrownInNoTarock: (who: string, you: boolean) =>
    you ? 'You have no tarock and show your hand' : `${who} has no tarock and shows their hand`,
  thrownInLoneTrull: (who: string, you: boolean, trull: string) =>
    you
      ? `You have only one tarock, the Trull card ${trull}, and show your hand`
      : `${who} has only one tarock, the Trull card ${trull}, and shows their hand`,
  thrownInRedeal: (dealer: string, you: boolean) =>
    you
      ? 'The deal is thrown in; you deal again.'
      : `The deal is thrown in; the same dealer, ${dealer}, deals again.`,
  replayTitle: 'Replay a record',
  openRecord: 'Open a record file',
  replayLinkMake: 'Link to this deal',
  replayLinkLabel: 'Link to this deal (every hand open)',
  replayLinkCopied: 'Copied. Whoever opens the link sees this deal with every hand; it goes to no server.',
  replayLinkCopy: 'Copy the link:',
  replayLinkFault: {
    version:
      'This replay link was made by a newer version of Tarock: reload the page, or ask for the record file.',
    damaged: 'This replay link is cut short or mistyped: ask for it again, or for the record file.',
    tooLarge: 'This replay link carries more than a deal: it is not opened.',
  } satisfies Record<LinkFault, string>,
  step: 'Step',
  first: 'Start',
  prev: 'Back',
  next: 'Forward',
  last: 'End',
  analyse: 'Analyse',
  analysisDepth: 'Search depth',
  analysisDepths: { quick: 'quick', normal: 'normal', thorough: 'thorough' } as Readonly<
    Record<AnalysisDepth, string>
  >,
  nodesPerCard: (nodes: number) => `${nodes.toLocaleString('en-US')} nodes a card`,
  analysing: (done: number, total: number) => `Analysing… ${done} of ${total} cards`,
  analysisHead:
    'Card play judged with every hand open (what the cards allowed, not what each player could know):',
  analysisNote:
    'The verdicts see every hand, so a “mistake” may have been the right guess from the player’s own view.',
  analysisSummary: 'Mistakes among the choices that mattered',
  analysisTally: (who: string, wrong: number, judged: number, open: number) =>
    `${who}: ${wrong} of ${judged}${open ? ` (${open} not judged)` : ''}`,
  analysisNone: 'No card played was a mistake.',
  rewordedHead: (n: number) =>
    `An earlier version of tarock worded ${n === 1 ? 'one line' : `${n} lines`} of this settlement otherwise (the same amounts). The record says:`,
  rewordedLine: (line: number, text: string) => `line ${line}: “${text}”`,
  defender: 'defender',
  cardPlayed: (trick: number, who: string, role: string, card: string) =>
    `Trick ${trick}: ${who}${role ? ` (${role})` : ''} played ${card}`,
  mistakeLine: (head: string, best: string) => `${head}: a mistake — ${best}`,
  notJudged: (head: string, nodes: number) =>
    `${head}: not judged (the search needs more than ${nodes.toLocaleString('en-US')} nodes a card)`,
  either: (cards: readonly string[]) =>
    cards.length <= 1 ? (cards[0] ?? '') : `${cards.slice(0, -1).join(', ')} or ${cards[cards.length - 1]}`,
  bestWould: (aim: Aim, side: Side, many: boolean, points: string, burden: Burden) => {
    const would = many ? 'would each have' : 'would have';
    if (aim === 'fewest-points')
      return `${would} taken ${points} ${points === '1' ? 'card point' : 'card points'} fewer`;
    if (aim === 'no-trick')
      return side === 'declarer'
        ? `${would} kept the declarer free of tricks`
        : `${would} made the declarer take a trick`;
    if (burden === 'defenders')
      return side === 'declarer'
        ? `${would} held the defenders below their target`
        : `${would} let the defenders reach their target`;
    return side === 'declarer'
      ? `${would} let the declarer reach his target`
      : `${would} held the declarer below his target`;
  },
  /**
   * Where the card played kept the game but made less of the Pagat or the Uhu (`bonuses`: their
   * names) than the best cards: the game points it gave away.
   */
  bonusWould: (many: boolean, bonuses: readonly string[], points: number) =>
    `${many ? 'would each have' : 'would have'} done as well on the game and made ${points} game point${points === 1 ? '' : 's'} more on ${bonuses.map((b) => `the ${b}`).join(' and ')}`,
  bestLine: (head: string) => `${head}: one of the best cards`,
  sheetTitle: 'Score sheet for a table with real cards',
  sheetIntro:
    'Enter each deal as the score-keeper writes it down; the settlement is worked out by the same code as in play.',
  addDeal: 'Add the deal',
  summary: 'Deal summary (JSON)',
  exportSheet: 'Export the sheet',
  clearSheet: 'Start a new sheet',
  /** Takes the last deal entered off the sheet (a deal entered wrong is corrected so). */
  removeLastDeal: 'Remove the last deal',
  /** Who deals the sheet's first deal (the Bavarian settlement reads the dealer: he defends first). */
  firstDealer: 'First dealer',
  /** Opens a sheet exported before ("Export the sheet"). */
  importSheet: 'Open an exported sheet',
  sheetNotRead: (file: string, why: string) => `${file} was not opened: ${why}`,
  money: (cents: number) => formatAmount(cents, 'cents', 'en'),
  points: 'points',
  /** The keys that work at the table: L only where the rule set lets the last trick be looked at. */
  keyboardHelp: (lastTrick: boolean, letters: boolean) =>
    `Keys: arrows choose a card, Enter plays it${letters ? `; H hint, ${lastTrick ? 'L last trick, ' : ''}U take back, N next deal` : ''}.`,
  error: 'Something went wrong',
  illegalCard: 'This card may not be played now',
  followSuit: (card: string, suit: string, trumps: boolean) =>
    `${card} may not be played: follow suit (${suit})${trumps ? ', else play a trump' : ''}`,
  pagatLast: (card: string) => `${card} may not be played: the Pagat must be your last tarock`,
  followTrump: (card: string, suit: string) => `${card} may not be played: follow trump (${suit})`,
  /** A card that may not be laid away, in each family's word (the Bavarian "drücken" in German). */
  illegalDiscard: {
    illustrated: 'This card may not be laid away now',
    bavarian: 'This card may not be laid away now',
  } as Readonly<Record<Family, string>>,
  neverLaidAway: (card: string) => `${card} may never be laid away`,
  tarockIfForced: (card: string) =>
    `${card} may not be laid away: a tarock only when too few other cards can be`,
  callRefused: (call: string, options: readonly string[]) =>
    options.length > 0
      ? `“${call}” is not possible now; you may choose: ${options.join(', ')}`
      : `“${call}” is not possible now`,
  movedOn: 'The table had moved on: choose again',
  /** A request other than a move refused (e.g. Ready from a second tab while a deal runs), by its code. */
  requestRefused: {
    phase: 'Not possible at this point of the deal',
    seat: 'You hold no seat here',
    turn: 'It is not your turn',
    stale: 'The table had moved on',
    illegal: 'Not possible now',
  },
};

export type Strings = typeof en;

const de: Strings = {
  remove: 'entfernen',
  botNames: {
    random: 'Zufall (Anfänger)',
    heuristic: 'Faustregeln',
    pimc: 'rechnend',
    'pimc:fast': 'rechnend, schnell',
    'pimc:strong': 'rechnend, stark',
  },
  layAway: (n: number, family: Family) =>
    family === 'bavarian'
      ? `Drücke ${n} ${n === 1 ? 'Karte' : 'Karten'}: wähle aus deiner Hand`
      : `Lege ${n} ${n === 1 ? 'Karte' : 'Karten'} ab: wähle aus deiner Hand`,
  tricksTaken: 'Stiche',
  takeLevel: 'Ablösungen (0–2)',
  declarerPoints: 'Augen des Spielers',
  bonus: 'Prämie',
  stage: 'wann',
  stagePre: 'vor dem Talon',
  stagePost: 'nach dem Talon',
  contraOn: 'auf',
  contraLevel: 'Stufe (1 Kontra, 2 Rekontra)',
  birds: 'Pagat/Uhu im letzten Stich',
  bird: 'Karte',
  playedBy: 'gespielt von',
  birdWon: 'hat den Stich gemacht',
  capturedBy: 'gefangen von',
  honours: 'Honneurs',
  honour: 'Honneur',
  honourClaimed: 'gemeldet',
  pasteSummary: 'Oder eine Spielzusammenfassung (JSON) einfügen',
  deals: 'Spiele',
  appTitle: 'Tarock',
  navPlay: 'Spielen',
  navReplay: 'Nachspielen',
  navSheet: 'Schreibblock',
  navSettings: 'Einstellungen',
  menu: 'Menü',
  language: 'Sprache',
  theme: 'Farbschema',
  themeAuto: 'wie das System',
  themeLight: 'hell',
  themeDark: 'dunkel',
  deck: 'Karten',
  deckStandard: 'klassisch',
  deckFourColour: 'vierfarbig',
  deckHighContrast: 'hoher Kontrast',
  speed: 'Tempo der Computer',
  speedSlow: 'langsam',
  speedNormal: 'normal',
  speedFast: 'schnell',
  speedInstant: 'sofort',
  forcedCard: 'Erzwungene Karte selbst spielen',
  forcedCardOff: 'aus',
  forcedCardOn: 'an',
  screensNav: 'Ansichten',
  letterKeys: 'Buchstabentasten am Tisch (H, U, L, N)',
  letterKeysOn: 'an',
  letterKeysOff: 'aus',
  family: 'Familie',
  familyIllustrated: 'Illustriertes Tarock (54 Blatt)',
  familyBavarian: 'Bayerisches Tarock (deutsches Blatt)',
  preset: 'Regelwerk',
  source: 'Quelle',
  noPresets: 'Für diese Familie ist noch kein Regelwerk verfügbar.',
  houseRules: 'Hausregeln',
  ruleCard: 'Regeln: was jedes Spiel zählt',
  ruleCardTitle: (name: string) => `Regeln: ${name}`,
  defaultMark: 'Standard',
  changed: 'geändert',
  players: 'Spieler',
  you: 'Du',
  seatName: 'Name',
  level: 'Computerspieler',
  levelOf: (seat: number) => `Computerspieler auf Platz ${seat}`,
  seatTaker: 'Wer hier sitzt',
  seatTakerOf: (seat: number) => `Wer auf Platz ${seat} sitzt`,
  nameTooLong: (max: number, over: number) =>
    `Ein Name hat höchstens ${max} Zeichen: ${over === 1 ? 'eines' : over} zu viel`,
  nameUnprintable:
    'Ein Name darf keine Steuerzeichen enthalten (Tabulator, Zeilenumbruch, unsichtbare Zeichen)',
  startMatch: 'Partie beginnen',
  savedTitle: 'Deine unterbrochene Partie',
  savedTitleMany: 'Deine unterbrochenen Partien',
  savedDeals: (n: number) => (n === 1 ? '1 Spiel gespielt' : `${n} Spiele gespielt`),
  savedProgress: (n: number, inDeal: boolean) =>
    n === 0
      ? inDeal
        ? 'Das erste Spiel ist im Gang.'
        : 'Noch kein Spiel gespielt.'
      : `${n === 1 ? '1 Spiel' : `${n} Spiele`} gespielt${inDeal ? ', das nächste ist im Gang' : ''}.`,
  savedContinue: 'Weiterspielen',
  savedDiscard: 'Verwerfen',
  savedKept: (most: number) =>
    `Eine unterbrochene Partie bleibt aufgehoben, bis sie zu Ende gespielt oder verworfen ist (höchstens ${most}; eine neue Partie zu beginnen lässt sie stehen).`,
  savedDropped: (most: number, what: string) =>
    `${most} Partien sind aufgehoben: eine neue Partie zu beginnen verwirft die am längsten nicht gespielte, ${what}.`,
  savedRefused: (reason: string) =>
    `Die gespeicherte Partie ließ sich nicht wiederherstellen und wurde verworfen: ${reason}`,
  restoreRefusal: (r: RestoreRefusal): string => {
    switch (r.code) {
      case 'version':
        return `sie hat die Version ${r.found}, diese App liest Version ${r.reads}`;
      case 'unplayable':
        return 'sie lässt sich mit dieser App nicht spielen';
      case 'damaged':
        return 'sie ist beschädigt';
    }
  },
  restoreRefusalDetail: (r: RestoreRefusal): string | null => (r.code === 'version' ? null : r.detail),
  savedRefusedOk: 'OK',
  savedDiscardFailed: (reason: string) => `Die Partie konnte nicht verworfen werden: ${reason}`,
  unkept: 'Dieser Browser kann die Partie nicht aufheben: beim Neuladen geht sie verloren.',
  elsewhere: 'Diese Partie wird in einem anderen Tab weitergespielt: hier wird sie nicht mehr aufgehoben.',
  elsewhereDiscarded:
    'Diese Partie wurde in einem anderen Tab verworfen: hier wird sie nicht mehr aufgehoben.',
  dealer: 'Geber',
  forehand: 'Vorhand',
  declarer: 'Spieler',
  toAct: 'am Zug',
  thinking: 'überlegt…',
  lastCall: 'zuletzt:',
  yourTurn: 'Du bist dran',
  contract: 'Spiel',
  target: 'Ziel',
  noTrick: 'kein Stich',
  targetOfDefenders: (points: number) => `${points} für die Gegenspieler`,
  trump: 'Trumpf',
  gameValue: 'Wert',
  noContract: 'Reizen',
  noContractIllustrated: 'Lizitation',
  playsContract: 'spielt',
  leads: 'spielt aus',
  yourHand: 'Deine Karten',
  trick: 'Stich',
  lastTrick: 'Letzter Stich',
  hideLastTrick: 'Zurück zum Tisch',
  hint: 'Tipp',
  hintDismiss: 'Tipp ausblenden',
  hintMark: 'Tipp',
  hintMore: 'Alles zeigen',
  hintLess: 'Weniger zeigen',
  hintMarkSays: 'die Wahl des Tipps',
  hintFew: (worlds: number) =>
    `Nur ${worlds} ${worlds === 1 ? 'Verteilung' : 'Verteilungen'}: ein grober Anhaltspunkt, kein sicherer.`,
  hintSays: 'Der starke Computerspieler würde wählen',
  hintOnly: 'die einzige erlaubte Wahl',
  hintRule: 'eine Routinewahl, nicht durchgerechnet',
  hintCards: (worlds: number) =>
    `${worlds === 1 ? 'In einer Verteilung' : `In ${worlds} Verteilungen`} der verdeckten Karten, wie sie dein Blatt und das bisherige Spiel zulassen, offen durchgespielt, gewinnt deine Seite nach jeder Karte noch in:`,
  hintCardsExact: (worlds: number) =>
    `${worlds === 1 ? 'In einer Verteilung' : `In ${worlds} Verteilungen`} der verdeckten Karten, wie sie dein Blatt und das bisherige Spiel zulassen: die Augen, die du nach jeder Karte${worlds === 1 ? '' : ' im Mittel'} bekommst (weniger ist besser):`,
  hintKept: (cards: string) =>
    `Für seinen Stich zurückgehalten und nicht mitgezählt: ${cards}. Du hast ihn angesagt, und er wird vor seinem Stich nicht gespielt, solange eine andere Karte gehen darf.`,
  hintInferred:
    'Die Verteilungen sind so gewählt, dass die übliche Spielweise erklärt, was die anderen bisher gewählt haben: die gespielten Karten, dazu die aufgenommenen und abgelegten Karten des Spielers.',
  hintTied: (n: number, shown: number) =>
    `${n} Karten sind gleichauf${shown < n ? `, ${shown} davon oben genannt` : ''}: Die übliche Spielweise wählt unter ihnen.`,
  hintMargin: (points: number) =>
    `Bei Gleichstand entscheidet, wie oft eine Karte um ${augen(points)} höher gewinnt oder um ${augen(points)} knapper verliert:`,
  hintPoints:
    'Bei Gleichstand zählen die Augen, die deine Seite aus den noch offenen Karten bekommt, da der Über- oder Unterschuss sie Auge für Auge zahlt (je Verteilung im Mittel):',
  hintUltimo:
    'Bei Gleichstand zählt zuerst der Pagat oder der Uhu, der noch aussteht: was deine Seite nach jeder Karte daraus macht, in Spielpunkten je Verteilung im Mittel:',
  hintSimulation: (worlds: number) =>
    `Jede Wahl in ${worlds === 1 ? 'derselben Verteilung' : `denselben ${worlds} Verteilungen`} der verdeckten Karten durchgespielt; dein mittleres Ergebnis gegenüber dem Mittel der Gegner:`,
  hintAhead: (ahead: number, worlds: number) => `in ${ahead} von ${worlds} vorn`,
  hintDeclinedDouble: (choice: string, percent: number) =>
    `${choice} hat das beste Mittel, aber der Computer gibt nur Kontra, wenn er in ${percent} % der Verteilungen vorn liegt.`,
  undo: 'Karte zurücknehmen',
  takenBack: 'Karte zurückgenommen',
  download: 'Spielprotokoll herunterladen',
  newDeal: 'Nächstes Spiel',
  newMatch: 'Neue Partie',
  leaveTable: 'Tisch verlassen',
  settlement: 'Abrechnung',
  cardPoints: 'Augen',
  pileNames: { talon: 'Talon', stock: 'Stock', unplayed: 'nicht gespielt' },
  outcome: 'Ergebnis',
  won: 'gewonnen',
  lost: 'verloren',
  draw: 'unentschieden',
  passed: { illustrated: 'alle weiter: eingeworfen', bavarian: 'alle passen: eingeworfen' },
  trischaken: 'Trischaken',
  trischakenLost: (names: readonly string[]) =>
    names.length === 1
      ? `${names[0]} verliert`
      : `${names.slice(0, -1).join(', ')} und ${names.at(-1)} verlieren`,
  scoreboard: 'Spielstand',
  deal: 'Spiel',
  startingBank: 'Startguthaben',
  antes: 'Einsatz',
  // Soft hyphens: on a phone the word breaks at its syllables, not past the screen's edge.
  antesSidePot: 'Einsatz Schre\u00adcken\u00adstei\u00adner',
  matchEvents: 'Prämie',
  pot: 'Kasse',
  sidePot: 'Schre\u00adcken\u00adstei\u00adner',
  total: 'Summe',
  chartTitle: 'Punkteverlauf',
  matchOver: 'Die Partie ist zu Ende',
  winner: 'Sieger',
  refused: 'Nicht erlaubt',
  announcements: 'Ansagen',
  contras: 'Kontras',
  talon: 'Talon',
  discards: { illustrated: 'Abgelegt', bavarian: 'Gedrückt' },
  untakenTalon: (talon: string) => `${talon}, nicht aufgenommen`,
  cardsLeft: 'Karten',
  seatCards: (n: number) => `${n} ${n === 1 ? 'Karte' : 'Karten'}`,
  wonTrick: (who: string) => `${who} macht den Stich`,
  dealStarts: (dealer: string) => `Neues Spiel, ${dealer} gibt`,
  thrownInNoTarock: (who: string, you: boolean) =>
    you ? 'Du hast keinen Tarock und zeigst dein Blatt' : `${who} hat keinen Tarock und zeigt das Blatt`,
  thrownInLoneTrull: (who: string, you: boolean, trull: string) =>
    you
      ? `Du hast als einzigen Tarock die Trullkarte ${trull} und zeigst dein Blatt`
      : `${who} hat als einzigen Tarock die Trullkarte ${trull} und zeigt das Blatt`,
  thrownInRedeal: (dealer: string, you: boolean) =>
    you
      ? 'Das Spiel wird eingeworfen; du gibst noch einmal.'
      : `Das Spiel wird eingeworfen; derselbe Geber, ${dealer}, gibt noch einmal.`,
  replayTitle: 'Spielprotokoll nachspielen',
  openRecord: 'Protokolldatei öffnen',
  replayLinkMake: 'Link zu diesem Spiel',
  replayLinkLabel: 'Link zu diesem Spiel (alle Karten offen)',
  replayLinkCopied:
    'Kopiert. Wer den Link öffnet, sieht dieses Spiel mit allen Karten; er geht an keinen Server.',
  replayLinkCopy: 'Den Link kopieren:',
  replayLinkFault: {
    version:
      'Dieser Link stammt von einer neueren Version von Tarock: die Seite neu laden, oder um die Protokolldatei bitten.',
    damaged:
      'Dieser Link ist abgeschnitten oder vertippt: um ihn noch einmal bitten, oder um die Protokolldatei.',
    tooLarge: 'Dieser Link trägt mehr als ein Spiel: er wird nicht geöffnet.',
  },
  step: 'Schritt',
  first: 'Anfang',
  prev: 'Zurück',
  next: 'Weiter',
  last: 'Ende',
  analyse: 'Analysieren',
  analysisDepth: 'Suchtiefe',
  analysisDepths: { quick: 'schnell', normal: 'normal', thorough: 'gründlich' },
  nodesPerCard: (nodes: number) => `${nodes.toLocaleString('de-DE')} Knoten je Karte`,
  analysing: (done: number, total: number) => `Analyse läuft… ${done} von ${total} Karten`,
  analysisHead:
    'Kartenspiel mit allen Händen offen beurteilt (was die Karten erlaubten, nicht was jeder Spieler wissen konnte):',
  analysisNote:
    'Die Urteile sehen jede Hand: ein „Fehler“ kann aus der eigenen Sicht des Spielers richtig geraten gewesen sein.',
  analysisSummary: 'Fehler unter den Entscheidungen, auf die es ankam',
  analysisTally: (who: string, wrong: number, judged: number, open: number) =>
    `${who}: ${wrong} von ${judged}${open ? ` (${open} nicht beurteilt)` : ''}`,
  analysisNone: 'Keine gespielte Karte war ein Fehler.',
  rewordedHead: (n: number) =>
    `Eine frühere Version von Tarock hat ${n === 1 ? 'eine Zeile' : `${n} Zeilen`} dieser Abrechnung anders formuliert (dieselben Beträge). Im Spielprotokoll steht:`,
  rewordedLine: (line: number, text: string) => `Zeile ${line}: „${text}“`,
  defender: 'Gegenspieler',
  cardPlayed: (trick: number, who: string, role: string, card: string) =>
    `Stich ${trick}: ${who}${role ? ` (${role})` : ''} spielte ${card}`,
  mistakeLine: (head: string, best: string) => `${head}: ein Fehler — ${best}`,
  notJudged: (head: string, nodes: number) =>
    `${head}: nicht beurteilt (die Suche braucht mehr als ${nodes.toLocaleString('de-DE')} Knoten je Karte)`,
  either: (cards: readonly string[]) =>
    cards.length <= 1 ? (cards[0] ?? '') : `${cards.slice(0, -1).join(', ')} oder ${cards[cards.length - 1]}`,
  bestWould: (aim: Aim, side: Side, many: boolean, points: string, burden: Burden) => {
    const would = many ? 'hätten jeweils' : 'hätte';
    if (aim === 'fewest-points') return `${would} ${augen(points)} weniger genommen`;
    if (aim === 'no-trick')
      return side === 'declarer'
        ? `${would} den Spieler ohne Stich gehalten`
        : `${would} den Spieler zu einem Stich gezwungen`;
    if (burden === 'defenders')
      return side === 'declarer'
        ? `${would} die Gegenspieler unter ihrem Ziel gehalten`
        : `${would} die Gegenspieler ihr Ziel erreichen lassen`;
    return side === 'declarer'
      ? `${would} den Spieler sein Ziel erreichen lassen`
      : `${would} den Spieler unter seinem Ziel gehalten`;
  },
  bonusWould: (many: boolean, bonuses: readonly string[], points: number) =>
    `${many ? 'hätten jeweils' : 'hätte'} im Spiel ebenso viel erreicht und ${bonuses.map((b) => `beim ${b}`).join(' und ')} ${points} Spielpunkt${points === 1 ? '' : 'e'} mehr gebracht`,
  bestLine: (head: string) => `${head}: eine der besten Karten`,
  sheetTitle: 'Schreibblock für den Tisch mit echten Karten',
  sheetIntro:
    'Trage jedes Spiel so ein, wie es der Schreiber notiert; abgerechnet wird mit demselben Code wie im Spiel.',
  addDeal: 'Spiel eintragen',
  summary: 'Spielzusammenfassung (JSON)',
  exportSheet: 'Block exportieren',
  clearSheet: 'Neuer Block',
  removeLastDeal: 'Letztes Spiel streichen',
  firstDealer: 'Erster Geber',
  importSheet: 'Exportierten Block öffnen',
  sheetNotRead: (file: string, why: string) => `${file} wurde nicht geöffnet: ${why}`,
  money: (cents: number) => formatAmount(cents, 'cents', 'de'),
  points: 'Punkte',
  keyboardHelp: (lastTrick: boolean, letters: boolean) =>
    `Tasten: Pfeile wählen eine Karte, Enter spielt sie${letters ? `; H Tipp, ${lastTrick ? 'L letzter Stich, ' : ''}U zurücknehmen, N nächstes Spiel` : ''}.`,
  error: 'Etwas ist schiefgegangen',
  illegalCard: 'Diese Karte darf jetzt nicht gespielt werden',
  followSuit: (card: string, suit: string, trumps: boolean) =>
    `${card} darf nicht gespielt werden: Farbe bedienen (${suit})${trumps ? ', sonst Trumpf' : ''}`,
  pagatLast: (card: string) => `${card} darf nicht gespielt werden: der Pagat muss dein letzter Tarock sein`,
  followTrump: (card: string, suit: string) =>
    `${card} darf nicht gespielt werden: Trumpf bedienen (${suit})`,
  illegalDiscard: {
    illustrated: 'Diese Karte darf jetzt nicht abgelegt werden',
    bavarian: 'Diese Karte darf jetzt nicht gedrückt werden',
  },
  neverLaidAway: (card: string) => `${card} darf nie abgelegt werden`,
  tarockIfForced: (card: string) =>
    `${card} darf nicht abgelegt werden: einen Tarock nur, wenn zu wenige andere Karten abgelegt werden können`,
  callRefused: (call: string, options: readonly string[]) =>
    options.length > 0
      ? `„${call}“ ist jetzt nicht möglich; du kannst wählen: ${options.join(', ')}`
      : `„${call}“ ist jetzt nicht möglich`,
  movedOn: 'Der Tisch war schon weiter: wähle noch einmal',
  requestRefused: {
    phase: 'An dieser Stelle des Spiels nicht möglich',
    seat: 'Du hast hier keinen Platz',
    turn: 'Du bist nicht an der Reihe',
    stale: 'Der Tisch war schon weiter',
    illegal: 'Jetzt nicht möglich',
  },
};

export const STRINGS: Readonly<Record<Lang, Strings>> = { de, en };
