/**
 * A refused card, discard or call as a note over the log: the table's label for it ("Not allowed",
 * an online table's "Refused"), then why in the player's words, rebuilt from the seat's view
 * (`refusalText`).
 */
import type { View } from '@tarock/engine';
import type { JSX } from 'preact';
import type { TableContext } from './context';
import { refusalText } from './refusal';

export function RefusalNote(props: {
  view: View;
  ctx: TableContext;
  label: string;
  refused: Parameters<typeof refusalText>[2];
}): JSX.Element {
  return (
    <p class="refused" role="alert" data-testid="refused">
      <strong>{props.label}:</strong> {refusalText(props.view, props.ctx, props.refused)}
    </p>
  );
}
