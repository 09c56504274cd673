import {
  CATALOG_MESSAGES as M,
  type AiTool,
  type AiToolCard,
  type AiToolCreate,
  type AiToolListQuery,
  type AiToolUpdate,
  type ApprovalAction,
  type Page,
} from '@careerhub/shared';
import { forbidden, notFound, unauthorized } from '../../http/errors.js';
import type { UserRow } from '../auth/users.repository.js';
import { type CatalogAccess, type CatalogReach, visibleWhere } from '../usecases/catalog.access.js';
import { checkFile, fieldError, uniqueSlug, urlOrNull } from '../usecases/catalog.input.js';
import { catalogPolicy } from '../usecases/catalog.policy.js';
import type { UseCasesRepository } from '../usecases/usecases.repository.js';
import type { Db } from '../../platform/db/index.js';
import type { Transactions } from '../../platform/db/transactions.js';
import { insertAuditEntry } from '../audit/audit.repository.js';
import { withEngagement } from './aitools.engagement.js';
import type { AiToolRow, AiToolsRepository, NewAiTool } from './aitools.repository.js';

export interface AiToolsDeps {
  repo: AiToolsRepository;
  /** The database, for the reader's votes and bookmarks (the engagement module's lookup). */
  db: Db;
  /** A decision and its audit entry are written together. */
  transactions: Transactions;
  access: CatalogAccess;
  /** Shared reads (files, groups, people) of the catalogue. */
  lookups: Pick<UseCasesRepository, 'files' | 'groupsByIds' | 'people'>;
  /** From the use cases module: the approved use cases that use a tool. */
  useCasesUsing: (
    aiToolId: number,
  ) => Promise<Array<{ id: number; slug: string; title: string; description: string }>>;
  publicUrl: (key: string) => string;
  now?: () => Date;
}

const pagination = (page: number, size: number, count: number) => ({
  count,
  next: page * size < count ? page + 1 : null,
});

export function createAiToolsService(deps: AiToolsDeps) {
  const { repo, access, lookups } = deps;
  const now = deps.now ?? (() => new Date());

  async function present(reach: CatalogReach, rows: AiToolRow[], withUseCases = false): Promise<AiTool[]> {
    const user = reach.user;
    const [files, groups, people] = await Promise.all([
      lookups.files(rows.map((r) => r.logoFileId).filter((v): v is number => !!v)),
      lookups.groupsByIds(rows.map((r) => r.groupId).filter((v): v is number => !!v)),
      lookups.people(rows.map((r) => r.createdBy).filter((v): v is number => !!v)),
    ]);
    const fileMap = new Map(files.map((f) => [f.id, f]));
    const presented = await Promise.all(
      rows.map(async (row) => {
        const isApprover = access.isApproverFor(reach, row.groupId);
        const logo = row.logoFileId ? fileMap.get(row.logoFileId) : undefined;
        const group = row.groupId ? groups.get(row.groupId) : undefined;
        const creator = row.createdBy ? people.get(row.createdBy) : undefined;
        return {
          id: row.id,
          slug: row.slug,
          name: row.name,
          description: row.description,
          logo: row.logoFileId,
          logo_url: logo ? deps.publicUrl(logo.storageKey) : null,
          categories: row.categories,
          group: row.groupId,
          group_detail: group
            ? {
                id: group.id,
                name: group.name,
                name_slug: group.nameSlug,
                group_type: group.groupType,
                logo: group.logo,
              }
            : null,
          status: row.status as AiTool['status'],
          created_by:
            creator && creator.nameSlug
              ? {
                  id: creator.id,
                  name: `${creator.firstName ?? ''} ${creator.lastName ?? ''}`.trim(),
                  name_slug: creator.nameSlug,
                  image: creator.pictureKey ? deps.publicUrl(creator.pictureKey) : null,
                }
              : null,
          created_at: row.createdAt.toISOString(),
          website: row.website,
          roles: row.roles,
          use_cases: withUseCases ? await deps.useCasesUsing(row.id) : [],
          can_edit: catalogPolicy.canEdit(row, user),
          can_approve: catalogPolicy.canApprove(row, isApprover),
          can_reject: catalogPolicy.canReject(row, isApprover),
        };
      }),
    );
    return withEngagement(deps.db, presented, user?.id ?? null);
  }

  async function load(user: UserRow | null, row: AiToolRow | undefined) {
    const reach = await access.reachOf(user);
    if (!row) throw notFound();
    const visible =
      row.status === 'approved' ||
      Boolean(user && (user.isStaff || row.createdBy === user.id)) ||
      access.isApproverFor(reach, row.groupId);
    if (!visible) throw notFound();
    return { row, reach };
  }

  async function checkLogo(user: UserRow, logo: number | null | undefined, current?: AiToolRow) {
    if (!logo) return;
    const found = new Map((await lookups.files([logo])).map((f) => [f.id, f]));
    checkFile('logo', logo, 'logo', found, user, [current?.logoFileId ?? null]);
  }

  async function presentOne(user: UserRow, id: number) {
    return (await present(await access.reachOf(user), [(await repo.findById(id))!], true))[0]!;
  }

  return {
    async list(user: UserRow | null, q: AiToolListQuery): Promise<Page<AiTool>> {
      if (q.created_by === 'me' && !user) throw unauthorized();
      const reach = await access.reachOf(user);
      const scope = q.admin ? access.adminScope(reach, 'ai_tools') : visibleWhere(reach, 'ai_tools');
      if (!scope) throw user ? forbidden(M.decideNotAllowed) : unauthorized();
      const { rows, count } = await repo.list(
        {
          visible: scope,
          status: q.status ?? (q.created_by === 'me' || q.admin ? undefined : 'approved'),
          search: q.search,
          categories: q.categories,
          groupId: q.group_id,
          createdBy: q.created_by === 'me' ? user!.id : undefined,
        },
        q.page_size,
        (q.page - 1) * q.page_size,
      );
      return { data: await present(reach, rows), pagination: pagination(q.page, q.page_size, count) };
    },
    async getBySlug(user: UserRow | null, slug: string) {
      const { row, reach } = await load(user, await repo.findBySlug(slug));
      return { data: (await present(reach, [row], true))[0]! };
    },
    /** One tool by id, for the reader (404 where they may not see it). */
    async get(user: UserRow | null, id: number) {
      const { row, reach } = await load(user, await repo.findById(id));
      return { data: (await present(reach, [row]))[0]! };
    },
    async create(user: UserRow, body: AiToolCreate) {
      if (!catalogPolicy.canSubmit(user)) throw forbidden(M.submitNotAllowed);
      const group = await access.groupForSubmission(user, body.group);
      if (!group) throw fieldError('group', M.groupNotAllowed);
      await checkLogo(user, body.logo);
      const at = now();
      const row = await repo.insert({
        slug: await uniqueSlug(body.name, repo.isSlugTaken),
        name: body.name,
        description: body.description.trim(),
        logoFileId: body.logo ?? null,
        categories: [...new Set(body.categories ?? [])],
        groupId: group.id,
        status: 'pending',
        createdBy: user.id,
        website: urlOrNull(body.website),
        roles: body.roles ?? [],
        createdAt: at,
        modifiedAt: at,
      });
      return { message: M.aiToolSubmitted, data: await presentOne(user, row.id) };
    },
    async update(user: UserRow, id: number, body: AiToolUpdate) {
      const { row, reach } = await load(user, await repo.findById(id));
      if (!catalogPolicy.canEdit(row, user)) throw forbidden(M.editNotAllowed);
      await checkLogo(user, body.logo, row);
      const changes: Partial<NewAiTool> = {};
      if (body.group !== undefined && body.group !== row.groupId) {
        const group = await access.groupForSubmission(user, body.group);
        if (!group) throw fieldError('group', M.groupNotAllowed);
        changes.groupId = group.id;
      }
      if (body.name !== undefined) changes.name = body.name;
      if (body.description !== undefined) changes.description = body.description.trim();
      if (body.logo !== undefined) changes.logoFileId = body.logo;
      if (body.categories !== undefined) changes.categories = [...new Set(body.categories)];
      if (body.website !== undefined) changes.website = urlOrNull(body.website);
      if (body.roles !== undefined) changes.roles = body.roles;
      if (row.status === 'rejected' && !access.isApproverFor(reach, row.groupId)) changes.status = 'pending';
      await repo.update(row.id, { ...changes, modifiedAt: now() });
      return { message: M.aiToolUpdated, data: await presentOne(user, row.id) };
    },
    async decide(user: UserRow, id: number, action: ApprovalAction) {
      const { row, reach } = await load(user, await repo.findById(id));
      const isApprover = access.isApproverFor(reach, row.groupId);
      if (!isApprover) throw forbidden(M.decideNotAllowed);
      if (action === 'approve' && !catalogPolicy.canApprove(row, isApprover))
        throw fieldError('action', M.notApprovable);
      if (action === 'reject' && !catalogPolicy.canReject(row, isApprover))
        throw fieldError('action', M.notRejectable);
      const audit = await access.decisionAudit(
        user,
        { type: 'ai_tool', id: row.id, groupId: row.groupId },
        `ai_tool.${action}`,
        { name: row.name, previous: row.status },
      );
      await deps.transactions.run(async () => {
        await repo.update(row.id, {
          status: action === 'approve' ? 'approved' : 'rejected',
          modifiedAt: now(),
        });
        await insertAuditEntry(deps.transactions.db, audit);
      });
      return {
        message: action === 'approve' ? M.aiToolApproved : M.aiToolRejected,
        data: await presentOne(user, row.id),
      };
    },
    /** For the use cases module: cards of tools by id. */
    async cards(ids: number[]): Promise<Map<number, AiToolCard>> {
      const rows = await repo.cards(ids);
      return new Map(
        rows.map((r) => [
          r.id,
          {
            id: r.id,
            slug: r.slug,
            name: r.name,
            logo: r.logoFileId,
            logo_url: r.logoKey ? deps.publicUrl(r.logoKey) : null,
            categories: r.categories,
          },
        ]),
      );
    },
    usableIds: (ids: number[], user: UserRow) => repo.usableIds(ids, user.id, user.isStaff),
  };
}
export type AiToolsService = ReturnType<typeof createAiToolsService>;
