import { JOB_MESSAGES, JOBS_ADMIN_TEXT as T } from '@careerhub/shared';
import { QuestionsStep } from '../../groups/QuestionsStep';
import { useSaveJobQuestions } from '../admin/api';
import type { AdminJob } from '../admin/types';

/** The step after creating a job (section 4): questions applicants answer before applying. */
export function JobQuestionsStep({ job, onDone }: { job: AdminJob; onDone: () => void }) {
  const save = useSaveJobQuestions(job.id);
  const saved = job.extra_info?.questions ?? [];
  return (
    <QuestionsStep
      intro={T.questionsIntro}
      saved={saved.length}
      failed={JOB_MESSAGES.failedQuestions}
      onDone={onDone}
      save={async (questions) => {
        const answer = await save.mutateAsync([...saved, ...questions]);
        return answer.message || JOB_MESSAGES.questionsAdded;
      }}
    />
  );
}
