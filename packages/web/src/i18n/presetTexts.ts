/**
 * The setup screen's rule texts in German: each preset's summary and each house rule's
 * description, which the engine gives in English only. A German text is found by the preset id
 * (summaries) or the option key (descriptions) together with the very English it translates: when
 * the engine's English changes, its German is no longer found (the English shows) and
 * presetTexts.test.ts fails until it is translated again. The game's words as the glossary has
 * them: Augen, Kasse, Spieler and Gegenspieler, Talon and Stock, Kontra/Rekontra and Kontra/Re.
 */
import type { OptionSpec, Preset } from '@tarock/engine';
import type { Lang } from '../app/settings';

/** Preset id → the engine's English summary and its German. */
export const SUMMARIES_DE: Readonly<Record<string, readonly [en: string, de: string]>> = {
  'illustrated-loew-1954': [
    'Three players, 54 cards. Bid 3 Blatt, 2 Blatt, 1 Blatt (3, or 4 and 5 when taken over and retaken) or Solo (8); take 3, 2 or 1 talon cards; 36 card points win; "40" before and "50" after the pickup, Pagat by any player; series to 100.',
    'Zu dritt, 54 Karten. Lizitiert wird 3 Blatt, 2 Blatt, 1 Blatt (3, nach Ablösung und zweiter Ablösung 4 und 5) oder Solo (8); man nimmt 3, 2 oder 1 Karte aus dem Talon; 36 Augen gewinnen; „40“ vor und „50“ nach dem Talon, Pagat von jedem am Tisch; Serie bis 100.',
  ],
  'illustrated-beck': [
    'Three players, 54 cards. Dreiblatt, Zweiblatt, Einblatt, Solo (value 3, ×1 to ×4); Unterer takes a Dreiblatt over (4; held: 5); announcements before (double) or after the pickup, contra ×4 / ×2; Valat; Trischaken by agreement; series to 100.',
    'Zu dritt, 54 Karten. Dreiblatt, Zweiblatt, Einblatt, Solo (Wert 3, ×1 bis ×4); mit „Unterer“ wird ein Dreiblatt abgelöst (4; gehalten: 5); Ansagen vor dem Talon (doppelt) oder nach dem Talon, Kontra ×4 / ×2; Valat; Trischaken nach Vereinbarung; Serie bis 100.',
  ],
  'illustrated-mayr-sedlaczek-2016': [
    'Three players, 54 cards. Dreiblatt 3, Zweiblatt 5, Einblatt 7, Solo 10 (×1 to ×4) by simple overcalls; the game and bonuses announced before the pickup (contra ×4, recontra ×16) and after it (×2, ×4); Valat; series until someone exceeds 100.',
    'Zu dritt, 54 Karten. Dreiblatt 3, Zweiblatt 5, Einblatt 7, Solo 10 (×1 bis ×4), durch einfaches Überbieten lizitiert; das Spiel und die Prämien werden vor dem Talon angesagt (Kontra ×4, Rekontra ×16) und danach (×2, ×4); Valat; Serie, bis jemand 100 überschreitet.',
  ],
  'bavarian-huber-1923': [
    'Frage (Herz trump, with the stock), Solo (another trump, without) and Herzsolo; one round of "ich spiele / besser / am besten" with holding; 61 wins, 60–60 is a draw; fixed units ×1 / ×2 / ×4 from each opponent.',
    'Frage (Herz ist Trumpf, mit dem Stock), Solo (ein anderer Trumpf, ohne Stock) und Herzsolo; eine Runde „ich spiele / besser / am besten“ mit Halten; 61 gewinnt, 60 zu 60 ist unentschieden; feste Einheiten ×1 / ×2 / ×4 von jedem Gegenspieler.',
  ],
  'bavarian-sirch-2008': [
    "Huber's game with Sirch's payments: 1 ¢ per point over 60 from the pot in 5-cent steps rounded up (71 → 15 ¢), a loss paid to the defenders with the pot evening the odd step, a slam 120 ¢, a Frage half.",
    'Hubers Spiel mit Sirchs Zahlungen: 1 Cent je Auge über 60 aus der Kasse, in 5-Cent-Schritten aufgerundet (71 → 15 Cent); ein verlorenes Spiel wird an die Gegenspieler gezahlt, wobei die Kasse den überzähligen Schritt ausgleicht; Schwarz 120 Cent, eine Frage die Hälfte.',
  ],
  'bavarian-1933': [
    'As Huber, but the Frage declarer names any trump before taking the stock, and Schneider (the loser at 30 or fewer) pays a unit more.',
    'Wie Huber, aber der Spieler einer Frage bestimmt vor dem Aufnehmen des Stocks einen beliebigen Trumpf, und wer Schneider ist (der Verlierer mit 30 Augen oder weniger), zahlt eine Einheit mehr.',
  ],
  haferltarock: [
    'Pot game: "ich spiele" (pick-up: take the stock, then name trump), "ich spiele auch" (Hand: name trump, the stock lies aside), then point bids in fives (66, 71, …); 60–60 loses; pick-up paid from and to the pot in bands, Hand directly at double the rate.',
    'Kassenspiel: „ich spiele“ (Aufnahmespiel: den Stock aufnehmen, dann Trumpf ansagen), „ich spiele auch“ (Handspiel: Trumpf ansagen, der Stock bleibt liegen), dann Augengebote in Fünferschritten (66, 71, …); 60 zu 60 verliert; das Aufnahmespiel wird gestaffelt aus der und in die Kasse bezahlt, das Handspiel direkt zum doppelten Satz.',
  ],
  'bavarian-no-point-bidding': [
    "Five bids, highest first: Bettel, Herz-Solo, Farb-Solo, Herz-Frage, Farb-Frage; Bettel has no trump, the 10 below the Unter, and is lost at the declarer's first trick; Kontra and Re as an option.",
    'Fünf Gebote, das höchste zuerst: Bettel, Herz-Solo, Farb-Solo, Herz-Frage, Farb-Frage; der Bettel hat keinen Trumpf, die 10 steht unter dem Unter, und er ist mit dem ersten Stich des Spielers verloren; Kontra und Re als Option.',
  ],
  'bavarian-berliner': [
    'Haferltarock in which only the dealer may play the stock game; the others bid Hand and point levels only.',
    'Haferltarock, in dem nur der Geber das Stockspiel spielen darf; die anderen bieten nur Handspiel und Augenstufen.',
  ],
  'scharfes-tarock': [
    '24 cards, 7 each: the first "spiele" wins unless someone bids Herz; Solo and Herzsolo 20 ¢, a sole Herz bidder\'s Frage +10 / −20 ¢, Schneider and Schwarz +10 ¢ each; €10 starting banks.',
    '24 Karten, je 7: Das erste „spiele“ gewinnt, außer jemand bietet Herz; Solo und Herzsolo 20 Cent, die Frage eines einzigen Herz-Bieters +10 / −20 Cent, Schneider und Schwarz je +10 Cent; jeder beginnt mit 10 €.',
  ],
};

/**
 * Option key → the engine's English description → its German. A key may mean different things in
 * different presets (Beck's and the Bavarian `allPass`, Löw's and Beck's `recontra`).
 */
export const DESCRIPTIONS_DE: Readonly<Record<string, Readonly<Record<string, string>>>> = {
  holdAfterRetake: {
    'After a retake the first bidder may hold again at 5':
      'Nach der zweiten Ablösung darf der erste Bieter zu 5 noch einmal halten',
  },
  thirdPlayerMayTake: {
    'The third player may take a bid over, not only accept or outbid it':
      'Der dritte Bieter darf ein Gebot ablösen, nicht nur annehmen oder überbieten',
  },
  uhu: {
    'The Uhu (tarock II in the penultimate trick) is played, as agreed beforehand':
      'Der Uhu (Tarock II im vorletzten Stich) wird gespielt, wie vorher vereinbart',
  },
  recontra: {
    'The declarer may recontra a contra (×4)': 'Der Spieler darf auf ein Kontra Rekontra geben (×4)',
    'The declarer may recontra a contra (doubling it again: ×8 / ×4 with the 4/2 factors)':
      'Der Spieler darf auf ein Kontra Rekontra geben (es verdoppelt noch einmal: ×8 / ×4 mit den Faktoren 4/2)',
  },
  auctionDirection: {
    'Order of the auction and of the answers to announcements: ccw (like play) or cw (the seed read literally)':
      'Reihenfolge der Lizitation und der Antworten auf Ansagen: gegen den Uhrzeigersinn (wie beim Spielen) oder im Uhrzeigersinn (die Vorlage wörtlich gelesen)',
  },
  noTarockRedeal: {
    'A player dealt no tarock shows his hand and the same dealer deals again':
      'Wer keinen Tarock bekommt, zeigt sein Blatt, und derselbe Geber gibt neu',
  },
  loneTrullRedeal: {
    'House rule: a hand whose only tarock is a single Trull card (or that has none) is thrown in too':
      'Hausregel: Ein Blatt, dessen einziger Tarock eine einzelne Trullkarte ist (oder das keinen hat), wird ebenfalls eingeworfen',
  },
  allPassDealer: {
    'Who deals after all passed: the next dealer or the same one':
      'Wer gibt, nachdem alle weiter gesagt haben: der nächste Geber oder derselbe',
  },
  soloTalonOwner: {
    'Whom the untouched talon of a Solo counts for': 'Für wen der unberührte Talon eines Solos zählt',
  },
  unchosenTalonVisible: {
    'The untaken talon cards may be inspected during play':
      'Die nicht genommenen Talonkarten dürfen während des Spiels angesehen werden',
  },
  overshootMode: {
    'Overshoot: always counted; suppressed in a won game with 40/50 announced (R1); or none in a Solo (R2)':
      'Überschuss: immer gezählt; entfällt in einem gewonnenen Spiel, wenn 40 oder 50 angesagt ist (R1); oder keiner im Solo (R2)',
  },
  failedBonusMultiplied: {
    "The defenders' points for the declarer's failed or lost bonus are multiplied by the contract":
      'Die Punkte der Gegenspieler für eine nicht erfüllte oder verlorene Prämie des Spielers werden mit dem Multiplikator des Spiels vervielfacht',
  },
  pagatCapturedByOwnSide: {
    "A defender's silent Pagat/Uhu captured by the other defender: nobody scores, or the declarer does":
      'Der stille Pagat/Uhu eines Gegenspielers, vom anderen Gegenspieler gefangen: Niemand schreibt, oder der Spieler schreibt',
  },
  honoursMustBeClaimed: {
    'Honours score only when claimed (announced) in the round after the pickup':
      'Honneurs zählen nur, wenn sie in der Runde nach dem Talon gemeldet (angesagt) werden',
    'Honours score only when claimed (announced) after the last trick, before the next deal':
      'Honneurs zählen nur, wenn sie nach dem letzten Stich, vor dem nächsten Geben gemeldet (angesagt) werden',
  },
  withoutTrullKings: {
    'The Without Trull and Without Kings bonuses are played':
      'Die Prämien „ohne Trull“ und „ohne Könige“ werden gespielt',
  },
  gameContraCoversWithoutBonuses: {
    'A contra on the game also multiplies an announced Without Trull / Without Kings':
      'Ein Kontra auf das Spiel vervielfacht auch ein angesagtes „ohne Trull“ / „ohne Könige“',
  },
  gameEnd: {
    'The series ends when a total reaches 100 (atLeast) or exceeds it (exceeds)':
      'Die Serie endet, wenn ein Gesamtstand 100 erreicht oder überschreitet',
  },
  stake: {
    'Money at the end of the series: cents per point of difference (0: play for points only)':
      'Geld am Ende der Serie: Cent je Punkt Unterschied (0: nur um Punkte spielen)',
  },
  allPass: {
    'When all pass: throw the deal in (redeal) or play Trischaken':
      'Wenn alle weiter sagen: das Spiel einwerfen (neu geben) oder Trischaken spielen',
    'All pass: the cards are thrown in and the next player deals, or the same dealer deals again.':
      'Alle passen: Die Karten werden eingeworfen, und der Nächste gibt, oder derselbe Geber gibt noch einmal.',
  },
  trischakenTrickless: {
    'A Trischaken winner without a trick scores +5 more (extra) or just the win (flat)':
      'Wer Trischaken ohne Stich gewinnt, schreibt noch +5 dazu (mit Zuschlag) oder nur den Gewinn (einfach)',
  },
  contraFactor: {
    'Contra factors before/after the pickup: ×4 of the printed value before (4/2), or ×2 throughout (2/2)':
      'Kontrafaktoren vor/nach dem Talon: vorher ×4 des gedruckten Werts (4/2) oder durchgehend ×2 (2/2)',
  },
  gameContra: {
    'The defenders may contra the game itself (×2, answered after the pickup)':
      'Die Gegenspieler dürfen dem Spiel selbst Kontra geben (×2, beantwortet nach dem Talon)',
  },
  pointAnnouncementOrder: {
    'Absolut (40), Panzer (50) and Valat are announced only in this order (inOrder, as M&S state it) or in any order (free)':
      'Absolut (40), Panzer (50) und Valat werden nur in dieser Reihenfolge angesagt (der Reihe nach, wie M&S es angeben) oder in beliebiger Reihenfolge (beliebig)',
  },
  valat: {
    'Valat (all tricks) may be announced and scores': 'Valat (alle Stiche) darf angesagt werden und zählt',
  },
  valatReplacesOtherScores: {
    'A made Valat replaces every other score of the deal':
      'Ein gemachter Valat ersetzt jede andere Wertung des Spiels',
  },
  contraFactors: {
    'Contra/recontra factors: staged (×4/×16 before the pickup, ×2/×4 after), uniform (×2/×4 throughout) or fourfold (×4/×16 throughout)':
      'Kontra-/Rekontrafaktoren: gestaffelt (×4/×16 vor dem Talon, ×2/×4 danach), einheitlich (durchgehend ×2/×4) oder vierfach (durchgehend ×4/×16)',
  },
  defenderSilentPagat: {
    "A defender's silent Pagat ultimo scores too (the table lists the declarer's only)":
      'Auch der stille Pagat ultimo eines Gegenspielers zählt (die Tabelle nennt nur den des Spielers)',
  },
  seats: {
    'Seats at the table: 3, or 4 with the dealer dealing and sitting out.':
      'Plätze am Tisch: 3, oder 4, wobei der Geber gibt und aussetzt.',
  },
  unit: {
    'Cents per unit of the stake.': 'Cent je Einheit des Tarifs.',
  },
  paymentSplit: {
    'Each opponent pays the units (perOpponent), or the opponents share them (total).':
      'Jeder Gegenspieler zahlt die Einheiten (je Gegenspieler), oder die Gegenspieler teilen sie sich (insgesamt).',
  },
  pot: {
    'The pot: none; the Kasse (taken by a winning declarer, doubled by a losing one); the Schreckensteiner (the same for Solo and Herzsolo only, with a double ante); or both, the Kasse then for the Frage.':
      'Die Kasse: keine; die Kasse (ein gewinnender Spieler nimmt sie, ein verlierender verdoppelt sie); der Schreckensteiner (dasselbe, aber nur für Solo und Herzsolo, mit doppeltem Einsatz); oder beide, die Kasse dann für die Frage.',
  },
  ante: {
    'Cents each player puts into the pot whenever it is empty.':
      'Cent, die jeder in die Kasse setzt, sobald sie leer ist.',
  },
  sittingOutDealerAntes: {
    'With four seats, the sitting-out dealer antes too.':
      'Zu viert zahlt auch der aussetzende Geber seinen Einsatz.',
  },
  tie60: {
    '60–60: a draw with no payment, or the declarer loses.':
      '60 zu 60: unentschieden ohne Zahlung, oder der Spieler verliert.',
  },
  kontra: {
    'Kontra / Re (and higher calls) before the first card, each doubling.':
      'Kontra / Re (und höhere Ansagen) vor der ersten Karte, jede verdoppelt.',
  },
  kontraMaxLevel: {
    'The highest call allowed.': 'Die höchste erlaubte Ansage.',
  },
  kontraShiftsBurden: {
    'Each call moves the duty to reach the target to the other party (else plain doubling).':
      'Jede Ansage schiebt die Pflicht, das Ziel zu erreichen, der anderen Partei zu (sonst einfache Verdopplung).',
  },
  sirchMode: {
    'Per point over or under 60 in 5-cent steps, or the flat 50 / 60 ¢ system.':
      'Je Auge über oder unter 60 in 5-Cent-Schritten, oder das Pauschalsystem mit 50 / 60 Cent.',
  },
  oddStepFromPot: {
    'On a loss of an odd number of 5-cent steps the pot adds 5 ¢ (else the odd 5 ¢ go into the pot).':
      'Bei einem Verlust von ungerade vielen 5-Cent-Schritten legt die Kasse 5 Cent dazu (sonst gehen die überzähligen 5 Cent in die Kasse).',
  },
  frageHalf: {
    'A Frage pays half, exactly (half-cents) or rounded up to 5 ¢.':
      'Eine Frage zahlt die Hälfte, genau (halbe Cent) oder auf 5 Cent aufgerundet.',
  },
  flatWinFrom: {
    'Flat system: a winning declarer is paid from the pot, or by each opponent.':
      'Pauschalsystem: Ein gewinnender Spieler wird aus der Kasse bezahlt, oder von jedem Gegenspieler.',
  },
  potShortfall: {
    'A pot holding less than it owes pays what it has (the rest is lost), or pays in full and the shortfall is carried over to the next antes.':
      'Eine Kasse, die weniger hat, als sie schuldet, zahlt, was sie hat (der Rest verfällt), oder sie zahlt voll, und der Fehlbetrag wird auf die nächsten Einsätze übertragen.',
  },
  schneider: {
    'Schneider: the winner has 91 or more, or the loser 30 or fewer.':
      'Schneider: Der Gewinner hat 91 oder mehr, oder der Verlierer 30 oder weniger.',
  },
  schwarz: {
    'Schwarz (slam): one side took every trick, or every card point.':
      'Schwarz: Eine Partei hat alle Stiche gemacht, oder alle Augen.',
  },
  kontraMultipliesPot: {
    'The Kontra factor also multiplies amounts taken from the pot.':
      'Der Kontrafaktor vervielfacht auch Beträge, die aus der Kasse genommen werden.',
  },
  schneiderBonus: {
    'Extra units from (or to) each opponent when the loser is Schneider.':
      'Zusätzliche Einheiten von (oder an) jeden Gegenspieler, wenn der Verlierer Schneider ist.',
  },
  maxTarget: {
    'The highest target that may be bid.': 'Das höchste Ziel, das geboten werden darf.',
  },
  selfRaise: {
    'The declarer of a Hand may raise his own target in fives before the first card.':
      'Der Spieler eines Handspiels darf sein eigenes Ziel vor der ersten Karte in Fünferschritten erhöhen.',
  },
  mayElectHand: {
    'A player who won at pick-up level may play Hand instead.':
      'Wer die Reizung auf der Stufe des Aufnahmespiels gewonnen hat, darf stattdessen ein Handspiel spielen.',
  },
  handPayment: {
    'Hand: each defender pays or receives double the rate (perOpponentDouble), or the declarer nets double the rate (netDouble).':
      'Handspiel: Jeder Gegenspieler zahlt oder erhält den doppelten Satz (je Gegenspieler doppelt), oder der Spieler gewinnt oder verliert netto den doppelten Satz (netto doppelt).',
  },
  bidGameRates: {
    'Point-bid games: a loss is measured from the target (winOver60_lossShortOfTarget) or from 61 as in the pick-up table (plain).':
      'Gebotene Augenspiele: Ein Verlust wird vom Ziel aus gemessen (Gewinn über 60, Verlust vom Ziel aus) oder von 61 wie in der Tabelle des Aufnahmespiels (einfach).',
  },
  pickupTrump: {
    'Pick-up: the declarer names any trump after the exchange, or only Herz ("Herz-Neischaugn").':
      'Aufnahmespiel: Der Spieler sagt nach dem Tausch einen beliebigen Trumpf an, oder nur Herz („Herz-Neischaugn“).',
  },
  values: {
    'Units of Farb-Frage / Herz-Frage / Farb-Solo / Herz-Solo / Bettel.':
      'Einheiten für Farb-Frage / Herz-Frage / Farb-Solo / Herz-Solo / Bettel.',
  },
  bettelStock: {
    'Bettel: the unused stock counts for nobody, or for the declarer.':
      'Bettel: Der ungenutzte Stock zählt für niemanden, oder für den Spieler.',
  },
  holding: {
    "An earlier player may hold a later player's bid (else every bid must be higher).":
      'Wer früher an der Reihe ist, darf das Gebot eines Späteren halten (sonst muss jedes Gebot höher sein).',
  },
  dealerHeartsOnly: {
    "The dealer's stock game must be played with Herz as trump.":
      'Das Stockspiel des Gebers muss mit Herz als Trumpf gespielt werden.',
  },
  fourSeatStockPrivilege: {
    "With four seats (the dealer sits out) the privilege goes to the active player on the dealer's right (an invention), or nobody may play the stock game.":
      'Zu viert (der Geber setzt aus) geht das Vorrecht an den mitspielenden Platz rechts vom Geber (eine Erfindung), oder niemand darf das Stockspiel spielen.',
  },
  paymentUnit: {
    'The amounts are paid by or to each opponent, or shared by the two.':
      'Die Beträge werden von jedem oder an jeden Gegenspieler gezahlt, oder auf die beiden geteilt.',
  },
  bonusesHalvedInFrage: {
    'Schneider and Schwarz are halved in a Frage too.':
      'Schneider und Schwarz werden auch in einer Frage halbiert.',
  },
  dealPattern: {
    'The order of the deal (not stated by the source).':
      'Die Reihenfolge beim Geben (von der Quelle nicht angegeben).',
  },
  startingBank: {
    'Cents each player starts the match with; a player at 0 or below is bust.':
      'Cent, mit denen jeder die Partie beginnt; wer bei 0 oder darunter steht, ist pleite.',
  },
};

/**
 * Preset id → the engine's English published source (`publishedSource`, what players read) and
 * its German: the framing in German (pages, edition, the article), the citation itself as it is
 * (authors, the titles of books and articles).
 */
export const SOURCES_DE: Readonly<Record<string, readonly [en: string, de: string]>> = {
  'illustrated-loew-1954': [
    'Löw, 20 Kartenspiele (1954), pp. 32–36',
    'Löw, 20 Kartenspiele (1954), S. 32–36',
  ],
  'illustrated-beck': [
    'Beck, Tarock komplett (1965; 1972 ed. pp. 69–93), as interpreted by Dummett',
    'Beck, Tarock komplett (1965; Ausg. 1972 S. 69–93), in der Deutung von Dummett',
  ],
  'illustrated-mayr-sedlaczek-2016': [
    'Mayr & Sedlaczek, Die Strategie des Tarockspiels (5th ed., 2016), pp. 368–370',
    'Mayr & Sedlaczek, Die Strategie des Tarockspiels (5. Aufl., 2016), S. 368–370',
  ],
  'bavarian-huber-1923': ['Huber (1923)', 'Huber (1923)'],
  'bavarian-sirch-2008': ['Sirch (2008)', 'Sirch (2008)'],
  'bavarian-1933': [
    'A publication of 1933, as recorded by Dummett',
    'Eine Veröffentlichung von 1933, wie Dummett sie festhält',
  ],
  haferltarock: ['Danyliuk (2017)', 'Danyliuk (2017)'],
  'bavarian-no-point-bidding': [
    'The Wikipedia article “Bavarian Tarock”',
    'Der englische Wikipedia-Artikel „Bavarian Tarock“',
  ],
  'bavarian-berliner': [
    'The Wikipedia article “Bavarian Tarock”, its variant Berliner',
    'Der englische Wikipedia-Artikel „Bavarian Tarock“, seine Variante Berliner',
  ],
  'scharfes-tarock': ['Stefan Vogl’s app', 'Die App von Stefan Vogl'],
};

/**
 * A house rule's source (`OptionSpec.source`) → its German, for the sources with a note in
 * English beside the citation; a bare citation (`rules-notes H-03`) reads the same in German.
 */
export const OPTION_SOURCES_DE: Readonly<Record<string, string>> = {
  'rules-notes M-03 (an M&S rule; Beck states no order, so the order is a reading)':
    'rules-notes M-03 (eine Regel von M&S; Beck nennt keine Reihenfolge, sie ist also eine Lesart)',
  'seed 000 Huber: "eine feste Vergütung" (the amount is not stated)':
    'seed 000 Huber: "eine feste Vergütung" (der Betrag wird nicht genannt)',
  'rules-notes H-03 (the ante is not stated)': 'rules-notes H-03 (der Einsatz wird nicht genannt)',
  'seed 000 Sirch: "einen vereinbarten Einsatz" (the amount is not stated)':
    'seed 000 Sirch: "einen vereinbarten Einsatz" (der Betrag wird nicht genannt)',
  'rules-notes BT-NP-1 (the stake is not stated)': 'rules-notes BT-NP-1 (der Einsatz wird nicht genannt)',
};

/** A preset's summary in the language (the engine's English where no German is known for it). */
export function presetSummary(preset: Preset, lang: Lang): string {
  const entry = SUMMARIES_DE[preset.rules.id];
  return lang === 'de' && entry?.[0] === preset.summary ? entry[1] : preset.summary;
}

/** What a house rule changes, in the language (the engine's English where no German is known). */
export function optionDescription(spec: Pick<OptionSpec, 'key' | 'description'>, lang: Lang): string {
  const german = lang === 'de' ? DESCRIPTIONS_DE[spec.key]?.[spec.description] : undefined;
  return german ?? spec.description;
}

/**
 * A preset's published source in the language: `english` is the engine's `publishedSource`, or
 * what an online table's server says of its preset (the same). The English where no German is
 * known for that very English (a changed source shows its English until presetTexts.test.ts has
 * it translated again).
 */
export function presetSource(id: string, english: string, lang: Lang): string {
  const entry = SOURCES_DE[id];
  return lang === 'de' && entry?.[0] === english ? entry[1] : english;
}

/** A house rule's source in the language: the citation as it is, a note beside it in German. */
export function optionSource(spec: Pick<OptionSpec, 'source'>, lang: Lang): string {
  return (lang === 'de' ? OPTION_SOURCES_DE[spec.source] : undefined) ?? spec.source;
}
