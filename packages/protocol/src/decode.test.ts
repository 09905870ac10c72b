import type { Action, MatchEntry } from '@tarock/engine';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import type { SeatAction } from './action';
import { decodeClientMessage, utf8Length } from './decode';
import { MAX_CHAT_LENGTH, MAX_CLIENT_MESSAGE_BYTES, MAX_NAME_LENGTH } from './limits';
import type { TableMatch as TableMatchType } from './matchLog';
import { type AnsweredMatch, ServerMessage, TableAnswer, type TableMatch } from './server';

// Compile-time: a decoded action is an engine Action (the chance deal excepted) and vice versa.
type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;
const actionsMatch: Same<SeatAction, Exclude<Action, { type: 'deal' }>> = true;
// The table frame's match schema is matchLog.ts's TableMatch (MatchState without `log`): a field
// the engine adds to MatchState shows here.
const tableMatchSame: Same<z.infer<typeof TableMatch>, TableMatchType> = true;
// The HTTP answer's match is that match with the engine's log.
const answeredMatchSame: Same<AnsweredMatch, TableMatchType & { readonly log: readonly MatchEntry[] }> = true;

const table = 'AbCdEfGhIjKlMnOp';
/** A seat token as a client makes it (seatToken.ts: 32 random bytes, base64url). */
const token = 'AQgPFh0kKzI5QEdOVVxjanF4f4aNlJuiqbC3vsXM09o';
/** A join of seat 0 with `name` as it stands in the message's JSON text (escapes written out). */
const joinNamed = (name: string): string =>
  `{"t":"join","table":"${table}","seat":0,"token":"${token}","name":"${name}"}`;

describe('decoding client messages', () => {
  it('reads every kind of message', () => {
    expect(actionsMatch).toBe(true);
    const messages = [
      { t: 'ping', req: 1 },
      {
        t: 'create',
        preset: 'haferltarock',
        options: { seats: 4 },
        seats: [{ kind: 'human' }, { kind: 'computer', level: 'strong' }, { kind: 'human' }],
        hostKey: token,
      },
      { t: 'watch', table },
      { t: 'join', table, seat: 2, name: '  Anna ', token },
      { t: 'resume', table, token },
      { t: 'ready', table },
      { t: 'act', table, seat: 0, seq: 7, action: { type: 'play', card: 12 } },
      { t: 'act', table, seat: 1, seq: 3, action: { type: 'bid', bid: 'dreiblatt' } },
      { t: 'leave', table },
      { t: 'history', table, req: 9 },
      { t: 'history', table, from: 21 },
      { t: 'say', table, text: 'Servus beinand' },
    ];
    for (const m of messages) {
      const d = decodeClientMessage(JSON.stringify(m));
      expect(d.ok, JSON.stringify(d)).toBe(true);
    }
  });

  it('fills defaults and trims names', () => {
    const c = decodeClientMessage(
      JSON.stringify({
        t: 'create',
        preset: 'x',
        seats: [{ kind: 'human' }, { kind: 'human' }, { kind: 'human' }],
        hostKey: token,
      }),
    );
    expect(
      c.ok &&
        c.message.t === 'create' &&
        c.message.turnSeconds === null &&
        Object.keys(c.message.options).length === 0,
    ).toBe(true);
    const j = decodeClientMessage(JSON.stringify({ t: 'join', table, seat: 0, name: ' Bo ', token }));
    expect(j.ok && j.message.t === 'join' && j.message.name).toBe('Bo');
    // The longest name, counted after trimming.
    const long = decodeClientMessage(
      JSON.stringify({ t: 'join', table, seat: 0, name: `  ${'x'.repeat(MAX_NAME_LENGTH)}  `, token }),
    );
    expect(long.ok && long.message.t === 'join' && long.message.name).toBe('x'.repeat(20));
  });

  it.each([
    ['Zoë'],
    ['Łukasz'],
    ['王小明'],
    ['🂡'],
    ['Sepp 🍺'],
    ['-'],
    ['Ich\u3164bin'],
    ['Jos\u00e9'],
    ['Jose\u0301'],
  ])('takes a name that shows: %s', (name) => {
    const d = decodeClientMessage(JSON.stringify({ t: 'join', table, seat: 0, name, token }));
    expect(d.ok && d.message.t === 'join' && d.message.name).toBe(name);
  });

  it.each([
    ['not JSON', '{"t":'],
    ['an unknown type', '{"t":"shout"}'],
    ['an unknown key', `{"t":"ready","table":"${table}","admin":true}`],
    [
      'a chance deal sent by a client',
      `{"t":"act","table":"${table}","seat":0,"seq":0,"action":{"type":"deal","hands":[],"talon":[]}}`,
    ],
    [
      'a fractional card',
      `{"t":"act","table":"${table}","seat":0,"seq":0,"action":{"type":"play","card":1.5}}`,
    ],
    [
      'a negative sequence number',
      `{"t":"act","table":"${table}","seat":0,"seq":-1,"action":{"type":"pass"}}`,
    ],
    ['a seat out of range', `{"t":"act","table":"${table}","seat":9,"seq":0,"action":{"type":"pass"}}`],
    ['a bad table id', '{"t":"watch","table":"../../etc"}'],
    ['a name with control characters', joinNamed('a\\u0007b')],
    ['an empty name', joinNamed('   ')],
    ['a name of 21 characters', joinNamed('Donaudampfschifffahrt')],
    // A line or paragraph separator breaks the line in a browser: a name on two lines.
    ['a name with a line separator', joinNamed('Anna\\u2028Bert')],
    ['a name with a paragraph separator', joinNamed('Anna\\u2029Bert')],
    // Half a surrogate pair is no character: it is shown as a replacement sign, if at all.
    ['a name with a lone surrogate', joinNamed('Anna\\ud800')],
    // Nothing that shows: a seat without a visible name.
    ['a name of Hangul fillers', joinNamed('\\u3164\\u3164')],
    ['a name of blank Braille', joinNamed('\\u2800')],
    ['a name of combining marks', joinNamed('\\u0301\\u0308')],
    ['a token of the wrong shape', `{"t":"resume","table":"${table}","token":"short"}`],
    ['too few seats', '{"t":"create","preset":"x","seats":[{"kind":"human"}]}'],
    ['an array', '[1,2,3]'],
    ['null', 'null'],
  ])('rejects %s as malformed', (_what, text) => {
    const d = decodeClientMessage(text);
    expect(d.ok).toBe(false);
    expect(!d.ok && d.code).toBe('malformed');
  });

  describe('the seat token a join carries (version 4)', () => {
    const join = (token: unknown) =>
      decodeClientMessage(JSON.stringify({ t: 'join', req: 5, table, seat: 1, name: 'Anna', token }));

    it('is read as sent', () => {
      const d = join(token);
      expect(d.ok && d.message.t === 'join' && d.message.token).toBe(token);
    });

    it.each([
      ['none', undefined, /at token$/],
      [
        'one too short',
        token.slice(1),
        /^not a seat token \(32 random bytes in base64url: 43 characters\) at token$/,
      ],
      ['one in standard base64', `${token.slice(0, 41)}+/`, /^not a seat token .* at token$/],
      ['one with bits past its 32 bytes', `${token.slice(0, 42)}p`, /^not a seat token .* at token$/],
      ['unfilled bytes', `${'A'.repeat(43)}`, /^this seat token was not drawn at random .* at token$/],
      ['a number', 42, /at token$/],
    ])('refuses %s, quoting the request and naming the token', (_what, bad, message) => {
      const d = join(bad);
      expect(d.ok).toBe(false);
      expect(!d.ok && d.code).toBe('malformed');
      expect(!d.ok && d.req).toBe(5);
      expect(!d.ok && d.message).toMatch(message);
      // The refusal never repeats the token it refused.
      if (typeof bad === 'string') expect(!d.ok && d.message).not.toContain(bad);
    });

    it('is not in the answer: joined names the seat only', () => {
      expect(ServerMessage.safeParse({ t: 'joined', req: 5, table, seat: 1 }).success).toBe(true);
      expect(ServerMessage.safeParse({ t: 'joined', req: 5, table, seat: 1, token }).success).toBe(false);
    });
  });

  describe('a line said at the table', () => {
    const say = (text: unknown) => decodeClientMessage(JSON.stringify({ t: 'say', req: 3, table, text }));
    const said = (text: string) => {
      const d = say(text);
      return d.ok && d.message.t === 'say' ? d.message.text : null;
    };

    it('is read trimmed, up to 200 characters, umlauts and emoji included', () => {
      expect(said('  Gut gespielt!  ')).toBe('Gut gespielt!');
      expect(said(`  ${'ü'.repeat(MAX_CHAT_LENGTH)}  `)).toBe('ü'.repeat(MAX_CHAT_LENGTH));
      // An emoji joined by zero-width joiners is one sign, not a control character.
      expect(said('Schad 🤷‍♀️ 👨‍👩‍👧')).toBe('Schad 🤷‍♀️ 👨‍👩‍👧');
    });

    it.each([
      ['an empty line', ''],
      ['a line of spaces', '   '],
      ['a line of 201 characters', 'x'.repeat(MAX_CHAT_LENGTH + 1)],
      ['a second line', 'eins\nzwei'],
      // A browser breaks the line there: a second line, as if said by another name.
      ['a line separator', 'gut\u2028[12:04] Anna: gib mir dein Token'],
      ['a paragraph separator', 'eins\u2029zwei'],
      ['a lone surrogate', 'a\udc00b'],
      ['a bell', 'a\u0007b'],
      ['a right-to-left override', 'abc\u202edef'],
      ['a zero-width space', 'a\u200bb'],
      // Lines that show nothing, as a line of spaces shows nothing.
      ['a line of zero-width joiners', '\u200d\u200d\u200d'],
      ['a line of Hangul fillers', '\u3164\u3164'],
      ['a line of blank Braille', '\u2800'],
      ['a number', 42],
    ])('refuses %s', (_what, text) => {
      const d = say(text);
      expect(d.ok).toBe(false);
      expect(!d.ok && d.code).toBe('malformed');
      expect(!d.ok && d.req).toBe(3);
      // Refused for its text, not as an unknown message.
      expect(!d.ok && d.message).toMatch(/ at text$/);
    });

    it('needs its table and nothing else', () => {
      const without = decodeClientMessage('{"t":"say","text":"hi"}');
      expect(!without.ok && without.message).toMatch(/ at table$/);
      const more = decodeClientMessage(`{"t":"say","table":"${table}","text":"hi","seat":0}`);
      expect(!more.ok && more.message).toMatch(/"seat"/);
    });

    it('comes back as said (one line) and chat (the backlog), nothing more', () => {
      const line = { n: 1, seat: 2, name: 'Anna', text: 'Servus', at: 1_700_000_000_000 };
      expect(ServerMessage.safeParse({ t: 'said', table, ...line }).success).toBe(true);
      expect(ServerMessage.safeParse({ t: 'chat', table, lines: [line, { ...line, n: 2 }] }).success).toBe(
        true,
      );
      expect(ServerMessage.safeParse({ t: 'said', table, ...line, view: {} }).success).toBe(false);
      expect(ServerMessage.safeParse({ t: 'error', code: 'seated-only', message: 'm' }).success).toBe(true);
    });
  });

  describe('the match log apart from the table (version 3)', () => {
    const match = {
      game: 'haferltarock',
      seats: 3,
      totals: [-20, 10, 10],
      pot: 30,
      dealer: 1,
      deals: 1,
      round: 1,
      finished: false,
      winners: [],
      n: 1,
      logLength: 2,
    };
    const info = {
      id: table,
      game: 'haferltarock',
      preset: { id: 'haferltarock', name: 'Haferltarock', family: 'bavarian', source: 's' },
      options: [],
      seats: [],
      status: 'waiting',
      turnSeconds: null,
      deals: 1,
      match,
    };
    const entry = { deal: 1, deltas: [-20, 10, 10], potDelta: 0, totals: [-20, 10, 10], pot: 30, lines: [] };
    const parses = (m: unknown) => ServerMessage.safeParse(m).success;

    it('reads a table frame whose match has its number and log length, and no log', () => {
      expect(tableMatchSame).toBe(true);
      expect(parses({ t: 'table', table: info })).toBe(true);
      expect(parses({ t: 'table', table: { ...info, match: null } })).toBe(true);
      expect(parses({ t: 'table', table: { ...info, match: { ...match, sidePot: 0 } } })).toBe(true);
    });

    it.each([
      ['with its log (a version-2 table frame)', { ...match, log: [entry] }],
      ['without its log length', { ...match, logLength: undefined }],
      ['without its number', { ...match, n: undefined }],
      ['with a negative log length', { ...match, logLength: -1 }],
      ['with a field the protocol does not name', { ...match, extra: 1 }],
    ])('refuses a table frame whose match comes %s', (_what, m) => {
      expect(parses({ t: 'table', table: { ...info, match: m } })).toBe(false);
    });

    it('reads the answer to GET /api/tables/<id>: the match with its log, which a table frame may not carry', () => {
      expect(answeredMatchSame).toBe(true);
      const answer = { ...info, match: { ...match, log: [entry, entry] } };
      expect(TableAnswer.safeParse(answer).success).toBe(true);
      expect(TableAnswer.safeParse({ ...info, match: null }).success).toBe(true);
      expect(TableAnswer.safeParse(info).success).toBe(false);
      expect(TableAnswer.safeParse({ ...answer, match: { ...answer.match, log: [1] } }).success).toBe(false);
      expect(parses({ t: 'table', table: answer })).toBe(false);
    });

    it('reads log frames: the whole log from 0, or the new entries from where the log ended', () => {
      expect(parses({ t: 'log', table, match: 1, from: 0, entries: [entry, entry] })).toBe(true);
      expect(parses({ t: 'log', table, match: 2, from: 0, entries: [] })).toBe(true);
      expect(parses({ t: 'log', table, match: 1, from: 7, entries: [entry] })).toBe(true);
    });

    it.each([
      ['a negative start', { from: -1 }],
      ['a fractional start', { from: 0.5 }],
      ['match 0', { match: 0 }],
      ['entries that are no objects', { entries: [1, 'x'] }],
      ['no table', { table: undefined }],
      ['more fields', { log: [] }],
    ])('refuses a log frame with %s', (_what, change) => {
      expect(parses({ t: 'log', table, match: 1, from: 0, entries: [entry], ...change })).toBe(false);
    });
  });

  describe('the match log a watch, join or resume says it holds (version 5)', () => {
    const asks = [
      { t: 'watch', table },
      { t: 'join', table, seat: 0, name: 'Anna', token },
      { t: 'resume', table, token },
    ];

    it('is read as sent, and may be left out', () => {
      for (const ask of asks) {
        for (const log of [
          { match: 1, length: 0 },
          { match: 3, length: 2000 },
          { match: 2 ** 31, length: 2 ** 31 },
        ]) {
          const d = decodeClientMessage(JSON.stringify({ ...ask, log }));
          expect(d.ok && 'log' in d.message && d.message.log).toEqual(log);
        }
        const without = decodeClientMessage(JSON.stringify(ask));
        expect(without).toMatchObject({ ok: true });
        expect(without.ok && 'log' in without.message).toBe(false);
      }
    });

    it.each([
      ['match 0', { match: 0, length: 0 }, 'log.match'],
      ['a fractional match', { match: 1.5, length: 0 }, 'log.match'],
      ['a match as text', { match: '1', length: 0 }, 'log.match'],
      ['a match past the bound', { match: 2 ** 31 + 1, length: 0 }, 'log.match'],
      ['a negative length', { match: 1, length: -1 }, 'log.length'],
      ['a fractional length', { match: 1, length: 0.5 }, 'log.length'],
      ['a length past the bound', { match: 1, length: 2 ** 31 + 1 }, 'log.length'],
      ['no length', { match: 1 }, 'log.length'],
      ['another field', { match: 1, length: 0, entries: [] }, 'log'],
      ['a list', [1, 0], 'log'],
      ['null', null, 'log'],
    ])('is refused with %s, saying where', (_what, log, where) => {
      for (const ask of asks) {
        const d = decodeClientMessage(JSON.stringify({ ...ask, req: 4, log }));
        expect(d).toMatchObject({ ok: false, code: 'malformed', req: 4 });
        expect(!d.ok && d.message.endsWith(` at ${where}`)).toBe(true);
      }
    });
  });

  describe('the host key a create carries (version 5)', () => {
    const create = {
      t: 'create',
      preset: 'haferltarock',
      seats: [{ kind: 'human' }, { kind: 'human' }, { kind: 'human' }],
    };

    it('is required, and checked as a seat token is', () => {
      const ok = decodeClientMessage(JSON.stringify({ ...create, hostKey: token }));
      expect(ok.ok && ok.message.t === 'create' && ok.message.hostKey).toBe(token);
      for (const [hostKey, message] of [
        [undefined, /at hostKey$/],
        [token.slice(1), /^not a host key \(32 random bytes in base64url: 43 characters\) at hostKey$/],
        ['A'.repeat(43), /^this host key was not drawn at random/],
      ] as const) {
        const d = decodeClientMessage(JSON.stringify({ ...create, req: 3, hostKey }));
        expect(d).toMatchObject({
          ok: false,
          code: 'malformed',
          req: 3,
          message: expect.stringMatching(message),
        });
      }
    });

    it('is not in the answer: created names the table and its invite only', () => {
      const created = { t: 'created', req: 1, table, invite: `/table/${table}` };
      expect(ServerMessage.safeParse(created).success).toBe(true);
      expect(ServerMessage.safeParse({ ...created, hostKey: token }).success).toBe(false);
    });
  });

  it('echoes the request id of a malformed message', () => {
    const d = decodeClientMessage('{"t":"act","req":41}');
    expect(!d.ok && d.req).toBe(41);
  });

  it('sends no control character back: an unknown key holding one is quoted with escapes', () => {
    const d = decodeClientMessage('{"t":"ping","\\req":7}');
    expect(d.ok).toBe(false);
    if (d.ok) return;
    // biome-ignore lint/suspicious/noControlCharactersInRegex: the control characters are what it looks for
    expect(d.message).not.toMatch(/[\u0000-\u001f]/);
    expect(d.message).toContain('\\u000d');
  });

  it('refuses messages over the size limit before parsing them', () => {
    const big = JSON.stringify({ t: 'ping', pad: 'x'.repeat(MAX_CLIENT_MESSAGE_BYTES) });
    const d = decodeClientMessage(big);
    expect(!d.ok && d.code).toBe('too-large');
    // Multi-byte characters count as bytes on the wire.
    expect(utf8Length('ü€😀')).toBe(2 + 3 + 4);
    const umlauts = `{"t":"ping","x":"${'ü'.repeat(MAX_CLIENT_MESSAGE_BYTES / 2)}"}`;
    expect(umlauts.length).toBeLessThan(MAX_CLIENT_MESSAGE_BYTES);
    expect(decodeClientMessage(umlauts).ok).toBe(false);
  });

  it('never throws on arbitrary input', () => {
    fc.assert(
      fc.property(
        fc.oneof(
          fc.string(),
          fc.json(),
          fc.jsonValue().map((v) => JSON.stringify(v)),
        ),
        (text) => {
          const d = decodeClientMessage(text);
          expect(typeof d.ok).toBe('boolean');
        },
      ),
      { numRuns: 2000 },
    );
  });
  describe('the reason a refusal gives', () => {
    const act = (fields: Record<string, unknown>) =>
      decodeClientMessage(
        JSON.stringify({ t: 'act', req: 2, table, seat: 0, seq: 1, action: { type: 'pass' }, ...fields }),
      );
    it.each([
      ['a field left out is missing', { seat: undefined }, /^missing, expected number at seat$/],
      [
        'an action without its card',
        { action: { type: 'play' } },
        /^missing, expected number at action\.card$/,
      ],
      ['an action without its type', { action: {} }, /^missing, expected 'pass' \| .* at action\.type$/],
      [
        'an action of no known type',
        { action: { type: 'fold' } },
        /^not a known type, expected 'pass' \| .* at action\.type$/,
      ],
      [
        'a number past its bound quotes the bound',
        { seq: 1e300 },
        /^expected a whole number from 0 to 2147483648 at seq$/,
      ],
      ['a seat past its bound', { seat: 9 }, /^expected a whole number from 0 to 3 at seat$/],
      ['a number below its bound', { seq: -1 }, /^expected a whole number from 0 to 2147483648 at seq$/],
      ['a wrong type keeps the library wording', { seat: 'x' }, /expected number, received string at seat$/],
    ])('%s', (_what, fields, reason) => {
      const d = act(fields);
      expect(d).toMatchObject({ ok: false, code: 'malformed', req: 2 });
      expect(!d.ok && d.message).toMatch(reason);
    });

    it('names a message type missing or not known', () => {
      expect(decodeClientMessage('{}')).toMatchObject({
        message: expect.stringMatching(/^missing, expected 'create' \|.* at t$/),
      });
      expect(decodeClientMessage('{"t":"hello"}')).toMatchObject({
        message: expect.stringMatching(/^not a known type, expected 'create' \|.* at t$/),
      });
    });
  });
});
