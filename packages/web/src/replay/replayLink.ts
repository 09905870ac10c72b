/**
 * A replay link: a game record carried in the page address's fragment, so a player sends a deal
 * to a friend as a link and it opens in the friend's replay (docs/records.md). The fragment never
 * reaches the server: the record goes from one browser to the other inside the link alone.
 *
 * `#replay=r1.<data>`: `r1` the link's version; `<data>` the record's text (JSON compacted, the
 * text form as it is) compressed with deflate-raw and written in base64url. A record of a deal is
 * 1–2 KB in a link. The record itself is read by the replay as any opened file is, so a damaged
 * or foreign one is refused with the replay's reason; the link's own faults are told here.
 */

export const REPLAY_FRAGMENT = '#replay=';
const VERSION = 'r1.';
/** A link's record is refused beyond this size unpacked (a link made to fill the memory). */
export const MAX_LINK_RECORD_BYTES = 1 << 20;

/** Why a replay link cannot be read: another version, damaged (cut short, mistyped), too large. */
export type LinkFault = 'version' | 'damaged' | 'tooLarge';

export type LinkedRecord =
  | { readonly ok: true; readonly text: string }
  | { readonly ok: false; readonly fault: LinkFault };

/** The link to `base` (the app's address) that opens the record `recordText` in the replay. */
export async function replayLink(base: string, recordText: string): Promise<string> {
  const packed = await pack(compact(recordText));
  return `${base.split('#')[0]}${REPLAY_FRAGMENT}${VERSION}${toBase64Url(packed)}`;
}

/** The record a page address's fragment carries; null when it is no replay link. */
export async function recordFromFragment(hash: string): Promise<LinkedRecord | null> {
  if (!hash.startsWith(REPLAY_FRAGMENT)) return null;
  const body = hash.slice(REPLAY_FRAGMENT.length);
  if (!body.startsWith(VERSION)) return { ok: false, fault: 'version' };
  const bytes = fromBase64Url(body.slice(VERSION.length));
  if (!bytes || bytes.length === 0) return { ok: false, fault: 'damaged' };
  const text = await unpack(bytes);
  if (text === null) return { ok: false, fault: 'damaged' };
  if (text === 'too large') return { ok: false, fault: 'tooLarge' };
  return { ok: true, text: text.value };
}

/** JSON without its spacing (the same record); the text form as it is. */
function compact(text: string): string {
  try {
    return JSON.stringify(JSON.parse(text));
  } catch {
    return text;
  }
}

async function pack(text: string): Promise<Uint8Array> {
  const stream = new Blob([text]).stream().pipeThrough(new CompressionStream('deflate-raw'));
  return new Uint8Array(await new Response(stream).arrayBuffer());
}

/** The text packed in `bytes`; null when they do not unpack; `too large` past the cap. */
async function unpack(bytes: Uint8Array<ArrayBuffer>): Promise<{ value: string } | 'too large' | null> {
  try {
    const reader = new Blob([bytes]).stream().pipeThrough(new DecompressionStream('deflate-raw')).getReader();
    const parts: Uint8Array[] = [];
    let size = 0;
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      size += value.length;
      if (size > MAX_LINK_RECORD_BYTES) {
        await reader.cancel();
        return 'too large';
      }
      parts.push(value);
    }
    const all = new Uint8Array(size);
    let at = 0;
    for (const p of parts) {
      all.set(p, at);
      at += p.length;
    }
    return { value: new TextDecoder('utf-8', { fatal: true }).decode(all) };
  } catch {
    return null;
  }
}

function toBase64Url(bytes: Uint8Array): string {
  let s = '';
  for (const b of bytes) s += String.fromCharCode(b);
  return btoa(s).replaceAll('+', '-').replaceAll('/', '_').replace(/=+$/, '');
}

function fromBase64Url(text: string): Uint8Array<ArrayBuffer> | null {
  if (!/^[A-Za-z0-9_-]*$/.test(text)) return null;
  try {
    const s = atob(text.replaceAll('-', '+').replaceAll('_', '/'));
    return Uint8Array.from(s, (c) => c.charCodeAt(0));
  } catch {
    return null;
  }
}
