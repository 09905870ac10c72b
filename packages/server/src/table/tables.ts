/**
 * The tables this process holds: opened here or rebuilt from their event logs on first use (and,
 * at start, every table that was in the middle of a deal or waiting between deals). With
 * PostgreSQL a table is claimed by one process at a time; a table idle without connections is let
 * go (and not rebuilt at the next start).
 */
import type { Preset } from '@tarock/engine';
import type { FinishedDeal, TableAnswer } from '@tarock/protocol';
import { type Result, err, ok } from '@tarock/engine';
import { hostKeyHash, newTableId } from '../secrets';
import { DamagedLog, type OpenedTable, type StoredTable } from '../store/store';
import type { TableConfig } from './events';
import { type TableModel, applyEvent, dealRunning, newModel, rulesMismatch, storedStatus } from './model';
import { seatPresence } from './presence';
import { Table, type TableDeps } from './table';
import { tableAnswer, tableInfo } from './views';

/**
 * `damaged`: the table's log cannot be read or replayed (reported to `onError`, not to clients);
 * `outdated`: it was opened under another version of its rules than this server's.
 */
export type Lookup = Table | 'unknown' | 'elsewhere' | 'damaged' | 'outdated';

export class TableRegistry {
  private readonly live = new Map<string, Table>();
  private readonly loading = new Map<string, Promise<Lookup>>();
  /** Tables being let go: a request for one waits until it is gone (and its claim released). */
  private readonly unloading = new Map<string, Promise<void>>();
  private readonly sweeper: NodeJS.Timeout;

  constructor(
    private readonly deps: TableDeps,
    private readonly presets: readonly Preset[],
    private readonly idleMs: number,
  ) {
    this.sweeper = setInterval(() => void this.sweep(), Math.max(1000, idleMs / 2));
    this.sweeper.unref();
  }

  get size(): number {
    return this.live.size;
  }

  /** Whether the table is held in memory now. */
  has(id: string): boolean {
    return this.live.has(id);
  }

  /**
   * The table a `create` with this host key opened already (its answer was lost, or it is being
   * sent again at this moment): its id when it was opened with the same configuration, null when
   * the key opened none, an error when it opened a table of another configuration.
   */
  async opened(hostKey: string, opening: Opening): Promise<Result<string | null>> {
    const held = await this.deps.store.tableByHostKey(hostKeyHash(hostKey));
    return held === null ? ok(null) : sameOpening(held, opening);
  }

  /**
   * Opens a table with the host key the client chose (kept only as its hash): checks its
   * configuration and writes it to the store; an error says what is wrong. The answer is the
   * table's id: a new one, or the one a `create` with the same key wrote meanwhile (`opened`).
   * The table is not claimed here: the process its players are routed to (by the table id in
   * their WebSocket URL) loads it on first use, so with several processes the one that happened
   * to answer `create` does not keep it.
   */
  async create(opening: Opening & { readonly createdAt: string }, hostKey: string): Promise<Result<string>> {
    const id = newTableId();
    const version = this.presets.find((p) => p.rules.id === opening.preset)?.rules.version;
    const config: TableConfig = {
      ...opening,
      hostKeyHash: hostKeyHash(hostKey),
      ...(version !== undefined ? { rulesVersion: version } : {}),
    };
    const model = newModel(id, config, this.presets);
    if (!model.ok) return model;
    if (!config.seats.some((s) => s.kind === 'human'))
      return err('a table needs at least one seat for a player');
    for (const s of config.seats)
      if (s.kind === 'computer' && !this.deps.players.has(s.level))
        return err(`no computer player of level "${s.level}"`);
    const held = await this.deps.store.createTable(id, config);
    // Another `create` with this key wrote first (sent again at the same moment).
    return held.id === id ? ok(id) : sameOpening(held, opening);
  }

  /**
   * The table's information, its match with the match's log, without claiming the table (a read
   * over HTTP, which a proxy does not route by table): from memory when this process holds the
   * table, else rebuilt from its log and dropped, as nobody connected here sees it (`connected`
   * false everywhere).
   */
  async info(id: string): Promise<TableAnswer | 'unknown' | 'damaged' | 'outdated'> {
    const held = this.live.get(id);
    if (held) return tableAnswer(held.info(), held.model.match);
    const stored = await this.stored(id);
    if (typeof stored === 'string') return stored;
    if (rulesMismatch(stored.config, this.presets)) return 'outdated';
    const replayed = replay(id, stored, this.presets);
    if (typeof replayed === 'string') {
      this.deps.onError(new Error(replayed), `table ${id}: damaged`);
      return 'damaged';
    }
    const m = replayed.model;
    const nobody = () => false;
    return tableAnswer(tableInfo(m, seatPresence(m, nobody, nobody)), m.match);
  }

  /** The live table, rebuilt from its log if needed (and claimed for this process). */
  get(id: string): Promise<Lookup> {
    const table = this.live.get(id);
    if (table) return Promise.resolve(table);
    const leaving = this.unloading.get(id);
    if (leaving) return leaving.then(() => this.get(id));
    let pending = this.loading.get(id);
    if (!pending) {
      pending = this.load(id).finally(() => this.loading.delete(id));
      this.loading.set(id, pending);
    }
    return pending;
  }

  /**
   * This process lost its claim on the table (its lock connection dropped and another process
   * took the table meanwhile): it is let go at once — its commands still queued are refused and
   * its connections dropped, so that their clients connect again and reach the new holder —
   * rather than served beside the new holder, each process showing only its own players' moves.
   */
  lost(id: string): void {
    const table = this.live.get(id);
    if (!table) return;
    this.live.delete(id);
    const leaving = table
      .evict('this table is now served by another server process: connect again')
      .catch((e: unknown) => this.deps.onError(e, `table ${id}: let go`))
      .finally(() => this.unloading.delete(id));
    this.unloading.set(id, leaving);
  }

  /**
   * Rebuilds every table that was in the middle of a deal or waiting between deals (after a
   * restart or a crash), as `tablesToResume` lists them. A table that cannot be rebuilt is
   * reported and skipped: the others start.
   */
  async resumeTables(): Promise<number> {
    const ids = await this.deps.store.tablesToResume();
    let n = 0;
    for (const id of ids) {
      try {
        if ((await this.get(id)) instanceof Table) n++;
      } catch (e) {
        this.deps.onError(e, `table ${id}: not resumed`);
      }
    }
    return n;
  }

  async close(): Promise<void> {
    clearInterval(this.sweeper);
    await Promise.all([...this.loading.values()]);
    await Promise.all([...this.live.values()].map((t) => t.close()));
    this.live.clear();
  }

  /** The table's configuration and log as stored; `damaged` (reported) when the log cannot be read. */
  private async stored(id: string): Promise<StoredTable | 'unknown' | 'damaged'> {
    let stored: StoredTable | null;
    try {
      stored = await this.deps.store.loadTable(id);
    } catch (e) {
      if (!(e instanceof DamagedLog)) throw e;
      this.deps.onError(e, `table ${id}: damaged`);
      return 'damaged';
    }
    return stored ?? 'unknown';
  }

  private async load(id: string): Promise<Lookup> {
    const store = this.deps.store;
    const stored = await this.stored(id);
    if (typeof stored === 'string') return stored;
    const outdated = rulesMismatch(stored.config, this.presets);
    if (outdated) {
      this.deps.onError(new Error(`table ${id} cannot be resumed: ${outdated}`), `table ${id}: outdated`);
      return 'outdated';
    }
    if (!(await store.claim(id))) return 'elsewhere';
    const replayed = replay(id, stored, this.presets);
    if (typeof replayed === 'string') {
      await store.release(id);
      this.deps.onError(new Error(replayed), `table ${id}: damaged`);
      return 'damaged';
    }
    const { model, finished } = replayed;
    // A deal that finished just before a crash may lack its record: write the missing ones.
    const kept = new Set(await store.dealNumbers(id));
    for (const deal of finished) if (!kept.has(deal.n)) await store.saveDeal(id, deal);
    // The status as the log gives it: a crash between two writes may have left another one, and a
    // table let go for idleness is held again.
    await store.setStatus(id, storedStatus(model));
    const table = new Table(model, this.deps, await store.chat(id));
    this.live.set(id, table);
    table.start();
    return table;
  }

  private async sweep(): Promise<void> {
    for (const [id, table] of this.live) {
      if (table.connections() > 0 || dealRunning(table.model) || !table.idleFor(this.idleMs)) continue;
      this.live.delete(id);
      // Runs from a timer: a failure here must be reported, not left to end the process.
      const leaving = (async () => {
        await table.close();
        // Nobody was at it: the next start leaves it in the store until someone comes (a table
        // between deals would otherwise be rebuilt at every start, however long ago it was left).
        if (!dealRunning(table.model)) await this.deps.store.setStatus(id, 'idle');
        await this.deps.store.release(id);
      })()
        .catch((e: unknown) => this.deps.onError(e, `table ${id}: let go`))
        .finally(() => this.unloading.delete(id));
      this.unloading.set(id, leaving);
      await leaving;
    }
  }
}

/** The table rebuilt from its log, or why the log does not replay. */
function replay(
  id: string,
  stored: StoredTable,
  presets: readonly Preset[],
): { model: TableModel; finished: FinishedDeal[] } | string {
  try {
    const made = newModel(id, stored.config, presets);
    if (!made.ok) return `table ${id} cannot be rebuilt: ${made.error}`;
    const model = made.value;
    const finished: FinishedDeal[] = [];
    for (const e of stored.events) {
      const applied = applyEvent(model, e);
      if (!applied.ok) return `table ${id}: event ${model.pos + 1} does not replay: ${applied.error}`;
      if (applied.value) finished.push(applied.value);
    }
    return { model, finished };
  } catch (e) {
    // A row that is JSON but not an event (a field missing or of the wrong type) may throw.
    return `table ${id}: event log does not replay: ${String(e)}`;
  }
}

/** What a `create` asks for: the configuration a client chooses (not its time, nor the key's hash). */
export type Opening = Pick<TableConfig, 'preset' | 'options' | 'seats' | 'turnSeconds'>;

/** The options in one order (a configuration read back from the store compares as sent). */
const sortedOptions = (o: TableConfig['options']): string =>
  JSON.stringify(Object.entries(o).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)));

/**
 * The id of the table a host key opened, when the `create` sent again asks for the same table;
 * an error when the key opened a table of another configuration (a key opens one table).
 */
function sameOpening(held: OpenedTable, opening: Opening): Result<string> {
  const c = held.config;
  const same =
    c.preset === opening.preset &&
    c.turnSeconds === opening.turnSeconds &&
    JSON.stringify(c.seats) === JSON.stringify(opening.seats) &&
    sortedOptions(c.options) === sortedOptions(opening.options);
  return same
    ? ok(held.id)
    : err(
        `this host key opened table ${held.id} already, with another preset, options, seats or turn timer: make a new host key for another table`,
      );
}
