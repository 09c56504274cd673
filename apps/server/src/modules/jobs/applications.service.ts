import {
  JOB_MESSAGES as M,
  NOTIFICATION_EVENTS,
  VALIDATION,
  type JobApply,
  type JobApplicationsQuery,
} from '@careerhub/shared';
import { groupAction } from '../audit/audit.js';
import { Readable } from 'node:stream';
import { badRequest, forbidden, invalidFields, unauthorized } from '../../http/errors.js';
import type { MailSite } from '../auth/auth.mail.js';
import type { UserRow } from '../auth/users.repository.js';
import { checkAnswers } from '../groups/join-answers.js';
import type { NotificationsService } from '../notifications/notifications.service.js';
import { applicantsCsv } from './applicants.csv.js';
import type { JobAccess } from './jobs.access.js';
import { jobsPolicy } from './jobs.policy.js';
import { isApplicationOpen, presentApplicant } from './jobs.presenter.js';
import type { JobRow, JobsRepository } from './jobs.repository.js';

export interface ApplicationsDeps {
  jobs: JobsRepository;
  access: JobAccess;
  notifications: NotificationsService;
  /** Accepted admins and leaders of a group (groups module). */
  managerIds: (groupId: number) => Promise<number[]>;
  /** The resume file id on the user's profile (profiles module). */
  resumeOf: (userId: number) => Promise<number | null>;
  /** Owner and kind of uploaded files (uploads). */
  fileOf: (id: number) => Promise<{ ownerId: number | null; kind: string } | undefined>;
  publicUrl: (key: string) => string;
  now?: () => Date;
  exportBatchSize?: number;
}

const fullName = (u: Pick<UserRow, 'firstName' | 'lastName' | 'nameSlug'>) =>
  `${u.firstName} ${u.lastName}`.trim() || u.nameSlug;
const MIN_SEARCH = 2;

/** Applying, withdrawing, answering applicants, the applicants list and its CSV. */
export function createApplicationsService(deps: ApplicationsDeps) {
  const { jobs, access, notifications } = deps;
  const now = deps.now ?? (() => new Date());

  async function tell(
    userId: number,
    job: JobRow,
    image: string | null,
    notificationType: string,
    message: string,
    site?: MailSite,
  ) {
    await notifications.notify({
      userId,
      type: 'job',
      notificationType,
      message,
      data: { name_slug: job.slug, name: job.title, image },
      link: `/job/${job.slug}`,
      email: true,
      ...(site ? { site } : {}),
    });
  }

  /** The author and the group's managers: who hears about a new application. */
  async function administratorIds(job: JobRow): Promise<number[]> {
    const ids = new Set(await deps.managerIds(job.groupId));
    if (job.createdBy) ids.add(job.createdBy);
    return [...ids];
  }

  return {
    /**
     * Applies with the profile's resume (or a resume the user just uploaded) and the answers to
     * the job's questions. Anonymous callers get 401 (the screen sends them to sign-up).
     */
    async apply(user: UserRow | null, id: number, body: JobApply, site?: MailSite) {
      if (!user) throw unauthorized();
      if (!jobsPolicy.isRegistered(user)) throw forbidden();
      const { job, group } = await access.byId(user, id);
      if (!jobsPolicy.canApply(job, user) || !isApplicationOpen(job, now())) throw badRequest(M.notOpen);
      if (await jobs.findApplication(job.id, user.id)) throw badRequest(M.alreadyApplied);
      let resume = body.resume ?? null;
      if (resume !== null) {
        const file = await deps.fileOf(resume);
        if (!file || file.ownerId !== user.id || file.kind !== 'resume')
          throw invalidFields({ resume: [M.resumeNotYours] });
      } else {
        resume = await deps.resumeOf(user.id);
      }
      if (resume === null) throw badRequest(M.resumeRequired, { resume: [M.resumeRequired] });
      const given = body.answers ?? body.extra_info ?? {};
      // jsonb cannot hold NUL characters: refused like any other bad answer.
      if (JSON.stringify(given).includes('\\u0000'))
        throw invalidFields({ answers: [VALIDATION.invalidValue] });
      const { answers, errors } = checkAnswers(job.extraInfo.questions, given);
      if (Object.keys(errors).length) throw invalidFields(errors);
      const created = await jobs.insertApplication({
        jobId: job.id,
        userId: user.id,
        answers,
        resumeFileId: resume,
      });
      if (!created) throw badRequest(M.alreadyApplied);
      const text = `${fullName(user)} applied to ${job.title}`;
      for (const adminId of await administratorIds(job)) {
        if (adminId !== user.id)
          await tell(adminId, job, group.logo, NOTIFICATION_EVENTS.jobApplication, text, site);
      }
      return { message: M.applied, status: created.status };
    },

    /** Withdraws the user's application while it is pending. */
    async unapply(user: UserRow, id: number) {
      const { job } = await access.byId(user, id);
      const application = await jobs.findApplication(job.id, user.id);
      if (!application) throw badRequest(M.notApplied);
      if (application.status !== 'pending' || !(await jobs.withdraw(application.id)))
        throw badRequest(M.onlyPendingWithdraw);
      return { message: M.unapplied, status: null };
    },

    /** An administrator accepts or rejects a pending applicant; the applicant is told (in-app and email). */
    async setStatus(
      actor: UserRow,
      id: number,
      input: { user_id: number; status: 'accepted' | 'rejected' },
      site?: MailSite,
    ) {
      const { job, group, viewer } = await access.administered(actor, id);
      const application = await jobs.findApplication(job.id, input.user_id);
      const audit = groupAction(
        actor,
        viewer,
        group,
        `job.applicant_${input.status === 'accepted' ? 'accept' : 'reject'}`,
        { type: 'job', id: job.id },
        { user: input.user_id },
        'author',
      );
      if (!application || !(await jobs.answer(application.id, input.status, audit)))
        throw badRequest(M.notPendingApplicant);
      const accepted = input.status === 'accepted';
      await tell(
        input.user_id,
        job,
        group.logo,
        accepted ? NOTIFICATION_EVENTS.jobApplicationAccepted : NOTIFICATION_EVENTS.jobApplicationRejected,
        `Your application to ${job.title} at ${group.name} was ${input.status}`,
        site,
      );
      return { message: M.applicantResponded(input.status), user_id: input.user_id, status: input.status };
    },

    async applications(actor: UserRow, id: number, q: JobApplicationsQuery) {
      const { job } = await access.administered(actor, id);
      const text = q.q ?? q.search;
      const { rows, count } = await jobs.listApplicants(
        job.id,
        q.status,
        text && text.length >= MIN_SEARCH ? text : undefined,
        q.page_size,
        (q.page - 1) * q.page_size,
      );
      return {
        data: rows.map((r) => presentApplicant(r, deps.publicUrl)),
        pagination: { count, next: q.page * q.page_size < count ? q.page + 1 : null },
      };
    },

    /** The applicants CSV as a stream, read and written one batch at a time. */
    async exportApplicants(actor: UserRow, id: number, status?: string) {
      const { job } = await access.administered(actor, id);
      const size = deps.exportBatchSize ?? 1000;
      const stream = Readable.from(
        applicantsCsv(
          job.extraInfo.questions,
          (before) => jobs.applicantBatch(job.id, status ?? null, before, size),
          deps.publicUrl,
        ),
      );
      return { stream, filename: `${job.slug}-applicants.csv` };
    },
  };
}
export type ApplicationsService = ReturnType<typeof createApplicationsService>;
