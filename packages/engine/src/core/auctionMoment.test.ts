import { describe, expect, it } from 'vitest';
import { auctionMoment } from './auctionMoment';

const said = (...types: string[]) => types.map((type) => ({ action: { type } }));

describe('the moment of the auction a saying falls in', () => {
  it('is the opening until someone bids', () => {
    expect(auctionMoment([])).toEqual({ opening: true, retake: false });
    expect(auctionMoment(said('deal', 'pass'))).toEqual({ opening: true, retake: false });
    expect(auctionMoment(said('deal', 'bid'))).toEqual({ opening: false, retake: false });
  });

  it("a take after the bid was taken and held is Löw's retake (zweite Ablösung, L-02)", () => {
    expect(auctionMoment(said('deal', 'bid', 'take', 'hold'))).toEqual({ opening: false, retake: true });
    // A new bid starts the count again.
    expect(auctionMoment(said('deal', 'bid', 'take', 'hold', 'bid'))).toEqual({
      opening: false,
      retake: false,
    });
  });
});
