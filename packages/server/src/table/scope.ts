/**
 * What a connection's command may use of its table: the model, the connections, the absences,
 * the log to write to, the announcer, the chat, and the two things that follow a change of seats or of the
 * game (`advance`, `unseat`). The commands themselves are in seats.ts, play.ts, watch.ts and chat.ts.
 */
import type { Seat } from '@tarock/engine';
import type { Store } from '../store/store';
import type { Absences } from './absences';
import type { Announcer } from './announce';
import type { Audience } from './audience';
import type { TableChat } from './chat';
import type { TableLog } from './log';
import type { TableModel } from './model';

export interface TableScope {
  readonly model: TableModel;
  readonly audience: Audience;
  readonly absences: Absences;
  readonly log: TableLog;
  readonly announce: Announcer;
  readonly store: Store;
  /** The table's recent lines and each seat's chat limit. */
  readonly chat: TableChat;
  readonly onError: (e: unknown, where: string) => void;
  /** Connections that may watch the table without a seat. */
  readonly maxSpectators: number;
  /** After every change: deals when everyone is ready, lets computer players act, sets the timers. */
  advance(): void;
  /** The seat's connections lose it (their token holds it no more) and go on watching. */
  unseat(seat: Seat, why: string): void;
}
