import type { Firestore } from 'firebase-admin/firestore';
import type { PublicUser } from '@roca/contract';
import type { AuditTrail } from './audit';
import type { Span } from './clock';
import type { Plan } from './plan';
import type { Sink } from './sink';

/** What each kind's generator is given: the plan, the five years, where to write, and who made the changes. */
export type Years = {
  seed: number;
  plan: Plan;
  span: Span;
  db: Firestore;
  sink: Sink;
  audit: AuditTrail;
  /** Admin and Super accounts: the actors of the changes. */
  editors: PublicUser[];
};
