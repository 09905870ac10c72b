/**
 * The words of the History screen's statistics, German and English. Kept apart from `strings.ts`,
 * which the header's link and the lazy loader read: these stay in the History screen's chunk.
 */
import type { Lang } from '../app/settings';

const en = {
  summary: (matches: number, deals: number) =>
    `Statistics: ${matches === 1 ? '1 match' : `${matches} matches`}, ${deals === 1 ? '1 deal' : `${deals} deals`}`,
  /** The caption of a rule set's table. */
  ruleSet: (name: string) => `Statistics: ${name}`,
  figure: 'Figure',
  matches: 'Matches played (finished)',
  deals: 'Deals played',
  mean: 'Result per deal (mean)',
  total: 'Result in all',
  declared: 'Games as declarer',
  won: 'won',
  drawn: 'drawn',
  contracts: 'As declarer, per game: played / won',
  defended: 'Games defended',
  declarerLost: 'the declarer lost',
  thrownIn: 'Thrown in (all passed)',
  trischaken: 'Trischaken (all passed, each for himself)',
  satOut: 'Sat out (the dealer of four)',
  /** How the figures are counted: the notes under the tables. */
  notes: [
    'Counted for the players at human seats of the matches kept here, each by name, per rule set (house rules under their rule set).',
    "A deal's result is what it brought the player as the match's table shows it (antes into the Kasse not included); the mean is the result in all over the deals played.",
    'As declarer: won when the deal says won; a draw is neither won nor lost. The win rate is won over games as declarer.',
    'As defender: a game someone else declared while the player played in the deal; "the declarer lost" counts the declarer\'s lost games (a draw is not lost).',
    'A deal everyone passed is counted apart (thrown in, or Trischaken where the rule set plays it); so is a deal the player sat out as the dealer of four.',
  ],
};

export type StatsStrings = typeof en;

const de: StatsStrings = {
  summary: (matches: number, deals: number) =>
    `Statistik: ${matches === 1 ? '1 Partie' : `${matches} Partien`}, ${deals === 1 ? '1 Spiel' : `${deals} Spiele`}`,
  ruleSet: (name: string) => `Statistik: ${name}`,
  figure: 'Kennzahl',
  matches: 'Partien gespielt (beendet)',
  deals: 'Spiele',
  mean: 'Ergebnis je Spiel (Mittel)',
  total: 'Ergebnis insgesamt',
  declared: 'Spiele als Alleinspieler',
  won: 'gewonnen',
  drawn: 'unentschieden',
  contracts: 'Als Alleinspieler, je Spiel: gespielt / gewonnen',
  defended: 'Spiele als Gegenspieler',
  declarerLost: 'Alleinspieler verloren',
  thrownIn: 'Eingeworfen (alle gepasst)',
  trischaken: 'Trischaken (alle gepasst, jeder für sich)',
  satOut: 'Ausgesetzt (Geber zu viert)',
  notes: [
    'Gezählt für jeden Menschen am Tisch der hier aufgehobenen Partien, nach seinem Namen, je Regelwerk (Hausregeln bei ihrem Regelwerk).',
    'Das Ergebnis eines Spiels ist, was es ihm brachte, wie die Tabelle der Partie es zeigt (Einsätze in die Kasse nicht mitgezählt); das Mittel ist das Ergebnis insgesamt geteilt durch die Spiele.',
    'Als Alleinspieler (er hat das Spiel angesagt): gewonnen, wenn das Spiel gewonnen ist; ein Unentschieden ist weder gewonnen noch verloren. Die Quote ist gewonnen geteilt durch die Spiele als Alleinspieler.',
    'Als Gegenspieler: ein Spiel, das ein anderer angesagt hat, während er mitspielte; „Alleinspieler verloren“ zählt, wie oft der Alleinspieler verlor (ein Unentschieden ist nicht verloren).',
    'Ein Spiel, in dem alle gepasst haben, zählt für sich (eingeworfen, oder Trischaken, wo das Regelwerk es spielt); ebenso eines, in dem er als Geber zu viert aussetzte.',
  ],
};

export const STATS_STRINGS: Readonly<Record<Lang, StatsStrings>> = { de, en };
