import { GROUP_MESSAGES as M, NOTIFICATION_EVENTS, type MembersQuery } from '@careerhub/shared';
import { Readable } from 'node:stream';
import { badRequest, forbidden, invalidFields } from '../../http/errors.js';
import { groupAction } from '../audit/audit.js';
import type { MailSite } from '../auth/auth.mail.js';
import { MAIL_JOB } from '../auth/auth.service.js';
import type { UserRow } from '../auth/users.repository.js';
import { groupMail } from './groups.mail.js';
import { groupsPolicy } from './groups.policy.js';
import { presentMember } from './groups.presenter.js';
import type { GroupRow } from './groups.repository.js';
import { membersCsv } from './members.csv.js';
import {
  addRolesOf,
  type MembershipAccess,
  type MembershipsDeps,
  type UploadedFileInfo,
} from './memberships.access.js';

/**
 * What group managers do with members: add, remove, answer join requests and payments, list,
 * export and follow up. Part of the memberships service (memberships.service.ts spreads these in).
 */
export function createMemberManagement(deps: MembershipsDeps, access: MembershipAccess) {
  const { memberships, notifications } = deps;
  const { now, loadForRead, managed, forget, card, tell } = access;

  /** extra_info keys holding an uploaded file id: file questions, the abstract PDF, the voucher. */
  const fileKeysOf = (group: GroupRow) => [
    ...group.extraInfo.questions.filter((q) => q.type === 'file').map((q) => q.id),
    'abstract_file',
    'voucher',
  ];
  async function filesOf(group: GroupRow, rows: Array<{ extraInfo: unknown }>) {
    const keys = fileKeysOf(group);
    const ids = rows.flatMap((r) =>
      keys
        .map((k) => (r.extraInfo as Record<string, unknown>)[k])
        .filter((v): v is number => typeof v === 'number'),
    );
    return ids.length ? deps.files([...new Set(ids)]) : new Map<number, UploadedFileInfo>();
  }
  /** For managers: each file answer's name and address, keyed like extra_info. */
  function fileLinks(group: GroupRow, extra: unknown, files: Map<number, UploadedFileInfo>) {
    const out: Record<string, { id: number; name: string; url: string }> = {};
    for (const key of fileKeysOf(group)) {
      const id = (extra as Record<string, unknown>)[key];
      const file = typeof id === 'number' ? files.get(id) : undefined;
      if (file) out[key] = { id: id as number, name: file.name, url: file.url };
    }
    return out;
  }
  return {
    async addMember(actor: UserRow, groupId: number, input: { user: number; role: string }, site?: MailSite) {
      const { group, viewer } = await managed(actor, groupId);
      if (!addRolesOf(group).includes(input.role)) throw invalidFields({ role: [M.roleNotAllowed] });
      const target = await deps.users.findById(input.user);
      if (!target) throw invalidFields({ user: [M.userNotMember] });
      const existing = (await memberships.find(group.id, target.id)) ?? null;
      if (!groupsPolicy.canGrantRole(viewer, input.role, target.id, existing))
        throw forbidden(M.roleAboveOwn);
      if (!groupsPolicy.canAdd(existing)) throw badRequest(M.userAlreadyMember);
      await memberships.upsert(
        {
          groupId: group.id,
          userId: target.id,
          membershipType: 'member',
          role: input.role,
          status: 'accepted',
          reason: null,
          notes: null,
          joinedAt: now(),
          paymentStatus: group.isPaid ? 'pending' : null,
        },
        groupAction(
          actor,
          viewer,
          group,
          'membership.add',
          { type: 'user', id: target.id },
          {
            role: input.role,
            previous: existing ? { status: existing.status, role: existing.role } : null,
          },
        ),
      );
      forget(group, target.id);
      await tell(target.id, group, 'member_added', `You were added to ${group.name} as ${input.role}`, site);
      return { message: M.memberAdded(input.role) };
    },

    async removeMember(
      actor: UserRow,
      groupId: number,
      input: { user: number; reason?: string | null | undefined },
      site?: MailSite,
    ) {
      const { group, viewer } = await managed(actor, groupId);
      if (input.user === actor.id) throw badRequest(M.cannotRemoveSelf);
      const target = (await memberships.find(group.id, input.user)) ?? null;
      if (!groupsPolicy.canRemove(actor.id, target)) throw badRequest(M.userNotMember);
      // A leader manages members; only an administrator removes another administrator.
      if (target!.role === 'admin' && !groupsPolicy.isAdmin(viewer)) throw forbidden(M.noManagePermission);
      const reason = input.reason?.trim();
      await memberships.remove(
        target!.id,
        groupAction(
          actor,
          viewer,
          group,
          'membership.remove',
          { type: 'user', id: input.user },
          {
            role: target!.role,
            reason: reason || null,
          },
        ),
      );
      forget(group, input.user);
      await tell(
        input.user,
        group,
        'member_removed',
        `You were removed from ${group.name}${reason ? `. Reason: ${reason}` : ''}`,
        site,
      );
      return { message: M.userRemoved };
    },

    async respond(
      actor: UserRow,
      groupId: number,
      input: { users: number[]; action: 'accept' | 'reject'; notes?: string | null | undefined },
      site?: MailSite,
    ) {
      const { group, viewer } = await managed(actor, groupId);
      const rows = await memberships.findMany(group.id, [...new Set(input.users)]);
      const pending = rows.filter((r) => r.membershipType === 'member' && r.status === 'pending');
      if (pending.length !== new Set(input.users).size) throw badRequest(M.notPending);
      const accepted = input.action === 'accept';
      // Accepting gives the requested role: a grant, checked as add-member checks it.
      if (accepted && pending.some((r) => !groupsPolicy.canGrantRole(viewer, r.role, r.userId, null)))
        throw forbidden(M.roleAboveOwn);
      const notes = input.notes?.trim() || null;
      await memberships.updateMany(
        pending.map((r) => r.id),
        accepted
          ? { status: 'accepted', notes, joinedAt: now(), paymentStatus: group.isPaid ? 'pending' : null }
          : { status: 'rejected', notes, reason: notes },
        groupAction(
          actor,
          viewer,
          group,
          `membership.${input.action}`,
          { type: 'group', id: group.id },
          {
            users: pending.map((r) => r.userId),
            notes,
          },
        ),
      );
      for (const row of pending) {
        forget(group, row.userId);
        const text = `Your request to join ${group.name} was ${accepted ? 'accepted' : 'rejected'}${notes ? `. Notes: ${notes}` : ''}`;
        await tell(
          row.userId,
          group,
          accepted ? NOTIFICATION_EVENTS.joinRequestAccepted : NOTIFICATION_EVENTS.joinRequestRejected,
          text,
          site,
        );
      }
      return { message: M.memberResponded(input.action), users: pending.map((r) => r.userId) };
    },

    /** Managers mark accepted members of a paid group as paid (accept) or unpaid (reject). */
    async respondPayment(
      actor: UserRow,
      groupId: number,
      input: { users: number[]; action: 'accept' | 'reject' },
      site?: MailSite,
    ) {
      const { group, viewer } = await managed(actor, groupId);
      if (!group.isPaid) throw badRequest(M.notPaymentMembers);
      const wanted = [...new Set(input.users)];
      const rows = (await memberships.findMany(group.id, wanted)).filter(
        (r) => r.membershipType === 'member' && r.status === 'accepted',
      );
      if (rows.length !== wanted.length) throw badRequest(M.notPaymentMembers);
      const accepted = input.action === 'accept';
      for (const row of rows) {
        // An unpaid mark drops the voucher: the member is asked for a new one.
        const { voucher: _voucher, ...rest } = row.extraInfo as Record<string, unknown>;
        await memberships.updateMany(
          [row.id],
          accepted ? { paymentStatus: 'confirmed' } : { paymentStatus: 'pending', extraInfo: rest },
          groupAction(
            actor,
            viewer,
            group,
            `payment.${input.action}`,
            { type: 'user', id: row.userId },
            {
              previous: row.paymentStatus,
              voucher: typeof _voucher === 'number' ? _voucher : null,
            },
          ),
        );
        forget(group, row.userId);
        const text = accepted
          ? `Your payment for ${group.name} is confirmed`
          : `Your payment for ${group.name} could not be confirmed. Please submit it again.`;
        await tell(row.userId, group, NOTIFICATION_EVENTS.payment, text, site);
      }
      return { message: M.paymentResponded(input.action), users: rows.map((r) => r.userId) };
    },

    async members(user: UserRow | null, groupId: number, q: MembersQuery) {
      const { group, viewer } = await loadForRead(user, groupId);
      if (!groupsPolicy.canListMembers(viewer, q.status)) throw forbidden(M.noManagePermission);
      const filters = {
        status: q.status,
        role: q.role,
        country: q.country,
        professionalFields: q.professional_fields,
        isVerified: q.is_verified,
        search: q.search && q.search.length >= 2 ? q.search : undefined,
        systemAgentId: q.system_agent_id,
        agentResponse: q.agent_response,
      };
      const { rows, count } = await memberships.listMembers(
        group.id,
        filters,
        q.page_size,
        (q.page - 1) * q.page_size,
      );
      const showPrivate = groupsPolicy.canSeePrivateMemberFields(viewer);
      const files = showPrivate ? await filesOf(group, rows) : new Map<number, UploadedFileInfo>();
      return {
        data: rows.map((r) => ({
          ...presentMember(r, showPrivate, deps.publicUrl),
          files: showPrivate ? fileLinks(group, r.extraInfo, files) : {},
        })),
        pagination: { count, next: q.page * q.page_size < count ? q.page + 1 : null },
      };
    },

    /** The members CSV as a stream: read and written one batch at a time. */
    async exportMembers(actor: UserRow, groupId: number, status?: MembersQuery['status']) {
      const { group } = await managed(actor, groupId);
      const size = deps.exportBatchSize ?? 1000;
      const filters = status ? { status } : null;
      const stream = Readable.from(
        membersCsv(group.extraInfo.questions, (before) =>
          memberships.memberBatch(group.id, filters, before, size),
        ),
      );
      return { stream, filename: `${group.nameSlug}-members.csv` };
    },

    /** Reminds unverified members to verify their email: in-app and by email (they get no other mail). */
    async followupUnverified(actor: UserRow, groupId: number, userIds: number[], site: MailSite) {
      const { group } = await managed(actor, groupId);
      const rows = (await memberships.findMany(group.id, [...new Set(userIds)])).filter(
        (r) => r.membershipType === 'member',
      );
      let sent = 0;
      for (const row of rows) {
        const target = await deps.users.findById(row.userId);
        if (!target || target.isVerified || !target.isActive) continue;
        const text = `${group.name} asks you to verify your email address to complete your membership.`;
        await notifications.notify({
          userId: target.id,
          type: group.groupType,
          notificationType: 'followup_unverified',
          message: text,
          data: card(group),
          link: '/verify-otp',
        });
        await deps.jobs.enqueue(
          MAIL_JOB,
          groupMail(site, {
            to: target.email,
            firstName: target.firstName,
            subject: `Verify your email to join ${group.name}`,
            lines: [
              text,
              'Sign in and enter the code we sent you, or ask for a new one on the verification page.',
            ],
            action: { url: new URL('/verify-otp', site.baseUrl).toString(), label: 'Verify my email' },
          }),
        );
        sent += 1;
      }
      return { message: M.followupSent, sent };
    },
  };
}
