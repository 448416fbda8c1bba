import { useMatches } from 'react-router';
import { documentTitle, type StaffScreenHandle } from '#web/lib/page-meta';
import { useSiteNames } from './use-association-name';

/**
 * The tab title of a staff screen: the screen's own title (its route's `handle`) and the short
 * name staff stored, e.g. "Members | ROCA". A route's `meta` cannot read stored data, so the
 * layout renders the <title> and React puts it in the head. Until the names load (and in the
 * prerendered sign-in screens) it is the screen's title alone, never a name that may be out of date.
 */
export function StaffDocumentTitle() {
  const title = useMatches()
    .map((match) => (match.handle as StaffScreenHandle | undefined)?.title)
    .findLast(Boolean);
  const shortName = useSiteNames()?.shortName;
  if (!title) return null;
  return <title>{shortName ? documentTitle(title, shortName) : title}</title>;
}
