import {
  DEFAULT_CIRCLE_TYPES,
  GROUP_MESSAGES as M,
  SDGS,
  groupFormIssues,
  slugify,
  type GroupForm,
  type GroupPatch,
  type MembershipStatus,
} from '@careerhub/shared';
import { groupAction } from '../audit/audit.js';
import { badRequest, forbidden, invalidFields, notFound } from '../../http/errors.js';
import type { Transactions } from '../../platform/db/transactions.js';
import type { UserRow } from '../auth/users.repository.js';
import type { IncomingFile, UploadsService } from '../uploads/uploads.service.js';
import { columnsOf, formOf } from './groups.forms.js';
import { groupsPolicy, type Viewer } from './groups.policy.js';
import { contentsPolicy, organizationOf } from '../contents/contents.policy.js';
import { presentGroup, presentGroupCard, type GroupPermissions } from './groups.presenter.js';
import { groupListConditions, type GroupListFilters } from './group-lists.repository.js';
import type { GroupRow, GroupsRepository } from './groups.repository.js';
import type { MembershipsRepository } from './memberships.repository.js';

export interface GroupsDeps {
  /** Writes to several tables (the group and its creator's membership) commit together. */
  transactions: Pick<Transactions, 'run'>;
  groups: GroupsRepository;
  memberships: MembershipsRepository;
  uploads: UploadsService;
  publicUrl: (key: string) => string;
  /** Whether the user's group profile in that organization is certified (profiles module). */
  hasCertifiedProfile: (userId: number, groupId: number) => Promise<boolean>;
  /** Topic names by id (topics module). */
  topicsByIds: (ids: number[]) => Promise<Array<{ id: number; name: string }>>;
  now?: () => Date;
}

const fieldError = (field: string, message: string) =>
  badRequest(M.required === message ? M.required : message, { [field]: [message] });
const page = (p: number, size: number, count: number) => ({ count, next: p * size < count ? p + 1 : null });

export function createGroupsService(deps: GroupsDeps) {
  const { groups, memberships } = deps;
  const now = deps.now ?? (() => new Date());
  const { listPages, listTotals } = groups.caches;

  async function viewerOf(user: UserRow | null, groupId: number): Promise<Viewer> {
    return { user, membership: user ? ((await memberships.find(groupId, user.id)) ?? null) : null };
  }
  /** As viewerOf, from the read caches (group-caches.ts): for requests that change nothing. */
  async function viewerForRead(user: UserRow | null, groupId: number): Promise<Viewer> {
    return { user, membership: user ? await memberships.findForRead(groupId, user.id) : null };
  }

  /** The group when the viewer may see it; 404 (with the spec's text for slugs) otherwise. */
  async function load(
    user: UserRow | null,
    group: GroupRow | undefined,
    message?: string,
    viewerFor: typeof viewerOf = viewerOf,
  ) {
    if (!group) throw notFound(message);
    const viewer = await viewerFor(user, group.id);
    if (!groupsPolicy.canView(group, viewer)) throw notFound(message);
    return { group, viewer };
  }

  /**
   * Resources and prompts follow the contents module's rule (content-ai-admin 1 and 6): certified
   * users (account or group profile in the organization) and admins, not only certified admins.
   */
  async function canContributeResources(group: GroupRow, viewer: Viewer): Promise<boolean> {
    const { user } = viewer;
    if (!user || !groupsPolicy.isRegistered(user)) return false;
    if (contentsPolicy.canContribute(user, false, groupsPolicy.isAdmin(viewer))) return true;
    const orgId = organizationOf(group);
    return orgId !== null && (await deps.hasCertifiedProfile(user.id, orgId));
  }

  async function permissionsOf(group: GroupRow, viewer: Viewer): Promise<GroupPermissions | null> {
    const { user } = viewer;
    if (!user) return null;
    const certified =
      !groupsPolicy.isManager(viewer) || user.isStaff
        ? false
        : await deps.hasCertifiedProfile(user.id, group.id);
    const certifiedContent = groupsPolicy.canCreateCertifiedContent(viewer, certified);
    const manager = groupsPolicy.isManager(viewer);
    return {
      can_manage: manager,
      can_edit: groupsPolicy.canEdit(viewer),
      can_invite: groupsPolicy.canInvite(viewer),
      can_create_event: certifiedContent,
      can_create_circle: groupsPolicy.canCreateCircle(user),
      can_create_resources: certifiedContent || (await canContributeResources(group, viewer)),
      can_sync_classroom: certifiedContent,
      can_post_jobs: groupsPolicy.canPostJobs(viewer, certified),
    };
  }

  /**
   * Circles or events under a group that this viewer may see: the same filters, and the same cached
   * total, as the unfiltered Circles or Events tab (`list` below), so the header and the tab agree.
   */
  async function countChildren(user: UserRow | null, parentId: number, groupType: 'circle' | 'event') {
    const conditions = { groupType, parentId, viewerId: user?.id ?? null, isStaff: Boolean(user?.isStaff) };
    const key = JSON.stringify(conditions);
    return listTotals.getOrLoad(key, () => groups.count(groupListConditions({ ...conditions, now: now() })));
  }

  async function present(group: GroupRow, viewer: Viewer) {
    const manager = groupsPolicy.isManager(viewer);
    const [counts, topics, circles, events] = await Promise.all([
      groups.counts(group.id),
      deps.topicsByIds(group.topics),
      countChildren(viewer.user, group.id, 'circle'),
      countChildren(viewer.user, group.id, 'event'),
    ]);
    const named = new Map(topics.map((t) => [t.id, t]));
    return presentGroup(group, {
      topics: group.topics.flatMap((id) => named.get(id) ?? []),
      now: now(),
      membership: viewer.membership,
      acceptedMembers: counts.accepted,
      counts,
      children: { circles, events },
      isManager: manager,
      permissions: await permissionsOf(group, viewer),
    });
  }

  async function uniqueSlug(name: string): Promise<string> {
    const base = slugify(name) || 'group';
    let slug = base;
    for (let n = 2; await groups.isSlugTaken(slug); n += 1) slug = `${base}-${n}`;
    return slug;
  }

  /** Who may create this kind of group under this parent (spec section 6). */
  async function checkCreate(user: UserRow, form: GroupForm): Promise<GroupRow | null> {
    const parent = form.parent_group ? ((await groups.findById(form.parent_group)) ?? null) : null;
    if (form.parent_group && (!parent || !['organization', 'institution'].includes(parent.groupType))) {
      throw fieldError('parent_group', M.parentNotFound);
    }
    if (form.group_type === 'organization' || form.group_type === 'institution') {
      if (!groupsPolicy.canCreateTopLevel(user)) throw forbidden(M.staffOnly);
    } else if (form.group_type === 'circle') {
      if (!groupsPolicy.canCreateCircle(user)) throw forbidden(M.leadershipRequired);
    } else {
      const viewer = await viewerOf(user, parent!.id);
      const certified = groupsPolicy.isAdmin(viewer) && (await deps.hasCertifiedProfile(user.id, parent!.id));
      if (!groupsPolicy.canCreateCertifiedContent(viewer, certified)) throw forbidden(M.certifiedRequired);
    }
    return parent;
  }

  return {
    viewerOf,

    async create(user: UserRow, form: GroupForm) {
      await checkCreate(user, form);
      const nameSlug = await uniqueSlug(form.name);
      // A group without its creator as admin would be an orphan nobody can manage: both or neither.
      const row = await deps.transactions.run(async () => {
        const created = await groups.insert({
          ...columnsOf(form),
          name: form.name,
          groupType: form.group_type,
          nameSlug,
          createdBy: user.id,
        } as Parameters<GroupsRepository['insert']>[0]);
        // Staff creating a group is a staff action: recorded with the creator's admin membership.
        const audit = user.isStaff
          ? groupAction(
              user,
              { user, membership: null },
              created,
              'group.create',
              { type: 'group', id: created.id },
              { group_type: created.groupType, name: created.name },
            )
          : undefined;
        await memberships.upsert(
          { groupId: created.id, userId: user.id, role: 'admin', status: 'accepted', joinedAt: now() },
          audit,
        );
        return created;
      });
      groups.invalidateUser(user.id);
      return present(row, await viewerOf(user, row.id));
    },

    async update(user: UserRow, id: number, patch: GroupPatch) {
      const { group, viewer } = await load(user, await groups.findById(id));
      if (!groupsPolicy.canEdit(viewer)) throw forbidden();
      if (patch.group_type && patch.group_type !== group.groupType)
        throw fieldError('group_type', M.unknownOption);
      const merged = {
        ...formOf(group),
        ...Object.fromEntries(Object.entries(patch).filter(([, v]) => v !== undefined)),
      };
      const errors = groupFormIssues(merged as ReturnType<typeof formOf>);
      if (Object.keys(errors).length) throw invalidFields(errors);
      if (patch.parent_group && patch.parent_group !== group.parentId) {
        const parent = await groups.findById(patch.parent_group);
        if (
          !parent ||
          !['organization', 'institution'].includes(parent.groupType) ||
          parent.id === group.id
        ) {
          throw fieldError('parent_group', M.parentNotFound);
        }
      }
      const fields = Object.keys(patch).filter((k) => patch[k as keyof GroupPatch] !== undefined);
      const row = await groups.update(
        group.id,
        columnsOf(patch, group.extraInfo),
        groupAction(user, viewer, group, 'group.update', { type: 'group', id: group.id }, { fields }),
      );
      return present(row, viewer);
    },

    async get(user: UserRow | null, id: number) {
      const { group, viewer } = await load(user, await groups.findByIdForRead(id), undefined, viewerForRead);
      return present(group, viewer);
    },

    async getBySlug(user: UserRow | null, slug: string) {
      const { group, viewer } = await load(user, await groups.findBySlug(slug), M.orgNotFound);
      return present(group, viewer);
    },

    async list(
      user: UserRow | null,
      filters: Omit<GroupListFilters, 'now' | 'viewerId' | 'isStaff'>,
      p: number,
      size: number,
    ) {
      // A list by parent group reveals no more than the parent's own page: nothing when hidden.
      if (filters.parentId !== undefined) {
        const parent = await groups.findByIdForRead(filters.parentId);
        if (!parent || !groupsPolicy.canView(parent, await viewerForRead(user, parent.id)))
          return { data: [], pagination: page(p, size, 0) };
      }
      const isStaff = Boolean(user?.isStaff);
      const conditions = { ...filters, viewerId: user?.id ?? null, isStaff };
      const read = async () => {
        const at = now();
        const where = groupListConditions({ ...conditions, now: at });
        // Totals move slowly (new groups, dates passing is_active): reused for a few seconds.
        const key = JSON.stringify(conditions);
        const [{ rows }, count] = await Promise.all([
          groups.list(where, size, (p - 1) * size, 0),
          listTotals.getOrLoad(key, () => groups.count(where)),
        ]);
        return {
          data: rows.map((r) => presentGroupCard(r, r.totalMembers, at)),
          pagination: page(p, size, count),
        };
      };
      // Anonymous visitors all get the same pages, and so do staff (they see every group):
      // whole pages are reused for a few seconds and dropped on this instance's group and
      // membership writes. Other members' lists depend on their private groups: always read.
      const pageKey = JSON.stringify({ ...filters, staff: isStaff, p, size });
      const list =
        user && !isStaff
          ? await read()
          : await (listPages.getOrLoad(pageKey, read) as ReturnType<typeof read>);
      if (!user) return list;
      // The card's membership state is the viewer's own: read for each request, never cached.
      const statuses = await memberships.statusesIn(
        user.id,
        list.data.map((card) => card.id),
      );
      return {
        ...list,
        data: list.data.map((card) => ({
          ...card,
          membership_status: (statuses.get(card.id) ?? null) as MembershipStatus | null,
        })),
      };
    },

    async defaults(domain: string | null, countries: string[]) {
      const rows = await groups.findDefaults(domain, countries);
      const at = now();
      return { data: rows.map((r) => presentGroupCard(r, 0, at)) };
    },

    async metrics() {
      const byType = await groups.metrics();
      return {
        organizations: byType.organization ?? 0,
        institutions: byType.institution ?? 0,
        circles: byType.circle ?? 0,
        events: byType.event ?? 0,
      };
    },

    async circleTypes(user: UserRow | null, id: number) {
      const { group } = await load(user, await groups.findById(id));
      const used = await groups.circleTypesUnder(group.id);
      return { data: [...new Set([...DEFAULT_CIRCLE_TYPES, ...used])] };
    },

    async sdgs(user: UserRow | null, id: number) {
      const { group } = await load(user, await groups.findById(id));
      const counts = await groups.sdgCountsUnder(group.id);
      return { data: SDGS.map((s) => ({ ...s, circles_count: counts.get(s.id) ?? 0 })) };
    },

    /** Before an upload is read: 404 when the group is hidden, 403 unless the user may edit it. */
    async requireEditor(user: UserRow, id: number) {
      const { viewer } = await load(user, await groups.findById(id));
      if (!groupsPolicy.canEdit(viewer)) throw forbidden();
    },

    /** Logo or cover image: a JPEG or PNG checked by its bytes, stored, and its URL kept on the group. */
    async setImage(user: UserRow, id: number, slot: 'logo' | 'cover_image', file: IncomingFile) {
      const { group, viewer } = await load(user, await groups.findById(id));
      if (!groupsPolicy.canEdit(viewer)) throw forbidden();
      const stored = await deps.uploads.storeUpload(user.id, file, 'picture', '', slot);
      const url = deps.publicUrl(stored.storageKey);
      await groups.update(group.id, slot === 'logo' ? { logo: url } : { coverImage: url });
      for (const memberId of await memberships.managerIds(group.id)) groups.invalidateUser(memberId);
      return slot === 'logo'
        ? { message: M.logoUpdated, logo: url }
        : { message: M.coverUpdated, cover_image: url };
    },

    /** Following keeps a follower row (membership_type follower) apart from members. */
    async follow(user: UserRow, id: number, action: 'follow' | 'unfollow') {
      if (!groupsPolicy.isRegistered(user)) throw forbidden();
      const { group, viewer } = await load(user, await groups.findById(id));
      const current = viewer.membership;
      if (current && current.membershipType === 'member') throw badRequest(M.cannotFollowAsMember);
      if (action === 'follow' && !current) {
        await memberships.upsert({
          groupId: group.id,
          userId: user.id,
          membershipType: 'follower',
          role: 'member',
          status: 'accepted',
        });
      }
      if (action === 'unfollow' && current) await memberships.remove(current.id);
      return {
        message: action === 'follow' ? M.followed(group.groupType) : M.unfollowed(group.groupType),
        is_following: action === 'follow',
      };
    },
  };
}
export type GroupsService = ReturnType<typeof createGroupsService>;
