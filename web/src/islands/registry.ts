import type { ComponentType } from 'react';
import { DocumentButtons } from '../components/layout/document-buttons';
import { SiteMenu } from '../components/layout/site-menu';
import { AddToCalendarLink } from '../features/calendar-feed/add-to-calendar-link';
import { HeroSlider } from '../features/home/components/hero-slider';
import { MembershipPaymentForm } from '../features/membership/components/membership-payment-form';

/**
 * Every part of a public page that needs JavaScript, by the name its prerendered HTML carries
 * (data-island). Keep these components free of React Router and of useId: they hydrate in their
 * own React roots, without a router and at a different place in the tree than at prerender time.
 * What only shows stored content (the development updates, the event alerts) is not an island:
 * it is rendered into the published page (docs/decisions/008).
 */
export const ISLANDS = {
  'site-menu': SiteMenu,
  'hero-slider': HeroSlider,
  'membership-form': MembershipPaymentForm,
  'add-to-calendar': AddToCalendarLink,
  'document-buttons': DocumentButtons,
} satisfies Record<string, ComponentType<never>>;

export type IslandName = keyof typeof ISLANDS;

export const isIslandName = (name: string | undefined): name is IslandName => !!name && Object.hasOwn(ISLANDS, name);
