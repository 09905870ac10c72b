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
  deleteMatch: 'Delete this match',
  deleteMatchAsk: 'Delete this match and its deals from the history?',
  deleteAll: 'Delete the whole history',
  deleteAllAsk: 'Delete every match and deal of the history?',
  yes: 'Yes, delete',
  no: 'No',
};

export type HistoryStrings = typeof en;

const de: HistoryStrings = {
  nav: 'Verlauf',
  title: 'Verlauf',
  intro:
    'Jedes fertig gespielte Spiel deiner Partien gegen den Computer, in diesem Browser aufgehoben: die neuesten 100 Partien.',
  loading: 'Der Verlauf wird gelesen…',
  loadFailed: (why: string) => `Der Verlauf ließ sich nicht laden: ${why}`,
  unavailable:
    'Dieser Browser hebt keinen Verlauf auf (er behält hier nichts von einem Besuch zum nächsten).',
  empty:
    'Noch kein Spiel zu Ende gespielt: Jedes Spiel, das du gegen den Computer zu Ende spielst, steht dann hier.',
  deals: (n: number) => (n === 1 ? '1 Spiel' : `${n} Spiele`),
  totals: 'Stand',
  finalTotals: 'Endstand',
  computer: (level: string) => `Computer, ${level}`,
  deal: 'Nr.',
  contract: 'Spiel',
  declarer: 'Spieler',
  replay: 'Nachspielen',
  download: 'Herunterladen',
  notKept: (why: string) => `Die Aufzeichnung lässt sich nicht lesen: ${why}`,
  deleteMatch: 'Diese Partie löschen',
  deleteMatchAsk: 'Diese Partie mit ihren Spielen aus dem Verlauf löschen?',
  deleteAll: 'Den ganzen Verlauf löschen',
  deleteAllAsk: 'Alle Partien und Spiele des Verlaufs löschen?',
  yes: 'Ja, löschen',
  no: 'Nein',
};

export const HISTORY_STRINGS: Readonly<Record<Lang, HistoryStrings>> = { de, en };
