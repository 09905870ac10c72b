/** The online tables' own words, German and English (kept apart from the offline table's strings). */
import type { Lang } from '../app/settings';
import { STRINGS } from '../i18n/strings';

/** A computer player's level in words, as the setup names it (its registry name without one). */
const botName =
  (lang: Lang) =>
  (level: string): string =>
    STRINGS[lang].botNames[level] ?? level;

const en = {
  navOnline: 'Play online',
  openTitle: 'Open a table',
  openIntro:
    'Choose the game and who sits where: a seat for a player (you take the first) or a computer player. Then send the invite link to your friends.',
  openTable: 'Open the table',
  human: 'a player',
  turnTimer: 'Turn timer',
  noTimer: 'none',
  seconds: (n: number) => `${n} s`,
  invite: 'Invite link',
  copy: 'Copy',
  copied: 'Copied',
  /** The region of an online table holding the invite link and the rules. */
  tableInfo: 'Invite link and rules',
  allDefaults: 'All house rules as the preset has them.',
  differs: 'House rules that differ from the preset',
  defaultWas: 'default',
  seats: 'Seats',
  seat: (n: number) => `Seat ${n}`,
  free: 'free',
  connected: 'connected',
  away: 'away',
  /** A seat's presence while this page has lost the server (it cannot know). */
  presenceUnknown: 'not known while the connection is lost',
  computer: 'computer',
  playedByComputer: 'played by the computer',
  /** A seat taken during the running deal: its player plays it from the next deal on. */
  fromNextDeal: 'plays from the next deal, the computer finishes this one',
  /** To the player who took a seat during the running deal (no hand is shown until it ends). */
  youFromNextDeal: 'You play from the next deal; the computer finishes this one.',
  botName: botName('en'),
  /** The name at the table of a seat nobody has taken, which the computer plays. */
  computerAt: (n: number) => `Computer at seat ${n}`,
  /** A computer seat by its name where the tables are listed ("Your tables"). */
  computerSeat: (name: string) => `${name} (computer)`,
  /** The name at the table of a player's seat the computer plays while they are away. */
  standIn: (name: string) => `${name} (computer)`,
  /** A name two seats share, with the seat's number (two players who chose one name). */
  atSeat: (name: string, n: number) => `${name} (seat ${n})`,
  /** The page's title while the next deal waits for this player's ready (the ready timer runs). */
  readyAsked: 'Ready?',
  turnChime: 'Chime when the table asks for me while this tab is in the background',
  isReady: 'ready',
  you: 'you',
  yourName: 'Your name',
  takeSeat: 'Take this seat',
  /**
   * A free seat this page asked to take, the answer not yet seen (the connection may have dropped):
   * it is asked again on the next connection; no other seat can be taken meanwhile.
   */
  joining: 'joining…',
  watching: 'You are watching: no hand is shown.',
  ready: 'Ready',
  waitingOthers: 'Waiting for the others…',
  nextDeal: 'Ready for the next deal',
  leave: 'Give up the seat',
  leaveSure: 'Give up the seat for good? The computer plays it, and anyone may take it.',
  leaveYes: 'Yes, give it up',
  leaveNo: 'No, stay',
  history: 'History',
  loadHistory: 'Show the finished deals',
  noDeals: 'No deal finished yet.',
  moreDeals: 'Show more deals',
  dealN: (n: number) => `Deal ${n}`,
  /** Under a finished match's last deal in the history: the standings it ended with. */
  matchOver: (n: number) => `Match ${n} over`,
  downloadRecord: 'Download the record',
  seedHash: 'seed hash',
  /** The running deal's commitment: the seed's SHA-256, sent before the first card. */
  seedCommitted: (n: number) => `Deal ${n}: the shuffle was fixed before the first card, seed hash (SHA-256)`,
  seedRevealed: 'seed',
  seedCheck: {
    checking: '(checking…)',
    matches: '✓ its SHA-256 is the hash shown at the start',
    differs: '✗ its SHA-256 is NOT the hash shown at the start',
    unavailable: '(this page cannot check it: Web Crypto needs https)',
  },
  connecting: 'Connecting…',
  reconnecting: 'Connection lost, reconnecting…',
  outdated: 'The server was updated while this page was open: reload the page to go on.',
  reload: 'Reload',
  refused: 'Refused',
  yourTimeLeft: (s: number) => `Your turn: ${s} s left, then the computer moves for you.`,
  theirTimeLeft: (name: string, s: number) => `${name}: ${s} s left`,
  dealsIn: (s: number) => `The next deal starts in ${s} s, ready or not.`,
  seatLost:
    'This browser holds no seat at this table any more (it was given up, or the host gave the seat a new link): you are watching.',
  notHost: 'Only the browser that opened the table can give out seat links.',
  badSeatLink:
    'This seat link holds no seat at this table (an old link, or one of another table): this browser keeps the seat it had.',
  seatTaken: 'That seat is taken, or this page holds a seat here already.',
  nameTaken: 'Someone at this table goes by that name already (or it is a computer seat’s): choose another.',
  tooManySpectators: 'Too many are watching this table: take a free seat, or watch later.',
  slowDown: 'Too many messages at once: slow down.',
  seatedOnly: 'Only the players seated at the table can write in its chat.',
  chat: 'Chat',
  /** On a phone, the fold over the table's information and seats while a deal is on the table. */
  tableAndSeats: 'Table and seats',
  unread: (n: number) => (n === 1 ? 'one new line' : `${n} new lines`),
  chatEmpty: 'Nothing said yet.',
  chatLine: 'Your line',
  send: 'Send',
  chatTooLong: (max: number, over: number) =>
    `A line may have at most ${max} characters: ${over === 1 ? 'one' : over} too many`,
  chatSpectator: 'You are watching: only the players seated at the table can write.',
  busy: 'This table is being moved to another server: try again in a moment.',
  createLimit: 'Too many tables were opened from your address within the hour: try again later.',
  internal: 'The server could not do that; nothing has changed.',
  serverSays: (m: string) => `The server refused: ${m}`,
  unknownTable: 'This table does not exist (or no longer).',
  outdatedTable:
    'This table was opened under an earlier version of its rules: this server cannot play it on. Open a new table.',
  badInvite: 'This invite link is incomplete or mistyped: ask for it again. Or open a table here.',
  copyFailed: 'Copy the link by hand.',
  newSeatLink: 'New seat link',
  newSeatLinkTitle:
    'For a player who lost the seat (another device, a cleared browser): the old access stops working.',
  myTables: 'Your tables',
  myTablesIntro: 'The tables this browser holds a seat at or opened, the one used last first.',
  tableNamed: (id: string) => `Table ${id}`,
  goToTable: 'Go to the table',
  mine: (name: string) => `${name} (you)`,
  dealRunning: 'A deal is being played.',
  waitingFirst: 'Waiting for the first deal.',
  waitingNext: 'Waiting for the next deal.',
  dealsPlayed: (n: number) => (n === 1 ? '1 deal played.' : `${n} deals played.`),
  youOpened: 'You opened this table.',
  yourSeat: (n: number, name: string) => (name ? `Your seat: ${n} (${name}).` : `Your seat: ${n}.`),
  askingServer: 'Asking the server…',
  tableGone: 'The server no longer knows this table.',
  tableOutdated: 'Opened under an earlier version of its rules: it cannot be played on.',
  stateUnknown: 'State unknown: the server could not be reached or did not answer.',
  removeFromList: 'Remove from the list',
  /** The confirmation of removing a table from the list: what this browser forgets, and what that means. */
  removeSure: (seat: boolean, host: boolean): string =>
    `Remove this table from the list? ${
      seat && host
        ? 'This browser then forgets its key to your seat and the table’s host key. On the server the seat stays taken in your name (the computer plays it while you are away), but nobody can give you a new seat link for it any more.'
        : seat
          ? 'This browser then forgets its key to your seat. On the server the seat stays taken in your name (the computer plays it while you are away), but you can come back to it only with a new seat link from the host.'
          : 'This browser then forgets the table’s host key: nobody can give out new seat links at this table any more.'
    }`,
  removeYes: 'Yes, remove it',
  removeNo: 'No, keep it',
  moreTables: (n: number) =>
    n === 1 ? 'One table used longer ago is not listed.' : `${n} tables used longer ago are not listed.`,
  seatLinkFor: (n: number) => `Send this link to the player of seat ${n}: it brings them back to their seat.`,
};

export type OnlineStrings = typeof en;

const de: OnlineStrings = {
  navOnline: 'Online spielen',
  openTitle: 'Einen Tisch eröffnen',
  openIntro:
    'Wähle das Spiel und wer wo sitzt: ein Platz für einen Spieler (du nimmst den ersten) oder ein Computerspieler. Dann schick deinen Freunden den Einladungslink.',
  openTable: 'Tisch eröffnen',
  human: 'ein Spieler',
  turnTimer: 'Zugzeit',
  noTimer: 'keine',
  seconds: (n: number) => `${n} s`,
  invite: 'Einladungslink',
  copy: 'Kopieren',
  copied: 'Kopiert',
  tableInfo: 'Einladungslink und Regeln',
  allDefaults: 'Alle Hausregeln wie in der Vorgabe.',
  differs: 'Hausregeln, die von der Vorgabe abweichen',
  defaultWas: 'Vorgabe',
  seats: 'Plätze',
  seat: (n: number) => `Platz ${n}`,
  free: 'frei',
  connected: 'verbunden',
  away: 'abwesend',
  presenceUnknown: 'unbekannt, solange die Verbindung fehlt',
  computer: 'Computer',
  playedByComputer: 'spielt der Computer',
  fromNextDeal: 'spielt ab dem nächsten Spiel, dieses spielt der Computer zu Ende',
  youFromNextDeal: 'Du spielst ab dem nächsten Spiel; dieses spielt der Computer zu Ende.',
  botName: botName('de'),
  computerAt: (n: number) => `Computer auf Platz ${n}`,
  computerSeat: (name: string) => `${name} (Computer)`,
  standIn: (name: string) => `${name} (Computer)`,
  atSeat: (name: string, n: number) => `${name} (Platz ${n})`,
  readyAsked: 'Bereit?',
  turnChime: 'Ein Ton, wenn du dran bist, während dieser Tab im Hintergrund ist',
  isReady: 'bereit',
  you: 'du',
  yourName: 'Dein Name',
  takeSeat: 'Diesen Platz nehmen',
  joining: 'wird eingenommen…',
  watching: 'Du schaust zu: keine Hand wird gezeigt.',
  ready: 'Bereit',
  waitingOthers: 'Warten auf die anderen…',
  nextDeal: 'Bereit für das nächste Spiel',
  leave: 'Platz aufgeben',
  leaveSure: 'Den Platz endgültig aufgeben? Der Computer spielt ihn, und jeder kann ihn nehmen.',
  leaveYes: 'Ja, aufgeben',
  leaveNo: 'Nein, bleiben',
  history: 'Verlauf',
  loadHistory: 'Beendete Spiele zeigen',
  noDeals: 'Noch kein Spiel beendet.',
  moreDeals: 'Weitere Spiele zeigen',
  dealN: (n: number) => `Spiel ${n}`,
  matchOver: (n: number) => `Partie ${n} beendet`,
  downloadRecord: 'Protokoll herunterladen',
  seedHash: 'Seed-Hash',
  seedCommitted: (n: number) => `Spiel ${n}: gemischt vor der ersten Karte, Seed-Hash (SHA-256)`,
  seedRevealed: 'Seed',
  seedCheck: {
    checking: '(wird geprüft…)',
    matches: '✓ sein SHA-256 ist der Hash vom Spielbeginn',
    differs: '✗ sein SHA-256 ist NICHT der Hash vom Spielbeginn',
    unavailable: '(diese Seite kann es nicht prüfen: Web Crypto braucht https)',
  },
  connecting: 'Verbinde…',
  reconnecting: 'Verbindung verloren, verbinde neu…',
  outdated: 'Der Server wurde aktualisiert, während diese Seite offen war: bitte die Seite neu laden.',
  reload: 'Neu laden',
  refused: 'Abgelehnt',
  yourTimeLeft: (s: number) => `Du bist dran: noch ${s} s, dann zieht der Computer für dich.`,
  theirTimeLeft: (name: string, s: number) => `${name}: noch ${s} s`,
  dealsIn: (s: number) => `Das nächste Spiel beginnt in ${s} s, bereit oder nicht.`,
  seatLost:
    'Dieser Browser hat an diesem Tisch keinen Platz mehr (aufgegeben, oder der Gastgeber hat dem Platz einen neuen Link gegeben): du schaust zu.',
  notHost: 'Nur der Browser, der den Tisch eröffnet hat, kann Platz-Links ausgeben.',
  badSeatLink:
    'Dieser Platz-Link gilt für keinen Platz an diesem Tisch (ein alter Link, oder einer für einen anderen Tisch): Dieser Browser behält seinen Platz.',
  seatTaken: 'Dieser Platz ist besetzt, oder diese Seite hat hier schon einen Platz.',
  nameTaken: 'Jemand an diesem Tisch heißt schon so (oder ein Computerplatz): Wähle einen anderen Namen.',
  tooManySpectators: 'An diesem Tisch schauen zu viele zu: nimm einen freien Platz, oder schau später zu.',
  slowDown: 'Zu viele Nachrichten auf einmal: bitte langsamer.',
  seatedOnly: 'Nur wer am Tisch einen Platz hat, kann im Chat schreiben.',
  chat: 'Chat',
  tableAndSeats: 'Tisch und Plätze',
  unread: (n: number) => (n === 1 ? 'eine neue Zeile' : `${n} neue Zeilen`),
  chatEmpty: 'Noch nichts gesagt.',
  chatLine: 'Deine Zeile',
  send: 'Senden',
  chatTooLong: (max: number, over: number) =>
    `Eine Zeile hat höchstens ${max} Zeichen: ${over === 1 ? 'eines' : over} zu viel`,
  chatSpectator: 'Du schaust zu: schreiben können nur die Spieler am Tisch.',
  busy: 'Dieser Tisch zieht gerade auf einen anderen Server um: versuch es gleich noch einmal.',
  createLimit: 'Von deiner Adresse wurden in der letzten Stunde zu viele Tische eröffnet: versuch es später.',
  internal: 'Der Server konnte das nicht ausführen; nichts hat sich geändert.',
  serverSays: (m: string) => `Der Server lehnt ab (auf Englisch): ${m}`,
  unknownTable: 'Diesen Tisch gibt es nicht (mehr).',
  outdatedTable:
    'Dieser Tisch wurde unter einer früheren Fassung seiner Regeln eröffnet: dieser Server kann ihn nicht weiterspielen. Eröffne einen neuen Tisch.',
  badInvite:
    'Dieser Einladungslink ist unvollständig oder vertippt: lass ihn dir noch einmal schicken. Oder eröffne hier einen Tisch.',
  copyFailed: 'Kopiere den Link von Hand.',
  newSeatLink: 'Neuer Platz-Link',
  newSeatLinkTitle:
    'Für einen Spieler, der seinen Platz verloren hat (anderes Gerät, gelöschter Browser): der alte Zugang gilt dann nicht mehr.',
  myTables: 'Deine Tische',
  myTablesIntro:
    'Die Tische, an denen dieser Browser einen Platz hat oder die er eröffnet hat, der zuletzt benutzte zuerst.',
  tableNamed: (id: string) => `Tisch ${id}`,
  goToTable: 'Zum Tisch',
  mine: (name: string) => `${name} (du)`,
  dealRunning: 'Ein Spiel läuft.',
  waitingFirst: 'Wartet auf das erste Spiel.',
  waitingNext: 'Wartet auf das nächste Spiel.',
  dealsPlayed: (n: number) => (n === 1 ? '1 Spiel gespielt.' : `${n} Spiele gespielt.`),
  youOpened: 'Du hast diesen Tisch eröffnet.',
  yourSeat: (n: number, name: string) => (name ? `Dein Platz: ${n} (${name}).` : `Dein Platz: ${n}.`),
  askingServer: 'Frage den Server…',
  tableGone: 'Diesen Tisch kennt der Server nicht mehr.',
  tableOutdated: 'Unter einer früheren Fassung seiner Regeln eröffnet: er kann nicht weitergespielt werden.',
  stateUnknown: 'Zustand unbekannt: der Server war nicht zu erreichen oder gab keine Auskunft.',
  removeFromList: 'Aus der Liste entfernen',
  removeSure: (seat: boolean, host: boolean): string =>
    `Diesen Tisch aus der Liste entfernen? ${
      seat && host
        ? 'Dieser Browser vergisst dann den Schlüssel zu deinem Platz und den Gastgeber-Schlüssel des Tisches. Auf dem Server bleibt der Platz auf deinen Namen belegt (der Computer spielt ihn, solange du weg bist), aber niemand kann dir mehr einen neuen Platz-Link dafür geben.'
        : seat
          ? 'Dieser Browser vergisst dann den Schlüssel zu deinem Platz. Auf dem Server bleibt der Platz auf deinen Namen belegt (der Computer spielt ihn, solange du weg bist), aber zurück kommst du nur noch mit einem neuen Platz-Link vom Gastgeber.'
          : 'Dieser Browser vergisst dann den Gastgeber-Schlüssel des Tisches: niemand kann an diesem Tisch mehr neue Platz-Links ausgeben.'
    }`,
  removeYes: 'Ja, entfernen',
  removeNo: 'Nein, behalten',
  moreTables: (n: number) =>
    n === 1
      ? 'Ein länger nicht benutzter Tisch ist nicht aufgeführt.'
      : `${n} länger nicht benutzte Tische sind nicht aufgeführt.`,
  seatLinkFor: (n: number) =>
    `Schick diesen Link dem Spieler von Platz ${n}: er bringt ihn an seinen Platz zurück.`,
};

export const ONLINE_STRINGS: Record<Lang, OnlineStrings> = { en, de };
