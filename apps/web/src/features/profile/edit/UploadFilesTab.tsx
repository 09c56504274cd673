import { useState, type ReactNode } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import {
  LIMITS,
  PROFILE_TEXT,
  UPLOAD_MESSAGES,
  UPLOAD_TYPES,
  VALIDATION,
  type Profile,
} from '@careerhub/shared';
import { Trash2 } from 'lucide-react';
import { Button } from '../../../components/ui/Button';
import { FileDropZone } from '../../../components/ui/FileDropZone';
import { getErrorMessage } from '../../../lib/api';
import { notify } from '../../../lib/notify';
import { PROFILE_KEY_ROOT, deletePicture } from '../api';
import { Avatar } from '../Avatar';
import { FileUploadList } from './FileUploadItem';
import { useUploads } from './useUploads';

const tooLarge = (file: File) => file.size > LIMITS.uploadBytes;
const single = (name: string, file: File, extra: Record<string, string> = {}) => {
  const form = new FormData();
  for (const [key, value] of Object.entries(extra)) form.append(key, value);
  form.append(name, file);
  return form;
};

function Section({
  title,
  description,
  children,
}: {
  title: string;
  description?: string;
  children: ReactNode;
}) {
  return (
    <section className="flex flex-col gap-3 border-b border-border pb-5 last:border-b-0">
      <div>
        <h3 className="text-sm font-semibold text-text">{title}</h3>
        {description && <p className="text-xs text-muted">{description}</p>}
      </div>
      {children}
    </section>
  );
}

/** Upload Files: profile picture (upload or remove), resume (PDF) and documents, each with progress. */
export function UploadFilesTab({ profile }: { profile: Profile }) {
  const queryClient = useQueryClient();
  const refresh = () => queryClient.invalidateQueries({ queryKey: PROFILE_KEY_ROOT });
  const [removing, setRemoving] = useState(false);

  const picture = useUploads<{ message: string; picture: string }>({
    path: '/upload-profile_picture/',
    toForm: (file) => single('picture', file),
    check: (file) =>
      !(UPLOAD_TYPES.image as readonly string[]).includes(file.type)
        ? UPLOAD_MESSAGES.pictureFormat
        : tooLarge(file)
          ? VALIDATION.uploadTooLarge
          : null,
    onUploaded: (result) => {
      notify(result.message, 'success');
      void refresh();
      return { url: result.picture };
    },
    failureMessage: UPLOAD_MESSAGES.couldNotUploadPicture,
  });
  // update_profile=false stores the resume without importing its sections (that is the wizard's job).
  const resume = useUploads<{ message?: string; resume?: { id: number; file: string } | null }>({
    path: '/upload-resume/',
    toForm: (file) => single('file', file, { update_profile: 'false' }),
    check: (file) =>
      file.type !== 'application/pdf'
        ? VALIDATION.resumeFormat
        : tooLarge(file)
          ? VALIDATION.resumeTooLarge
          : null,
    onUploaded: (result) => {
      notify(result.message || UPLOAD_MESSAGES.resumeUploaded, 'success');
      void refresh();
      return result.resume ? { id: result.resume.id, url: result.resume.file } : {};
    },
    failureMessage: UPLOAD_MESSAGES.couldNotUploadResume,
  });
  const documents = useUploads<{ data: Array<{ id: number; file: string }> }>({
    path: '/file-upload/',
    toForm: (file) => single('files', file, { descriptions: JSON.stringify(['']) }),
    check: (file) => (tooLarge(file) ? VALIDATION.uploadTooLarge : null),
    onUploaded: (result) => ({ id: result.data[0]?.id, url: result.data[0]?.file }),
    failureMessage: UPLOAD_MESSAGES.couldNotUploadFile,
  });

  async function removePicture() {
    setRemoving(true);
    try {
      const result = await deletePicture();
      notify(result.message, 'success');
      await refresh();
    } catch (error) {
      notify(getErrorMessage(error), 'error');
    } finally {
      setRemoving(false);
    }
  }

  return (
    <div className="flex flex-col gap-5">
      <Section title={PROFILE_TEXT.profilePicture}>
        <div className="flex flex-wrap items-center gap-3">
          <Avatar profile={profile} size="md" />
          <FileDropZone
            className="min-w-0 flex-1 basis-56"
            label={PROFILE_TEXT.uploadPicture}
            accept="image/jpeg,image/png"
            typesLabel="JPEG or PNG"
            maxBytes={LIMITS.uploadBytes}
            onFiles={(f) => void picture.upload(f)}
            disabled={picture.busy}
          />
          {profile.picture && (
            <Button variant="ghost" size="sm" loading={removing} onClick={() => void removePicture()}>
              <Trash2 aria-hidden="true" className="size-4" />
              {PROFILE_TEXT.removePicture}
            </Button>
          )}
        </div>
        <FileUploadList items={picture.items.slice(-1)} />
      </Section>
      <Section title={PROFILE_TEXT.resume}>
        <div className="flex flex-col gap-2">
          <FileDropZone
            label={PROFILE_TEXT.uploadResume}
            accept="application/pdf"
            typesLabel="PDF"
            maxBytes={LIMITS.uploadBytes}
            onFiles={(f) => void resume.upload(f)}
            disabled={resume.busy}
          />
          {profile.resume && (
            <a
              href={profile.resume}
              target="_blank"
              rel="noreferrer"
              className="self-start text-sm text-primary underline-offset-2 hover:underline"
            >
              View current resume
            </a>
          )}
        </div>
        <FileUploadList items={resume.items} />
      </Section>
      <Section title={PROFILE_TEXT.documents}>
        <FileDropZone
          label={PROFILE_TEXT.uploadDocuments}
          typesLabel="Certificates, portfolios or other files"
          maxBytes={LIMITS.uploadBytes}
          multiple
          onFiles={(f) => void documents.upload(f)}
        />
        <FileUploadList items={documents.items} />
      </Section>
    </div>
  );
}
