import {
  EMAIL_KIND_OF_EVENT,
  EVENT_ROLES,
  GROUP_MEMBER_ROLES,
  GROUP_MESSAGES as M,
  JOIN_ROLES_CONFERENCE,
  JOIN_ROLES_EVENT,
  JOIN_ROLES_GROUP,
  NOTIFICATION_EVENTS,
  canJoin,
  conferenceRegistrationIssues,
  conferenceRegistrationSchema,
  isJoinButtonVisible,
  joinOutcome,
  type MembersQuery,
  type MembershipStatus,
} from '@careerhub/shared';
import { Readable } from 'node:stream';
import { badRequest, forbidden, invalidFields, notFound } from '../../http/errors.js';
import type { JobQueue } from '../../platform/jobs/index.js';
import { groupAction } from '../audit/audit.js';
import type { MailSite } from '../auth/auth.mail.js';
import { MAIL_JOB } from '../auth/auth.service.js';
import type { UserRow, UsersRepository } from '../auth/users.repository.js';
import type { NotificationsService } from '../notifications/notifications.service.js';
import { groupMail } from './groups.mail.js';
import { groupsPolicy, type Viewer } from './groups.policy.js';
import { presentMember } from './groups.presenter.js';
import type { GroupRow, GroupsRepository } from './groups.repository.js';
import { checkAnswers } from './join-answers.js';
import { membersCsv } from './members.csv.js';
import type { MembershipRow, MembershipsRepository } from './memberships.repository.js';

export interface MembershipsDeps {
  groups: GroupsRepository;
  memberships: MembershipsRepository;
  users: UsersRepository;
  notifications: NotificationsService;
  jobs: JobQueue;
  publicUrl: (key: string) => string;
  /** Uploaded files by id (an abstract PDF, a payment voucher, a file answer). */
  files: (ids: number[]) => Promise<Map<number, UploadedFileInfo>>;
  viewerOf: (user: UserRow | null, groupId: number) => Promise<Viewer>;
  now?: () => Date;
  exportBatchSize?: number;
}

export interface UploadedFileInfo {
  mimeType: string;
  ownerId: number | null;
  name: string;
  url: string;
}

const ORG_TYPES = new Set(['organization', 'institution']);
const fullName = (u: Pick<UserRow, 'firstName' | 'lastName' | 'nameSlug'>) =>
  `${u.firstName} ${u.lastName}`.trim() || u.nameSlug;
const isConference = (g: GroupRow) => g.groupType === 'event' && g.eventType === 'conference';
const groupPath = (g: GroupRow) =>
  g.groupType === 'circle'
    ? `/circle/${g.nameSlug}`
    : g.groupType === 'event'
      ? `/event/${g.nameSlug}`
      : `/org/${g.nameSlug}`;

/** Roles a user may pick when joining, and roles an administrator may add someone as (section 6). */
export function joinRolesOf(g: GroupRow): readonly string[] {
  if (isConference(g)) return JOIN_ROLES_CONFERENCE;
  return g.groupType === 'event' ? JOIN_ROLES_EVENT : JOIN_ROLES_GROUP;
}
export const addRolesOf = (g: GroupRow): readonly string[] =>
  g.groupType === 'event' ? EVENT_ROLES : GROUP_MEMBER_ROLES;

export function createMembershipsService(deps: MembershipsDeps) {
  const { groups, memberships, notifications } = deps;
  const now = deps.now ?? (() => new Date());

  async function load(user: UserRow | null, groupId: number) {
    const group = await groups.findById(groupId);
    if (!group) throw notFound();
    const viewer = await deps.viewerOf(user, group.id);
    if (!groupsPolicy.canView(group, viewer)) throw notFound();
    return { group, viewer };
  }
  /** As `load`, from the read caches (group-caches.ts): for requests that change nothing. */
  async function loadForRead(user: UserRow | null, groupId: number) {
    const group = await groups.findByIdForRead(groupId);
    if (!group) throw notFound();
    const viewer: Viewer = {
      user,
      membership: user ? await memberships.findForRead(group.id, user.id) : null,
    };
    if (!groupsPolicy.canView(group, viewer)) throw notFound();
    return { group, viewer };
  }
  async function managed(user: UserRow, groupId: number) {
    const loaded = await load(user, groupId);
    if (!groupsPolicy.canManageMembers(loaded.viewer)) throw forbidden(M.noManagePermission);
    return loaded;
  }
  const forget = (group: GroupRow, userId: number) => {
    if (ORG_TYPES.has(group.groupType)) groups.invalidateUser(userId);
  };
  const card = (g: GroupRow) => ({
    name_slug: g.nameSlug,
    group_type: g.groupType,
    name: g.name,
    image: g.logo,
  });

  async function tell(
    userId: number,
    group: GroupRow,
    notificationType: string,
    message: string,
    site?: MailSite,
  ) {
    await notifications.notify({
      userId,
      type: group.groupType,
      notificationType,
      message,
      data: card(group),
      link: groupPath(group),
      email: EMAIL_KIND_OF_EVENT[notificationType] ? true : 'request_answer',
      ...(site ? { site } : {}),
    });
  }

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
export type MembershipsService = ReturnType<typeof createMembershipsService>;
export type { MembershipRow };
