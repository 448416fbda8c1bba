import { describe, expect, it } from 'vitest';
import { expandOccurrences, repeatRuleProblem } from './recurrence';
import { buildRepeatRule, describeRepeat, readRepeatRule, repeatChoicesFor } from './repeat-presets';

describe('repeat choices', () => {
  it('offers what fits a third Tuesday early in the month, and not "the last Tuesday"', () => {
    expect(repeatChoicesFor('2026-12-15')).toEqual([
      { value: 'none', label: 'Does not repeat' },
      { value: 'weekly', label: 'Weekly on Tuesday' },
      { value: 'biweekly', label: 'Every 2 weeks on Tuesday' },
      { value: 'monthlyWeekday', label: 'Monthly on the third Tuesday' },
      { value: 'monthlyDay', label: 'Monthly on day 15' },
      { value: 'yearly', label: 'Yearly on December 15' },
      { value: 'custom', label: 'Custom rule (RRULE)' },
    ]);
  });

  it('offers "the last" weekday late in the month, and no fifth weekday or day 31', () => {
    const values = repeatChoicesFor('2026-12-31').map((c) => c.label);
    expect(values).toContain('Monthly on the last Thursday');
    expect(values.some((label) => label.includes('fifth') || label.includes('day 31'))).toBe(false);
  });

  it("builds the issue's rule: monthly on the third Tuesday until June 2027, valid and expanding as expected", () => {
    const rule = buildRepeatRule('monthlyWeekday', '2026-12-15', '2027-06-30');
    expect(rule).toBe('FREQ=MONTHLY;BYDAY=3TU;UNTIL=20270630');
    expect(repeatRuleProblem(rule!, '2026-12-15')).toBeNull();
    expect(expandOccurrences({ date: '2026-12-15', repeat: rule! }, { from: '2026-12-01', to: '2027-12-31' }).dates).toHaveLength(7);
    expect(buildRepeatRule('none', '2026-12-15')).toBe('');
    expect(buildRepeatRule('monthlyLastWeekday', '2026-12-15')).toBeNull();
  });

  it('reads a stored rule back as the choice that made it, or as a custom rule', () => {
    expect(readRepeatRule('FREQ=MONTHLY;BYDAY=3TU;UNTIL=20270630', '2026-12-15')).toEqual({
      choice: 'monthlyWeekday',
      until: '2027-06-30',
    });
    expect(readRepeatRule('FREQ=WEEKLY;INTERVAL=2', '2026-12-15')).toEqual({ choice: 'biweekly', until: undefined });
    expect(readRepeatRule(undefined, '2026-12-15')).toEqual({ choice: 'none' });
    // The rule says the second Tuesday, the event starts on a third one: not a named choice.
    expect(readRepeatRule('FREQ=MONTHLY;BYDAY=2TU', '2026-12-15').choice).toBe('custom');
    expect(readRepeatRule('FREQ=WEEKLY;COUNT=10', '2026-12-15').choice).toBe('custom');
  });

  it('describes a repetition in words', () => {
    expect(describeRepeat('FREQ=MONTHLY;BYDAY=3TU;UNTIL=20270630', '2026-12-15')).toBe('Monthly on the third Tuesday until June 30, 2027');
    expect(describeRepeat('FREQ=WEEKLY;COUNT=10', '2026-12-15')).toBe('Repeats (FREQ=WEEKLY;COUNT=10)');
    expect(describeRepeat(undefined, '2026-12-15')).toBeNull();
  });
});
