import { useState } from 'react';
import {
  ERRORS,
  LIMITS,
  ONBOARDING_TEXT as T,
  UPLOAD_MESSAGES,
  UPLOAD_TYPES,
  VALIDATION,
} from '@careerhub/shared';
import { FileDropZone } from '../../../components/ui/FileDropZone';
import { FormField } from '../../../components/ui/FormField';
import { uploadWithProgress } from '../../profile/upload';
import { Button } from '../../../components/ui/Button';
import { api, getErrorMessage, getFieldErrors, isApiError } from '../../../lib/api';
import { StepFrame } from '../StepFrame';

/** A one-step import takes every section it can read (spec: fields_to_update, value all). */
const ALL_SECTIONS = 'all';

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Checks a resume before upload: present, a PDF, at most 10 MB. */
export function resumeError(file: File | null): string | null {
  if (!file) return VALIDATION.resumeMissing;
  if (!(UPLOAD_TYPES.resume as readonly string[]).includes(file.type)) return VALIDATION.resumeFormat;
  if (file.size > LIMITS.uploadBytes) return VALIDATION.resumeTooLarge;
  return null;
}

interface ImportStepProps {
  kind: 'linkedin' | 'resume';
  userId: number;
  onBack: () => void;
  /** Called after the import was accepted and the 2000 ms delay passed. */
  onImported: () => void;
  onUseForm: () => void;
  /** From LinkedIn to the resume upload (LinkedIn's own "Save to PDF" export is a resume). */
  onUseResume: () => void;
}

/** One-step import from a LinkedIn address or a PDF resume. */
export function ImportStep({ kind, userId, onBack, onImported, onUseForm, onUseResume }: ImportStepProps) {
  const [url, setUrl] = useState('');
  const [file, setFile] = useState<File | null>(null);
  const [fieldError, setFieldError] = useState<string | null>(null);
  const [formError, setFormError] = useState<string | null>(null);
  const [state, setState] = useState<'idle' | 'sending' | 'updating' | 'unavailable'>('idle');
  const [updating, setUpdating] = useState<string>(T.importUpdating);
  const [unavailable, setUnavailable] = useState<string>(T.importUnavailable);
  const [percent, setPercent] = useState<number | null>(null);

  async function submit() {
    const problem = kind === 'linkedin' ? (url.trim() ? null : VALIDATION.linkedinUrl) : resumeError(file);
    setFieldError(problem);
    setFormError(null);
    if (problem) return;
    setState('sending');
    try {
      let result: { message?: string };
      if (kind === 'linkedin') {
        result = await api.post<{ message?: string }>(
          '/update-profile-linkedin/',
          { url: url.trim(), fields_to_update: ALL_SECTIONS, user_id: userId },
          { silent: true },
        );
      } else {
        const form = new FormData();
        form.append('file', file!);
        form.append('update_profile', 'true');
        form.append('fields_to_update', ALL_SECTIONS);
        setPercent(0);
        result = await uploadWithProgress<{ message?: string }>({
          path: '/upload-resume/',
          form,
          onProgress: setPercent,
        });
      }
      setPercent(null);
      setUpdating(result.message || T.importUpdating);
      setState('updating');
      await wait(LIMITS.importDelayMs);
      onImported();
    } catch (error) {
      // No import route on this server (404 with the generic body) or no importer configured (501).
      const isMissingRoute =
        isApiError(error) && error.status === 404 && getErrorMessage(error) === ERRORS.notFound;
      if (isMissingRoute || (isApiError(error) && error.status === 501)) {
        if (!isMissingRoute) setUnavailable(getErrorMessage(error, T.importUnavailable));
        return setState('unavailable');
      }
      setPercent(null);
      setState('idle');
      const field = getFieldErrors(error)[kind === 'linkedin' ? 'url' : 'file'];
      if (field) return setFieldError(field);
      const fallback = kind === 'linkedin' ? T.couldNotFetchLinkedin : UPLOAD_MESSAGES.couldNotUploadResume;
      setFormError(getErrorMessage(error, fallback));
    }
  }

  if (state === 'unavailable') {
    return (
      <StepFrame
        title={kind === 'linkedin' ? T.optionLinkedin : T.optionResume}
        progress={null}
        onSubmit={onUseForm}
        onBack={onBack}
        submitLabel={T.optionFullForm}
      >
        <p role="status" className="rounded-xl bg-amber-50 px-4 py-3 text-sm text-amber-900">
          {unavailable}
        </p>
        {kind === 'linkedin' && (
          <Button variant="secondary" onClick={onUseResume} className="self-start">
            {T.optionResume}
          </Button>
        )}
      </StepFrame>
    );
  }

  return (
    <StepFrame
      title={kind === 'linkedin' ? T.optionLinkedin : T.optionResume}
      description={
        kind === 'linkedin'
          ? 'We fill your profile from your public LinkedIn page.'
          : 'We fill your profile from your resume (PDF, up to 10 MB).'
      }
      progress={null}
      onSubmit={() => void submit()}
      onBack={onBack}
      submitLabel={kind === 'linkedin' ? T.importFromLinkedin : T.uploadResume}
      busy={state !== 'idle'}
      formError={formError}
    >
      {kind === 'linkedin' ? (
        <FormField
          id="onboarding-linkedin_url"
          type="url"
          inputMode="url"
          label={T.linkedinUrl}
          placeholder="https://www.linkedin.com/in/your-name"
          value={url}
          onChange={(e) => setUrl(e.target.value)}
          error={fieldError ?? undefined}
        />
      ) : (
        <FileDropZone
          id="onboarding-resume"
          accept={UPLOAD_TYPES.resume.join(',')}
          typesLabel="PDF"
          maxBytes={LIMITS.uploadBytes}
          label="Resume (PDF)"
          fileName={file?.name}
          progress={percent}
          disabled={state !== 'idle'}
          onFiles={([chosen]) => {
            setFile(chosen ?? null);
            setFieldError(null);
          }}
          error={fieldError ?? undefined}
        />
      )}
      {state === 'updating' && (
        <p role="status" className="text-sm text-muted">
          {updating}
        </p>
      )}
    </StepFrame>
  );
}
