import { describe, expect, it } from 'vitest';
import { consentsTo, mailboxOf, topicConsentsOf } from './mail';

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

describe('mailboxOf', () => {
  it('counts every +tag and case of an address as its one mailbox', () => {
    for (const address of ['victim@example.org', 'Victim@Example.org', 'victim+1@example.org', 'victim+a+b@EXAMPLE.ORG']) {
      expect(mailboxOf(address), address).toBe('victim@example.org');
    }
  });

  it('ignores dots for Gmail, whose mailboxes ignore them, and nowhere else', () => {
    for (const address of ['v.i.c.t.i.m@gmail.com', 'Vic.Tim+x@googlemail.com', 'victim@gmail.com']) {
      expect(mailboxOf(address), address).toBe('victim@gmail.com');
    }
    expect(mailboxOf('v.ictim@example.org')).toBe('v.ictim@example.org');
  });

  it('keeps a local part that only starts with +', () => {
    expect(mailboxOf('+tag@example.org')).toBe('+tag@example.org');
  });
});
