import type { UserRow } from '../auth/users.repository.js';
import { groupsPolicy } from '../groups/groups.policy.js';

/** What the policy needs to know about a use case or AI tool. */
export interface CatalogFacts {
  status: string;
  createdBy: number | null;
}

/**
 * Who may do what with use cases and AI tools (content-ai-admin sections 4, 5 and 6), in one place.
 * `isApprover` is worked out by catalog.access: staff, or an administrator of the admin's default
 * organization when the item belongs to it (or one of its circles).
 */
export const catalogPolicy = {
  /** Registered members submit (trial accounts do not). */
  canSubmit: (user: UserRow | null) => groupsPolicy.isRegistered(user),
  /** Staff or the creator. */
  canEdit: (item: CatalogFacts, user: UserRow | null) =>
    Boolean(user && (user.isStaff || (item.createdBy !== null && item.createdBy === user.id))),
  /** Approve is offered when pending or rejected. */
  canApprove: (item: CatalogFacts, isApprover: boolean) =>
    isApprover && (item.status === 'pending' || item.status === 'rejected'),
  /** Reject only when pending. */
  canReject: (item: CatalogFacts, isApprover: boolean) => isApprover && item.status === 'pending',
  /** Topic area, topics, career stages and professional fields: staff only. */
  canClassify: (user: UserRow | null) => Boolean(user?.isStaff),
};
