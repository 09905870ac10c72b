/**
 * The settlement and match lines in German: one template per phrase key of the engine (whose own
 * catalog, ENGLISH_PHRASES, is the English), with the same placeholders. The game's words as the
 * glossary has them: Augen, Kasse, Spieler and Gegenspieler, Überschuss and Unterschuss,
 * Schneider, Schwarz, Kontra and Re (Bavarian), Kontra and Rekontra (Illustrated), Talon.
 */
import type { PhraseKey } from '@tarock/engine';

export const GERMAN_PHRASES: Readonly<Record<PhraseKey, string>> = {
  nothing: '',
  // Bavarian: the ledger.
  'bavarian.transfer': '{from} zahlt {to} {amount}: {why}',
  'bavarian.fromPot': '{to} nimmt {amount} aus der Kasse: {why}',
  'bavarian.fromSidePot': '{to} nimmt {amount} aus dem Schreckensteiner: {why}',
  'bavarian.fromPotShort':
    '{to} nimmt {paid} aus der Kasse (geschuldet {amount}; die Kasse hatte nur {paid}): {why}',
  'bavarian.fromSidePotShort':
    '{to} nimmt {paid} aus dem Schreckensteiner (geschuldet {amount}; er hatte nur {paid}): {why}',
  'bavarian.fromPotInDebt':
    '{to} nimmt {amount} aus der Kasse (sie hatte {held}; die fehlenden {debt} begleichen die nächsten Einsätze): {why}',
  'bavarian.potEmpty': 'Die Kasse ist leer: {to} bekommt nichts von {amount} ({why})',
  'bavarian.sidePotEmpty': 'Der Schreckensteiner ist leer: {to} bekommt nichts von {amount} ({why})',
  'bavarian.toPot': '{from} zahlt {amount} in die Kasse: {why}',
  'bavarian.toSidePot': '{from} zahlt {amount} in den Schreckensteiner: {why}',
  // Bavarian: the deal.
  'bavarian.passed': 'Alle passen: Das Spiel wird eingeworfen, der Nächste gibt',
  'bavarian.passedSameDealer': 'Alle passen: Das Spiel wird eingeworfen, derselbe gibt noch einmal',
  'bavarian.plays': '{declarer} spielt {contract} ({trump}) und braucht {target} Augen',
  'bavarian.playsBettel': '{declarer} spielt {contract} ({trump}) und darf keinen Stich machen',
  'bavarian.trump': 'Trumpf {suit}',
  'bavarian.noTrump': 'ohne Trumpf',
  'bavarian.bettelWon': 'Bettel gewonnen: Der Spieler hat keinen Stich gemacht',
  'bavarian.bettelLost': 'Bettel verloren: Der Spieler hat einen Stich gemacht',
  'bavarian.draw': '60 zu 60: unentschieden, es wird nichts bezahlt',
  'bavarian.declarerWins':
    'Der Spieler brauchte {target} Augen und hat {took}: Er gewinnt mit {points} zu {against}',
  'bavarian.declarerLoses':
    'Der Spieler brauchte {target} Augen und hat {took}: Er verliert mit {points} zu {against}',
  'bavarian.defendersWin':
    'Die Gegenspieler brauchten nach {call} {target} Augen und haben {took}: Der Spieler verliert mit {points} zu {against}',
  'bavarian.defendersLose':
    'Die Gegenspieler brauchten nach {call} {target} Augen und haben {took}: Der Spieler gewinnt mit {points} zu {against}',
  'bavarian.schneider': 'Schneider',
  'bavarian.schneiderSchwarz': 'Schneider und Schwarz',
  'bavarian.schwarz': 'Schwarz',
  'bavarian.kontra': ', ×{factor} für {calls}',
  // Bavarian: fixed units.
  'bavarian.unitsWon': '{contract} gewonnen, {value} × {unit} {split}{kontra}',
  'bavarian.unitsLost': '{contract} verloren, {value} × {unit} {split}{kontra}',
  'bavarian.fromEachOpponent': 'je Gegenspieler',
  'bavarian.toEachOpponent': 'an jeden Gegenspieler',
  'bavarian.sharedByOpponents': 'auf die Gegenspieler geteilt',
  'bavarian.schneiderUnits': 'Schneider: {units} Einheiten{kontra}',
  'bavarian.takesKasse': 'Der Spieler gewinnt die Kasse',
  'bavarian.takesSchreckensteiner': 'Der Spieler gewinnt den Schreckensteiner',
  'bavarian.doublesKasse': 'Der Spieler verliert und verdoppelt die Kasse',
  'bavarian.doublesSchreckensteiner': 'Der Spieler verliert und verdoppelt den Schreckensteiner',
  // Bavarian: Scharfes Tarock.
  'bavarian.scharf': '{parts}{shared}{kontra}',
  'bavarian.scharfWon': '{contract} gewonnen {amount}',
  'bavarian.scharfLost': '{contract} verloren {amount}',
  'bavarian.scharfSchneider': 'Schneider {amount}',
  'bavarian.scharfSchwarz': 'Schwarz {amount}',
  'bavarian.sharedByDefenders': ', auf die Gegenspieler geteilt',
  // Bavarian: Haferltarock.
  'bavarian.rateWon': '{points} Augen: Satz {rate} ({band} für 61–65, {step} je weiteres Auge)',
  'bavarian.rateWonLow': '{points} Augen: der kleinste Satz, {rate}',
  'bavarian.rateLost':
    '{points} Augen gegen {target}: Satz {rate} ({band} bis {floor}, {step} je Auge darunter)',
  'bavarian.pickupWon': 'Aufnahmespiel gewonnen, {rate}{kontra}',
  'bavarian.pickupLost': 'Aufnahmespiel verloren, {rate}{kontra}',
  'bavarian.pickupLostOther':
    'Aufnahmespiel verloren, der Anteil des anderen Gegenspielers: {amount}{kontra}',
  'bavarian.handWon': '{contract} auf {target} gewonnen, {rate}, verdoppelt: {each} {how}{kontra}',
  'bavarian.handLost': '{contract} auf {target} verloren, {rate}, verdoppelt: {each} {how}{kontra}',
  'bavarian.fromOrToEach': 'von oder an jeden Gegenspieler',
  'bavarian.netDouble': 'je Gegenspieler, der Spieler netto das Doppelte',
  // Bavarian: Sirch.
  'bavarian.flatWon': '{contract} gewonnen{schneider}: {amount}{half}{kontra}',
  'bavarian.flatLost': '{contract} verloren{schneider}: {amount}{half}{kontra}',
  'bavarian.flatSchneider': ', Schneider',
  'bavarian.frageHalf': ', die Frage zahlt die Hälfte',
  'bavarian.slam': 'Schwarz: das Doppelte von 60 Augen, {amount}{half}{kontra}',
  'bavarian.over60': '{points} Augen, {over} über 60, in {step}-Cent-Schritten {amount}{half}{kontra}',
  'bavarian.under60':
    '{points} Augen, {under} unter 60, in {step}-Cent-Schritten insgesamt {amount}{half}{kontra}',
  'bavarian.over60Least': '{points} Augen, nicht über 60: der kleinste Schritt, {amount}{half}{kontra}',
  'bavarian.under60Least':
    '{points} Augen, nicht unter 60: der kleinste Schritt, insgesamt {amount}{half}{kontra}',
  'bavarian.potEvensShares':
    'Die Kasse stockt diesen Anteil auf, um die Anteile der Gegenspieler auszugleichen',
  'bavarian.oddStepIntoPot': 'Der überzählige Schritt geht in die Kasse',
  // Bavarian: the match.
  'bavarian.antePot': 'Runde {round}: {seats} setzen je {amount} in die Kasse',
  'bavarian.anteSidePot': '{seats} setzen je {amount} in den Schreckensteiner',
  'bavarian.potOwes':
    'Die Kasse schuldet {debt}: Runde {round} endet, die Einsätze begleichen zuerst die Schuld',
  'bavarian.roundEnds': 'Die Kasse ist leer: Runde {round} endet',
  'bavarian.sidePotEmptied': 'Der Schreckensteiner ist leer',
  'bavarian.bust': '{seat} ist pleite: Die Partie ist aus',
  'bavarian.bustMany': '{seats} sind pleite: Die Partie ist aus',
  // Illustrated: a deal.
  'illustrated.passed': 'Alle sagen weiter: Das Spiel wird eingeworfen, niemand schreibt.',
  'illustrated.gameWon':
    '{contract} (Spielwert {value}{take}, ×{multiplier}) von {declarer}: {points} Augen gegen {against} – gewonnen',
  'illustrated.gameLost':
    '{contract} (Spielwert {value}{take}, ×{multiplier}) von {declarer}: {points} Augen gegen {against} – verloren',
  'illustrated.gameLostOnePoint':
    '{contract} (Spielwert {value}{take}, ×{multiplier}) von {declarer}: 1 Auge gegen {against} – verloren',
  'illustrated.take.abloesung': ', Ablösung',
  'illustrated.take.zweiteAbloesung': ', zweite Ablösung',
  'illustrated.take.unterer': ', Unterer',
  'illustrated.take.untererHeld': ', Unterer gehalten',
  'illustrated.credit': '{what} → {to} +{amount}',
  'illustrated.each': '{seats} je',
  'illustrated.won': 'Spiel gewonnen: ({value} + Überschuss {over}{why}) × {multiplier}{contra}',
  'illustrated.soloFlat': ' (ein Solo zählt ohne Überschuss)',
  'illustrated.noOvershoot': ' (kein Überschuss, wenn Vierzig oder Fünfzig angesagt ist)',
  'illustrated.lost': 'Spiel verloren: ({value} + Unterschuss {under}) × {multiplier}{contra}',
  'illustrated.contra': ' × {factor} (Kontra)',
  'illustrated.recontra': ' × {factor} (Rekontra)',
  'illustrated.announcedPre': '{bonus}, angesagt von {seat} vor dem Talon ({value})',
  'illustrated.announcedPost': '{bonus}, angesagt von {seat} nach dem Talon ({value})',
  'illustrated.announcedFirstRound': '{bonus}, angesagt von {seat} in der ersten Runde ({value})',
  'illustrated.announcedSecondRound': '{bonus}, angesagt von {seat} in der zweiten Runde ({value})',
  'illustrated.made': '{head}, erfüllt: {value} × {multiplier}{contra}',
  'illustrated.failed': '{head}, nicht erfüllt: {value}{times}{contra}',
  'illustrated.times': ' × {multiplier}',
  'illustrated.notMultiplied': ' (nicht multipliziert)',
  'illustrated.silent': '{bonus} (still, {value}): {value} × {multiplier}',
  'illustrated.birdHead': '{bird} (still, {value}) von {seat}',
  'illustrated.birdWon': '{head} macht seinen Stich: {value} × {multiplier}',
  'illustrated.birdCaptured': '{head}, gefangen von {by}: {value}{times}',
  'illustrated.honour': '{honour} bei {seat} ({value}): {value} × {multiplier}',
  'illustrated.valatReplaces': 'Valat gemacht: Er ersetzt jede andere Wertung des Spiels',
  'illustrated.points': 'Punkte: {points}',
  'illustrated.seatPoints': '{seat} {points}',
  'illustrated.seatGain': '{seat} +{points}',
  // Illustrated: Trischaken.
  'illustrated.trischaken': 'Trischaken: Augen {points}',
  'illustrated.trischakenTie': 'Alle drei haben gleich viele Augen: Niemand schreibt',
  'illustrated.trischakenLoses': '{Seat} hat die meisten Augen und verliert: {loss}',
  'illustrated.trischakenWins': '{Seat} gewinnt: +{win}{extra}',
  'illustrated.noTrick': ' + {extra} ohne Stich',
  // Illustrated: the end of the series.
  'illustrated.seriesOver': 'Serie vorbei: +{bonus} für jeden mit {target} oder mehr ({seats})',
  'illustrated.finalTotals': 'Endstand {totals}, Sieg: {winners}',
  'illustrated.stake': 'Geld zu {stake} je Punkt, jeder zahlt jedem Höheren den Unterschied: {money}',
};

/** The German the engine's keys cannot say alone (phraseVariants.ts): a count of one in the singular. */
export const GERMAN_PHRASE_VARIANTS: Readonly<Record<string, string>> = {
  'bavarian.schneiderUnits#units=1': 'Schneider: 1 Einheit{kontra}',
};
