import { deflateRawSync } from 'node:zlib';
import { createRng, formatRecordJson, loadGame, recordOf } from '@tarock/engine';
import { playRandomDeal } from '@tarock/engine/testing';
import { describe, expect, it } from 'vitest';
import { MAX_LINK_RECORD_BYTES, REPLAY_FRAGMENT, recordFromFragment, replayLink } from './replayLink';

const base64url = (b: Uint8Array) => Buffer.from(b).toString('base64url');

/** A whole deal's record as a downloaded file has it (Illustrated: the largest pack). */
function dealRecord(): string {
  const game = loadGame('illustrated-mayr-sedlaczek-2016');
  if (!game.ok) throw new Error(game.error);
  const end = playRandomDeal(game.value, createRng('link')).at(-1);
  if (!end) throw new Error('no deal');
  return formatRecordJson(recordOf(game.value, end));
}

describe('a replay link', () => {
  it("carries a record in the address's fragment, the same record back", async () => {
    const json = dealRecord();
    const link = await replayLink('https://tarock.example/table/abc#old', json);
    expect(link.startsWith(`https://tarock.example/table/abc${REPLAY_FRAGMENT}r1.`)).toBe(true);
    const back = await recordFromFragment(link.slice(link.indexOf('#')));
    expect(back).toEqual({ ok: true, text: JSON.stringify(JSON.parse(json)) });
  });

  it('keeps a deal short enough to send: under 2,000 characters', async () => {
    const link = await replayLink('https://tarock.example/', dealRecord());
    expect(link.length).toBeLessThan(2000);
  });

  it('passes the text form as it is', async () => {
    const text = '[Variant "haferltarock"]\n1. S1 bid\n';
    const link = await replayLink('https://t.example/', text);
    expect(await recordFromFragment(link.slice(link.indexOf('#')))).toEqual({ ok: true, text });
  });

  it('is no replay link without its fragment', async () => {
    expect(await recordFromFragment('')).toBeNull();
    expect(await recordFromFragment('#seat=1')).toBeNull();
  });

  it.each([
    ['another version', `${REPLAY_FRAGMENT}r9.AAAA`, 'version'],
    ['cut short', `${REPLAY_FRAGMENT}r1.`, 'damaged'],
    ['letters outside base64url', `${REPLAY_FRAGMENT}r1.ab+c/`, 'damaged'],
    [
      'bytes that do not unpack',
      `${REPLAY_FRAGMENT}r1.${base64url(new Uint8Array([255, 255, 255, 255]))}`,
      'damaged',
    ],
    [
      'a record that is not UTF-8',
      `${REPLAY_FRAGMENT}r1.${base64url(deflateRawSync(Buffer.from([0xc3, 0x28])))}`,
      'damaged',
    ],
    [
      'a record past the cap unpacked',
      `${REPLAY_FRAGMENT}r1.${base64url(deflateRawSync(Buffer.alloc(MAX_LINK_RECORD_BYTES + 1, 32)))}`,
      'tooLarge',
    ],
  ])('is refused with the reason when %s', async (_what, hash, fault) => {
    expect(await recordFromFragment(hash)).toEqual({ ok: false, fault });
  });
});
