import type {
  ImportChoice,
  ProfileImportPreview,
  ProfileImportSection,
  CareerEntry,
  Profile,
} from '@careerhub/shared';
import { api } from '../../../lib/api';
import { uploadWithProgress } from '../upload';

export type ImportSource = 'resume' | 'linkedin';

/** Reads a resume (stored on the profile) into the sections it proposes; nothing else changes yet. */
export function previewResume(file: File, userId: number | undefined, onProgress: (percent: number) => void) {
  const form = new FormData();
  form.append('update_profile', 'false');
  if (userId !== undefined) form.append('user_id', String(userId));
  form.append('file', file);
  return uploadWithProgress<ProfileImportPreview>({ path: '/upload-resume/', form, onProgress });
}

export function previewLinkedin(url: string, userId: number | undefined) {
  return api.post<ProfileImportPreview>(
    '/update-profile-linkedin/',
    { url, ...(userId !== undefined ? { user_id: userId } : {}) },
    { silent: true },
  );
}

/**
 * Imports the chosen sections in a background job (202). A resume import reads the file the
 * preview stored, so the file is not sent twice; the entries kept in the preview go with it.
 */
export function confirmImport(
  source: ImportSource,
  fields: ProfileImportSection[],
  options: { url?: string; userId?: number | undefined; choice?: ImportChoice | undefined },
) {
  if (source === 'linkedin') {
    return api.post<{ message: string }>(
      '/update-profile-linkedin/',
      {
        url: options.url ?? '',
        fields_to_update: fields,
        ...(options.userId !== undefined ? { user_id: options.userId } : {}),
        ...(options.choice ? { choice: options.choice } : {}),
      },
      { silent: true },
    );
  }
  const form = new FormData();
  form.append('update_profile', 'true');
  form.append('fields_to_update', JSON.stringify(fields));
  if (options.userId !== undefined) form.append('user_id', String(options.userId));
  // The entries and names kept in the preview: the import writes those, not a second reading.
  if (options.choice) form.append('choice', JSON.stringify(options.choice));
  return api.post<{ message: string }>('/upload-resume/', form, { silent: true });
}

/** What the import may change, read fresh (no cache): the profile and both timelines. */
export async function readImportState(slug: string, userId: number) {
  const [profile, entries] = await Promise.all([
    api.get<Profile>(`/users/profile/${encodeURIComponent(slug)}/`, { silent: true }),
    api.get<{ data: CareerEntry[] }>('/career-profiles/', { silent: true, query: { user: userId } }),
  ]);
  return { profile, entries: entries.data };
}
