import type { PublicUser, Role } from '@roca/contract';

/**
 * The staff who made five years of changes: a few accounts of each role, created through the
 * users service (hashed passwords, username claims, their audit entries). They sign the audit
 * entries and the sends. Not multiplied by the scale: a larger association has the same executive.
 */
const STAFF: { username: string; firstName: string; lastName: string; role: Role }[] = [
  { username: 'years-president', firstName: 'Margaret', lastName: 'Okafor', role: 'Admin' },
  { username: 'years-secretary', firstName: 'Harjit', lastName: 'Sandhu', role: 'Admin' },
  { username: 'years-treasurer', firstName: 'Thanh', lastName: 'Nguyen', role: 'Super' },
  { username: 'years-planning', firstName: 'Colin', lastName: 'Fraser', role: 'Super' },
  { username: 'years-events', firstName: 'Renée', lastName: 'Côté', role: 'Super' },
  { username: 'years-director-1', firstName: 'Priya', lastName: 'Patel', role: 'Read Only' },
  { username: 'years-director-2', firstName: 'Jonas', lastName: 'Lindqvist', role: 'Read Only' },
];

/** The password of every generated staff account: a local data set, never a real site's. */
export const YEARS_STAFF_PASSWORD = 'five-busy-years-local';

export async function createStaff(): Promise<PublicUser[]> {
  const { createUser } = await import('../../../functions/src/services/accounts');
  const staff: PublicUser[] = [];
  for (const person of STAFF) staff.push(await createUser({ ...person, password: YEARS_STAFF_PASSWORD }));
  return staff;
}

/** Staff who edit content and the register (Admin and Super): the actors of the generated changes. */
export const editorsOf = (staff: PublicUser[]) => staff.filter((user) => user.role !== 'Read Only');
