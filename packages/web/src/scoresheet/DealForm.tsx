/** The score-keeper's form for one deal, with the fields the preset has (docs/scorekeeping.md). */
import { type RulesetBase, ruleField } from '@tarock/engine';
import type { JSX } from 'preact';
import { useI18n } from '../i18n/i18n';
import { bonusName, nameOf } from '../i18n/vocab';
import { contractLabel } from '../result/format';
import type { BavarianEntry, Entry, IllustratedEntry } from './entries';
import { bonusesOf, contractsOf, hasTrischaken, honoursOf, isBettel, kontraLevels } from './rulesShape';

interface FormProps<E> {
  readonly rules: RulesetBase;
  readonly names: readonly string[];
  readonly entry: E;
  readonly onChange: (e: E) => void;
}

function SeatSelect(props: {
  label: string;
  value: number;
  names: readonly string[];
  onChange: (s: number) => void;
  testid?: string;
}): JSX.Element {
  return (
    <label class="field">
      <span>{props.label}</span>
      <select
        value={String(props.value)}
        onChange={(e) => props.onChange(Number(e.currentTarget.value))}
        data-testid={props.testid}
      >
        {props.names.map((n, i) => (
          <option key={i} value={String(i)}>
            {n}
          </option>
        ))}
      </select>
    </label>
  );
}

function NumberField(props: {
  label: string;
  value: number;
  min: number;
  max: number;
  onChange: (n: number) => void;
  testid?: string;
}): JSX.Element {
  return (
    <label class="field">
      <span>{props.label}</span>
      <input
        type="number"
        inputMode="numeric"
        min={props.min}
        max={props.max}
        value={props.value}
        data-testid={props.testid}
        onInput={(e) => {
          const n = Number(e.currentTarget.value);
          if (Number.isFinite(n)) props.onChange(n);
        }}
      />
    </label>
  );
}

function Check(props: { label: string; value: boolean; onChange: (b: boolean) => void }): JSX.Element {
  return (
    <label class="field check">
      <input
        type="checkbox"
        checked={props.value}
        onChange={(e) => props.onChange(e.currentTarget.checked)}
      />
      <span>{props.label}</span>
    </label>
  );
}

/** A list of rows with add and remove buttons. */
function Rows<T>(props: {
  title: string;
  rows: readonly T[];
  make: () => T;
  onChange: (rows: T[]) => void;
  render: (row: T, set: (r: T) => void) => JSX.Element;
}): JSX.Element {
  const { t } = useI18n();
  return (
    <fieldset class="rows">
      <legend>{props.title}</legend>
      {props.rows.map((r, i) => (
        <div key={i} class="row">
          {props.render(r, (next) => props.onChange(props.rows.map((x, k) => (k === i ? next : x))))}
          <button
            type="button"
            onClick={() => props.onChange(props.rows.filter((_, k) => k !== i))}
            aria-label={t.remove}
          >
            ✕
          </button>
        </div>
      ))}
      <button type="button" onClick={() => props.onChange([...props.rows, props.make()])}>
        + {props.title}
      </button>
    </fieldset>
  );
}

export function IllustratedForm({ rules, names, entry, onChange }: FormProps<IllustratedEntry>): JSX.Element {
  const { t, lang } = useI18n();
  const set = (p: Partial<IllustratedEntry>): void => onChange({ ...entry, ...p });
  const contracts = contractsOf(rules);
  const bonuses = bonusesOf(rules);
  const honours = honoursOf(rules);
  // Where honours score only when claimed (option honoursMustBeClaimed), each says whether it was.
  const mustClaim = ruleField(rules, 'honoursMustBeClaimed') === true;
  const special = ['passed', ...(hasTrischaken(rules) ? ['trischaken'] : [])];
  const targets = ['game', ...entry.announcements.map((a) => `${a.bonus}@${a.seat}`)];
  return (
    <div class="deal-form">
      <label class="field">
        <span>{t.contract}</span>
        <select
          value={entry.contract}
          onChange={(e) => set({ contract: e.currentTarget.value })}
          data-testid="sheet-contract"
        >
          {contracts.map((c) => (
            <option key={c.id} value={c.id}>
              {contractLabel(c.id, lang, rules)}
            </option>
          ))}
          {special.map((id) => (
            <option key={id} value={id}>
              {id === 'passed' ? t.passed.illustrated : t.trischaken}
            </option>
          ))}
        </select>
      </label>
      {entry.contract === 'trischaken' &&
        names.map((n, s) => (
          <div key={s} class="row">
            <NumberField
              label={`${n}: ${t.cardPoints}`}
              value={entry.cardPoints[s] ?? 0}
              min={0}
              max={70}
              onChange={(v) => set({ cardPoints: entry.cardPoints.map((x, k) => (k === s ? v : x)) })}
            />
            <NumberField
              label={`${n}: ${t.tricksTaken}`}
              value={entry.tricks[s] ?? 0}
              min={0}
              max={16}
              onChange={(v) => set({ tricks: entry.tricks.map((x, k) => (k === s ? v : x)) })}
            />
          </div>
        ))}
      {entry.contract !== 'passed' && entry.contract !== 'trischaken' && (
        <>
          <div class="row">
            <SeatSelect
              label={t.declarer}
              value={entry.declarer}
              names={names}
              onChange={(declarer) => set({ declarer })}
              testid="sheet-declarer"
            />
            <NumberField
              label={t.takeLevel}
              value={entry.takeLevel}
              min={0}
              max={2}
              onChange={(takeLevel) => set({ takeLevel })}
            />
            <NumberField
              label={t.declarerPoints}
              value={entry.declarerPoints}
              min={0}
              max={70}
              onChange={(declarerPoints) => set({ declarerPoints })}
              testid="sheet-points"
            />
          </div>
          <Rows
            title={t.announcements}
            rows={entry.announcements}
            make={() => ({ seat: entry.declarer, bonus: bonuses[0]?.id ?? 'pagat', stage: 'post' as const })}
            onChange={(announcements) => set({ announcements })}
            render={(a, put) => (
              <>
                <SeatSelect
                  label={t.seatName}
                  value={a.seat}
                  names={names}
                  onChange={(seat) => put({ ...a, seat })}
                />
                <label class="field">
                  <span>{t.bonus}</span>
                  <select value={a.bonus} onChange={(e) => put({ ...a, bonus: e.currentTarget.value })}>
                    {bonuses.map((b) => (
                      <option key={b.id} value={b.id}>
                        {bonusName(b.id, lang, rules)}
                      </option>
                    ))}
                  </select>
                </label>
                <label class="field">
                  <span>{t.stage}</span>
                  <select
                    value={a.stage}
                    onChange={(e) => put({ ...a, stage: e.currentTarget.value === 'pre' ? 'pre' : 'post' })}
                  >
                    <option value="pre">{t.stagePre}</option>
                    <option value="post">{t.stagePost}</option>
                  </select>
                </label>
              </>
            )}
          />
          <Rows
            title={t.contras}
            rows={entry.contras}
            make={() => ({ target: 'game', level: 1 })}
            onChange={(contras) => set({ contras })}
            render={(c, put) => (
              <>
                <label class="field">
                  <span>{t.contraOn}</span>
                  <select value={c.target} onChange={(e) => put({ ...c, target: e.currentTarget.value })}>
                    {targets.map((x) => (
                      <option key={x} value={x}>
                        {x === 'game'
                          ? nameOf('game', lang)
                          : `${bonusName(x.split('@')[0] ?? x, lang, rules)} (${names[Number(x.split('@')[1])] ?? ''})`}
                      </option>
                    ))}
                  </select>
                </label>
                <NumberField
                  label={t.contraLevel}
                  value={c.level}
                  min={1}
                  max={2}
                  onChange={(level) => put({ ...c, level })}
                />
              </>
            )}
          />
          <Rows
            title={t.birds}
            rows={entry.birds}
            make={() => ({
              bird: 'pagat' as const,
              seat: entry.declarer,
              won: true,
              capturedBy: (entry.declarer + 1) % names.length,
            })}
            onChange={(birds) => set({ birds })}
            render={(b, put) => (
              <>
                <label class="field">
                  <span>{t.bird}</span>
                  <select
                    value={b.bird}
                    onChange={(e) => put({ ...b, bird: e.currentTarget.value === 'uhu' ? 'uhu' : 'pagat' })}
                  >
                    <option value="pagat">Pagat</option>
                    {/* Only where the rules score the Uhu (Beck; Löw by option; not M&S). */}
                    {bonuses.some((x) => x.id === 'uhu') && <option value="uhu">Uhu</option>}
                  </select>
                </label>
                <SeatSelect
                  label={t.playedBy}
                  value={b.seat}
                  names={names}
                  onChange={(seat) => put({ ...b, seat })}
                />
                <Check label={t.birdWon} value={b.won} onChange={(won) => put({ ...b, won })} />
                {!b.won && (
                  <SeatSelect
                    label={t.capturedBy}
                    value={b.capturedBy}
                    names={names}
                    onChange={(capturedBy) => put({ ...b, capturedBy })}
                  />
                )}
              </>
            )}
          />
          {honours.length > 0 && (
            <Rows
              title={t.honours}
              rows={entry.honours}
              make={() => ({
                seat: 0,
                honour: honours[0]?.id ?? 'tarockTrull',
                ...(mustClaim ? { claimed: true } : {}),
              })}
              onChange={(hs) => set({ honours: hs })}
              render={(h, put) => (
                <>
                  <SeatSelect
                    label={t.seatName}
                    value={h.seat}
                    names={names}
                    onChange={(seat) => put({ ...h, seat })}
                  />
                  <label class="field">
                    <span>{t.honour}</span>
                    <select value={h.honour} onChange={(e) => put({ ...h, honour: e.currentTarget.value })}>
                      {honours.map((x) => (
                        <option key={x.id} value={x.id}>
                          {x.name}
                        </option>
                      ))}
                    </select>
                  </label>
                  {mustClaim && (
                    <Check
                      label={t.honourClaimed}
                      value={h.claimed === true}
                      onChange={(claimed) => put({ ...h, claimed })}
                    />
                  )}
                </>
              )}
            />
          )}
          <div class="row">
            <Check
              label={bonusName('valat', lang, rules)}
              value={entry.valat}
              onChange={(valat) => set({ valat })}
            />
            <Check
              label={bonusName('withoutTrull', lang, rules)}
              value={entry.withoutTrull}
              onChange={(withoutTrull) => set({ withoutTrull })}
            />
            <Check
              label={bonusName('withoutKings', lang, rules)}
              value={entry.withoutKings}
              onChange={(withoutKings) => set({ withoutKings })}
            />
          </div>
        </>
      )}
    </div>
  );
}

const SUITS = ['E', 'G', 'H', 'S'] as const;

export function BavarianForm({
  rules,
  names,
  entry,
  onChange,
  handSize,
}: FormProps<BavarianEntry> & { handSize: number }): JSX.Element {
  const { t, lang } = useI18n();
  const set = (p: Partial<BavarianEntry>): void => onChange({ ...entry, ...p });
  const contracts = contractsOf(rules);
  const kontra = kontraLevels(rules);
  const suitNames: Readonly<Record<string, string>> =
    lang === 'de'
      ? { E: 'Eichel', G: 'Gras', H: 'Herz', S: 'Schellen', '': 'kein Trumpf' }
      : { E: 'Acorns', G: 'Leaves', H: 'Hearts', S: 'Bells', '': 'no trump' };
  return (
    <div class="deal-form">
      <label class="field">
        <span>{t.contract}</span>
        <select
          value={entry.contract}
          onChange={(e) => {
            const contract = e.currentTarget.value;
            // A Bettel has no trump; another contract needs one back.
            if (isBettel(rules, contract)) set({ contract, trump: '' });
            else set({ contract, trump: entry.trump === '' ? 'H' : entry.trump });
          }}
          data-testid="sheet-contract"
        >
          {contracts.map((c) => (
            <option key={c.id} value={c.id}>
              {contractLabel(c.id, lang, rules)}
            </option>
          ))}
          <option value="">{t.passed.bavarian}</option>
        </select>
      </label>
      {entry.contract !== '' && (
        <div class="row">
          <SeatSelect
            label={t.declarer}
            value={entry.declarer}
            names={names}
            onChange={(declarer) => set({ declarer })}
            testid="sheet-declarer"
          />
          <label class="field">
            <span>{t.trump}</span>
            <select value={entry.trump} onChange={(e) => set({ trump: e.currentTarget.value })}>
              {[...SUITS, ''].map((s) => (
                <option key={s} value={s}>
                  {suitNames[s]}
                </option>
              ))}
            </select>
          </label>
          <NumberField
            label={t.target}
            value={entry.target}
            min={61}
            max={120}
            onChange={(target) => set({ target })}
          />
          {entry.trump !== '' && (
            <NumberField
              label={t.declarerPoints}
              value={entry.declarerPoints}
              min={0}
              max={120}
              onChange={(declarerPoints) => set({ declarerPoints })}
              testid="sheet-points"
            />
          )}
          <NumberField
            label={t.tricksTaken}
            value={entry.declarerTricks}
            min={0}
            max={handSize}
            onChange={(declarerTricks) => set({ declarerTricks })}
          />
          {kontra > 0 && (
            <NumberField
              label={t.contras}
              value={entry.kontra}
              min={0}
              max={kontra}
              onChange={(k) => set({ kontra: k })}
            />
          )}
        </div>
      )}
    </div>
  );
}

export function DealForm(props: FormProps<Entry> & { handSize: number }): JSX.Element {
  const { entry } = props;
  return entry.family === 'illustrated' ? (
    <IllustratedForm rules={props.rules} names={props.names} entry={entry} onChange={props.onChange} />
  ) : (
    <BavarianForm
      rules={props.rules}
      names={props.names}
      entry={entry}
      onChange={props.onChange}
      handSize={props.handSize}
    />
  );
}
