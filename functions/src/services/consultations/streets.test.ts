import { describe, expect, it } from 'vitest';
import { streetNameOf } from './streets';

/** The tallies by street count one street however residents write their address. */
describe('the street of an address', () => {
  it.each([
    ['1234 Cedar Hill Rd', 'Cedar Hill Road'],
    ['12 cedar hill road', 'Cedar Hill Road'],
    ['#4 - 1234 Cedar Hill Rd.', 'Cedar Hill Road'],
    ['Unit 5, 1234 Cedar Hill Rd', 'Cedar Hill Road'],
    ['4-1234 Cedar Hill Rd, Victoria BC', 'Cedar Hill Road'],
    ['1234A Larch St', 'Larch Street'],
    ['Oak Bay Ave', 'Oak Bay Avenue'],
  ])('%s is on %s', (address, street) => {
    expect(streetNameOf(address)).toBe(street);
  });

  it('keeps what it cannot tidy, as written', () => {
    expect(streetNameOf('  42  ')).toBe('42');
  });
});
