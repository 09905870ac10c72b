/**
 * The rule card in German: one template per key of the engine's rule-card catalog
 * (RULE_CARD_PHRASES, whose English the engine keeps), with the same placeholders. The game's
 * words as the glossary has them: Spieler and Gegenspieler, Augen, Talon (Illustrated) and Stock
 * (Bavarian), Überschuss and Unterschuss, Kasse, Kontra and Re (Bavarian), Kontra and Rekontra
 * (Illustrated), Schneider, Schwarz.
 */
import type { RuleCardKey } from '@tarock/engine';

export const GERMAN_RULE_CARD: Readonly<Record<RuleCardKey, string>> = {
  'card.cell': '{value}',
  'card.section.table': 'Am Tisch',
  'card.section.contracts': 'Spiele, vom niedrigsten Gebot an',
  'card.section.winning': 'Gewinnen',
  'card.section.cardValues': 'Kartenwerte',
  'card.section.bonuses': 'Ansagen und Prämien',
  'card.section.honours': 'Honneurs',
  'card.section.contra': 'Kontra',
  'card.section.payment': 'Bezahlung',
  'card.section.pot': 'Die Kasse',
  'card.section.allPass': 'Wenn alle passen',
  'card.section.match': 'Das Ende einer Partie',
  'card.col.contract': 'Spiel',
  'card.col.gameValue': 'Spielwert',
  'card.col.abloesung': 'abgelöst (Ablösung)',
  'card.col.zweiteAbloesung': 'wieder abgelöst (zweite Ablösung)',
  'card.col.unterer': 'abgelöst (Unterer)',
  'card.col.untererHeld': 'Unterer gehalten',
  'card.col.multiplier': 'Faktor',
  'card.col.talon': 'Talon',
  'card.col.bonus': 'Ansage oder Prämie',
  'card.col.pre': 'vor dem Talon',
  'card.col.post': 'nach dem Talon',
  'card.col.silent': 'still',
  'card.col.announcers': 'angesagt von',
  'card.col.silentFor': 'still für',
  'card.col.honour': 'Honneur',
  'card.col.value': 'Wert',
  'card.col.cards': 'Karten',
  'card.col.points': 'Augen',
  'card.col.stock': 'Stock',
  'card.col.trump': 'Trumpf',
  'card.col.units': 'Einheiten',
  'card.col.amount': 'Betrag',
  'card.times': '×{factor}',
  'card.rank.king': 'Könige',
  'card.rank.queen': 'Damen',
  'card.rank.cavalier': 'Cavalle',
  'card.rank.jack': 'Buben',
  'card.rank.pagat': 'Pagat (I)',
  'card.rank.mond': 'Mond (XXI)',
  'card.rank.skus': 'Sküs',
  'card.rank.otherCards': 'die übrigen Tarock und die leeren Karten',
  'card.rank.ace': 'Sauen (Daus)',
  'card.rank.ten': 'Zehner',
  'card.rank.ober': 'Ober',
  'card.rank.unter': 'Unter',
  'card.rank.spatzen': '9, 8, 7, 6 (Spatzen)',
  'card.rank.spatzenShort': '9 (Spatzen)',
  'card.players':
    '{seats} Spieler, {cards} Karten: {hand} für jeden, {talon} in den {pile}; gespielt wird {direction}',
  'card.playersFourSeats':
    '4 Plätze: Der Geber gibt und setzt aus, drei spielen; {cards} Karten: {hand} für jeden, {talon} in den {pile}; gespielt wird {direction}',
  'card.talon': 'Talon',
  'card.stock': 'Stock',
  'card.cw': 'im Uhrzeigersinn',
  'card.ccw': 'gegen den Uhrzeigersinn',
  'card.countThrees':
    'in Dreiergruppen gezählt: Jede Gruppe aus drei Karten zählt ihre Augen weniger {deduct}, übrige Karten je ⅔ weniger, am Ende einmal gerundet; das ganze Blatt zählt {total}',
  'card.countSum': 'die Augen werden einfach zusammengezählt; das ganze Blatt zählt {total}',
  'card.il.talon.halves': 'die oberen oder unteren drei',
  'card.il.talon.pairs': 'das obere, mittlere oder untere Paar',
  'card.il.talon.singles': 'eine beliebige Karte',
  'card.il.talon.none': 'keine',
  'card.il.auction.loew':
    'Ein Gebot kann gutgeheißen („gut“), abgelöst (Ablösung, Spielwert {abloesung}) oder überboten werden; der Bieter kann es halten („mein Spiel“, zum selben Wert), dann kann es noch einmal abgelöst werden (zweite Ablösung, Spielwert {zweite})',
  'card.il.holdAfterRetake': 'Nach der zweiten Ablösung darf der erste Bieter noch einmal halten',
  'card.il.noHoldAfterRetake': 'Nach der zweiten Ablösung kann der erste Bieter nur noch „gut“ sagen',
  'card.il.thirdPlayerOutbids':
    'Ist einer der beiden mit „gut“ ausgestiegen, kann der dritte Spieler das Gebot nur gutheißen oder überbieten',
  'card.il.thirdPlayerMayTake':
    'Der dritte Spieler darf ein Gebot auch ablösen, nicht nur gutheißen oder überbieten',
  'card.il.auction.beck':
    'Nur {contract} kann abgelöst werden, einmal, mit „Unterer“ (Spielwert {unterer}); hält der Bieter, spielt er zu {held}',
  'card.il.auction.overcall': 'Weiter, „gut“ oder ein höheres Spiel; kein Ablösen und kein Halten',
  'card.il.passFinal': 'Wer „weiter“ oder „gut“ gesagt hat, bietet nicht mehr mit',
  'card.il.endsAuction': '{contracts} beendet die Lizitation sofort',
  'card.il.soloTalon': 'Im {contract} bleibt der Talon liegen; er zählt für {owner}',
  'card.il.defenders': 'Gegenspieler',
  'card.il.declarer': 'Spieler',
  'card.il.anyPlayer': 'jeder',
  'card.il.discards': 'Nie abgelegt werden: {cards}',
  'card.il.tarockOnlyIfForced': 'Ein Tarock wird nur abgelegt, wenn nichts anderes bleibt, und offen',
  'card.il.talonCounts':
    'Die abgelegten Karten zählen für den Spieler, die nicht genommenen Talonkarten für die Gegenspieler',
  'card.il.talonVisible': 'Die nicht genommenen Talonkarten dürfen im Spiel angesehen werden',
  'card.il.winAt': 'Der Spieler braucht {points} Augen',
  'card.il.score':
    'Gewonnen: Der Spieler schreibt (Spielwert + Überschuss) × Faktor, der Überschuss sind die Augen über {base}; verloren: Jeder Gegenspieler schreibt (Spielwert + Unterschuss) × Faktor, der Unterschuss sind die Augen unter {base}; Prämien und Honneurs werden getrennt geschrieben',
  'card.il.overshoot.always': 'Über- und Unterschuss zählen immer',
  'card.il.overshoot.suppressedByPointAnnouncement':
    'Ein gewonnenes Spiel mit angesagtem „Vierzig“ oder „Fünfzig“ zählt keinen Überschuss',
  'card.il.overshoot.soloFlat': 'Ein Solo zählt weder Über- noch Unterschuss',
  'card.il.bonusesMultiplied':
    'Prämien und Honneurs werden mit dem Faktor des Spiels multipliziert; eine angesagte Prämie, die nicht gelingt, schreibt die Gegenseite, mit dem Faktor',
  'card.il.failedNotMultiplied':
    'Prämien und Honneurs werden mit dem Faktor des Spiels multipliziert; misslingt eine Prämie des Spielers (angesagt, oder sein stiller Pagat oder Uhu wird gefangen), schreiben sie die Gegenspieler ohne den Faktor, misslingt eine angesagte Prämie eines Gegenspielers, schreibt sie der Spieler mit dem Faktor',
  'card.il.failedNotMultipliedDeclarer':
    'Prämien und Honneurs werden mit dem Faktor des Spiels multipliziert; misslingt eine Prämie des Spielers (angesagt, oder sein stiller Pagat oder Uhu wird gefangen), schreiben sie die Gegenspieler ohne den Faktor',
  'card.il.noBonus': 'Es gibt keine Ansagen',
  'card.il.order': 'Nur in dieser Reihenfolge angesagt: {bonuses}',
  'card.il.birdNoScore': 'Fängt ein Gegenspieler den stillen Pagat oder Uhu des anderen, schreibt niemand',
  'card.il.birdOpponents':
    'Fängt ein Gegenspieler den stillen Pagat oder Uhu des anderen, schreibt der Spieler',
  'card.il.valatReplaces': 'Ein gemachter Valat ersetzt jede andere Wertung des Spiels',
  'card.il.valatAdds': 'Ein gemachter Valat zählt zu den übrigen Wertungen des Spiels',
  'card.il.noHonours': 'Es gibt keine Honneurs',
  'card.il.honoursClaimed': 'Honneurs zählen nur, wenn sie in der Runde nach dem Talon gemeldet werden',
  'card.il.honoursClaimedAtEnd':
    'Honneurs zählen nur, wenn sie nach dem letzten Stich, vor dem nächsten Geben gemeldet werden',
  'card.il.honoursHeld': 'Honneurs zählen für den, der sie hält',
  'card.il.contra': 'Ein Gegenspieler kann eine Ansage kontrieren: ×{pre} vor dem Talon, ×{post} danach',
  'card.il.recontra': 'Der Spieler kann mit Rekontra antworten: ×{pre} vor dem Talon, ×{post} danach',
  'card.il.noRecontra': 'Es gibt kein Rekontra',
  'card.il.gameContra.pre':
    'Das Spiel selbst kann vor dem Talon kontriert werden; das Kontra gilt auch für Über- und Unterschuss',
  'card.il.gameContra.post':
    'Das Spiel selbst kann nach dem Talon kontriert werden; das Kontra gilt auch für Über- und Unterschuss',
  'card.il.noGameContra': 'Das Spiel selbst kann nicht kontriert werden',
  'card.il.gameCoversWithout':
    'Ein Kontra auf das Spiel multipliziert auch ein angesagtes Ohne Trull / Ohne Könige',
  'card.il.redeal': 'Das Spiel wird eingeworfen, niemand schreibt; {dealer} gibt',
  'card.il.nextDealer': 'der nächste Geber',
  'card.il.sameDealer': 'derselbe Geber',
  'card.il.trischaken':
    'Es wird Trischaken gespielt, jeder für sich: Wer die meisten Augen hat, schreibt {loss} (zwei mit den meisten: beide), jeder andere {win}; alle drei gleich: niemand schreibt',
  'card.il.tricklessExtra': 'Ein Gewinner ohne Stich schreibt +{extra} dazu',
  'card.il.tricklessFlat': 'Ein Gewinner ohne Stich schreibt nur den Gewinn',
  'card.il.pagatLastTrump':
    'Im Trischaken darf der Pagat nicht gespielt werden, solange sein Besitzer einen anderen Tarock hat',
  'card.il.noTarock': 'Wer keinen Tarock bekommt, zeigt sein Blatt, und derselbe Geber gibt neu',
  'card.il.loneTrull':
    'Ebenso ein Blatt, dessen einziger Tarock eine Trullkarte ist (Pagat, Mond oder Sküs): es wird gezeigt, und derselbe Geber gibt neu',
  'card.il.series.atLeast':
    'Die Serie endet nach dem Spiel, in dem jemand {target} erreicht; jeder mit {target} oder mehr bekommt +{bonus}; der höchste Stand gewinnt',
  'card.il.series.exceeds':
    'Die Serie endet nach dem Spiel, in dem jemand {target} überschreitet; jeder mit {target} oder mehr bekommt +{bonus}; der höchste Stand gewinnt',
  'card.il.stake': 'Dann zahlt jeder jedem Höheren den Unterschied × {stake}',
  'card.il.noStake': 'Gespielt um Punkte, nicht um Geld',
  'card.bv.stock.exchange': 'aufgenommen; drei Karten gedrückt, sie zählen für den Spieler',
  'card.bv.stock.aside': 'ungesehen, zählt für den Spieler',
  'card.bv.stock.unused': 'bleibt liegen',
  'card.bv.trump.hearts': 'Herz',
  'card.bv.trump.nonHearts': 'eine Farbe außer Herz, sofort genannt',
  'card.bv.trump.any': 'jede Farbe, sofort genannt',
  'card.bv.trump.nonHeartsAfter': 'eine Farbe außer Herz, nach dem Tausch genannt',
  'card.bv.trump.anyAfter': 'jede Farbe, nach dem Tausch genannt',
  'card.bv.trump.none': 'keiner',
  'card.bv.huber':
    'Eine Bietrunde, Vorhand zuerst; ein früherer Bieter darf ein späteres, höheres Gebot halten und sagt dann ein Spiel an, das dieses Gebot erlaubt',
  'card.bv.huberLevel': '„{bid}“ erlaubt {contracts}',
  'card.bv.bid.spiele': 'ich spiele',
  'card.bv.bid.besser': 'ich spiele besser',
  'card.bv.bid.amBesten': 'ich spiele am besten',
  'card.bv.haferl':
    '„Ich spiele“ bietet ein {stock}, „ich spiele auch“ ein {hand}; der frühere Bieter darf halten; dann wird in Fünferschritten weitergeboten („fünf mehr“: 66, 71, …) bis {max}, immer als {hand}; die ersten beiden bieten, bis einer passt, dann der dritte',
  'card.bv.stockByDealer':
    'Nur der Geber darf ein {stock} bieten; die anderen nur ein {hand} und Augenstufen',
  'card.bv.fourSeatLastActive':
    'Mit vier Plätzen (der Geber setzt aus) hat der aktive Spieler rechts vom Geber das Vorrecht des Gebers',
  'card.bv.fourSeatNobody': 'Mit vier Plätzen (der Geber setzt aus) darf niemand {stock} spielen',
  'card.bv.mayElectHand': 'Wer auf der Stufe von {stock} gewonnen hat, darf stattdessen {hand} spielen',
  'card.bv.selfRaise':
    'Wer {hand} spielt, darf sein Ziel vor der ersten Karte selbst in Fünferschritten erhöhen',
  'card.bv.passFinal': 'Wer gepasst hat, bietet nicht mehr mit',
  'card.bv.nopoint': 'Die Gebote sind die Spiele, jedes höher als das vorige',
  'card.bv.nopointHolding': 'Ein früherer Spieler darf das Gebot eines späteren halten',
  'card.bv.nopointNoHolding': 'Jedes Gebot muss höher sein als das vorige; niemand hält',
  'card.bv.scharf':
    'Eine Runde, Vorhand zuerst: passen, „spiele“ oder „spiele Herz“. Das erste „spiele“ gewinnt und spielt {spiele}, außer jemand bietet Herz: Dann spielt der erste Herz-Bieter {herz}, oder, wenn sonst niemand geboten hat, wählt er {sole}',
  'card.bv.bettel':
    '{contract}: kein Trumpf; der Zehner steht unter dem Unter, über dem Neuner; Farbzwang; der Spieler darf keinen Stich machen',
  'card.bv.target': 'Der Spieler braucht {points} Augen',
  'card.bv.targetBid': 'Der Spieler braucht {points} Augen oder das gebotene Ziel (bis {max})',
  'card.bv.tie60.draw': '60 zu 60 ist unentschieden: Es wird nichts bezahlt',
  'card.bv.tie60.declarerLoses': '60 zu 60: Der Spieler verliert',
  'card.bv.tie60.declarerLosesKontra':
    '60 zu 60: Die Partei, die das Ziel erreichen muss, verliert – der Spieler, sofern kein Kontra diese Pflicht den Gegenspielern zugeschoben hat',
  'card.bv.targetKontra':
    'Der Spieler braucht {points} Augen, sofern kein Kontra diese Pflicht den Gegenspielern zugeschoben hat',
  'card.bv.targetBidKontra':
    'Der Spieler braucht {points} Augen oder das gebotene Ziel (bis {max}), sofern kein Kontra diese Pflicht den Gegenspielern zugeschoben hat',
  'card.bv.schneider.winnerAtLeast91': 'Schneider: Der Gewinner hat 91 Augen oder mehr',
  'card.bv.schneider.loserAtMost30': 'Schneider: Der Verlierer hat 30 Augen oder weniger',
  'card.bv.schwarz.allTricks': 'Schwarz: Eine Seite hat jeden Stich gemacht',
  'card.bv.schwarz.allPoints': 'Schwarz: Eine Seite hat alle Augen',
  'card.bv.extrasNoted': 'Schneider und Schwarz werden in der Abrechnung vermerkt, zahlen aber nichts extra',
  'card.bv.schneiderNoted': 'Schneider wird in der Abrechnung vermerkt, zahlt aber nichts extra',
  'card.bv.schwarzNoted': 'Schwarz wird in der Abrechnung vermerkt, zahlt aber nichts extra',
  'card.bv.schneiderWorth': 'Schneider bringt {worth}',
  'card.bv.schwarzWorth': 'Schwarz bringt {worth}',
  'card.bv.worth.units': '{units} Einheiten mehr, {amount}, gewonnen wie verloren',
  'card.bv.worth.flat': '{amount} statt {win}, gewonnen wie verloren',
  'card.bv.worth.slam':
    '{amount} aus der Kasse, wenn der Spieler ihn gewinnt, statt der Augen über 60; ein verlorener Schwarz zahlt nichts extra',
  'card.bv.worth.more': '{amount} mehr, gewonnen wie verloren',
  'card.bv.worth.moreOnTop':
    '{amount} mehr, gewonnen wie verloren, zusätzlich zum Schneider (ein Schwarz ist immer auch Schneider)',
  'card.bv.noKontra': 'Kein Kontra',
  'card.bv.kontra':
    'Vor der ersten Karte kann ein Gegenspieler {first} sagen; jede Ansage antwortet auf die vorige, abwechselnd Spieler und Gegenspieler: {calls}; jede verdoppelt, bis ×{factor}',
  'card.bv.kontraShifts': 'Jede Ansage schiebt die Pflicht, das Ziel zu erreichen, der anderen Partei zu',
  'card.bv.kontraDoubles': 'Die Ansagen verdoppeln nur; die Ziele bleiben',
  'card.bv.kontraBettel': 'Im {contracts} verdoppeln die Ansagen nur: Es gibt kein Ziel, das wandern könnte',
  'card.bv.kontraPot': 'Der Faktor gilt auch für das, was aus der Kasse genommen wird',
  'card.bv.kontraNotPot': 'Der Faktor gilt nicht für das, was aus der Kasse genommen wird',
  'card.bv.units.perOpponent':
    'Ein gewinnender Spieler bekommt den Betrag von jedem Gegenspieler; ein verlierender zahlt ihn an jeden',
  'card.bv.units.total':
    'Ein gewinnender Spieler bekommt den Betrag, die Gegenspieler teilen ihn; ein verlierender zahlt ihn, an jeden die Hälfte',
  'card.bv.units.unit': 'Eine Einheit ist {unit}',
  'card.bv.units.schneider': 'Schneider: {units} Einheiten mehr, {amount}',
  'card.bv.sirch.won':
    'Gewonnen: Der Spieler nimmt 1 Cent je Auge über 60 aus der Kasse, aufgerundet auf ein Vielfaches von {step} (mindestens {step})',
  'card.bv.sirch.slam': 'Schwarz gewonnen: {amount} aus der Kasse',
  'card.bv.sirch.lost':
    'Verloren: Der Spieler zahlt 1 Cent je Auge unter 60, aufgerundet auf ein Vielfaches von {step} (mindestens {step}), geteilt auf die Gegenspieler',
  'card.bv.sirch.oddFromPot':
    'Ist die Zahl der {step}-Cent-Schritte ungerade, legt die Kasse {step} Cent dazu, damit beide Gegenspieler gleich viel bekommen',
  'card.bv.sirch.oddIntoPot':
    'Ist die Zahl der {step}-Cent-Schritte ungerade, gehen die überzähligen {step} Cent in die Kasse',
  'card.bv.sirch.flat':
    'Gewonnen: {win}, mit Schneider {schneider}, {from}; verloren: Der Spieler zahlt jedem Gegenspieler {win}, mit Schneider {schneider}',
  'card.bv.sirch.fromPot': 'aus der Kasse',
  'card.bv.sirch.fromEach': 'von jedem Gegenspieler',
  'card.bv.sirch.frageExact': 'Eine {contracts} zahlt von allem die Hälfte, genau',
  'card.bv.sirch.frageRound': 'Eine {contracts} zahlt von allem die Hälfte, aufgerundet auf 5 Cent',
  'card.bv.sirch.noDouble': '{contracts} zahlen dieselben Beträge',
  'card.bv.haferl.rateWon': 'Satz bei Gewinn: {band} für 61–{top} Augen, 1 Cent mehr je weiteres Auge',
  'card.bv.haferl.rateLostTarget':
    'Satz bei Verlust: {band}, wenn bis zu {short} Augen zum Ziel fehlen (56–60 gegen 61), 1 Cent mehr je weiteres fehlendes Auge',
  'card.bv.haferl.rateLostPlain':
    'Satz bei Verlust: {band} für {floor} Augen oder mehr, 1 Cent mehr je Auge unter {floor}, gleich welches Ziel',
  'card.bv.haferl.pickup':
    '{stock} (Ziel 61): gewonnen, nimmt der Spieler den Satz aus der Kasse; verloren, zahlt er den Satz an einen Gegenspieler, und der andere nimmt ihn aus der Kasse',
  'card.bv.haferl.handDouble':
    '{hand} und jedes Spiel mit höherem Ziel: direkt bezahlt, der doppelte Satz von oder an jeden Gegenspieler',
  'card.bv.haferl.handNet':
    '{hand} und jedes Spiel mit höherem Ziel: direkt bezahlt, der Satz von oder an jeden Gegenspieler, für den Spieler der doppelte Satz',
  'card.bv.scharf.frage': '{contract}: gewonnen {win}, verloren {loss}',
  'card.bv.scharf.solo': '{contracts}: {amount}',
  'card.bv.scharf.schneider': 'Schneider: {amount} mehr',
  'card.bv.scharf.schwarz': 'Schwarz: {amount} mehr, zusätzlich zum Schneider',
  'card.bv.scharf.perOpponent': 'Jeder Gegenspieler zahlt oder bekommt den Betrag',
  'card.bv.scharf.sideTotal': 'Die beiden Gegenspieler teilen den Betrag',
  'card.bv.scharf.halved': 'In einer {contract} werden auch Schneider und Schwarz halbiert',
  'card.bv.noPot': 'Keine Kasse',
  'card.bv.kasse':
    'Die Kasse: Jeder zahlt {ante} ein, wann immer sie leer ist; ein Spieler, der {serves} gewinnt, nimmt sie ganz, einer, der verliert, verdoppelt sie',
  'card.bv.schreckensteiner':
    'Der Schreckensteiner: Jeder zahlt {ante} ein, wann immer er leer ist; ein Spieler, der {serves} gewinnt, nimmt ihn ganz, einer, der verliert, verdoppelt ihn',
  'card.bv.serves.all': 'ein Spiel',
  'card.bv.serves.stock': 'ein Spiel mit dem Stock ({contracts})',
  'card.bv.serves.hand': 'ein Handspiel ({contracts})',
  'card.bv.potAmounts': 'Jeder zahlt {ante} ein, wann immer die Kasse leer ist',
  'card.bv.shortfall.paysWhatItHas':
    'Hat die Kasse weniger, als sie schuldet, zahlt sie, was sie hat; der Rest verfällt',
  'card.bv.shortfall.carriedOver':
    'Hat die Kasse weniger, als sie schuldet, zahlt sie voll; den Fehlbetrag begleichen die nächsten Einsätze',
  'card.bv.dealerAntes': 'Mit vier Plätzen zahlt auch der aussetzende Geber ein',
  'card.bv.dealerNoAnte': 'Mit vier Plätzen zahlt der aussetzende Geber nicht ein',
  'card.bv.allPass.nextDealer': 'Die Karten werden eingeworfen, der Nächste gibt',
  'card.bv.allPass.sameDealer': 'Die Karten werden eingeworfen, derselbe gibt noch einmal',
  'card.bv.round': 'Eine Runde endet, wenn die Kasse leer ist; alle zahlen neu ein',
  'card.bv.bank': 'Jeder beginnt mit {bank}; die Partie endet, wenn einer nichts mehr hat',
  'card.bv.balances': 'Jeder führt einen Geldstand; die Partie geht, bis die Spieler aufhören',
};

/**
 * The German the engine's keys cannot say alone (phraseVariants.ts): a count of one in the
 * singular, and the Solo talon's owner declined as the sentence needs it ("für die Gegenspieler",
 * where the table's cells say "Gegenspieler").
 */
export const GERMAN_RULE_CARD_VARIANTS: Readonly<Record<string, string>> = {
  'card.bv.worth.units#units=1': '1 Einheit mehr, {amount}, gewonnen wie verloren',
  'card.bv.units.schneider#units=1': 'Schneider: 1 Einheit mehr, {amount}',
  'card.il.soloTalon#owner=card.il.defenders':
    'Im {contract} bleibt der Talon liegen; er zählt für die Gegenspieler',
  'card.il.soloTalon#owner=card.il.declarer':
    'Im {contract} bleibt der Talon liegen; er zählt für den Spieler',
  // The Illustrated family says "weiter", not "passen" (a section title the families share).
  'card.section.allPass#family=illustrated': 'Wenn alle weiter sagen',
};

/** The lists the German card says as a sentence does ("Solo und Herzsolo", "Frage oder Herzsolo"). */
export const GERMAN_RULE_CARD_LISTS: Readonly<Record<string, Readonly<Record<string, 'and' | 'or'>>>> = {
  'card.bv.scharf': { sole: 'or' },
  'card.bv.sirch.noDouble': { contracts: 'and' },
  'card.bv.huberLevel': { contracts: 'or' },
};

/** The German templates that say a money argument as a number of cents ("5-Cent-Schritte"). */
export const GERMAN_RULE_CARD_CENTS: Readonly<Record<string, readonly string[]>> = {
  'card.bv.sirch.oddFromPot': ['step'],
  'card.bv.sirch.oddIntoPot': ['step'],
};
