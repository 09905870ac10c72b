/**
 * What an invitee sees before pressing "ready": the invite link (with a copy button), the preset
 * with its source, and every house rule that differs from its default: its title and value in
 * words (the key on hover), the default, what it means.
 */
import type { TableInfo } from '@tarock/protocol';
import type { JSX } from 'preact';
import { useEffect, useMemo, useRef, useState } from 'preact/hooks';
import { loadGame } from '@tarock/engine';
import { useI18n } from '../i18n/i18n';
import { optionTitle } from '../i18n/optionTitles';
import { optionValueText } from '../i18n/optionValues';
import { presetName } from '../i18n/presetNames';
import { optionDescription, presetSource } from '../i18n/presetTexts';
import { RuleCardView } from '../rules/RuleCardView';
import { takeLostFocus } from '../table/focusOn';
import { useOnlineStrings } from './useOnline';

export function TableInfoPanel({ table }: { table: TableInfo }): JSX.Element {
  const s = useOnlineStrings();
  const { t, lang } = useI18n();
  const link = `${location.origin}/table/${table.id}`;
  // The table's game name resolves to its rule set with the house rules (a game this page's
  // engine does not know shows no card).
  const loaded = useMemo(() => loadGame(table.game), [table.game]);
  const game = loaded.ok ? loaded.value : null;
  const [copied, setCopied] = useState<'no' | 'yes' | 'failed'>('no');
  const input = useRef<HTMLInputElement>(null);
  // The table just opened ("Open the table" gone): the host's next step is the link to send.
  useEffect(() => takeLostFocus(input.current), []);
  const copy = (): void => {
    // Outside a secure context (the server opened on a home network over http) a browser has no
    // clipboard API: the link is selected for copying by hand.
    const clipboard: Clipboard | undefined = navigator.clipboard;
    const byHand = (): void => {
      setCopied('failed');
      input.current?.select();
    };
    if (clipboard) clipboard.writeText(link).then(() => setCopied('yes'), byHand);
    else byHand();
  };
  return (
    <section class="online-info" aria-label={s.tableInfo} data-testid="table-info">
      <div class="online-invite">
        <label>
          <span>{s.invite}</span>{' '}
          <input
            type="text"
            readOnly
            value={link}
            ref={input}
            data-testid="invite-link"
            // The whole link in view where the screen has room (the field showed about 30 characters).
            style={{ width: `calc(${link.length}ch + 1.2rem)` }}
            onFocus={(e) => e.currentTarget.select()}
          />
        </label>{' '}
        <button type="button" onClick={copy} data-testid="copy-invite">
          {copied === 'yes' ? s.copied : s.copy}
        </button>
        {copied === 'failed' && <span class="error"> {s.copyFailed}</span>}
      </div>
      <h2 data-testid="online-preset">{presetName(table.preset, lang)}</h2>
      <p class="source" data-testid="online-source">
        <strong>{t.source}:</strong> {presetSource(table.preset.id, table.preset.source, lang)}
      </p>
      {table.options.length === 0 ? (
        <p data-testid="online-options">{s.allDefaults}</p>
      ) : (
        <div data-testid="online-options">
          <h3>{s.differs}</h3>
          <ul class="online-options">
            {table.options.map((o) => (
              <li key={o.key} data-option={o.key} title={o.key}>
                <strong>
                  {optionTitle(o.key, lang)} = {optionValueText(o.key, o.value, lang)}
                </strong>{' '}
                ({s.defaultWas}: {optionValueText(o.key, o.default, lang)}) — {optionDescription(o, lang)}
              </li>
            ))}
          </ul>
        </div>
      )}
      {game && (
        <details class="rule-card-details" data-testid="online-rules-open">
          <summary>{t.ruleCard}</summary>
          <RuleCardView card={game.preset.ruleCard(game.rules, game.seats)} rules={game.rules} />
        </details>
      )}
    </section>
  );
}
