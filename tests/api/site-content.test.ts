import { beforeEach, describe, expect, it, vi } from 'vitest';
import { SEED_CONTENT, SEED_JOIN_SETTINGS } from '@roca/contract/content/seed';
import { ensureSiteContentSeeded, loadSiteContent, settingsDoc } from '../../functions/src/services/content';
import { storeDevelopment, storeEvent } from '../support/builders';
import { COLLECTIONS, clearDatabase, db } from '../support/db';

/** The site's content as stored and read back as one snapshot (docs/content.md). */
beforeEach(() => clearDatabase({ seed: false }));

describe('site content', () => {
  it('starts a fresh project with the seed content, stored once', async () => {
    const content = await loadSiteContent();
    expect(content.settings).toEqual(SEED_CONTENT.settings);
    expect(content.executive).toEqual(SEED_CONTENT.executive);
    expect(content.calendarEvents.map((e) => e.title)).toEqual(SEED_CONTENT.calendarEvents.map((e) => e.title));
    expect(content.businesses).toHaveLength(SEED_CONTENT.businesses.length);
    expect(content.communityLinks).toHaveLength(SEED_CONTENT.communityLinks.length);
    expect(content.volunteerNeeds).toHaveLength(SEED_CONTENT.volunteerNeeds.length);
    expect(content.files).toEqual(SEED_CONTENT.files);
    expect((await db.collection(COLLECTIONS.businessDirectory).get()).size).toBe(SEED_CONTENT.businesses.length);
  });

  it('seeds once when many reads start together', async () => {
    await Promise.all(Array.from({ length: 5 }, () => ensureSiteContentSeeded()));
    await Promise.all(Array.from({ length: 5 }, () => loadSiteContent()));
    expect((await db.collection(COLLECTIONS.calendarEvents).get()).size).toBe(SEED_CONTENT.calendarEvents.length);
  });

  it('seeds once when two instances (the API and a publish run, say) start together', async () => {
    // A second copy of the module: its own in-flight seed, as in another function instance.
    vi.resetModules();
    const other = await import('../../functions/src/services/content');
    expect(other.ensureSiteContentSeeded).not.toBe(ensureSiteContentSeeded);
    await Promise.all([ensureSiteContentSeeded(), other.ensureSiteContentSeeded()]);
    expect((await db.collection(COLLECTIONS.calendarEvents).get()).size).toBe(SEED_CONTENT.calendarEvents.length);
    expect((await settingsDoc().get()).data()).toEqual(SEED_CONTENT.settings);
  });

  it('never seeds over content staff changed, even an emptied list', async () => {
    await ensureSiteContentSeeded();
    await settingsDoc().update({ email: 'office@example.org' });
    const links = await db.collection(COLLECTIONS.communityLinks).get();
    await Promise.all(links.docs.map((doc) => doc.ref.delete()));
    const content = await loadSiteContent();
    expect(content.settings.email).toBe('office@example.org');
    expect(content.communityLinks).toEqual([]);
  });

  it('includes every development and only the visible event alerts', async () => {
    await storeDevelopment({ projectTitle: 'Stored update' });
    await storeEvent({ heading: 'Shown alert', isVisible: true });
    await storeEvent({ heading: 'Hidden alert', isVisible: false });
    const content = await loadSiteContent();
    expect(content.developments.map((d) => d.projectTitle)).toEqual(['Stored update']);
    expect(content.eventAlerts.map((e) => e.heading)).toEqual(['Shown alert']);
  });

  it('includes the join settings /membership shows: the defaults until staff save them, then what they saved', async () => {
    // With whether PayPal's REST app is set up (the test stack's stand-in is): the join form, not the hosted button.
    expect((await loadSiteContent()).joinSettings).toEqual({ ...SEED_JOIN_SETTINGS, payOnline: true });
    const saved = { fee: { currency_code: 'CAD', value: '12.00' }, eTransferAddress: 'treasurer@example.org', pendingJoinDays: 21 };
    await db.collection(COLLECTIONS.joinSettings).doc('settings').set(saved);
    expect((await loadSiteContent()).joinSettings).toEqual({ ...saved, payOnline: true });
  });
});
