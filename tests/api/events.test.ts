import { describe, expect, it } from 'vitest';
import { storeEvent } from '../support/builders';
import { COLLECTIONS, db } from '../support/db';
import { apiTestFile } from '../support/api-test-file';

const { api, staff: admin } = apiTestFile();

const stored = async (id: string) => (await db.collection(COLLECTIONS.events).doc(id).get()).data();

/** The edit form's fields without position and visibility, as an older client or a script sends them. */
const fullEdit = { heading: 'AGM moved', description: 'Now in the small hall.', date: '2026-04-02', time: '18:30', eventType: 'green' };

describe('PUT /api/events/{id}', () => {
  it('keeps a hidden event hidden and its position when the full form omits them', async () => {
    const id = await storeEvent({ isVisible: false, position: 3 });
    const res = await api.call('PUT', `/api/events/${id}`, { token: admin.token, body: fullEdit });
    expect(res.status).toBe(200);
    expect(res.json).toMatchObject({ ...fullEdit, isVisible: false, position: 3 });
    expect(await stored(id)).toMatchObject({ ...fullEdit, isVisible: false, position: 3 });
    // Visitors still do not see it.
    expect((await api.call('GET', '/api/events')).json).toEqual([]);
  });

  it('changes position and visibility when they are sent', async () => {
    const id = await storeEvent({ isVisible: false, position: 3 });
    const res = await api.call('PUT', `/api/events/${id}`, { token: admin.token, body: { ...fullEdit, isVisible: true, position: 2 } });
    expect(res.json).toMatchObject({ isVisible: true, position: 2 });
  });

  it('changes only the visibility when only isVisible is sent', async () => {
    const id = await storeEvent({ heading: 'Stays', position: 2 });
    const res = await api.call('PUT', `/api/events/${id}`, { token: admin.token, body: { isVisible: false } });
    expect(res.json).toMatchObject({ heading: 'Stays', position: 2, isVisible: false });
  });

  it('still asks for the text fields of a full edit', async () => {
    const id = await storeEvent();
    const res = await api.call('PUT', `/api/events/${id}`, { token: admin.token, body: { heading: 'Only a heading' } });
    expect(res.status).toBe(400);
    expect(Object.keys(res.json.fieldErrors).sort()).toEqual(['date', 'description', 'eventType', 'time']);
  });
});
