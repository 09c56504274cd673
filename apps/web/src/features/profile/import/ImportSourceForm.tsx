import { useState, type FormEvent } from 'react';
import {
  LIMITS,
  PROFILE_IMPORT_MESSAGES,
  PROFILE_IMPORT_TEXT as T,
  PROFILE_TEXT,
  UPLOAD_MESSAGES,
  UPLOAD_TYPES,
  VALIDATION,
  type ProfileImportPreview,
} from '@careerhub/shared';
import { FileText, Link } from 'lucide-react';
import { Button } from '../../../components/ui/Button';
import { cn } from '../../../components/ui/cn';
import { FileDropZone } from '../../../components/ui/FileDropZone';
import { FormField } from '../../../components/ui/FormField';
import { getErrorMessage, getFieldErrors, isApiError } from '../../../lib/api';
import { resumeError } from '../../onboarding/steps/ImportStep';
import { previewLinkedin, previewResume, type ImportSource } from './importApi';

interface ImportSourceFormProps {
  userId: number | undefined;
  source: ImportSource;
  onSourceChange: (source: ImportSource) => void;
  onPreview: (preview: ProfileImportPreview, url: string) => void;
}

const SOURCES = [
  { value: 'resume', label: T.sourceResume, Icon: FileText },
  { value: 'linkedin', label: T.sourceLinkedin, Icon: Link },
] as const;

/** Step 1 of the import: a resume PDF (with upload progress) or a LinkedIn address, read into a preview. */
export function ImportSourceForm({ userId, source, onSourceChange, onPreview }: ImportSourceFormProps) {
  const [file, setFile] = useState<File | null>(null);
  const [url, setUrl] = useState('');
  const [fieldError, setFieldError] = useState<string | null>(null);
  const [formError, setFormError] = useState<string | null>(null);
  const [advice, setAdvice] = useState<string | null>(null);
  const [percent, setPercent] = useState<number | null>(null);
  const [busy, setBusy] = useState(false);

  function choose(next: ImportSource) {
    setFieldError(null);
    setFormError(null);
    if (next === 'linkedin') setAdvice(null);
    onSourceChange(next);
  }

  async function read(event: FormEvent) {
    event.preventDefault();
    const problem = source === 'resume' ? resumeError(file) : url.trim() ? null : VALIDATION.linkedinUrl;
    setFieldError(problem);
    setFormError(null);
    if (problem) return;
    setBusy(true);
    setPercent(source === 'resume' ? 0 : null);
    try {
      const preview =
        source === 'resume'
          ? await previewResume(file!, userId, setPercent)
          : await previewLinkedin(url.trim(), userId);
      onPreview(preview, url.trim());
    } catch (error) {
      // No LinkedIn profile-data provider here (501): the server explains LinkedIn's "Save to PDF".
      if (source === 'linkedin' && isApiError(error) && error.status === 501) {
        setAdvice(getErrorMessage(error, PROFILE_IMPORT_MESSAGES.linkedinUnavailable));
        return;
      }
      const field = getFieldErrors(error)[source === 'resume' ? 'file' : 'url'];
      if (field) setFieldError(field);
      else {
        const fallback =
          source === 'resume'
            ? UPLOAD_MESSAGES.couldNotUploadResume
            : PROFILE_IMPORT_MESSAGES.couldNotFetchLinkedin;
        setFormError(
          source === 'linkedin' && isApiError(error) && error.status === 502
            ? PROFILE_IMPORT_MESSAGES.couldNotFetchLinkedin
            : getErrorMessage(error, fallback),
        );
      }
    } finally {
      setBusy(false);
      setPercent(null);
    }
  }

  return (
    <form noValidate onSubmit={(e) => void read(e)} className="flex flex-col gap-4">
      <p className="text-sm text-muted">{T.intro}</p>
      <div role="radiogroup" aria-label={T.sourceLabel} className="grid gap-2 sm:grid-cols-2">
        {SOURCES.map(({ value, label, Icon }) => (
          <label
            key={value}
            className={cn(
              'flex cursor-pointer items-center gap-3 rounded-xl border p-3 text-sm font-medium transition focus-within:ring-2 focus-within:ring-primary/40',
              source === value ? 'border-primary bg-primary-soft/50 text-text' : 'border-border text-text',
            )}
          >
            <input
              type="radio"
              name="import-source"
              value={value}
              checked={source === value}
              onChange={() => choose(value)}
              disabled={busy}
              className="size-4 accent-primary"
            />
            <Icon aria-hidden="true" className="size-5 text-primary" />
            {label}
          </label>
        ))}
      </div>

      {source === 'resume' ? (
        <FileDropZone
          key="resume"
          id="import-resume"
          accept={UPLOAD_TYPES.resume.join(',')}
          typesLabel="PDF"
          maxBytes={LIMITS.uploadBytes}
          label={T.resumeField}
          fileName={file?.name}
          onFiles={([chosen]) => {
            setFile(chosen ?? null);
            setFieldError(null);
          }}
          error={fieldError ?? undefined}
          disabled={busy}
        />
      ) : (
        <FormField
          key="linkedin"
          id="import-linkedin"
          type="url"
          inputMode="url"
          label={T.linkedinField}
          placeholder="https://www.linkedin.com/in/your-name"
          value={url}
          onChange={(e) => setUrl(e.target.value)}
          error={fieldError ?? undefined}
          disabled={busy}
        />
      )}

      {percent !== null && (
        <div className="flex flex-col gap-1">
          <div
            role="progressbar"
            aria-label={percent < 100 ? PROFILE_TEXT.uploading(percent) : T.reading}
            aria-valuemin={0}
            aria-valuemax={100}
            aria-valuenow={percent}
            className="h-2 overflow-hidden rounded-full bg-slate-200"
          >
            <div className="h-full rounded-full bg-primary transition-all" style={{ width: `${percent}%` }} />
          </div>
          <p className="text-xs text-muted">{percent < 100 ? PROFILE_TEXT.uploading(percent) : T.reading}</p>
        </div>
      )}

      {advice && source === 'linkedin' && (
        <div
          role="status"
          className="flex flex-col gap-3 rounded-xl bg-amber-50 px-4 py-3 text-sm text-amber-900"
        >
          <p>{advice}</p>
          <Button variant="secondary" size="sm" className="self-start" onClick={() => choose('resume')}>
            {T.useResumeInstead}
          </Button>
        </div>
      )}
      {formError && (
        <p role="alert" className="rounded-lg bg-red-50 px-3 py-2 text-sm font-medium text-danger">
          {formError}
        </p>
      )}

      <div className="flex justify-end">
        <Button type="submit" loading={busy}>
          {busy ? T.reading : source === 'resume' ? T.readResume : T.readLinkedin}
        </Button>
      </div>
    </form>
  );
}
