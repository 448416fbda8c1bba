import { Timestamp } from 'firebase-admin/firestore';
import { LOCAL_PAYPAL } from './stack-config';

/** The first Admin of a local stack. Override with SEED_ADMIN_USERNAME / SEED_ADMIN_PASSWORD. */
export const seedAdmin = {
  username: process.env.SEED_ADMIN_USERNAME || 'admin',
  password: process.env.SEED_ADMIN_PASSWORD || 'roca-admin-2025',
};

const sampleDevelopments = [
  {
    projectTitle: 'Cedar Lane Townhomes',
    subTitle: '24 units, 3 storeys',
    description:
      'Rezoning application to replace two single-family lots with 24 townhomes. A public hearing is expected in the new year; the association has asked for a tree-retention plan.',
    date: '2025-09-18',
    status: 'Under Review',
    link1: 'https://example.org/applications/cedar-lane',
    linkText1: 'Application details',
  },
  {
    projectTitle: 'Riverside Community Hall',
    subTitle: 'Heritage restoration',
    description: 'Restoration of the 1912 community hall is under way, funded in part by a provincial heritage grant.',
    date: '2025-07-02',
    status: 'Under Construction',
    link1: 'https://example.org/heritage/hall',
  },
  {
    projectTitle: 'Oak Street Mixed Use',
    description: 'Six-storey mixed-use building with ground-floor shops. Council approved the rezoning in June.',
    date: '2025-06-12',
    status: 'Approved',
  },
];

const sampleEvents = [
  {
    heading: 'Annual General Meeting',
    description: 'All members are welcome. Elections for the executive and a planning update.',
    date: '2026-05-14',
    time: '19:00',
    eventType: 'blue',
    position: 1,
    isVisible: true,
  },
  {
    heading: 'Public hearing: Cedar Lane',
    description: 'Council hears the Cedar Lane townhome rezoning. Written comments are due the Friday before.',
    date: '2026-01-20',
    time: '18:00',
    eventType: 'orange',
    position: 2,
    isVisible: true,
  },
  {
    heading: 'Neighbourhood clean-up',
    description: 'Meet at the community hall; gloves and bags provided.',
    date: '2026-04-18',
    time: '10:00',
    eventType: 'green',
    position: 3,
    isVisible: true,
  },
];

/**
 * Stores the site's content as it shipped (settings, executive, calendar events, lists), the same
 * seed the API stores on a fresh project's first read (docs/content.md). `npm start` and the test
 * stack call it on an empty database, so the pages show the shipped content from the start.
 */
export async function seedSiteContent() {
  const { ensureSiteContentSeeded } = await import('../../functions/src/services/content');
  await ensureSiteContentSeeded();
}

/** Fills an empty local database with the first Admin, the site's content and sample updates. */
export async function seedLocalData() {
  const { db, COLLECTIONS } = await import('../../functions/src/lib/firebase');
  const { createUser } = await import('../../functions/src/services/accounts');
  await createUser({ ...seedAdmin, firstName: 'Site', lastName: 'Administrator', role: 'Admin' });
  await seedSiteContent();
  // One plain timestamp: the Node Firestore emulator keeps only one server timestamp per write.
  const now = Timestamp.now();
  const batch = db.batch();
  for (const dev of sampleDevelopments) {
    batch.set(db.collection(COLLECTIONS.developments).doc(), {
      ...dev,
      attachments: [],
      createdAt: now,
      updatedAt: now,
    });
  }
  for (const event of sampleEvents) {
    batch.set(db.collection(COLLECTIONS.events).doc(), {
      ...event,
      createdAt: now,
      updatedAt: now,
    });
  }
  // The association's e-Transfer address, so /membership offers e-Transfer besides PayPal (the stand-in's account).
  batch.set(db.collection(COLLECTIONS.joinSettings).doc('settings'), { eTransferAddress: LOCAL_PAYPAL.account.email });
  await batch.commit();
}
