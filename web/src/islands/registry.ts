import type { ComponentType } from 'react';
import { HeroSlider } from '#web/features/home/components/hero-slider';
import { MembershipPaymentForm } from '#web/features/membership/components/membership-payment-form';

/**
 * The parts of public pages that need React, by the name their published HTML carries
 * (data-island): the home page's slider and the membership form, nothing else
 * (docs/decisions/010). Only the pages that show one load React, after their largest paint.
 * Everything else a public page does is plain HTML and the small page script (web/src/page-script):
 * the menu, page views and link records, the calendar's subscribe link.
 *
 * Keep these components free of React Router and of useId: they hydrate in their own React
 * roots, without a router and at a different place in the tree than when they were rendered.
 */
export const ISLANDS = {
  'hero-slider': HeroSlider,
  'membership-form': MembershipPaymentForm,
} satisfies Record<string, ComponentType<never>>;

export type IslandName = keyof typeof ISLANDS;

export const isIslandName = (name: string | undefined): name is IslandName => !!name && Object.hasOwn(ISLANDS, name);
