import {
  CLASSROOM_MESSAGES as C,
  EVENT_ROLES,
  GROUP_MEMBER_ROLES,
  type ClassroomStatus,
  type ClassroomSyncInput,
  type ClassroomSyncResult,
} from '@careerhub/shared';
import type { Logger } from 'pino';
import { AppError, badRequest, forbidden, invalidFields, notFound } from '../../http/errors.js';
import type { MailSite } from '../auth/auth.mail.js';
import { ClassroomError, type Classroom, type ClassroomRole } from '../../platform/classroom/index.js';
import type { UserRow } from '../auth/users.repository.js';
import type { GroupRow } from '../groups/groups.repository.js';
import { groupsPolicy, type Viewer } from '../groups/groups.policy.js';
import type { ClassroomCrypto } from './classroom.crypto.js';
import type { ClassroomRepository } from './classroom.repository.js';

export interface ClassroomDeps {
  /** The Google adapter, or null when the deployment has no Classroom keys. */
  classroom: Classroom | null;
  repo: ClassroomRepository;
  crypto: ClassroomCrypto;
  findGroup: (id: number) => Promise<GroupRow | undefined>;
  viewerOf: (user: UserRow | null, groupId: number) => Promise<Viewer>;
  hasCertifiedProfile: (userId: number, organizationId: number) => Promise<boolean>;
  findUserByEmail: (email: string) => Promise<UserRow | undefined>;
  /** The memberships service's add-member (notifies the person, as a manual add does). */
  addMember: (
    actor: UserRow,
    groupId: number,
    input: { user: number; role: string },
    site: MailSite,
  ) => Promise<unknown>;
  /** The invitations service's invite by e-mail, for people with no account yet. */
  inviteEmails: (actor: UserRow, groupId: number, emails: string[], site: MailSite) => Promise<unknown>;
  logger: Logger;
}

const unavailable = () => badRequest(C.notAvailable);

/** Default group role for a Classroom role, by kind of group. */
export function defaultGroupRole(group: Pick<GroupRow, 'groupType'>, role: ClassroomRole): string {
  if (group.groupType === 'event') return role === 'student' ? 'attendee' : 'presenter';
  return role === 'student' ? 'student' : 'faculty';
}

/**
 * Google Classroom roster sync: a certified administrator connects a Google account once, picks
 * one of the courses they teach, and its students or teachers become members of the group
 * (accounts found by e-mail are added with the chosen role; other addresses are invited).
 */
export function createClassroomService(deps: ClassroomDeps) {
  const { repo, crypto } = deps;

  function adapter(): Classroom {
    if (!deps.classroom) throw unavailable();
    return deps.classroom;
  }

  /** The group, when the user is its administrator with a certified group profile (or staff). */
  async function certifiedGroup(user: UserRow, groupId: number): Promise<GroupRow> {
    const group = await deps.findGroup(groupId);
    if (!group) throw notFound();
    const viewer = await deps.viewerOf(user, group.id);
    if (!groupsPolicy.canView(group, viewer)) throw notFound();
    // The certified group profile belongs to the organization: the group itself, or a circle's or event's parent.
    const organizationId = group.parentId ?? group.id;
    const certified =
      groupsPolicy.isAdmin(viewer) &&
      !user.isStaff &&
      (await deps.hasCertifiedProfile(user.id, organizationId));
    if (!groupsPolicy.canCreateCertifiedContent(viewer, certified)) throw forbidden(C.certifiedRequired);
    return group;
  }

  /** The connected account's refresh token, or a 400 that tells the web to connect. */
  async function refreshTokenOf(user: UserRow): Promise<string> {
    const row = await repo.connection(user.id);
    const token = row ? crypto.open(row.refreshTokenSealed) : null;
    if (!token) throw new AppError(400, C.notConnected, { non_field_errors: [C.notConnected] });
    return token;
  }

  /** A refused grant means the user must connect again: forget it and say so. */
  async function googleFailed(user: UserRow, err: unknown, message: string): Promise<never> {
    if (err instanceof ClassroomError) {
      deps.logger.warn({ userId: user.id, err: err.message }, 'google classroom call failed');
      if (err.grantRevoked) {
        await repo.deleteConnection(user.id);
        throw new AppError(400, C.connectionExpired, { non_field_errors: [C.connectionExpired] });
      }
      throw new AppError(502, message);
    }
    throw err;
  }

  return {
    async status(user: UserRow): Promise<ClassroomStatus> {
      if (!deps.classroom) return { enabled: false, connected: false, google_email: null };
      const row = await repo.connection(user.id);
      return { enabled: true, connected: Boolean(row), google_email: row?.googleEmail ?? null };
    },

    async connect(user: UserRow, groupId: number, site: MailSite) {
      // Who may is decided first, whether or not this deployment has Classroom keys.
      const group = await certifiedGroup(user, groupId);
      const classroom = adapter();
      const state = crypto.signState({ userId: user.id, groupId: group.id });
      return { authorization_url: classroom.authorizationUrl(state, `${site.baseUrl}/classroom/callback`) };
    },

    async callback(user: UserRow, input: { code: string; state: string }, site: MailSite) {
      const classroom = adapter();
      const state = crypto.verifyState(input.state);
      if (!state || state.userId !== user.id)
        throw new AppError(400, C.invalidState, { non_field_errors: [C.invalidState] });
      const group = await certifiedGroup(user, state.groupId);
      let grant;
      try {
        grant = await classroom.exchangeCode(input.code, `${site.baseUrl}/classroom/callback`);
      } catch (err) {
        if (err instanceof ClassroomError) {
          deps.logger.warn({ userId: user.id, err: err.message }, 'google classroom code exchange failed');
          throw new AppError(400, C.invalidState, { non_field_errors: [C.invalidState] });
        }
        throw err;
      }
      await repo.saveConnection(user.id, grant.email, crypto.seal(grant.refreshToken));
      deps.logger.info({ userId: user.id, groupId: group.id }, 'google classroom connected');
      return {
        message: C.connected(grant.email),
        google_email: grant.email,
        group: { id: group.id, name_slug: group.nameSlug, group_type: group.groupType },
      };
    },

    async disconnect(user: UserRow) {
      await repo.deleteConnection(user.id);
      return { message: C.disconnected };
    },

    async courses(user: UserRow, groupId: number) {
      await certifiedGroup(user, groupId);
      const classroom = adapter();
      const token = await refreshTokenOf(user);
      try {
        const courses = await classroom.listCourses(token);
        return { data: courses.map((c) => ({ id: c.id, name: c.name, section: c.section })) };
      } catch (err) {
        return googleFailed(user, err, C.couldNotLoadCourses);
      }
    },

    async syncs(user: UserRow, groupId: number) {
      await certifiedGroup(user, groupId);
      const rows = await repo.lastSyncs(groupId);
      return {
        data: rows.map((r) => ({
          id: r.id,
          course_id: r.courseId,
          course_name: r.courseName,
          role: r.classroomRole,
          group_role: r.groupRole,
          added: r.added,
          invited: r.invited,
          already_members: r.alreadyMembers,
          without_email: r.withoutEmail,
          created_at: r.createdAt.toISOString(),
        })),
      };
    },

    async syncUsers(
      user: UserRow,
      groupId: number,
      input: ClassroomSyncInput,
      site: MailSite,
    ): Promise<ClassroomSyncResult> {
      // Who may is decided first, whether or not this deployment has Classroom keys.
      const group = await certifiedGroup(user, groupId);
      const classroom = adapter();
      const groupRole = input.group_role ?? defaultGroupRole(group, input.role);
      const allowed: readonly string[] = group.groupType === 'event' ? EVENT_ROLES : GROUP_MEMBER_ROLES;
      if (!allowed.includes(groupRole)) {
        throw invalidFields({ group_role: ['This role cannot be given in this group.'] });
      }
      const token = await refreshTokenOf(user);
      let courseName: string;
      let people;
      try {
        const course = (await classroom.listCourses(token)).find((c) => c.id === input.course_id);
        if (!course)
          throw new AppError(400, C.courseNotFound, { field_errors: { course_id: [C.courseNotFound] } });
        courseName = course.name;
        people = await classroom.listPeople(token, course.id, input.role);
      } catch (err) {
        return googleFailed(user, err, C.syncFailed(input.role));
      }

      const result = { added: 0, invited: 0, already_members: 0, without_email: 0 };
      const toInvite: string[] = [];
      const seen = new Set<string>();
      for (const person of people) {
        if (!person.email) {
          result.without_email += 1;
          continue;
        }
        if (seen.has(person.email)) continue;
        seen.add(person.email);
        const account = await deps.findUserByEmail(person.email);
        if (!account) {
          toInvite.push(person.email);
          continue;
        }
        const { membership } = await deps.viewerOf(account, group.id);
        if (!groupsPolicy.canAdd(membership)) {
          result.already_members += 1;
          continue;
        }
        await deps.addMember(user, group.id, { user: account.id, role: groupRole }, site);
        result.added += 1;
      }
      if (toInvite.length > 0) {
        await deps.inviteEmails(user, group.id, toInvite, site);
        result.invited = toInvite.length;
      }
      await repo.recordSync({
        groupId: group.id,
        userId: user.id,
        courseId: input.course_id,
        courseName,
        classroomRole: input.role,
        groupRole,
        added: result.added,
        invited: result.invited,
        alreadyMembers: result.already_members,
        withoutEmail: result.without_email,
      });
      deps.logger.info(
        { userId: user.id, groupId: group.id, course: input.course_id, ...result },
        'google classroom roster synced',
      );
      return { message: C.synced(result), course_name: courseName, ...result };
    },
  };
}
export type ClassroomService = ReturnType<typeof createClassroomService>;
