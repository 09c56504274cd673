import {
  GROUP_MESSAGES as M,
  INVITATION_MESSAGES as I,
  INVITATION_TTL_DAYS,
  NOTIFICATION_EVENTS,
} from '@careerhub/shared';
import { randomBytes } from 'node:crypto';
import { badRequest, forbidden, notFound } from '../../http/errors.js';
import type { JobQueue } from '../../platform/jobs/index.js';
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

export interface InvitationsDeps {
  invitations: InvitationsRepository;
  groups: GroupsRepository;
  memberships: MembershipsRepository;
  users: UsersRepository;
  notifications: NotificationsService;
  jobs: JobQueue;
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

  /** The invitation and its group, when it is addressed to this user; 404 otherwise (keys are secrets). */
  async function load(user: UserRow, key: string) {
    const inv = await invitations.findByKey(key);
    if (!inv || !isFor(inv, user) || inv.contentType !== 'group') throw notFound(I.notFound);
    const group = await groups.findById(inv.objectId);
    if (!group) throw notFound(I.notFound);
    return { inv, group };
  }

  return {
    async invite(
      actor: UserRow,
      input: { object_id: number; content_type: 'group' | 'job'; emails: string[]; users: number[] },
      site: MailSite,
    ) {
      if (input.content_type === 'job') throw badRequest(I.jobsLater);
      const group = await groups.findById(input.object_id);
      if (!group) throw notFound();
      if (!groupsPolicy.canInvite(await deps.viewerOf(actor, group.id)))
        throw forbidden(M.noManagePermission);
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
          contentType: 'group',
          objectId: group.id,
          userId: t.userId,
          email: t.email,
          inviterId: actor.id,
          expiresAt,
        })),
      );
      const inviter = `${actor.firstName} ${actor.lastName}`.trim() || actor.nameSlug;
      const text = `${inviter} invited you to join ${group.name}`;
      for (const [i, target] of [...targets.values()].entries()) {
        const key = rows[i]!.key;
        if (target.user) {
          await deps.notifications.notify({
            userId: target.user.id,
            type: 'invitation',
            notificationType: NOTIFICATION_EVENTS.invitation,
            message: text,
            data: {
              invitation_key: key,
              name_slug: group.nameSlug,
              group_type: group.groupType,
              name: group.name,
              image: group.logo,
            },
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

    async get(user: UserRow, key: string) {
      const { inv, group } = await load(user, key);
      const members = await groups.acceptedCount(group.id);
      return {
        data: {
          type: 'group',
          results: {
            ...presentGroupCard(group, members, now()),
            invitation: {
              id: inv.key,
              status: inv.status !== 'pending' ? inv.status : inv.expiresAt < now() ? 'expired' : 'pending',
              expires_at: inv.expiresAt.toISOString(),
              message: I.invitedTo(kindOf(group)),
            },
          },
        },
      };
    },

    async respond(user: UserRow, key: string, action: 'accept' | 'reject') {
      if (!groupsPolicy.isRegistered(user)) throw forbidden();
      const { inv, group } = await load(user, key);
      if (inv.status !== 'pending') throw badRequest(I.alreadyAnswered);
      if (inv.expiresAt < now()) throw badRequest(I.expired);
      if (!(await invitations.answer(inv.id, action === 'accept' ? 'accepted' : 'rejected')))
        throw badRequest(I.alreadyAnswered);
      if (action === 'accept') {
        const existing = await memberships.find(group.id, user.id);
        if (!(existing?.membershipType === 'member' && existing.status === 'accepted')) {
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
        groups.invalidateUser(user.id);
      }
      return {
        message: I.responded(action),
        data: { type: 'group', group_type: group.groupType, name_slug: group.nameSlug },
      };
    },
  };
}
export type InvitationsService = ReturnType<typeof createInvitationsService>;
