import { useEffect, useState } from 'react';
import { JOB_MESSAGES, JOBS_ADMIN_TEXT as T, type JobStatus } from '@careerhub/shared';
import { Button } from '../../../components/ui/Button';
import { Dialog } from '../../../components/ui/Dialog';
import { SelectField } from '../../../components/ui/SelectField';
import { applyServerErrors, focusFirstInvalid, messagesOf, useZodForm } from '../../../components/form';
import { getErrorMessage } from '../../../lib/api';
import { notify } from '../../../lib/notify';
import { QuestionEditor } from '../../groups/QuestionEditor';
import { draftFromQuestion } from '../../groups/questionBuilder';
import { useDeleteJob, usePostableGroups, useSaveJob } from '../admin/api';
import type { AdminJob } from '../admin/types';
import { emptyJobForm, jobFieldOf, jobFormCheck, jobFormFrom, jobPatch, type CheckedJob } from './jobForm';
import { JobFormFields } from './JobFormFields';
import { JobQuestionsStep } from './JobQuestionsStep';

export interface JobFormDialogProps {
  open: boolean;
  onClose: () => void;
  /** The job to edit; without it the dialog creates one. */
  job?: AdminJob;
  /** The group the job is posted in; without it the form offers the groups the user may post in. */
  groupId?: number;
  /** After a save (and, for a new job, after its questions step). */
  onSaved?: (job: AdminJob) => void;
}

/**
 * Create or edit a job (spec sections 2, 4 and 5): Save as Draft sends pending, Publish sends
 * approved; a new job goes on to the questions step, an edited one edits its questions in place.
 */
export function JobFormDialog(props: JobFormDialogProps) {
  if (!props.open) return null;
  return <JobFormFlow {...props} />;
}

function JobFormFlow({ onClose, job, groupId, onSaved }: JobFormDialogProps) {
  const editing = job ?? null;
  const save = useSaveJob(editing?.id ?? null);
  const form = useZodForm(
    jobFormCheck(editing !== null),
    {
      ...(editing ? jobFormFrom(editing) : emptyJobForm(groupId)),
      questions: (editing?.extra_info?.questions ?? []).map(draftFromQuestion),
    },
    'job-form',
    { focus: 'screen' },
  );
  const values = form.watch();
  // Which button sent the form, for its spinner; both are disabled while either runs.
  const [pending, setPending] = useState<JobStatus | null>(null);
  const [created, setCreated] = useState<AdminJob | null>(null);
  // The button that opened the form (read while rendering, before the dialog takes the focus)
  // gets the focus back on closing: the dialog has no Radix trigger to return it to.
  const [opener] = useState(() => document.activeElement as HTMLElement | null);
  useEffect(
    () => () => {
      setTimeout(() => opener?.isConnected && opener.focus(), 0);
    },
    [opener],
  );
  const picksGroup = !editing && !groupId;
  const postable = usePostableGroups(picksGroup);
  // The only group one may post in is chosen already.
  const only = postable.data?.length === 1 ? String(postable.data[0]!.id) : '';
  const { setValue, getValues } = form;
  useEffect(() => {
    if (picksGroup && only && !getValues('group')) setValue('group', only);
  }, [picksGroup, only, getValues, setValue]);

  async function send({ job: checked, questions }: CheckedJob, status: JobStatus) {
    const payload = { ...checked, job_status: status };
    setPending(status);
    try {
      if (editing) {
        const answer = await save.mutateAsync({ ...jobPatch(payload), extra_info: { questions } });
        notify(JOB_MESSAGES.updated, 'success');
        onSaved?.(answer.data);
        onClose();
      } else {
        const answer = await save.mutateAsync(payload);
        notify(answer.message || JOB_MESSAGES.created, 'success');
        setCreated(answer.data);
      }
    } catch (error) {
      applyServerErrors(form, error, (path) => jobFieldOf(path, getValues('questions')));
      notify(getErrorMessage(error, T.couldNotSave), 'error');
    } finally {
      setPending(null);
    }
  }
  const submit = (status: JobStatus) =>
    form.handleSubmit(
      (checked) => send(checked, status),
      (errors) => focusFirstInvalid(errors, form.idPrefix),
    )();
  const busy = pending !== null || form.formState.isSubmitting;

  const close = (open: boolean) => !open && onClose();
  if (created) {
    const finish = () => {
      onSaved?.(created);
      onClose();
    };
    return (
      <Dialog open onOpenChange={(open) => !open && finish()} title={T.questionsTitle} size="lg">
        <JobQuestionsStep job={created} onDone={finish} />
      </Dialog>
    );
  }

  const noGroups = picksGroup && postable.isSuccess && postable.data.length === 0;
  const groupPicker = picksGroup ? (
    postable.isSuccess && postable.data.length === 0 ? (
      <p role="note" className="rounded-lg bg-amber-50 px-3 py-2 text-sm text-amber-900">
        {T.noPostableGroups}
      </p>
    ) : (
      <SelectField
        label={`${T.organization} *`}
        placeholder={postable.isPending ? T.loadingGroups : T.chooseOrganization}
        disabled={postable.isPending}
        options={(postable.data ?? []).map((g) => ({ value: String(g.id), label: g.name }))}
        // Controlled: its options arrive after the first render.
        id="job-form-group"
        value={values.group || only}
        error={form.errorOf('group')}
        onChange={(ev) => form.change('group', ev.target.value)}
      />
    )
  ) : null;

  return (
    <Dialog open onOpenChange={close} title={editing ? T.editJobTitle : T.createJobTitle} size="lg">
      <form
        noValidate
        onSubmit={(ev) => {
          ev.preventDefault();
          void submit('approved');
        }}
        className="flex flex-col gap-4"
      >
        <JobFormFields form={form} groupPicker={groupPicker} />
        {editing && (
          <section
            aria-labelledby="job-questions-heading"
            className="flex flex-col gap-3 border-t border-border pt-4"
          >
            <h3 id="job-questions-heading" className="text-base font-semibold text-text">
              {T.questionsSection}
            </h3>
            {values.questions.length === 0 && <p className="text-sm text-muted">{T.noQuestions}</p>}
            <QuestionEditor
              questions={values.questions}
              onChange={(questions) => form.change('questions', questions)}
              errors={messagesOf(form.formState.errors)}
            />
          </section>
        )}
        <div className="flex flex-wrap items-center justify-end gap-2 border-t border-border pt-4">
          {editing && <DeleteJobButton job={editing} onDeleted={onClose} />}
          <Button variant="outline" onClick={onClose}>
            {T.cancel}
          </Button>
          <Button
            variant="secondary"
            loading={pending === 'pending'}
            disabled={busy || noGroups}
            onClick={() => void submit('pending')}
          >
            {T.saveAsDraft}
          </Button>
          <Button type="submit" loading={pending === 'approved'} disabled={busy || noGroups}>
            {T.publish}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}

/** Delete, confirmed in place (the job's applications go with it). */
function DeleteJobButton({ job, onDeleted }: { job: AdminJob; onDeleted: () => void }) {
  const remove = useDeleteJob(job.id);
  const [confirming, setConfirming] = useState(false);
  async function confirm() {
    try {
      const answer = await remove.mutateAsync();
      notify(answer?.message || JOB_MESSAGES.deleted, 'success');
      onDeleted();
    } catch (error) {
      notify(getErrorMessage(error, T.couldNotDelete), 'error');
    }
  }
  if (!confirming)
    return (
      <Button variant="ghost" className="mr-auto text-danger" onClick={() => setConfirming(true)}>
        {T.deleteJob}
      </Button>
    );
  return (
    <div role="group" aria-label={T.deleteQuestion} className="mr-auto flex flex-wrap items-center gap-2">
      <span className="text-sm text-text">{T.deleteQuestion}</span>
      <Button variant="danger" size="sm" loading={remove.isPending} onClick={() => void confirm()}>
        {T.confirmDelete}
      </Button>
      <Button variant="ghost" size="sm" onClick={() => setConfirming(false)}>
        {T.cancel}
      </Button>
    </div>
  );
}
