import type { CommunityLink } from '@roca/contract/content/lists';

/** /community-links: the links are stored content (Content area), shown by category in the order stored. */
export function linksByCategory(links: readonly CommunityLink[]): { category: string; links: CommunityLink[] }[] {
  const groups = new Map<string, CommunityLink[]>();
  for (const link of links) groups.set(link.category, [...(groups.get(link.category) ?? []), link]);
  return [...groups].map(([category, grouped]) => ({ category, links: grouped }));
}
