import { POSITIONS } from '@roca/contract/staff-accounts';

/** The choices of a Position select: none, or one of the executive's (contract/src/staff-accounts.ts). */
export const POSITION_OPTIONS = [{ value: '', label: 'None' }, ...POSITIONS.map((position) => ({ value: position, label: position }))];
