import type { Transactions } from '../../platform/db/transactions.js';
import {
  GROUP_MESSAGES as M,
  INVITATION_MESSAGES as I,
  INVITATION_TTL_DAYS,
  NOTIFICATION_EVENTS,
  type GroupType,
  type Job,
} from '@careerhub/shared';
import { randomBytes } from 'node:crypto';
import { badRequest, forbidden, notFound } from '../../http/errors.js';
import type { JobQueue } from '../../platform/jobs/index.js';
import { groupAction } from '../audit/audit.js';
import type { MailSite } from '../auth/auth.mail.js';
import { MAIL_JOB } from '../auth/auth.service.js';
import type { UserRow, UsersRepository } from '../auth/users.repository.js';
import type { NotificationsService } from '../notifications/notifications.service.js';
import { groupMail } from './groups.mail.js';
import { groupsPolicy, type Viewer } from './groups.policy.js';
import { presentGroupCard } from './groups.presenter.js';
import type { GroupRow, GroupsRepository } from './groups.repository.js';
import type { InvitationRow, InvitationsRepository } from './invitations.repository.js';
import type { MembershipsRepository } from './memberships.repository.js';
import { joinRolesOf } from './memberships.service.js';

/** What the jobs module answers so that invitations can point at a job (content_type job). */
export interface JobInvitationTarget {
  /** The job when the actor may invite people to it; throws 404/403/400 otherwise. */
  forInvite(
    actor: UserRow,
    jobId: number,
  ): Promise<{ name: string; slug: string; image: string | null; group: GroupRow; viewer: Viewer }>;
  /** The job as its invitee sees it on the invitation page; null when it is gone. */
  card(user: UserRow, jobId: number): Promise<Job | null>;
}

export interface InvitationsDeps {
  invitations: InvitationsRepository;
  groups: GroupsRepository;
  memberships: MembershipsRepository;
  users: UsersRepository;
  notifications: NotificationsService;
  jobs: JobQueue;
  /** An accepted invitation and the membership it gives commit together. */
  transactions: Pick<Transactions, 'run'>;
  viewerOf: (user: UserRow | null, groupId: number) => Promise<Viewer>;
  now?: () => Date;
}

const DAY_MS = 24 * 60 * 60 * 1000;
/** What the invitation page calls the object: circle, event, or group (section 2). */
const kindOf = (g: GroupRow) => (g.groupType === 'circle' || g.groupType === 'event' ? g.groupType : 'group');
const isFor = (inv: InvitationRow, user: UserRow) =>
  inv.userId === user.id || (inv.email !== null && inv.email.toLowerCase() === user.email.toLowerCase());

export function createInvitationsService(deps: InvitationsDeps) {
  const { invitations, groups, memberships } = deps;
  const now = deps.now ?? (() => new Date());
  let jobTarget: JobInvitationTarget | null = null;

  /** The invitation and its group, when it is addressed to this user; 404 otherwise (keys are secrets). */
  async function load(user: UserRow, key: string) {
    const inv = await invitations.findByKey(key);
    if (!inv || !isFor(inv, user) || inv.contentType !== 'group') throw notFound(I.notFound);
    const group = await groups.findById(inv.objectId);
    if (!group) throw notFound(I.notFound);
    return { inv, group };
  }
  /** A job invitation addressed to this user, with the job's card. */
  async function loadJob(user: UserRow, key: string) {
    const inv = await invitations.findByKey(key);
    if (!inv || !isFor(inv, user) || inv.contentType !== 'job' || !jobTarget) throw notFound(I.notFound);
    const job = await jobTarget.card(user, inv.objectId);
    if (!job) throw notFound(I.notFound);
    return { inv, job };
  }
  const isJobKey = async (key: string) => (await invitations.findByKey(key))?.contentType === 'job';
  const statusOf = (inv: InvitationRow) =>
    inv.status !== 'pending' ? inv.status : inv.expiresAt < now() ? 'expired' : 'pending';
  async function answer(inv: InvitationRow, action: 'accept' | 'reject') {
    if (inv.status !== 'pending') throw badRequest(I.alreadyAnswered);
    if (inv.expiresAt < now()) throw badRequest(I.expired);
    if (!(await invitations.answer(inv.id, action === 'accept' ? 'accepted' : 'rejected')))
      throw badRequest(I.alreadyAnswered);
  }

  /** What is being invited to: a group the actor manages, or a job they administer. */
  async function targetOf(actor: UserRow, contentType: 'group' | 'job', objectId: number) {
    if (contentType === 'job') {
      if (!jobTarget) throw badRequest(I.jobsLater);
      const job = await jobTarget.forInvite(actor, objectId);
      return {
        id: objectId,
        contentType,
        name: job.name,
        data: { name_slug: job.slug, name: job.name, image: job.image },
        verb: 'apply to',
        group: job.group,
        viewer: job.viewer,
      };
    }
    const group = await groups.findById(objectId);
    if (!group) throw notFound();
    const viewer = await deps.viewerOf(actor, group.id);
    if (!groupsPolicy.canInvite(viewer)) throw forbidden(M.noManagePermission);
    return {
      group,
      viewer,
      id: group.id,
      contentType,
      name: group.name,
      data: { name_slug: group.nameSlug, group_type: group.groupType, name: group.name, image: group.logo },
      verb: 'join',
    };
  }

  return {
    async invite(
      actor: UserRow,
      input: { object_id: number; content_type: 'group' | 'job'; emails: string[]; users: number[] },
      site: MailSite,
    ) {
      const object = await targetOf(actor, input.content_type, input.object_id);
      const expiresAt = new Date(now().getTime() + INVITATION_TTL_DAYS * DAY_MS);
      const targets = new Map<
        string,
        { userId: number | null; email: string | null; user: UserRow | null }
      >();
      for (const id of input.users) {
        const user = await deps.users.findById(id);
        if (!user) throw badRequest(I.couldNotSend, { users: [I.couldNotSend] });
        targets.set(`u${user.id}`, { userId: user.id, email: null, user });
      }
      for (const email of input.emails) {
        const user = (await deps.users.findByEmail(email)) ?? null;
        targets.set(user ? `u${user.id}` : `e${email.toLowerCase()}`, {
          userId: user?.id ?? null,
          email,
          user,
        });
      }
      const rows = await invitations.insertMany(
        [...targets.values()].map((t) => ({
          key: randomBytes(24).toString('base64url'),
          contentType: object.contentType,
          objectId: object.id,
          userId: t.userId,
          email: t.email,
          inviterId: actor.id,
          expiresAt,
        })),
        (saved) =>
          groupAction(
            actor,
            object.viewer,
            object.group,
            'invitation.send',
            { type: object.contentType, id: object.id },
            {
              invitations: saved.map((r) => r.id),
              users: saved.flatMap((r) => r.userId ?? []),
              count: saved.length,
            },
            'author',
          ),
      );
      const inviter = `${actor.firstName} ${actor.lastName}`.trim() || actor.nameSlug;
      const text = `${inviter} invited you to ${object.verb} ${object.name}`;
      for (const [i, target] of [...targets.values()].entries()) {
        const key = rows[i]!.key;
        if (target.user) {
          await deps.notifications.notify({
            userId: target.user.id,
            type: 'invitation',
            notificationType: NOTIFICATION_EVENTS.invitation,
            message: text,
            data: { invitation_key: key, ...object.data },
            link: `/invitation/${key}`,
            email: true,
            site,
          });
        } else {
          // No account yet: sign up first, then the invitation page opens.
          const next = encodeURIComponent(`/invitation/${key}`);
          await deps.jobs.enqueue(
            MAIL_JOB,
            groupMail(site, {
              to: target.email!,
              subject: text,
              lines: [
                `${text} on ${site.brandName}.`,
                `The invitation is valid for ${INVITATION_TTL_DAYS} days.`,
              ],
              action: {
                url: new URL(`/signup?next=${next}`, site.baseUrl).toString(),
                label: 'Accept the invitation',
              },
            }),
          );
        }
      }
      return { message: I.sent, invited: rows.length };
    },

    /** The jobs module registers itself here (it is built after groups). */
    useJobs(target: JobInvitationTarget) {
      jobTarget = target;
    },

    async get(user: UserRow, key: string) {
      if (await isJobKey(key)) {
        const { inv, job } = await loadJob(user, key);
        return {
          data: {
            type: 'job' as const,
            results: {
              ...job,
              invitation: {
                id: inv.key,
                status: statusOf(inv),
                expires_at: inv.expiresAt.toISOString(),
                message: I.invitedTo('job'),
              },
            },
          },
        };
      }
      const { inv, group } = await load(user, key);
      const members = await groups.acceptedCount(group.id);
      return {
        data: {
          type: 'group' as const,
          results: {
            ...presentGroupCard(group, members, now()),
            invitation: {
              id: inv.key,
              status: statusOf(inv),
              expires_at: inv.expiresAt.toISOString(),
              message: I.invitedTo(kindOf(group)),
            },
          },
        },
      };
    },

    async respond(user: UserRow, key: string, action: 'accept' | 'reject') {
      if (!groupsPolicy.isRegistered(user)) throw forbidden();
      if (await isJobKey(key)) {
        // Accepting opens the job page: applying still needs the resume and the answers.
        const { inv, job } = await loadJob(user, key);
        await answer(inv, action);
        return { message: I.responded(action), data: { type: 'job' as const, slug: job.slug } };
      }
      const { inv, group } = await load(user, key);
      const existing = await memberships.find(group.id, user.id);
      // The answer and the membership it gives are written together.
      await deps.transactions.run(async () => {
        await answer(inv, action);
        if (
          action === 'accept' &&
          !(existing?.membershipType === 'member' && existing.status === 'accepted')
        ) {
          await memberships.upsert({
            groupId: group.id,
            userId: user.id,
            membershipType: 'member',
            role: joinRolesOf(group)[0]!,
            status: 'accepted',
            reason: null,
            notes: null,
            joinedAt: now(),
            paymentStatus: group.isPaid ? 'pending' : null,
          });
        }
      });
      if (action === 'accept') groups.invalidateUser(user.id);
      return {
        message: I.responded(action),
        data: { type: 'group' as const, group_type: group.groupType as GroupType, name_slug: group.nameSlug },
      };
    },
  };
}
export type InvitationsService = ReturnType<typeof createInvitationsService>;
