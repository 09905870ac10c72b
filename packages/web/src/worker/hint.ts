/**
 * The hint: what the strongest computer player would do from the human's own View (never the
 * State), and why, where the player can say.
 */
import type { Action, Rng, View } from '@tarock/engine';
import { makeBot } from './bots';

export const HINT_BOT = 'pimc:strong';

export async function hintFor(
  view: View,
  rng: Rng,
): Promise<{ action: Action; reason: string | null; bot: string }> {
  const bot = makeBot(HINT_BOT);
  const action = await bot.act(view, rng);
  return { action, reason: null, bot: bot.name };
}
