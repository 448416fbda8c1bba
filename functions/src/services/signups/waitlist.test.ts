import { describe, expect, it } from 'vitest';
import { freePlaces, offerDeadline, partiesForFreePlaces, placeFor, waitlistOrder, waitlistPositions } from './waitlist';

const HOUR = 3_600_000;
const party = (id: string, size: number, since: number) => ({ id, party: size, since });

describe('places and the waitlist', () => {
  it('gives a place while the party fits what is free, then the waitlist', () => {
    expect(placeFor(10, 7, 3)).toBe('confirmed');
    expect(placeFor(10, 8, 3)).toBe('waiting');
    expect(placeFor(3, 3, 1)).toBe('waiting');
  });

  it('never counts fewer than no free places when staff lowered the capacity below what is held', () => {
    expect(freePlaces(5, 8)).toBe(0);
    expect(placeFor(5, 8, 1)).toBe('waiting');
  });

  it('orders the waitlist by when people joined it, then by id for the same moment', () => {
    const order = waitlistOrder([party('b', 1, 20), party('c', 1, 10), party('a', 1, 20)]);
    expect(order.map((p) => p.id)).toEqual(['c', 'a', 'b']);
    expect([...waitlistPositions(order)]).toEqual([
      ['c', 1],
      ['a', 2],
      ['b', 3],
    ]);
  });
});

describe('freed places go to the waitlist in its order', () => {
  it('offers one freed place to the first person waiting', () => {
    const chosen = partiesForFreePlaces(3, 2, [party('second', 1, 2), party('first', 1, 1)]);
    expect(chosen.map((p) => p.id)).toEqual(['first']);
  });

  it('gives places to every party that fits, in order, and skips a party too large for what is free', () => {
    // Two places free; a party of four first in line, then two of one: the pair behind gets them.
    const waiting = [party('four', 4, 1), party('one-a', 1, 2), party('one-b', 1, 3), party('one-c', 1, 4)];
    expect(partiesForFreePlaces(10, 8, waiting).map((p) => p.id)).toEqual(['one-a', 'one-b']);
    // Once four places are free, the party of four (still first) gets them.
    expect(partiesForFreePlaces(10, 6, waiting).map((p) => p.id)).toEqual(['four']);
  });

  it('offers nothing when nothing is free, or nobody waits', () => {
    expect(partiesForFreePlaces(3, 3, [party('a', 1, 1)])).toEqual([]);
    expect(partiesForFreePlaces(3, 0, [])).toEqual([]);
  });
});

describe('the deadline of an offer', () => {
  const now = Date.UTC(2026, 5, 1, 12);

  it('is the offer hours from now', () => {
    expect(offerDeadline(now, 12, now + 48 * HOUR)).toBe(now + 12 * HOUR);
  });

  it('is never after the date starts, and there is none once it has', () => {
    expect(offerDeadline(now, 12, now + 2 * HOUR)).toBe(now + 2 * HOUR);
    expect(offerDeadline(now, 12, now)).toBeNull();
    expect(offerDeadline(now, 12, now - HOUR)).toBeNull();
  });
});
