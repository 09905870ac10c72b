/**
 * The shuffle's commitment at an online table (docs/server.md, Fair shuffles): while a deal runs,
 * the SHA-256 of its seed, sent before the first card; once it is over, the seed itself and
 * whether it hashes to what was shown (checked here, in the browser, with Web Crypto).
 */
import type { DealInfo } from '@tarock/protocol';
import type { JSX } from 'preact';
import { useEffect, useState } from 'preact/hooks';
import { useOnlineStrings } from './useOnline';

type Check = 'checking' | 'matches' | 'differs' | 'unavailable';

/** Whether every revealed seed's SHA-256 (of its text, as the server hashes it) is its hash. */
export async function seedsMatch(seeds: readonly string[], hashes: readonly string[]): Promise<boolean> {
  if (seeds.length !== hashes.length) return false;
  for (const [i, seed] of seeds.entries()) {
    const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(seed));
    const hex = [...new Uint8Array(digest)].map((b) => b.toString(16).padStart(2, '0')).join('');
    if (hex !== hashes[i]) return false;
  }
  return true;
}

export function SeedLine(props: { deal: DealInfo }): JSX.Element {
  const s = useOnlineStrings();
  const { seeds, seedHashes } = props.deal;
  const [check, setCheck] = useState<Check>('checking');
  const key = `${seeds?.join(' ')}|${seedHashes.join(' ')}`;
  useEffect(() => {
    if (!seeds) return;
    // Web Crypto is there only in a secure context (https, or this machine).
    if (!globalThis.crypto?.subtle) {
      setCheck('unavailable');
      return;
    }
    let live = true;
    setCheck('checking');
    seedsMatch(seeds, seedHashes).then(
      (ok) => live && setCheck(ok ? 'matches' : 'differs'),
      () => live && setCheck('unavailable'),
    );
    return () => {
      live = false;
    };
  }, [key]);
  return (
    <p class="online-seed" data-testid="deal-seed" data-check={seeds ? check : 'committed'}>
      {s.seedCommitted(props.deal.n)} <code data-testid="deal-seed-hash">{seedHashes.join(' ')}</code>
      {seeds && (
        <>
          {' · '}
          {s.seedRevealed} <code data-testid="deal-seed-revealed">{seeds.join(' ')}</code>{' '}
          <span role={check === 'differs' ? 'alert' : undefined}>{s.seedCheck[check]}</span>
        </>
      )}
    </p>
  );
}
