import { ITEM_KINDS, type ItemType } from '@roca/contract/item-kinds';

/**
 * The key prefix of every query of a kind of item: [its route] (contract/src/item-kinds.ts). A
 * key's text segments are the path it GETs (lib/query-client.ts), so the kind's lists, with
 * whatever parameters, all start with it, and invalidating it makes them all stale.
 */
export const itemQueryKey = <T extends ItemType>(type: T) => [ITEM_KINDS[type].route] as const;
