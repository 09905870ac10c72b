/**
 * The storage the online client keeps its seat tokens, host keys and unanswered create in: the
 * page's localStorage, and beside it, in memory, whatever could not be written there. A browser
 * that blocks storage for the site throws at the first touch of `localStorage` (the online screen
 * did not open), and a full one refuses a write (a join then went out with a token the page did
 * not keep, so a lost answer lost the seat): with this, a seat taken, a table opened and a join or
 * create still unanswered last at least as long as the page, and as long as the browser where it
 * keeps them.
 */

/** `localStorage` where the browser gives it, else null (a site whose storage is blocked). */
function localOrNull(): Storage | null {
  try {
    return localStorage;
  } catch {
    return null;
  }
}

/** A Storage over `kept` (null: none) that keeps in memory what `kept` refuses or cannot hold. */
export class PageMemory implements Storage {
  /** What `kept` refused, newest value per key; a key written to `kept` again leaves it. */
  private readonly memory = new Map<string, string>();

  constructor(private readonly kept: Storage | null = localOrNull()) {}

  private keptKeys(): string[] {
    const keys: string[] = [];
    try {
      const k = this.kept;
      if (k) for (let i = 0; i < k.length; i++) keys.push(k.key(i) ?? '');
    } catch {
      // Unreadable: what memory holds is all there is.
    }
    return keys;
  }

  /** Every key, those of `kept` first, then those only in memory. */
  private keys(): string[] {
    const keys = this.keptKeys();
    const seen = new Set(keys);
    for (const k of this.memory.keys()) if (!seen.has(k)) keys.push(k);
    return keys;
  }

  get length(): number {
    return this.keys().length;
  }

  key(index: number): string | null {
    return this.keys()[index] ?? null;
  }

  getItem(key: string): string | null {
    const held = this.memory.get(key);
    if (held !== undefined) return held;
    try {
      return this.kept?.getItem(key) ?? null;
    } catch {
      return null;
    }
  }

  setItem(key: string, value: string): void {
    try {
      if (!this.kept) throw new Error('no storage');
      this.kept.setItem(key, value);
      this.memory.delete(key);
    } catch {
      this.memory.set(key, value);
    }
  }

  removeItem(key: string): void {
    this.memory.delete(key);
    try {
      this.kept?.removeItem(key);
    } catch {
      // Nothing kept there to remove.
    }
  }

  clear(): void {
    this.memory.clear();
    try {
      this.kept?.clear();
    } catch {
      // Nothing kept there to clear.
    }
  }
}
