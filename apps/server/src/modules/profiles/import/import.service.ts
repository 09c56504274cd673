import {
  PROFILE_IMPORT_MESSAGES,
  PROFILE_IMPORT_SECTIONS,
  PROFILE_MESSAGES,
  UPLOAD_MESSAGES,
  VALIDATION,
  type ImportChoice,
  type ImportedIdentity,
  type ImportedSections,
  type ProfileImportPreview,
  type ProfileImportSection,
} from '@careerhub/shared';
import type { Logger } from 'pino';
import { AppError, badRequest, forbidden, notFound } from '../../../http/errors.js';
import type { JobQueue } from '../../../platform/jobs/index.js';
import type { Llm } from '../../../platform/llm/index.js';
import type { LinkedinProfileProvider } from '../../../platform/profile-data/index.js';
import type { Storage } from '../../../platform/storage/index.js';
import type { UserRow, UsersRepository } from '../../auth/users.repository.js';
import type { TopicsService } from '../../topics/topics.service.js';
import type { IncomingFile, UploadsService } from '../../uploads/uploads.service.js';
import { profilesPolicy } from '../profiles.policy.js';
import type { ProfileChanges, ProfilesRepository } from '../profiles.repository.js';
import { applySections } from './apply-sections.js';
import { mapLinkedinProfile } from './linkedin-mapper.js';
import { readPdfLines } from './pdf-lines.js';
import { readIdentity } from './identity.js';
import { readResumeLines } from './read-resume.js';

export const PROFILE_IMPORT_JOB = 'profiles.import';

export interface ProfileImportJob {
  userId: number;
  actorId: number;
  source: 'resume' | 'linkedin';
  fields: ProfileImportSection[];
  /** The resume file read by the job (resume imports). */
  fileId?: number;
  /** The LinkedIn address (LinkedIn imports). */
  url?: string;
  /** The entries and names the member kept in the preview. */
  choice?: ImportChoice;
}

const NO_IDENTITY: ImportedIdentity = { first_name: null, last_name: null, email: null };

/** Names and email from the resume, each only where the account's own is empty. */
function offerIdentity(target: UserRow, found: ImportedIdentity): ImportedIdentity {
  return {
    first_name: target.firstName.trim() ? null : found.first_name,
    last_name: target.lastName.trim() ? null : found.last_name,
    email: target.email.trim() ? null : found.email,
  };
}

export interface ProfileImportDeps {
  users: UsersRepository;
  profiles: ProfilesRepository;
  topics: TopicsService;
  uploads: UploadsService;
  storage: Storage;
  jobs: JobQueue;
  llm: Llm | null;
  linkedin: LinkedinProfileProvider | null;
  logger: Logger;
}

const LINKEDIN_PROFILE = /^https?:\/\/([a-z]{2,3}\.)?(www\.)?linkedin\.com\/in\/[^/?#\s]+\/?([?#].*)?$/i;

/** `fields_to_update` as sent (a JSON list, "all" or a list of names) → the sections to import. */
export function resolveFields(
  fields: 'all' | ReadonlyArray<ProfileImportSection | 'all'>,
): ProfileImportSection[] {
  if (fields === 'all' || fields.includes('all')) return [...PROFILE_IMPORT_SECTIONS];
  return [...new Set(fields as readonly ProfileImportSection[])];
}

async function readAll(body: Buffer | NodeJS.ReadableStream): Promise<Buffer> {
  if (Buffer.isBuffer(body)) return body;
  const chunks: Buffer[] = [];
  for await (const chunk of body) chunks.push(Buffer.from(chunk as Buffer));
  return Buffer.concat(chunks);
}

/**
 * Profile import (spec section 4): a resume or a LinkedIn address is read into sections, previewed,
 * and the sections the user picks are written by a background job.
 */
export function createProfileImportService(deps: ProfileImportDeps) {
  const { logger } = deps;

  async function requireTarget(viewer: UserRow, userId: number | undefined): Promise<UserRow> {
    const targetId = userId ?? viewer.id;
    if (!profilesPolicy.canImport(viewer, targetId)) throw forbidden();
    const target = targetId === viewer.id ? viewer : await deps.users.findById(targetId);
    if (!target || !target.isActive) throw notFound(PROFILE_MESSAGES.userNotFound);
    return target;
  }

  /** The sections of a resume: by the language model when one is configured, else (or when it fails) by the parser. */
  async function extractResume(
    bytes: Uint8Array,
  ): Promise<{ sections: ImportedSections; extractedBy: 'parser' | 'llm'; identity: ImportedIdentity }> {
    const lines = await readPdfLines(bytes).catch((err: unknown) => {
      logger.info({ err }, 'resume PDF could not be read');
      return [];
    });
    if (lines.length === 0)
      throw badRequest(PROFILE_IMPORT_MESSAGES.resumeUnreadable, {
        file: [PROFILE_IMPORT_MESSAGES.resumeUnreadable],
      });
    return { ...(await readResumeLines(lines, deps.llm, logger)), identity: readIdentity(lines) };
  }

  function checkLinkedinUrl(url: string) {
    if (!url) throw badRequest(VALIDATION.linkedinUrl, { url: [VALIDATION.linkedinUrl] });
    if (!LINKEDIN_PROFILE.test(url))
      throw badRequest(PROFILE_IMPORT_MESSAGES.linkedinUrlInvalid, {
        url: [PROFILE_IMPORT_MESSAGES.linkedinUrlInvalid],
      });
    if (!deps.linkedin) {
      // No provider: the wizard offers LinkedIn's own "Save to PDF" export through the resume upload.
      throw new AppError(501, PROFILE_IMPORT_MESSAGES.linkedinUnavailable, {
        non_field_errors: [PROFILE_IMPORT_MESSAGES.linkedinUnavailable],
        detail: 'linkedin_provider_not_configured',
      });
    }
  }

  async function fetchLinkedin(url: string): Promise<ImportedSections> {
    try {
      return mapLinkedinProfile(await deps.linkedin!.fetchProfile(url));
    } catch (err) {
      logger.warn(
        { err: err instanceof Error ? err.message : String(err) },
        'LinkedIn profile provider failed',
      );
      throw new AppError(502, PROFILE_IMPORT_MESSAGES.couldNotFetchLinkedin, {
        non_field_errors: [PROFILE_IMPORT_MESSAGES.couldNotFetchLinkedin],
      });
    }
  }

  async function storedResume(fileId: number): Promise<Buffer> {
    const [file] = (await deps.profiles.fileKeys([fileId])).values();
    const object = file ? await deps.storage.get(file.key) : null;
    if (!object) throw new Error(`resume file ${fileId} is gone`);
    return readAll(object.body);
  }

  async function schedule(job: ProfileImportJob) {
    await deps.jobs.enqueue(PROFILE_IMPORT_JOB, job, { maxAttempts: 3 });
    return { message: PROFILE_IMPORT_MESSAGES.updateScheduled };
  }

  /** Names from the resume, written only where the account's are still empty. */
  async function fillEmptyNames(job: ProfileImportJob) {
    const { first_name, last_name } = job.choice ?? {};
    if (!first_name && !last_name) return;
    const user = await deps.users.findById(job.userId);
    if (!user) return;
    const changes = {
      ...(first_name && !user.firstName.trim() ? { firstName: first_name } : {}),
      ...(last_name && !user.lastName.trim() ? { lastName: last_name } : {}),
    };
    if (Object.keys(changes).length) await deps.users.update(job.userId, changes);
  }

  return {
    /** Stores the resume on the profile and proposes its sections. */
    async previewResume(viewer: UserRow, file: IncomingFile, userId?: number): Promise<ProfileImportPreview> {
      const target = await requireTarget(viewer, userId);
      const stored = await deps.uploads.replaceProfileFile(target.id, 'resume', file, 'file');
      const { sections, extractedBy, identity } = await extractResume(file.buffer);
      return {
        message: UPLOAD_MESSAGES.resumeUploaded,
        source: 'resume',
        extracted_by: extractedBy,
        resume: { id: stored.id, file: deps.storage.publicUrl(stored.storageKey) },
        data: sections,
        identity: offerIdentity(target, identity),
      };
    },

    /** Confirms a resume import: the new file if one is sent, else the resume already on the profile. */
    async importResume(
      viewer: UserRow,
      fields: ProfileImportSection[],
      file?: IncomingFile,
      userId?: number,
      choice?: ImportChoice,
    ) {
      const target = await requireTarget(viewer, userId);
      const fileId = file
        ? (await deps.uploads.replaceProfileFile(target.id, 'resume', file, 'file')).id
        : (await deps.profiles.get(target.id))?.resumeFileId;
      if (!fileId) throw badRequest(VALIDATION.resumeMissing, { file: [VALIDATION.resumeMissing] });
      return schedule({ userId: target.id, actorId: viewer.id, source: 'resume', fields, fileId, choice });
    },

    async previewLinkedin(viewer: UserRow, url: string, userId?: number): Promise<ProfileImportPreview> {
      await requireTarget(viewer, userId);
      checkLinkedinUrl(url);
      return {
        message: PROFILE_IMPORT_MESSAGES.previewReady,
        source: 'linkedin',
        extracted_by: 'provider',
        resume: null,
        data: await fetchLinkedin(url),
        identity: NO_IDENTITY,
      };
    },

    async importLinkedin(
      viewer: UserRow,
      url: string,
      fields: ProfileImportSection[],
      userId?: number,
      choice?: ImportChoice,
    ) {
      const target = await requireTarget(viewer, userId);
      checkLinkedinUrl(url);
      return schedule({ userId: target.id, actorId: viewer.id, source: 'linkedin', fields, url, choice });
    },

    /** The background job: reads the source again and writes the chosen sections. */
    async runImport(job: ProfileImportJob) {
      if (job.source === 'linkedin' && !deps.linkedin) {
        throw new Error('LinkedIn import job, but LINKEDIN_PROFILE_PROVIDER_URL is not set in this process');
      }
      const sections =
        job.source === 'resume'
          ? (await extractResume(await storedResume(job.fileId!))).sections
          : mapLinkedinProfile(await deps.linkedin!.fetchProfile(job.url!));
      const extra: ProfileChanges = job.source === 'linkedin' ? { socialLinkedin: job.url! } : {};
      // The entries the member kept in the preview replace what the file gives for those sections.
      const chosen: ImportedSections = {
        ...sections,
        work_experience_timelines:
          job.choice?.work_experience_timelines ?? sections.work_experience_timelines,
        education_timelines: job.choice?.education_timelines ?? sections.education_timelines,
      };
      await applySections({ profiles: deps.profiles, topics: deps.topics }, job, chosen, extra);
      await fillEmptyNames(job);
      logger.info(
        { userId: job.userId, actorId: job.actorId, source: job.source, fields: job.fields },
        'profile imported',
      );
    },
  };
}
export type ProfileImportService = ReturnType<typeof createProfileImportService>;
