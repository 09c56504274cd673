import { isDefaultOrgAdmin, useIdentity, type Identity } from '../auth/identity';

/** Resources and prompts are submitted by certified users and organization admins (content-ai-admin 6). */
export const canContribute = (identity: Identity | null | undefined) =>
  Boolean(identity && (identity.is_certified || identity.is_staff || isDefaultOrgAdmin(identity)));

export function useCanContribute() {
  const { data: identity } = useIdentity();
  return canContribute(identity);
}

/** Approve / reject buttons: the server says which the viewer may use (content-ai-admin 4). */
export const approvalActionsOf = (item: { can_approve: boolean; can_reject: boolean }) => [
  ...(item.can_approve ? ['approve' as const] : []),
  ...(item.can_reject ? ['reject' as const] : []),
];

/** The groups a member may pick in a form: the organizations of the identity (switchable_orgs). */
export const groupChoices = (identity: Identity | null | undefined) =>
  (identity?.switchable_orgs ?? []).map((org) => ({ value: org.id, label: org.name }));
