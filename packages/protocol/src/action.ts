/**
 * The schema of an action a seat may send: every engine Action except the chance deal, which only
 * the server makes. Shapes and bounds only; whether the action is legal now is the engine's
 * `legalActions`, checked by the server.
 */
import { z } from 'zod';

const word = z.string().min(1).max(40);
const card = z.int().min(0).max(63);

export const SeatAction = z.discriminatedUnion('type', [
  z.strictObject({ type: z.literal('pass') }),
  z.strictObject({ type: z.literal('bid'), bid: word }),
  z.strictObject({ type: z.literal('accept') }),
  z.strictObject({ type: z.literal('take') }),
  z.strictObject({ type: z.literal('hold') }),
  z.strictObject({ type: z.literal('declare'), contract: word }),
  z.strictObject({ type: z.literal('trump'), suit: z.int().min(0).max(7) }),
  z.strictObject({ type: z.literal('talon'), group: z.int().min(0).max(15) }),
  z.strictObject({ type: z.literal('discard'), card }),
  z.strictObject({ type: z.literal('announce'), bonus: word }),
  z.strictObject({ type: z.literal('ready') }),
  z.strictObject({ type: z.literal('contra'), target: word }),
  z.strictObject({ type: z.literal('raise') }),
  z.strictObject({ type: z.literal('play'), card }),
]);
export type SeatAction = z.infer<typeof SeatAction>;
