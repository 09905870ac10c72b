/**
 * The table chat's text at the terminal (online/chat.ts): what others said made plain text (no
 * escape sequence, control or bidi override reaches the terminal), the time in the zone TZ names,
 * the backlog's last lines, and `say TEXT` read and checked as the protocol checks it.
 */
import { MAX_CHAT_LENGTH } from '@tarock/protocol';
import { describe, expect, it } from 'vitest';
import {
  backlogText,
  chatLineText,
  chatRefusal,
  chatTime,
  chatToSend,
  plainText,
  sayCommand,
} from '../src/online/chat';

/** 2026-12-02 12:04:30 UTC. */
const AT = Date.UTC(2026, 11, 2, 12, 4, 30);
const line = (n: number, text: string, name = 'Gustl') => ({ n, seat: 1, name, text, at: AT });

describe('the chat at the terminal', () => {
  it('writes a line with its time (in the zone TZ names) and the speaker', () => {
    expect(chatLineText(line(1, 'servus'), 'UTC')).toBe('[12:04] Gustl: servus');
    expect(chatTime(AT, 'Asia/Kolkata')).toBe('17:34');
    expect(chatTime(AT, 'Europe/Vienna')).toBe('13:04');
    // A zone the system does not know: UTC, not an exception.
    expect(chatTime(AT, 'Nowhere/Atlantis')).toBe('12:04');
  });

  it('lets no escape sequence, control or bidi override through', () => {
    const nasty = [
      'clear\u001b[2Jscreen',
      'title\u001b]0;owned\u0007done',
      'link\u001b]8;;http://x\u001b\\text\u001b]8;;\u001b\\',
      'c1\u009b31mred',
      'bell\u0007 bs\u0008 del\u007f nul\u0000',
      'rtl \u202egnp.exe\u202c and \u2066isolate\u2069',
      'two\u2028lines',
      'esc alone \u001b',
    ];
    for (const text of nasty) {
      const shown = chatLineText(line(1, text, 'Ev\u001b[31mil\u202e'), 'UTC');
      expect(shown, JSON.stringify(text)).not.toMatch(/[\p{Cc}\u2028\u2029\u202a-\u202e\u2066-\u2069]/u);
    }
    expect(plainText('clear\u001b[2Jscreen')).toBe('clearscreen');
    expect(plainText('title\u001b]0;owned\u0007done')).toBe('titledone');
    expect(plainText('rtl \u202egnp')).toBe('rtl \ufffdgnp');
    // The zero-width joiner of an emoji stays, as the protocol lets it.
    expect(plainText('🤷\u200d♀️')).toBe('🤷\u200d♀️');
  });

  it('shows the backlog once: the last 10 lines not yet shown, saying how many earlier were left out', () => {
    const lines = Array.from({ length: 13 }, (_, i) => line(i + 1, `line ${i + 1}`));
    const shown = backlogText(lines, 0, 'UTC');
    expect(shown[0]).toBe("(3 earlier lines of the table's chat not shown)");
    expect(shown.slice(1)).toEqual(lines.slice(3).map((l) => `[12:04] Gustl: ${l.text}`));
    expect(backlogText(lines, 12, 'UTC')).toEqual(['[12:04] Gustl: line 13']);
    expect(backlogText(lines, 13, 'UTC')).toEqual([]);
    expect(backlogText(lines.slice(0, 2), 0, 'UTC')).toEqual([
      '[12:04] Gustl: line 1',
      '[12:04] Gustl: line 2',
    ]);
  });

  it('reads say TEXT, and nothing else, as a line to say', () => {
    expect(sayCommand('say servus beinand')).toBe('servus beinand');
    expect(sayCommand('  SAY  hallo')).toBe('hallo');
    expect(sayCommand('say')).toBe('');
    for (const other of ['1', 'XXI', 'sküs', 'Sk', 'saying', 'bid solo', 'play XXI', 'pass', "'hi"])
      expect(sayCommand(other), other).toBeNull();
  });

  it('checks a line as the protocol does, and says why not', () => {
    expect(chatToSend('  servus  ')).toEqual({ ok: true, value: 'servus' });
    expect(chatToSend('x'.repeat(MAX_CHAT_LENGTH))).toMatchObject({ ok: true });
    expect(chatToSend('x'.repeat(MAX_CHAT_LENGTH + 1))).toEqual({
      ok: false,
      error: `that line is ${MAX_CHAT_LENGTH + 1} characters long; the table takes at most ${MAX_CHAT_LENGTH}`,
    });
    expect(chatToSend('   ')).toMatchObject({ ok: false, error: expect.stringMatching(/^say what\?/) });
    expect(chatToSend('a\u202eb')).toMatchObject({
      ok: false,
      error: 'a line may not hold control characters',
    });
  });

  it("words the server's refusals of a line plainly", () => {
    expect(chatRefusal('rate', 'slow down')).toBe(
      'the table took no line: too many at once; wait a moment and say it again',
    );
    expect(chatRefusal('seated-only', 'x')).toBe(
      'the table took no line: only a player seated there may talk',
    );
    expect(chatRefusal('malformed', 'text: too long')).toBe('the table took no line: text: too long');
  });
});
