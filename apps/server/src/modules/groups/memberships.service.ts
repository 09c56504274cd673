import {
  GROUP_MESSAGES as M,
  NOTIFICATION_EVENTS,
  canJoin,
  conferenceRegistrationIssues,
  conferenceRegistrationSchema,
  isJoinButtonVisible,
  joinOutcome,
  type MembershipStatus,
} from '@careerhub/shared';
import { badRequest, forbidden, invalidFields } from '../../http/errors.js';
import type { MailSite } from '../auth/auth.mail.js';
import type { UserRow } from '../auth/users.repository.js';
import { groupsPolicy } from './groups.policy.js';
import type { GroupRow } from './groups.repository.js';
import { checkAnswers } from './join-answers.js';
import type { MembershipRow } from './memberships.repository.js';
import { createMemberManagement } from './member-management.service.js';
import {
  ORG_TYPES,
  createMembershipAccess,
  fullName,
  isConference,
  joinRolesOf,
  type MembershipsDeps,
} from './memberships.access.js';

export {
  addRolesOf,
  joinRolesOf,
  type MembershipsDeps,
  type UploadedFileInfo,
} from './memberships.access.js';

/**
 * Memberships: joining (with the group's questions or the conference form), the default
 * organization, leaving and the payment voucher here; the managers' side in
 * member-management.service.ts.
 */
export function createMembershipsService(deps: MembershipsDeps) {
  const { groups, memberships } = deps;
  const access = createMembershipAccess(deps);
  const { now, load, forget, tell } = access;

  /** Answers to the group's questions, or the conference registration form; field errors otherwise. */
  async function checkedExtraInfo(group: GroupRow, role: string, extra: Record<string, unknown> | undefined) {
    if (isConference(group)) {
      const parsed = conferenceRegistrationSchema.safeParse(extra ?? {});
      if (!parsed.success) {
        const errors: Record<string, string[]> = {};
        for (const issue of parsed.error.issues)
          (errors[['extra_info', ...issue.path].join('.')] ??= []).push(issue.message);
        throw invalidFields(errors);
      }
      const errors = conferenceRegistrationIssues(role, parsed.data);
      if (parsed.data.abstract_file) {
        const mime = (await deps.files([parsed.data.abstract_file])).get(parsed.data.abstract_file)?.mimeType;
        if (mime !== 'application/pdf') errors['extra_info.abstract_file'] = [M.abstractPdf];
      }
      if (Object.keys(errors).length) throw invalidFields(errors);
      return { ...parsed.data, participant_type: role };
    }
    const { answers, errors } = checkAnswers(group.extraInfo.questions, extra ?? {});
    if (Object.keys(errors).length) throw invalidFields(errors);
    return answers;
  }

  async function join(
    user: UserRow,
    groupId: number,
    body: { role?: string | undefined; extra_info?: Record<string, unknown> | undefined },
    site?: MailSite,
  ) {
    if (!groupsPolicy.isRegistered(user)) throw forbidden();
    const { group, viewer } = await load(user, groupId);
    const current = viewer.membership?.membershipType === 'member' ? viewer.membership : null;
    if (current?.status === 'accepted') throw badRequest(M.alreadyMember);
    if (current?.status === 'pending') throw badRequest(M.alreadyPending);
    const at = now();
    if (
      !isJoinButtonVisible(group, at) ||
      !canJoin(group, (current?.status ?? null) as 'rejected' | null, at)
    )
      throw badRequest(M.joinClosed);
    const roles = joinRolesOf(group);
    const conferenceRole = isConference(group)
      ? (body.extra_info?.participant_type as string | undefined)
      : undefined;
    const role = body.role ?? conferenceRole ?? roles[0]!;
    if (!roles.includes(role)) throw invalidFields({ role: [M.roleNotAllowed] });
    const extraInfo = await checkedExtraInfo(group, role, body.extra_info);
    const outcome = joinOutcome(group, await groups.acceptedCount(group.id));
    const saved = await memberships.upsert({
      groupId: group.id,
      userId: user.id,
      membershipType: 'member',
      role,
      status: outcome.status,
      extraInfo,
      notes: null,
      reason: null,
      paymentStatus: null,
      joinedAt: outcome.status === 'accepted' ? at : null,
    });
    forget(group, user.id);
    if (outcome.status === 'pending') {
      const text = `${fullName(user)} asked to join ${group.name}`;
      for (const managerId of await memberships.managerIds(group.id))
        await tell(managerId, group, NOTIFICATION_EVENTS.joinRequest, text, site);
    }
    const message = outcome.waitList
      ? M.waitList
      : outcome.status === 'pending' && group.isPaid
        ? M.payAfterAccept
        : M.joined(group.groupType);
    return {
      message,
      membership_status: saved.status as MembershipStatus,
      role: saved.role,
      wait_list: outcome.waitList,
    };
  }

  return {
    join,

    /** Joins an organization and makes it the user's default (foundation: join, then the app reloads there). */
    async joinDefault(user: UserRow, groupId: number, site?: MailSite) {
      const group = await groups.findById(groupId);
      if (!group || group.groupType !== 'organization') throw badRequest(M.notOrganization);
      const existing = await memberships.find(group.id, user.id);
      const result =
        existing?.membershipType === 'member' && existing.status !== 'rejected'
          ? {
              message: M.joined(group.groupType),
              membership_status: existing.status as MembershipStatus,
              role: existing.role,
              wait_list: false,
            }
          : await join(user, group.id, {}, site);
      await memberships.setDefault(user.id, group.id);
      groups.invalidateUser(user.id);
      return { ...result, domain: group.domain };
    },

    /** Another of the user's accepted organizations becomes the default (organization switcher). */
    async changeDefault(user: UserRow, groupId: number) {
      const group = await groups.findById(groupId);
      const membership = group ? await memberships.find(group.id, user.id) : undefined;
      if (
        !group ||
        !ORG_TYPES.has(group.groupType) ||
        membership?.membershipType !== 'member' ||
        membership.status !== 'accepted'
      ) {
        throw badRequest(M.notMember);
      }
      await memberships.setDefault(user.id, group.id);
      groups.invalidateUser(user.id);
      return { message: 'Successfully changed default organization', domain: group.domain, id: group.id };
    },

    async leave(user: UserRow, groupId: number, target?: number) {
      if (target !== undefined && target !== user.id) throw forbidden();
      const { group, viewer } = await load(user, groupId);
      if (!groupsPolicy.canLeave(viewer.membership)) throw badRequest(M.notMember);
      const membership = viewer.membership!;
      if (
        membership.status === 'accepted' &&
        membership.role === 'admin' &&
        (await memberships.adminCount(group.id)) <= 1
      ) {
        throw badRequest(M.lastAdmin);
      }
      await memberships.remove(membership.id);
      forget(group, user.id);
      return { message: M.left(group.groupType) };
    },

    /**
     * A member of a paid group sends proof of a manual payment (a bank transfer receipt, say):
     * kept in extra_info.voucher with payment_mode "voucher", the managers are told, the payment
     * stays pending until one of them marks it paid.
     */
    async submitVoucher(user: UserRow, groupId: number, voucher: number, site?: MailSite) {
      const { group, viewer } = await load(user, groupId);
      const membership = viewer.membership;
      if (
        !group.isPaid ||
        membership?.membershipType !== 'member' ||
        membership.status !== 'accepted' ||
        membership.paymentStatus === 'confirmed'
      ) {
        throw badRequest(M.paymentNotDue);
      }
      const file = (await deps.files([voucher])).get(voucher);
      if (!file || file.ownerId !== user.id) throw invalidFields({ voucher: [M.voucherFormat] });
      if (!(file.mimeType === 'application/pdf' || file.mimeType.startsWith('image/')))
        throw invalidFields({ voucher: [M.voucherFormat] });
      await memberships.updateMany([membership.id], {
        paymentStatus: 'pending',
        extraInfo: { ...membership.extraInfo, voucher, payment_mode: 'voucher' },
      });
      const text = `${fullName(user)} submitted a payment voucher for ${group.name}`;
      for (const managerId of await memberships.managerIds(group.id))
        await tell(managerId, group, NOTIFICATION_EVENTS.paymentVoucher, text, site);
      return { message: M.voucherSubmitted, payment_status: 'pending' as const };
    },

    ...createMemberManagement(deps, access),
  };
}
export type MembershipsService = ReturnType<typeof createMembershipsService>;
export type { MembershipRow };
