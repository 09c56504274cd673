import type { Content } from '@careerhub/shared';
import { badRequest, forbidden, notFound } from '../../http/errors.js';
import type { UserRow } from '../auth/users.repository.js';
import { groupsPolicy, type Viewer } from '../groups/groups.policy.js';
import type { GroupRow } from '../groups/groups.repository.js';
import { contentsPolicy, organizationOf, type Standing } from './contents.policy.js';
import { presentContent } from './contents.presenter.js';
import type { ContentListRow } from './contents.repository.js';
import type { ContentsDeps } from './contents.service.js';
import { CONTENT_MESSAGES as M } from '@careerhub/shared';

const fieldError = (field: string, message: string) => badRequest(message, { [field]: [message] });

/**
 * The viewer's reach, worked out once per request: groups whose private items they read, groups
 * whose pending items they may approve, premium viewing (read only when a premium item needs it).
 */
export interface Reach {
  user: UserRow | null;
  memberGroupIds: number[] | 'all';
  approvableGroupIds: number[] | 'all';
  premium: () => Promise<boolean>;
}

/**
 * Who reads and writes what: the viewer's reach and standing, loading an item they may see
 * (404 otherwise), presenting rows with their rights, and the contributor check for new items.
 */
export function createContentsAccess(deps: ContentsDeps) {
  const { repo, groups } = deps;

  async function defaultOrganizationOf(user: UserRow): Promise<number | null> {
    const orgs = await groups.listUserOrganizations(user.id);
    const current = orgs.find((o) => o.isDefault) ?? orgs[0];
    return current && current.status === 'accepted' ? current.id : null;
  }

  /** Admin (accepted) or certified (account or group profile) in an organization. */
  async function isAdminOrCertifiedIn(user: UserRow, orgId: number): Promise<boolean> {
    if (user.isCertified) return true;
    if (groupsPolicy.isAdmin(await deps.viewerOf(user, orgId))) return true;
    return deps.hasCertifiedProfile(user.id, orgId);
  }

  async function reachOf(user: UserRow | null): Promise<Reach> {
    let premium: Promise<boolean> | null = null;
    const premiumOf = () => (premium ??= user ? repo.hasPremiumViewing(user.id) : Promise.resolve(false));
    if (!user) return { user, memberGroupIds: [], approvableGroupIds: [], premium: premiumOf };
    if (user.isStaff) return { user, memberGroupIds: 'all', approvableGroupIds: 'all', premium: premiumOf };
    const [memberGroupIds, orgId] = await Promise.all([
      repo.memberGroupIds(user.id),
      defaultOrganizationOf(user),
    ]);
    const approvableGroupIds =
      orgId && (await isAdminOrCertifiedIn(user, orgId)) ? await repo.groupAndChildren(orgId) : [];
    return { user, memberGroupIds, approvableGroupIds, premium: premiumOf };
  }

  const isApproverFor = (reach: Reach, groupId: number | null) =>
    Boolean(reach.user) &&
    (reach.approvableGroupIds === 'all' || (groupId !== null && reach.approvableGroupIds.includes(groupId)));

  async function present(reach: Reach, rows: ContentListRow[]): Promise<Content[]> {
    const needPremium = rows.some((r) => r.isPremium);
    const [files, names, premium, engagement] = await Promise.all([
      repo.filesOf(rows.map((r) => r.id)),
      repo.topicNames(rows.flatMap((r) => r.topics)),
      needPremium ? reach.premium() : Promise.resolve(false),
      deps.engagementOf?.(
        reach.user?.id ?? null,
        rows.map((r) => r.id),
      ),
    ]);
    return rows.map((row) => {
      const standing: Standing = {
        viewer: { user: reach.user, membership: null },
        isApprover: isApproverFor(reach, row.groupId),
        hasPremiumViewing: premium,
      };
      return presentContent(
        row,
        files.filter((f) => f.contentId === row.id),
        names,
        {
          isLocked: contentsPolicy.isLocked(row, reach.user, premium),
          canEdit: contentsPolicy.canEdit(row, reach.user),
          canDelete: contentsPolicy.canDelete(row, reach.user),
          canApprove: contentsPolicy.canApprove(row, standing),
          canReject: contentsPolicy.canReject(row, standing),
        },
        deps.publicUrl,
        engagement?.get(row.id),
      );
    });
  }

  async function load(user: UserRow | null, row: ContentListRow | undefined, careerTips: boolean) {
    if (!row || (row.type === 'career_tip') !== careerTips) throw notFound();
    const group = row.groupId ? ((await groups.findByIdForRead(row.groupId)) ?? null) : null;
    const viewer = group ? await deps.viewerOf(user, group.id) : { user, membership: null };
    const reach = await reachOf(user);
    const standing: Standing = {
      viewer,
      isApprover: isApproverFor(reach, row.groupId),
      hasPremiumViewing: false,
    };
    if (!contentsPolicy.canSee(row, standing, group)) throw notFound();
    return { row, group, viewer, reach, standing };
  }

  async function groupFor(user: UserRow, groupId: number): Promise<{ group: GroupRow; viewer: Viewer }> {
    const group = await groups.findById(groupId);
    if (!group) throw fieldError('group', M.groupNotFound);
    const viewer = await deps.viewerOf(user, group.id);
    if (!groupsPolicy.canView(group, viewer)) throw fieldError('group', M.groupNotFound);
    return { group, viewer };
  }

  /** Contributors of resources, prompts and career tips; true when they may also approve there. */
  async function contributorIn(
    user: UserRow,
    group: GroupRow,
    viewer: Viewer,
    refusal: string,
  ): Promise<boolean> {
    const orgId = organizationOf(group);
    const orgViewer = orgId && orgId !== group.id ? await deps.viewerOf(user, orgId) : viewer;
    const isAdminThere = groupsPolicy.isAdmin(viewer) || groupsPolicy.isAdmin(orgViewer);
    const isCertifiedThere = Boolean(orgId && (await deps.hasCertifiedProfile(user.id, orgId)));
    if (!contentsPolicy.canContribute(user, isCertifiedThere, isAdminThere)) throw forbidden(refusal);
    const defaultOrg = await defaultOrganizationOf(user);
    return contentsPolicy.isApprover(
      user,
      orgId,
      defaultOrg,
      user.isCertified || isAdminThere || isCertifiedThere,
    );
  }

  async function presentOne(user: UserRow | null, id: number): Promise<Content> {
    const row = await repo.findById(id);
    const [item] = await present(await reachOf(user), [row!]);
    return item!;
  }

  return { defaultOrganizationOf, reachOf, present, presentOne, load, groupFor, contributorIn };
}
export type ContentsAccess = ReturnType<typeof createContentsAccess>;
