/**
 * Where the next saying falls in the auction, as the table's words for it depend on it: the
 * opening (nothing bid yet) and Löw's retake, a take of a bid already taken and held since it
 * was bid ("zweite Ablösung", seed 002, L-02). The CLI and the web word actions by it.
 */
export interface AuctionMoment {
  /** No bid has been made yet. */
  readonly opening: boolean;
  /** A take now takes again a bid already taken once. */
  readonly retake: boolean;
}

export function auctionMoment(
  history: readonly { readonly action: { readonly type: string } }[],
): AuctionMoment {
  let lastBid = history.length - 1;
  while (lastBid >= 0 && history[lastBid]?.action.type !== 'bid') lastBid--;
  let retake = false;
  for (let i = lastBid + 1; lastBid >= 0 && i < history.length; i++)
    if (history[i]?.action.type === 'take') retake = true;
  return { opening: lastBid < 0, retake };
}
