import { HOUR_MS } from '@roca/contract/days';

/**
 * The rules of places, the waitlist and offers (docs/signups.md, "Places and the waitlist"), as
 * pure functions of a date's state: the ledger (ledger.ts) applies them inside its transaction,
 * and the unit tests read them without a database.
 *
 * Places are people: a party of three takes three. Confirmed sign-ups and open offers hold places;
 * the waitlist holds none. When places free (a cancellation, a declined or lapsed offer, a higher
 * capacity), the waitlist is read in the order people joined it, and each party that fits what is
 * free gets a place, so a party of four first in line does not keep two free places from a pair
 * behind it; it stays first for the next places that free.
 */

/** One sign-up on the waitlist: its party, and when it joined the list (its order). */
export type WaitingParty = { id: string; party: number; since: number };

/** Places still free on a date: its capacity less the places held (never below none, if staff lowered it). */
export const freePlaces = (capacity: number, held: number) => Math.max(0, capacity - held);

/** Where a newly confirmed sign-up goes: a place when its party fits what is free, else the waitlist. */
export const placeFor = (capacity: number, held: number, party: number): 'confirmed' | 'waiting' =>
  party <= freePlaces(capacity, held) ? 'confirmed' : 'waiting';

/** The waitlist in its order: who joined first, then by id (two joining in the same millisecond). */
export const waitlistOrder = <T extends WaitingParty>(waiting: readonly T[]): T[] =>
  [...waiting].sort((a, b) => a.since - b.since || a.id.localeCompare(b.id));

/**
 * Who on the waitlist gets a freed place, in order: each party, first come first, that fits the
 * places still free after those before it.
 */
export function partiesForFreePlaces<T extends WaitingParty>(capacity: number, held: number, waiting: readonly T[]): T[] {
  let free = freePlaces(capacity, held);
  const chosen: T[] = [];
  for (const party of waitlistOrder(waiting)) {
    if (free === 0) break;
    if (party.party > free) continue;
    chosen.push(party);
    free -= party.party;
  }
  return chosen;
}

/** Each waiting sign-up's place in the list: 1 is next. */
export const waitlistPositions = (waiting: readonly WaitingParty[]): Map<string, number> =>
  new Map(waitlistOrder(waiting).map((party, index) => [party.id, index + 1]));

/**
 * When an offer made `now` lapses: after the event's offer deadline, but never after the date
 * starts (a place offered at noon for a 2 PM meeting is held until 2 PM, not overnight). Null
 * when the date has started: nobody is offered a place in an event under way.
 */
export function offerDeadline(now: number, offerHours: number, startsAt: number): number | null {
  if (now >= startsAt) return null;
  return Math.min(now + offerHours * HOUR_MS, startsAt);
}

/** Whether a shift has room for one more volunteer (a volunteer is one person, whatever their party). */
export const shiftHasRoom = (capacity: number, taken: number) => taken < capacity;
