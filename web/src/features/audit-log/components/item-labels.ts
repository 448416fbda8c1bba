import { ITEM_KINDS } from '@roca/contract/item-kinds';

/** How the log names an item in a sentence (contract/src/item-kinds.ts); a type it does not know, by its name. */
export const nounOf = (itemType: string) =>
  Object.hasOwn(ITEM_KINDS, itemType) ? ITEM_KINDS[itemType as keyof typeof ITEM_KINDS].noun : itemType;

/** What a restore of this entry brings back: the item, or the member's deleted payment. */
export const restoredNounOf = (entry: { action: string; itemType: string }) =>
  entry.action === 'delete-payment' ? 'payment' : nounOf(entry.itemType);
