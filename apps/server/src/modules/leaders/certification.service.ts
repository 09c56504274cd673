import {
  CERTIFICATION_NOTIFICATION,
  LEADERS_MESSAGES as M,
  certificationLevelLabel,
  type CertificationAnswer,
  type CertificationApply,
  type CertificationQuestion,
  type CertificationReview,
  type CertificationStatus,
} from '@careerhub/shared';
import type { Logger } from 'pino';
import { AppError, badRequest, notFound } from '../../http/errors.js';
import type { Transactions } from '../../platform/db/transactions.js';
import { insertAuditEntry } from '../audit/audit.repository.js';
import type { UserRow, UsersRepository } from '../auth/users.repository.js';
import type { BrandsService } from '../brands/brands.service.js';
import type { GroupsRepository } from '../groups/groups.repository.js';
import type { NotificationsService } from '../notifications/notifications.service.js';
import type { createProfilesRepository } from '../profiles/profiles.repository.js';
import { dateOf } from '../jobs/sql.js';
import type { ApplicationRow, CertificationRepository, QueueRow } from './certification.repository.js';

const conflict = (message: string) => new AppError(409, message, { non_field_errors: [message] });
const iso = (value: unknown) => (value ? dateOf(value).toISOString() : null);

export interface CertificationDeps {
  repo: CertificationRepository;
  users: UsersRepository;
  groups: Pick<GroupsRepository, 'listUserOrganizations'>;
  profiles: ReturnType<typeof createProfilesRepository>;
  brands: Pick<BrandsService, 'getOptions'>;
  notifications: Pick<NotificationsService, 'notify'>;
  transactions: Transactions;
  url: (key: string) => string;
  logger: Logger;
}

/** Checks the answers against the configured questions: the stored answers, or the field errors. */
export function checkAnswers(
  questions: CertificationQuestion[],
  answers: Record<string, string>,
): { answers: CertificationAnswer[] } | { errors: Record<string, string[]> } {
  const errors: Record<string, string[]> = {};
  const known = new Set(questions.map((q) => q.id));
  for (const key of Object.keys(answers)) if (!known.has(key)) errors[key] = [M.unknownQuestion];
  const out = questions.map((q) => {
    const answer = (answers[q.id] ?? '').trim();
    if (q.required && !answer) errors[q.id] = [M.required];
    else if (answer && (q.type === 'radio' || q.type === 'selection') && !q.options.includes(answer))
      errors[q.id] = [M.notAnOption];
    return { id: q.id, label: q.label, answer };
  });
  return Object.keys(errors).length ? { errors } : { answers: out };
}

export function presentApplication(row: ApplicationRow) {
  return {
    id: row.id,
    status: row.status,
    answers: row.answers,
    level: row.level,
    review_note: row.reviewNote,
    created_at: iso(row.createdAt)!,
    reviewed_at: iso(row.reviewedAt),
  };
}

/**
 * Leadership certification (content-ai-admin.md 2.8, 4, 6): members apply with the configured
 * questions, staff certify at a level or reject with a note. Certifying sets users.is_certified
 * (circle creation and resources through the shared policies), the profile's
 * leadership_certification_details (the level the directory shows) and the default organization's
 * group profile (events and resources there), with the audit entry, in one transaction.
 */
export function createCertificationService(deps: CertificationDeps) {
  const questions = async () => (await deps.brands.getOptions()).certification_questions ?? [];
  const levelOf = async (user: UserRow) => {
    if (!user.isCertified) return null;
    const details = (await deps.profiles.get(user.id))?.leadershipCertificationDetails as
      { level?: number } | null | undefined;
    return [1, 2, 3].includes(details?.level ?? 0) ? details!.level! : 1;
  };
  const presentQueued = (row: QueueRow) => ({
    ...presentApplication(row),
    user: {
      id: row.userId,
      name: `${row.firstName} ${row.lastName}`.trim(),
      name_slug: row.nameSlug,
      email: row.email,
      image: row.pictureKey ? deps.url(row.pictureKey) : null,
      title: row.title,
    },
    reviewed_by: row.reviewedBy ? { id: row.reviewedBy, name: row.reviewerName ?? '' } : null,
  });

  /** The default organization's group profile, certified (a new one takes the member's career answers). */
  async function certifiedGroupProfileWrite(userId: number) {
    const orgs = await deps.groups.listUserOrganizations(userId);
    const org =
      orgs.find((o) => o.isDefault && o.status === 'accepted') ?? orgs.find((o) => o.status === 'accepted');
    if (!org) return async () => undefined;
    const existing = await deps.profiles.groupProfile(userId, org.id);
    if (existing) return () => deps.profiles.updateGroupProfile(existing.id, { isCertified: true });
    const base = await deps.profiles.primaryGroupProfile(userId);
    const answers = base
      ? {
          currentRole: base.currentRole,
          jobFunction: base.jobFunction,
          careerStage: base.careerStage,
          careerStageExtra: base.careerStageExtra,
          reasonToJoin: base.reasonToJoin,
          reasonToJoinExtra: base.reasonToJoinExtra,
          professionalField: base.professionalField,
          professionalFieldExtra: base.professionalFieldExtra,
          aiKnowledgeLevel: base.aiKnowledgeLevel,
          careerGoal: base.careerGoal,
          institutionId: base.institutionId,
          extraInfo: base.extraInfo,
        }
      : {};
    return () => deps.profiles.insertGroupProfile({ ...answers, userId, groupId: org.id, isCertified: true });
  }

  return {
    async state(user: UserRow) {
      const [qs, latest, level] = await Promise.all([
        questions(),
        deps.repo.latestOf(user.id),
        levelOf(user),
      ]);
      return {
        questions: qs,
        is_certified: user.isCertified,
        certification_level: level,
        application: latest ? presentApplication(latest) : null,
      };
    },

    async apply(user: UserRow, body: CertificationApply) {
      if (user.isCertified) throw conflict(M.alreadyCertified);
      const checked = checkAnswers(await questions(), body.answers);
      if ('errors' in checked) throw badRequest(M.required, checked.errors);
      const row = await deps.repo.insertPending(user.id, checked.answers);
      if (!row) throw conflict(M.alreadyPending);
      return { message: M.submitted, data: presentApplication(row) };
    },

    async queue(status: CertificationStatus, page: number, pageSize: number) {
      const { rows, count } = await deps.repo.queue(status, page, pageSize);
      return {
        data: rows.map(presentQueued),
        pagination: { count, next: page * pageSize < count ? page + 1 : null },
      };
    },

    async review(staff: UserRow, id: number, body: CertificationReview) {
      const application = await deps.repo.findById(id);
      if (!application) throw notFound();
      if (application.status !== 'pending') throw conflict(M.notPending);
      const approve = body.action === 'approve';
      const level = approve ? body.level! : null;
      const note = body.note?.trim() || null;
      // Reads first (PGlite: a transaction holds the one connection), then every write in one run.
      const writeGroupProfile = approve ? await certifiedGroupProfileWrite(application.userId) : null;
      await deps.transactions.run(async () => {
        const decided = await deps.repo.decide(id, {
          status: approve ? 'approved' : 'rejected',
          level,
          reviewNote: note,
          reviewedBy: staff.id,
        });
        if (!decided) throw conflict(M.notPending);
        if (approve) {
          await deps.users.update(application.userId, { isCertified: true });
          await deps.profiles.upsert(application.userId, {
            leadershipCertificationDetails: {
              level,
              level_label: certificationLevelLabel(level),
              certified_at: new Date().toISOString(),
              application_id: id,
            },
          });
          await writeGroupProfile!();
        }
        await insertAuditEntry(deps.transactions.db, {
          actorId: staff.id,
          actorRole: 'staff',
          action: approve ? 'certification.approve' : 'certification.reject',
          targetType: 'user',
          targetId: application.userId,
          groupId: null,
          organizationId: null,
          details: { application_id: id, ...(approve ? { level } : { note }) },
        });
      });
      deps.users.invalidate(application.userId);
      try {
        await deps.notifications.notify({
          userId: application.userId,
          type: 'certification',
          notificationType: approve
            ? CERTIFICATION_NOTIFICATION.approved
            : CERTIFICATION_NOTIFICATION.rejected,
          message: approve ? M.notificationApproved(level!) : M.notificationRejected,
          link: '/leader-certification',
          email: 'request_answer',
        });
      } catch (err) {
        deps.logger.error({ err, application: id }, 'could not notify the applicant of a decision');
      }
      const { rows } = await deps.repo.queue(approve ? 'approved' : 'rejected', 1, 1, id);
      return { message: approve ? M.approved(level!) : M.rejected, data: presentQueued(rows[0]!) };
    },
  };
}
export type CertificationService = ReturnType<typeof createCertificationService>;
