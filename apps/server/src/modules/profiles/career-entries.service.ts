import type { z } from 'zod';
import { ERRORS, VALIDATION, type CareerEntryType, type careerEntrySchema } from '@careerhub/shared';
import { badRequest, forbidden, notFound } from '../../http/errors.js';
import type { Transactions } from '../../platform/db/transactions.js';
import type { UserRow } from '../auth/users.repository.js';
import type { GroupsRepository } from '../groups/groups.repository.js';
import type { TopicsService } from '../topics/topics.service.js';
import { profilesPolicy } from './profiles.policy.js';
import { presentCareerEntry } from './profiles.presenter.js';
import type { ProfilesRepository } from './profiles.repository.js';

type EntryInput = Partial<z.infer<typeof careerEntrySchema>>;

export function createCareerEntriesService(deps: {
  profiles: ProfilesRepository;
  groups: GroupsRepository;
  topics: TopicsService;
  /** An entry and the skills or institution it creates commit together. */
  transactions: Pick<Transactions, 'run'>;
}) {
  /** A group or institution named by id must exist: the id came from the client. */
  async function requireGroup(field: 'group' | 'institution', id: number | null | undefined) {
    if (typeof id !== 'number') return;
    if (!(await deps.groups.findByIdForRead(id)))
      throw badRequest(ERRORS.invalidBody, { [field]: [VALIDATION.invalidValue] });
  }

  /** The groups an entry points at exist (reads, before the write's transaction). */
  async function check(input: EntryInput) {
    await requireGroup('group', input.group);
    await requireGroup('institution', typeof input.institution === 'number' ? input.institution : null);
  }

  /**
   * The entry's columns; new skills and a new institution are created on the way, so callers run
   * this and the entry's write in one transaction.
   */
  async function columns(viewer: UserRow, input: EntryInput) {
    const out: Record<string, unknown> = {};
    if (input.type !== undefined) out.type = input.type;
    if (input.title !== undefined) out.title = input.title;
    if (input.description !== undefined) out.description = input.description;
    if (input.group !== undefined) out.groupId = input.group;
    if (input.start_date !== undefined) out.startDate = input.start_date;
    if (input.is_currently_working !== undefined) out.isCurrentlyWorking = input.is_currently_working;
    if (input.end_date !== undefined || input.is_currently_working)
      out.endDate = input.is_currently_working ? null : input.end_date;
    if (input.batch !== undefined) out.batch = input.batch;
    if (input.show_gps !== undefined) out.showGps = input.show_gps;
    if (input.skills !== undefined)
      out.skills = await deps.topics.resolveRefs(input.skills, 'skill', viewer.id);
    if (input.institution !== undefined) {
      const institution =
        typeof input.institution === 'string'
          ? await deps.groups.findOrCreateInstitution(input.institution, viewer.id)
          : null;
      out.institutionId = institution ? institution.id : input.institution;
      out.institutionName = institution?.name ?? null;
    }
    return out;
  }

  async function owned(viewer: UserRow, id: number) {
    const entry = await deps.profiles.careerEntry(id);
    if (!entry) throw notFound();
    if (!profilesPolicy.canEdit(viewer, entry.userId)) throw forbidden();
    return entry;
  }

  return {
    async list(userId: number, type?: CareerEntryType) {
      return (await deps.profiles.careerEntries(userId, type)).map(presentCareerEntry);
    },
    async create(viewer: UserRow, input: z.infer<typeof careerEntrySchema>, forUserId?: number) {
      const userId = forUserId ?? viewer.id;
      if (!profilesPolicy.canEdit(viewer, userId)) throw forbidden();
      await check(input);
      const row = await deps.transactions.run(async () => {
        const values = (await columns(viewer, input)) as { type: CareerEntryType; title: string };
        return deps.profiles.insertCareerEntry({ ...values, userId });
      });
      return presentCareerEntry(row);
    },
    async update(viewer: UserRow, id: number, input: EntryInput) {
      await owned(viewer, id);
      await check(input);
      const row = await deps.transactions.run(async () =>
        deps.profiles.updateCareerEntry(id, await columns(viewer, input)),
      );
      return presentCareerEntry(row);
    },
    async remove(viewer: UserRow, id: number) {
      await owned(viewer, id);
      await deps.profiles.deleteCareerEntry(id);
    },
  };
}
export type CareerEntriesService = ReturnType<typeof createCareerEntriesService>;
