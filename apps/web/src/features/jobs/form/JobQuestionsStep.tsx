import { useState } from 'react';
import { GROUPS_TEXT, JOB_MESSAGES, JOBS_ADMIN_TEXT as T } from '@careerhub/shared';
import { Button } from '../../../components/ui/Button';
import { getErrorMessage } from '../../../lib/api';
import { notify } from '../../../lib/notify';
import { QuestionEditor } from '../../groups/QuestionEditor';
import {
  newDraftQuestion,
  questionsPayload,
  validateQuestions,
  type DraftQuestion,
} from '../../groups/questionBuilder';
import { useSaveJobQuestions } from '../admin/api';
import type { AdminJob } from '../admin/types';

/** The step after creating a job (section 4): questions applicants answer before applying. */
export function JobQuestionsStep({ job, onDone }: { job: AdminJob; onDone: () => void }) {
  const save = useSaveJobQuestions(job.id);
  const [questions, setQuestions] = useState<DraftQuestion[]>([newDraftQuestion()]);
  const [errors, setErrors] = useState<Record<string, string>>({});

  async function submit() {
    const found = validateQuestions(questions);
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    try {
      const answer = await save.mutateAsync([
        ...(job.extra_info?.questions ?? []),
        ...questionsPayload(questions),
      ]);
      notify(answer.message || JOB_MESSAGES.questionsAdded, 'success');
      onDone();
    } catch (error) {
      notify(getErrorMessage(error, JOB_MESSAGES.failedQuestions), 'error');
    }
  }

  return (
    <div className="flex flex-col gap-4">
      <p className="text-sm text-muted">{T.questionsIntro}</p>
      <QuestionEditor questions={questions} onChange={setQuestions} errors={errors} />
      <div className="flex justify-end gap-2 border-t border-border pt-4">
        <Button variant="outline" onClick={onDone}>
          {GROUPS_TEXT.skip}
        </Button>
        <Button loading={save.isPending} disabled={questions.length === 0} onClick={() => void submit()}>
          {GROUPS_TEXT.saveQuestions}
        </Button>
      </div>
    </div>
  );
}
