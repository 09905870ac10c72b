/**
 * The house rules' short titles, shown as the select's label in place of the raw option key (which
 * stays the select's id, its `data-option` and the key in a game name). One title per key in both
 * languages: a key that means different things in different presets (Beck's and the Bavarian
 * `allPass`, Löw's and Beck's `recontra`) gets a title that fits each, its description saying more.
 */
import type { Lang } from '../app/settings';

type Words = Readonly<Record<Lang, string>>;
const w = (de: string, en: string): Words => ({ de, en });

/** Option key → its title. */
export const OPTION_TITLES: Readonly<Record<string, Words>> = {
  // Illustrated Tarock.
  holdAfterRetake: w('Halten nach zweiter Ablösung', 'Hold after a retake'),
  thirdPlayerMayTake: w('Dritter darf ablösen', 'Third player may take over'),
  uhu: w('Uhu', 'Uhu'),
  recontra: w('Rekontra', 'Recontra'),
  auctionDirection: w('Richtung der Lizitation', 'Direction of the auction'),
  noTarockRedeal: w('Neu geben ohne Tarock', 'Redeal without a tarock'),
  loneTrullRedeal: w('Einwerfen mit nur einer Trullkarte', 'Throw in with a lone Trull card'),
  allPassDealer: w('Geber, wenn alle weiter sagen', 'Dealer when all pass'),
  soloTalonOwner: w('Talon im Solo', 'Talon in a Solo'),
  unchosenTalonVisible: w('Restlicher Talon sichtbar', 'Untaken talon visible'),
  overshootMode: w('Überschuss', 'Overshoot'),
  failedBonusMultiplied: w('Verlorene Prämie vervielfacht', 'Failed bonus multiplied'),
  pagatCapturedByOwnSide: w('Pagat/Uhu vom Partner gefangen', 'Pagat/Uhu caught by the partner'),
  honoursMustBeClaimed: w('Honneurs nur gemeldet', 'Honours only when claimed'),
  withoutTrullKings: w('Ohne Trull, ohne Könige', 'Without Trull, without Kings'),
  gameContraCoversWithoutBonuses: w('Spielkontra auch auf „ohne …“', 'Game contra covers “without …”'),
  gameEnd: w('Ende der Serie', 'End of the series'),
  stake: w('Cent je Punkt', 'Cents per point'),
  trischakenTrickless: w('Trischaken ohne Stich', 'Trischaken without a trick'),
  contraFactor: w('Kontrafaktoren', 'Contra factors'),
  gameContra: w('Kontra auf das Spiel', 'Contra on the game'),
  pointAnnouncementOrder: w('Reihenfolge von 40, 50, Valat', 'Order of 40, 50, Valat'),
  valat: w('Valat', 'Valat'),
  valatReplacesOtherScores: w('Valat ersetzt alles', 'Valat replaces every score'),
  contraFactors: w('Kontra-/Rekontrafaktoren', 'Contra/recontra factors'),
  defenderSilentPagat: w('Stiller Pagat der Gegenspieler', 'Defenders’ silent Pagat'),
  // Bavarian Tarock.
  seats: w('Spieler am Tisch', 'Players at the table'),
  unit: w('Einheit', 'Unit'),
  paymentSplit: w('Zahlung der Einheiten', 'Paying the units'),
  pot: w('Kasse', 'Pot'),
  ante: w('Einsatz', 'Ante'),
  sittingOutDealerAntes: w('Aussetzender Geber setzt ein', 'Sitting-out dealer antes'),
  allPass: w('Wenn keiner bietet', 'When all pass'),
  tie60: w('60 zu 60', '60–60'),
  kontra: w('Kontra', 'Kontra'),
  kontraMaxLevel: w('Kontra bis höchstens', 'Kontra up to'),
  kontraShiftsBurden: w('Kontra schiebt die Pflicht', 'Kontra shifts the burden'),
  sirchMode: w('Abrechnung', 'Payment system'),
  oddStepFromPot: w('Überzähliger Schritt aus der Kasse', 'Odd step from the pot'),
  frageHalf: w('Hälfte bei der Frage', 'Half for a Frage'),
  flatWinFrom: w('Pauschaler Gewinn von', 'Flat win paid by'),
  potShortfall: w('Kasse reicht nicht', 'Pot shortfall'),
  schneider: w('Schneider', 'Schneider'),
  schwarz: w('Schwarz', 'Schwarz'),
  kontraMultipliesPot: w('Kontra auch auf die Kasse', 'Kontra multiplies the pot'),
  schneiderBonus: w('Zuschlag für Schneider', 'Schneider bonus'),
  maxTarget: w('Höchstes Ziel', 'Highest target'),
  selfRaise: w('Handspiel selbst erhöhen', 'Raise one’s own Hand'),
  mayElectHand: w('Handspiel statt Aufnahmespiel', 'Hand instead of pick-up'),
  handPayment: w('Zahlung im Handspiel', 'Hand payment'),
  bidGameRates: w('Sätze der Augenspiele', 'Point-bid game rates'),
  pickupTrump: w('Trumpf im Aufnahmespiel', 'Pick-up trump'),
  values: w('Werte der Spiele', 'Game values'),
  bettelStock: w('Stock im Bettel', 'Stock in a Bettel'),
  holding: w('Halten', 'Holding'),
  dealerHeartsOnly: w('Stockspiel des Gebers nur Herz', 'Dealer’s stock game in Herz'),
  fourSeatStockPrivilege: w('Vorrecht aufs Stockspiel zu viert', 'Stock game privilege with four'),
  paymentUnit: w('Zahlung der Beträge', 'Paying the amounts'),
  bonusesHalvedInFrage: w('Frage halbiert Schneider/Schwarz', 'Frage halves Schneider/Schwarz'),
  dealPattern: w('Reihenfolge beim Geben', 'Order of the deal'),
  startingBank: w('Startguthaben', 'Starting bank'),
};

/** A house rule's title in the language (the raw key where none is known). */
export const optionTitle = (key: string, lang: Lang): string => OPTION_TITLES[key]?.[lang] ?? key;
