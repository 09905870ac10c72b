/**
 * The history as a file, under the History's matches: "Save the history" downloads every match
 * with its deals' records (`worker/historyArchive.ts`), "Read a history file" takes such a file in
 * (from this browser or another), adding what this history lacks and changing nothing it holds.
 * What came of it is said in a line (and the matches of the file left out as damaged, each with
 * the reason); a file that is not a history is refused whole, nothing written.
 */
import type { JSX } from 'preact';
import { useState } from 'preact/hooks';
import { download } from '../table/TableScreen';
import type { TableClient } from '../worker/client';
import { type Said, answerSaid } from './fileSaid';
import type { HistoryStrings } from './strings';

export function HistoryFile(props: {
  client: TableClient;
  s: HistoryStrings;
  canSave: boolean;
}): JSX.Element {
  const { client, s } = props;
  const [said, setSaid] = useState<Said | null>(null);
  const busy = said?.kind === 'busy';

  const save = (): void => {
    setSaid({ kind: 'busy', text: s.saving });
    client.exportHistory().then(
      (e) => {
        download(archiveName(new Date()), e.text);
        setSaid({ kind: 'done', text: s.saved(e.matches, e.unread), skipped: [] });
      },
      (e: unknown) =>
        setSaid({ kind: 'failed', text: s.saveFailed(e instanceof Error ? e.message : String(e)) }),
    );
  };

  const read = (e: Event): void => {
    const input = e.currentTarget as HTMLInputElement;
    const file = input.files?.[0];
    if (!file) return;
    setSaid({ kind: 'busy', text: s.reading });
    file
      .text()
      .then((text) => client.importHistory(text))
      .then(
        (answer) => setSaid(answerSaid(answer, s)),
        (e: unknown) =>
          setSaid({ kind: 'failed', text: s.fileFailed(e instanceof Error ? e.message : String(e)) }),
      )
      .finally(() => {
        // The same file chosen again is read again.
        input.value = '';
      });
  };

  return (
    <section class="history-file" aria-labelledby="history-file-title" data-testid="history-file">
      <h3 id="history-file-title">{s.fileTitle}</h3>
      <p class="history-intro">{s.fileIntro}</p>
      <p class="history-file-actions">
        {props.canSave && (
          <button type="button" data-testid="history-save" disabled={busy} onClick={save}>
            {s.save}
          </button>
        )}{' '}
        <label class="file-pick">
          {s.read}{' '}
          <input
            type="file"
            accept=".json,application/json"
            disabled={busy}
            onChange={read}
            data-testid="history-read"
          />
        </label>
      </p>
      {said && (
        <div
          class={said.kind === 'failed' ? 'error' : 'history-file-said'}
          role={said.kind === 'failed' ? 'alert' : 'status'}
          data-testid="history-file-said"
          data-kind={said.kind}
        >
          <p>{said.text}</p>
          {said.kind === 'done' && said.skipped.length > 0 && (
            <>
              <p>{s.skipped(said.skipped.length)}</p>
              <ul data-testid="history-file-skipped">
                {said.skipped.map((why) => (
                  <li key={why}>{why}</li>
                ))}
              </ul>
            </>
          )}
        </div>
      )}
    </section>
  );
}

/** The file's name: the day it was saved. */
function archiveName(d: Date): string {
  const two = (n: number): string => String(n).padStart(2, '0');
  return `tarock-history-${d.getFullYear()}-${two(d.getMonth() + 1)}-${two(d.getDate())}.json`;
}
