import { describe, expect, it } from 'vitest';
import { consentsTo, topicConsentsOf } from './mail';

/** A recipient's choice per topic (docs/mail.md, "Consent"), from literal documents. */

const register = { given: true, date: '2025-03-01', source: 'Membership form' };

describe('topicConsentsOf', () => {
  it("lets the register's consent stand for every member topic until the member chooses", () => {
    const choices = topicConsentsOf({ consent: register });
    expect(choices).toEqual({ renewals: register, announcements: register });
  });

  it("never counts the register's consent for development updates, which take their own double opt-in", () => {
    expect(consentsTo(topicConsentsOf({ consent: register }), 'developments')).toBe(false);
  });

  it('takes a stored choice over the register, topic by topic', () => {
    const withdrawn = { given: false, date: '2026-01-02', source: 'Unsubscribe link in an e-mail' };
    const subscribed = { given: true, date: '2026-02-03', source: 'Subscribe form, confirmed by e-mail' };
    const choices = topicConsentsOf({ consent: register, mailTopics: { announcements: withdrawn, developments: subscribed } });
    expect(choices).toEqual({ renewals: register, announcements: withdrawn, developments: subscribed });
  });

  it('gives nothing for a recipient with no consent on record', () => {
    expect(topicConsentsOf(undefined)).toEqual({});
    expect(topicConsentsOf({ consent: null, mailTopics: {} })).toEqual({});
  });
});
