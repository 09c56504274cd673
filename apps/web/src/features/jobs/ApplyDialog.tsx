import { useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import {
  JOB_MESSAGES as M,
  JOBS_BOARD_TEXT as T,
  UPLOAD_MESSAGES,
  VALIDATION,
  type GroupQuestion,
  type JobApply,
} from '@careerhub/shared';
import { FileText } from 'lucide-react';
import { Button } from '../../components/ui/Button';
import { Dialog } from '../../components/ui/Dialog';
import { FileDropZone } from '../../components/ui/FileDropZone';
import { applyServerErrors, messagesOf, useZodForm, type FormCheck } from '../../components/form';
import { getErrorMessage } from '../../lib/api';
import { notify } from '../../lib/notify';
import { answersPayload, setAnswer, validateAnswers, type Answers } from '../groups/joinForm';
import { QuestionFields } from '../groups/QuestionFields';
import { OWN_PROFILE_KEY, useOwnProfile } from '../onboarding/api';
import { uploadWithProgress } from '../profile/upload';
import { useApplyJob, type Job } from './api';

/*
 * The apply dialog, loaded when a visitor first points at or presses Apply (ApplyControl): the
 * form library, the dialog and the upload field are not part of the Job Board's first load.
 */

const MAX_RESUME_BYTES = 10 * 1024 * 1024;

interface ApplyValues {
  answers: Answers;
  /** A resume uploaded in the dialog; the profile's is used otherwise. */
  resume: number | null;
}

/** Every required question answered within its options and limits, and a resume when the profile has none. */
const applyCheck =
  (questions: GroupQuestion[], needResume: boolean): FormCheck<ApplyValues, JobApply> =>
  ({ answers, resume }) => {
    const errors: Record<string, string> = validateAnswers(questions, answers);
    if (needResume && resume === null) errors.resume = M.resumeRequired;
    if (Object.keys(errors).length > 0) return { errors };
    return {
      data: {
        ...(questions.length ? { answers: answersPayload(questions, answers) } : {}),
        ...(resume !== null ? { resume } : {}),
      },
    };
  };

/**
 * Applying with questions or without a resume: the resume comes first when the profile has none
 * ("Please upload your resume to proceed with the application."), then the employer's questions.
 */
export default function ApplyDialog({
  job,
  resumeMissing,
  onClose,
}: {
  job: Job;
  resumeMissing: boolean;
  onClose: () => void;
}) {
  const client = useQueryClient();
  const profile = useOwnProfile();
  const apply = useApplyJob(job.id);
  const questions = job.extra_info?.questions ?? [];
  const [resume, setResume] = useState<{ id: number; name: string } | null>(null);
  const [upload, setUpload] = useState<{
    busy: boolean;
    percent: number;
    error: string | null;
    name?: string;
  }>({ busy: false, percent: 0, error: null });
  const hasResume = resume !== null || (!resumeMissing && Boolean(profile.data?.resume));
  const needResume = !hasResume && (resumeMissing || (profile.isSuccess && !profile.data.resume));
  const form = useZodForm<ApplyValues, JobApply>(
    applyCheck(questions, needResume),
    { answers: {}, resume: null },
    'apply',
  );
  const answers = form.watch('answers');
  const errors = messagesOf(form.formState.errors);

  async function uploadResume(file: File) {
    if (file.type !== 'application/pdf')
      return setUpload({ busy: false, percent: 0, error: VALIDATION.resumeFormat });
    if (file.size > MAX_RESUME_BYTES)
      return setUpload({ busy: false, percent: 0, error: VALIDATION.resumeTooLarge });
    setUpload({ busy: true, percent: 0, error: null, name: file.name });
    const upload = new FormData();
    upload.append('file', file);
    upload.append('update_profile', 'false');
    try {
      const result = await uploadWithProgress<{ resume?: { id: number; file: string } | null }>({
        path: '/upload-resume/',
        form: upload,
        onProgress: (percent) => setUpload((u) => ({ ...u, percent })),
      });
      if (result.resume) {
        setResume({ id: result.resume.id, name: file.name });
        form.change('resume', result.resume.id);
      }
      setUpload({ busy: false, percent: 100, error: null });
      void client.invalidateQueries({ queryKey: OWN_PROFILE_KEY });
    } catch (error) {
      setUpload({
        busy: false,
        percent: 0,
        error: getErrorMessage(error, UPLOAD_MESSAGES.couldNotUploadResume),
      });
    }
  }

  const submit = form.handleSubmit(async (body) => {
    try {
      const result = await apply.mutateAsync(body);
      notify(result.message, 'success');
      onClose();
    } catch (error) {
      // An answer's message comes as `answers.{question id}` (or `extra_info.…`): it goes under that question.
      applyServerErrors(form, error, (field) => field.replace(/^(answers|extra_info)\./, ''));
      notify(getErrorMessage(error, M.couldNotApply), 'error');
    }
  });

  return (
    <Dialog open onOpenChange={(open) => !open && onClose()} title={T.applyTitle(job.title)} size="md">
      <form noValidate onSubmit={(e) => void submit(e)} className="flex flex-col gap-5">
        <section aria-labelledby="apply-resume" className="flex flex-col gap-2">
          <h3 id="apply-resume" className="text-sm font-semibold text-text">
            {T.resumeHeading}
          </h3>
          {hasResume ? (
            <p className="inline-flex items-center gap-2 text-sm text-muted">
              <FileText aria-hidden="true" className="size-4 text-primary" />
              {resume ? `${T.resumeUploaded}: ${resume.name}` : T.resumeOnFile}
            </p>
          ) : (
            <>
              {needResume && (
                <p role="note" className="rounded-lg bg-amber-50 px-3 py-2 text-sm text-amber-900">
                  {M.resumeRequired}
                </p>
              )}
              <FileDropZone
                label={T.uploadResume}
                accept="application/pdf"
                typesLabel="PDF"
                maxBytes={MAX_RESUME_BYTES}
                disabled={upload.busy}
                progress={upload.busy ? upload.percent : null}
                fileName={upload.name}
                error={upload.error ?? (errors.resume || undefined)}
                onFiles={([file]) => file && void uploadResume(file)}
              />
            </>
          )}
        </section>
        {questions.length > 0 && (
          <section aria-labelledby="apply-questions" className="flex flex-col gap-3">
            <h3 id="apply-questions" className="text-sm font-semibold text-text">
              {T.questionsHeading}
            </h3>
            <QuestionFields
              questions={questions}
              answers={answers}
              errors={errors}
              onChange={setAnswer(form)}
            />
          </section>
        )}
        <div className="flex justify-end gap-2">
          <Button variant="outline" onClick={onClose}>
            {T.cancel}
          </Button>
          <Button type="submit" loading={form.formState.isSubmitting} disabled={upload.busy}>
            {T.submitApplication}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
