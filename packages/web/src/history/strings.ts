/** The offline history's words, German and English (kept apart from the table's strings). */
import type { Lang } from '../app/settings';

const en = {
  nav: 'History',
  title: 'History',
  intro:
    'Every finished deal of your matches against the computer, kept in this browser: the newest 100 matches.',
  loading: 'Reading the history…',
  loadFailed: (why: string) => `The history screen could not be loaded: ${why}`,
  unavailable: 'This browser does not keep the history (it keeps nothing between visits here).',
  empty: 'No deal finished yet: every deal you play to its end against the computer is kept here.',
  deals: (n: number) => (n === 1 ? '1 deal' : `${n} deals`),
  totals: 'Totals',
  finalTotals: 'Final totals',
  computer: (level: string) => `computer, ${level}`,
  deal: 'Deal',
  contract: 'Game',
  declarer: 'Declarer',
  replay: 'Replay',
  download: 'Download',
  notKept: (why: string) => `The record cannot be read: ${why}`,
  saveMatch: 'Save this match',
  deleteMatch: 'Delete this match',
  deleteMatchAsk: 'Delete this match and its deals from the history?',
  deleteAll: 'Delete the whole history',
  deleteAllAsk: 'Delete every match and deal of the history?',
  yes: 'Yes, delete',
  no: 'No',
  fileTitle: 'The history as a file',
  fileIntro:
    'Save the history to keep it safe, or to take it to another browser or device and read it in there. Reading adds the matches and deals this history lacks; it changes none it holds.',
  save: 'Save the history',
  read: 'Read a history file',
  saving: 'Saving the history…',
  reading: 'Reading the file…',
  saved: (matches: number, unread: number) =>
    `Saved: ${count(matches, 'match', 'matches')}${unread > 0 ? `; ${count(unread, 'deal', 'deals')} left out: their records could not be read` : ''}.`,
  saveFailed: (why: string) => `The history could not be saved: ${why}`,
  readParts: {
    added: (n: number) => `${count(n, 'match', 'matches')} added`,
    extended: (n: number) =>
      n === 1 ? '1 match given the deals it lacked' : `${n} matches given the deals they lacked`,
    deals: (n: number) => `${count(n, 'deal', 'deals')} in all`,
    already: (n: number) => `${count(n, 'match', 'matches')} already here`,
    noRoom: (n: number) =>
      `${count(n, 'match', 'matches')} left out: the history keeps the newest 100 matches and drops none to make room (delete some here first)`,
  },
  readDone: (parts: readonly string[]) => `Read: ${parts.join(', ')}.`,
  readNothing: 'Nothing new: this history already holds every deal of the file.',
  skipped: (n: number) => `${count(n, 'match', 'matches')} of the file left out, damaged:`,
  faults: {
    tooLarge: (mb: string) => `The file is too large for a history (${mb} MB; at most 64 MB).`,
    notJson: 'The file is not a history saved by this app (it is not JSON).',
    aRecord: 'The file is one deal’s record, not a history: open it under Replay.',
    notArchive: 'The file is not a history saved by this app.',
    version: (v: string) => `The file is a history of another version (${v}): this app reads version 1.`,
  },
  readFailed: (why: string) => `The history could not be written: ${why}`,
  fileFailed: (why: string) => `The file could not be read: ${why}`,
};

function count(n: number, one: string, many: string): string {
  return n === 1 ? `1 ${one}` : `${n} ${many}`;
}

export type HistoryStrings = typeof en;

const de: HistoryStrings = {
  nav: 'Archiv',
  title: 'Archiv',
  intro:
    'Jedes fertig gespielte Spiel deiner Partien gegen den Computer, in diesem Browser aufgehoben: die neuesten 100 Partien.',
  loading: 'Das Archiv wird gelesen…',
  loadFailed: (why: string) => `Das Archiv ließ sich nicht laden: ${why}`,
  unavailable: 'Dieser Browser hebt kein Archiv auf (er behält hier nichts von einem Besuch zum nächsten).',
  empty:
    'Noch kein Spiel zu Ende gespielt: Jedes Spiel, das du gegen den Computer zu Ende spielst, steht dann hier.',
  deals: (n: number) => (n === 1 ? '1 Spiel' : `${n} Spiele`),
  totals: 'Stand',
  finalTotals: 'Endstand',
  computer: (level: string) => `Computer, ${level}`,
  deal: 'Nr.',
  contract: 'Spiel',
  declarer: 'Alleinspieler',
  replay: 'Nachspielen',
  download: 'Herunterladen',
  notKept: (why: string) => `Die Aufzeichnung lässt sich nicht lesen: ${why}`,
  saveMatch: 'Diese Partie sichern',
  deleteMatch: 'Diese Partie löschen',
  deleteMatchAsk: 'Diese Partie mit ihren Spielen aus dem Archiv löschen?',
  deleteAll: 'Das ganze Archiv löschen',
  deleteAllAsk: 'Alle Partien und Spiele des Archivs löschen?',
  yes: 'Ja, löschen',
  no: 'Nein',
  fileTitle: 'Das Archiv als Datei',
  fileIntro:
    'Sichere das Archiv, um es aufzuheben oder in einen anderen Browser oder auf ein anderes Gerät mitzunehmen und dort einzulesen. Beim Einlesen kommen die Partien und Spiele dazu, die diesem Archiv fehlen; keine, die es hat, wird geändert.',
  save: 'Archiv sichern',
  read: 'Archiv einlesen',
  saving: 'Das Archiv wird gesichert…',
  reading: 'Die Datei wird gelesen…',
  saved: (matches: number, unread: number) =>
    `Gesichert: ${matches === 1 ? '1 Partie' : `${matches} Partien`}${unread > 0 ? `; ${unread === 1 ? '1 Spiel' : `${unread} Spiele`} ausgelassen, ihre Aufzeichnungen ließen sich nicht lesen` : ''}.`,
  saveFailed: (why: string) => `Das Archiv ließ sich nicht sichern: ${why}`,
  readParts: {
    added: (n: number) => (n === 1 ? '1 Partie dazugekommen' : `${n} Partien dazugekommen`),
    extended: (n: number) =>
      n === 1 ? '1 Partie um fehlende Spiele ergänzt' : `${n} Partien um fehlende Spiele ergänzt`,
    deals: (n: number) => (n === 1 ? 'insgesamt 1 Spiel' : `insgesamt ${n} Spiele`),
    already: (n: number) => (n === 1 ? '1 Partie schon da' : `${n} Partien schon da`),
    noRoom: (n: number) =>
      `${n === 1 ? '1 Partie' : `${n} Partien`} ausgelassen: Das Archiv hebt die neuesten 100 Partien auf und löscht keine, um Platz zu machen (lösche zuerst hier welche)`,
  },
  readDone: (parts: readonly string[]) => `Eingelesen: ${parts.join(', ')}.`,
  readNothing: 'Nichts Neues: Dieses Archiv hat schon jedes Spiel der Datei.',
  skipped: (n: number) => `${n === 1 ? '1 Partie' : `${n} Partien`} der Datei ausgelassen, beschädigt:`,
  faults: {
    tooLarge: (mb: string) => `Die Datei ist zu groß für ein Archiv (${mb} MB; höchstens 64 MB).`,
    notJson: 'Die Datei ist kein von dieser App gesichertes Archiv (sie ist kein JSON).',
    aRecord:
      'Die Datei ist die Aufzeichnung eines einzelnen Spiels, kein Archiv: Öffne sie unter Nachspielen.',
    notArchive: 'Die Datei ist kein von dieser App gesichertes Archiv.',
    version: (v: string) =>
      `Die Datei ist ein Archiv einer anderen Version (${v}): Diese App liest Version 1.`,
  },
  readFailed: (why: string) => `Das Archiv ließ sich nicht schreiben: ${why}`,
  fileFailed: (why: string) => `Die Datei ließ sich nicht lesen: ${why}`,
};

export const HISTORY_STRINGS: Readonly<Record<Lang, HistoryStrings>> = { de, en };
