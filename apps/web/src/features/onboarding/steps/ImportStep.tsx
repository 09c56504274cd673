import { useState } from 'react';
import {
  ERRORS,
  LIMITS,
  ONBOARDING_TEXT as T,
  PROFILE_IMPORT_TEXT,
  UPLOAD_MESSAGES,
  UPLOAD_TYPES,
  VALIDATION,
} from '@careerhub/shared';
import { FileDropZone } from '../../../components/ui/FileDropZone';
import { FormField } from '../../../components/ui/FormField';
import { Button } from '../../../components/ui/Button';
import { api, getErrorMessage, getFieldErrors, isApiError } from '../../../lib/api';
import { StepFrame } from '../StepFrame';
import { confirmImport, previewResume } from '../../profile/import/importApi';
import { ImportPreview } from '../../profile/import/ImportPreview';
import { useImportChoice } from '../../profile/import/useImportChoice';
import type { ProfileImportPreview } from '@careerhub/shared';

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

/**
 * One-step import from a LinkedIn address, or from a PDF resume read into a preview first, where
 * the member unticks what was read wrongly before importing.
 */
export function ImportStep({ kind, userId, onBack, onImported, onUseForm, onUseResume }: ImportStepProps) {
  const [url, setUrl] = useState('');
  const [file, setFile] = useState<File | null>(null);
  const [fieldError, setFieldError] = useState<string | null>(null);
  const [formError, setFormError] = useState<string | null>(null);
  const [state, setState] = useState<'idle' | 'sending' | 'updating' | 'unavailable'>('idle');
  const [updating, setUpdating] = useState<string>(T.importUpdating);
  const [unavailable, setUnavailable] = useState<string>(T.importUnavailable);
  const [preview, setPreview] = useState<ProfileImportPreview | null>(null);
  const [percent, setPercent] = useState<number | null>(null);
  const choice = useImportChoice();

  async function importChosen() {
    if (!preview) return;
    const { sections, choice: kept } = choice.selection(preview);
    if (sections.length === 0) return;
    setFormError(null);
    setState('sending');
    try {
      const result = await confirmImport('resume', sections, { choice: kept });
      setUpdating(result.message || T.importUpdating);
      setState('updating');
      await wait(LIMITS.importDelayMs);
      onImported();
    } catch (error) {
      setState('idle');
      setFormError(getErrorMessage(error, UPLOAD_MESSAGES.couldNotUploadResume));
    }
  }

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
        setPercent(0);
        const read = await previewResume(file!, undefined, setPercent);
        setPercent(null);
        choice.start(read);
        setPreview(read);
        setState('idle');
        return;
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

  if (preview) {
    const count = choice.selection(preview).sections.length;
    return (
      <StepFrame
        title={T.optionResume}
        progress={null}
        onSubmit={() => void importChosen()}
        onBack={() => setPreview(null)}
        submitLabel={PROFILE_IMPORT_TEXT.importSelected(count)}
        busy={state !== 'idle'}
        formError={formError}
      >
        <ImportPreview preview={preview} choice={choice} disabled={state !== 'idle'} />
        {state === 'updating' && (
          <p role="status" className="text-sm text-muted">
            {updating}
          </p>
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
