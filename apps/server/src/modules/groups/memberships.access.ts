import {
  EMAIL_KIND_OF_EVENT,
  EVENT_ROLES,
  GROUP_MEMBER_ROLES,
  GROUP_MESSAGES as M,
  JOIN_ROLES_CONFERENCE,
  JOIN_ROLES_EVENT,
  JOIN_ROLES_GROUP,
} from '@careerhub/shared';
import { forbidden, notFound } from '../../http/errors.js';
import type { JobQueue } from '../../platform/jobs/index.js';
import type { MailSite } from '../auth/auth.mail.js';
import type { UserRow, UsersRepository } from '../auth/users.repository.js';
import type { NotificationsService } from '../notifications/notifications.service.js';
import { groupsPolicy, type Viewer } from './groups.policy.js';
import type { GroupRow, GroupsRepository } from './groups.repository.js';
import type { MembershipsRepository } from './memberships.repository.js';

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

export const ORG_TYPES = new Set(['organization', 'institution']);
export const fullName = (u: Pick<UserRow, 'firstName' | 'lastName' | 'nameSlug'>) =>
  `${u.firstName} ${u.lastName}`.trim() || u.nameSlug;
export const isConference = (g: GroupRow) => g.groupType === 'event' && g.eventType === 'conference';
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

/**
 * What the membership flows share: the group as the viewer may see it, the manager check, the
 * caches to drop and the notification a member or manager gets.
 */
export function createMembershipAccess(deps: MembershipsDeps) {
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

  return { now, load, loadForRead, managed, forget, card, tell };
}
export type MembershipAccess = ReturnType<typeof createMembershipAccess>;
