import { forbidden } from '../../http/errors.js';
import type { UserOrganizationRow } from '../groups/groups.repository.js';
import type { UserRow } from '../auth/users.repository.js';

type Viewer = Pick<UserRow, 'id' | 'isStaff'>;

/**
 * Who may do what with payments, in one place. Staff see every organization's payments; an
 * organization's accepted admins review its members' manual payments, write its payment
 * instructions and export its ledger; a member sees their own payments.
 */
export const paymentsPolicy = {
  /** The organizations whose payments the viewer reviews; null = all of them (staff). */
  reviewedOrganizations(viewer: Viewer, organizations: UserOrganizationRow[]): number[] | null {
    if (viewer.isStaff) return null;
    return organizations.filter((o) => o.role === 'admin' && o.status === 'accepted').map((o) => o.id);
  },
  canReview(viewer: Viewer, organizations: UserOrganizationRow[], organizationId: number | null): boolean {
    const reviewed = paymentsPolicy.reviewedOrganizations(viewer, organizations);
    return reviewed === null || (organizationId !== null && reviewed.includes(organizationId));
  },
  /** The payer or a reviewer of the payment's organization sees a manual payment. */
  canSeePayment(
    viewer: Viewer,
    organizations: UserOrganizationRow[],
    payment: { userId: number; organizationId: number | null },
  ): boolean {
    return (
      viewer.id === payment.userId || paymentsPolicy.canReview(viewer, organizations, payment.organizationId)
    );
  },
  assertReviewer(viewer: Viewer, organizations: UserOrganizationRow[]): number[] | null {
    const reviewed = paymentsPolicy.reviewedOrganizations(viewer, organizations);
    if (reviewed !== null && reviewed.length === 0) throw forbidden();
    return reviewed;
  },
  /** Accepted members of the organization (and staff) read its payment instructions. */
  canReadInstructions(viewer: Viewer, organizations: UserOrganizationRow[], organizationId: number): boolean {
    return viewer.isStaff || organizations.some((o) => o.id === organizationId && o.status === 'accepted');
  },
};
