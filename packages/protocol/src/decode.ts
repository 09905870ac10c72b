/**
 * Reading a client message: size first, then JSON, then the schema. Never throws: a bad message
 * becomes an error value with a short reason for the client.
 */
import { z } from 'zod';
import { ClientMessage } from './client';
import { MAX_CLIENT_MESSAGE_BYTES } from './limits';

export type Decoded =
  | { readonly ok: true; readonly message: ClientMessage }
  | {
      readonly ok: false;
      readonly code: 'too-large' | 'malformed';
      readonly message: string;
      /** The request id, when the message was JSON with a usable `req`. */
      readonly req?: number;
    };

/**
 * Decodes one message; `byteLength` is its size on the wire when the caller knows it.
 * @example const d = decodeClientMessage('{"t":"ping"}'); if (d.ok) d.message.t === 'ping'
 */
export function decodeClientMessage(text: string, byteLength = utf8Length(text)): Decoded {
  if (byteLength > MAX_CLIENT_MESSAGE_BYTES)
    return {
      ok: false,
      code: 'too-large',
      message: `messages are limited to ${MAX_CLIENT_MESSAGE_BYTES} bytes`,
    };
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    return { ok: false, code: 'malformed', message: 'not JSON' };
  }
  const parsed = ClientMessage.safeParse(json, { error: issueText });
  if (parsed.success) return { ok: true, message: parsed.data };
  const issue = parsed.error.issues[0];
  const where = issue && issue.path.length > 0 ? ` at ${issue.path.map(String).join('.')}` : '';
  const req = reqOf(json);
  const out = {
    ok: false as const,
    code: 'malformed' as const,
    message: printable(`${issue?.message ?? 'invalid'}${where}`),
  };
  return req === undefined ? out : { ...out, req };
}

/**
 * The reason for a schema issue where the library's own says less than it could: a field left out
 * is "missing" (not "received undefined"), a message or action type not known is said so, and a
 * whole number past its bound quotes the field's bound (not 2^53 − 1, the format's, checked first).
 * Undefined: the library's message, which says it well (a wrong type, a string too long).
 */
function issueText(issue: z.core.$ZodRawIssue): string | undefined {
  switch (issue.code) {
    case 'invalid_type':
      return issue.input === undefined ? `missing, expected ${issue.expected}` : undefined;
    case 'invalid_union': {
      if (!('options' in issue) || !Array.isArray(issue.options)) return undefined;
      const options = (issue.options as unknown[]).map((o) => `'${String(o)}'`).join(' | ');
      const missing =
        typeof issue.input === 'object' &&
        issue.input !== null &&
        !(String(issue.discriminator) in issue.input);
      return `${missing ? 'missing' : 'not a known type'}, expected ${options}`;
    }
    case 'too_big':
    case 'too_small': {
      // The format's own check is made by the number schema; a bound's by a check of it, whose
      // issue carries the schema it checks.
      const inst = issue.inst instanceof z.ZodNumber ? issue.inst : (issue as { schema?: unknown }).schema;
      if (!(inst instanceof z.ZodNumber)) return undefined;
      const [min, max] = [inst.minValue, inst.maxValue];
      if (min === null || max === null || Math.abs(min) > 2 ** 32 || Math.abs(max) > 2 ** 32)
        return undefined;
      return `expected a whole number from ${min} to ${max}`;
    }
    default:
      return undefined;
  }
}

/**
 * The request number of a message not decoded (one over the rate limit), so that the refusal can
 * quote it and the client tell which request it lost; undefined for one too large or not JSON.
 */
export function requestIdOf(text: string, byteLength = utf8Length(text)): number | undefined {
  if (byteLength > MAX_CLIENT_MESSAGE_BYTES) return undefined;
  try {
    return reqOf(JSON.parse(text));
  } catch {
    return undefined;
  }
}

function reqOf(json: unknown): number | undefined {
  if (typeof json !== 'object' || json === null) return undefined;
  const req: unknown = (json as { req?: unknown }).req;
  return typeof req === 'number' && Number.isInteger(req) && req >= 0 && req <= 2 ** 31 ? req : undefined;
}

/** The UTF-8 length of a string (a surrogate pair is 4 bytes: 2 + 2 here). */
export function utf8Length(s: string): number {
  let n = 0;
  for (let i = 0; i < s.length; i++) {
    const c = s.charCodeAt(i);
    n += c < 0x80 ? 1 : c < 0x800 || (c >= 0xd800 && c < 0xe000) ? 2 : 3;
  }
  return n;
}

/** C0 and C1 control characters. */
// biome-ignore lint/suspicious/noControlCharactersInRegex: the control characters are what it finds
const CONTROLS = /[\u0000-\u001f\u007f-\u009f]/g;

/** The longest error message sent back about a message that did not decode. */
const MAX_ERROR = 200;

/**
 * An error message as it may be sent back and logged: what the client sent is quoted in it (an
 * unknown key), so its control characters are written as escapes (a raw CR or ESC reached the
 * reply and the server's log) and a long one is cut.
 */
function printable(text: string): string {
  const shown = text.replace(CONTROLS, (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`);
  return shown.length > MAX_ERROR ? `${shown.slice(0, MAX_ERROR)}…` : shown;
}
