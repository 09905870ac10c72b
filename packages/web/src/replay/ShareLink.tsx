/**
 * A link that opens a deal in anyone's replay (replayLink.ts): made and copied on request, and
 * shown, so it can be copied by hand where the browser refuses the clipboard. In the replay, of
 * the record open there; at the table, of the deal just settled (the worker gives its record only
 * then, every hand in it). Keyed by what it links, so another record starts without a link.
 */
import type { JSX } from 'preact';
import { useState } from 'preact/hooks';
import { useI18n } from '../i18n/i18n';
import { replayLink } from './replayLink';

export function ShareLink({ record }: { record: string | (() => Promise<string>) }): JSX.Element {
  const { t } = useI18n();
  const [link, setLink] = useState<{ url: string; copied: boolean } | null>(null);
  const make = async (): Promise<void> => {
    const text = typeof record === 'string' ? record : await record();
    const url = await replayLink(`${location.origin}/`, text);
    const copied = await (navigator.clipboard?.writeText(url) ?? Promise.reject()).then(
      () => true,
      () => false,
    );
    setLink({ url, copied });
  };
  return (
    <span class="replay-share">
      <button type="button" onClick={() => void make().catch(() => {})} data-testid="replay-link-make">
        {t.replayLinkMake}
      </button>
      {link && (
        <span class="replay-share-link">
          <span role="status">{link.copied ? t.replayLinkCopied : t.replayLinkCopy}</span>{' '}
          <input
            type="text"
            readOnly
            value={link.url}
            aria-label={t.replayLinkLabel}
            data-testid="replay-link"
            onFocus={(e) => e.currentTarget.select()}
          />
        </span>
      )}
    </span>
  );
}
