import { expect, test } from 'vitest';
import { type NamedSeat, computerSeatNames } from './seatNames';

const player = (seat: number, name: string | null): NamedSeat => ({ seat, kind: 'human', name });
const computer = (seat: number): NamedSeat => ({ seat, kind: 'computer', name: null });

test('a computer seat is named by its seat as the setup names it; a seat for a player has none', () => {
  expect(computerSeatNames([player(0, 'Gustl'), computer(1), computer(2)])).toEqual([null, 'Bert', 'Cilli']);
  expect(computerSeatNames([computer(0), player(1, null), computer(2), computer(3)])).toEqual([
    'Anna',
    null,
    'Cilli',
    'Dori',
  ]);
});

test('a name a player at the table chose (in any case, spaces around) goes to no computer seat', () => {
  expect(computerSeatNames([player(0, ' bert '), computer(1), computer(2), player(3, 'Evi')])).toEqual([
    null,
    'Ferdl',
    'Cilli',
    null,
  ]);
});

test('null when every name is taken: the client names such a seat by its number', () => {
  const names = ['Anna', 'Bert', 'Cilli', 'Dori', 'Evi', 'Ferdl', 'Gretl', 'Hias', 'Kathi', 'Loisl', 'Resi'];
  const crowded = [
    computer(0),
    computer(1),
    computer(2),
    computer(3),
    ...names.map((n, i) => player(4 + i, n)),
  ];
  expect(computerSeatNames(crowded).slice(0, 4)).toEqual(['Sepp', null, null, null]);
});
