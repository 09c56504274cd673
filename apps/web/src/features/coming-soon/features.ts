import type { GuardName } from '../../app/guards/guards';

/** A capability whose route exists but whose screen has not been built yet. */
export interface ComingSoonFeature {
  path: string;
  name: string;
  /** One line on what the page will do. */
  line: string;
  /** Who may open the route (the same guard the real page will have). */
  guard: GuardName;
}

/**
 * Routes of the spec (foundation.md §2, content-ai-admin.md 2.1 and 2.14) that menus, cards and
 * the footer link to before their issue lands. Each shows the ComingSoon page on its own address;
 * when a feature is built, its entry leaves this list and its real route takes over. No icons here:
 * the router reads this list, and the landing route should not carry the icons' code.
 */
export const COMING_SOON: ComingSoonFeature[] = [];
