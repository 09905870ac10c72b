/**
 * The hint: what the strongest computer player would do from the human's own View (never the
 * State), and why, where the player can say.
 */
import type { Action, Result, Rng, View } from '@tarock/engine';
import { HINT_BOT, makeBot } from './bots';

export interface HintResult {
  readonly action: Action;
  readonly reason: string | null;
  readonly bot: string;
}

export function hintFor(view: View, rng: Rng): Result<HintResult> {
  const made = makeBot(HINT_BOT);
  if (!made.ok) return made;
  const bot = made.value;
  const action = bot.act(view, rng);
  return { ok: true, value: { action, reason: bot.explain?.(view, action) ?? null, bot: bot.name } };
}
