import { useState } from 'react';
import { GROUPS_TEXT as T, GROUP_MESSAGES, type Group } from '@careerhub/shared';
import { Button } from '../../components/ui/Button';
import { getErrorMessage } from '../../lib/api';
import { notify } from '../../lib/notify';
import { useSaveGroup } from './api';
import { QuestionEditor } from './QuestionEditor';
import { newDraftQuestion, questionsPayload, validateQuestions, type DraftQuestion } from './questionBuilder';

/** The step after creating a circle or event: questions applicants answer before joining. */
export function QuestionBuilder({ group, onDone }: { group: Group; onDone: () => void }) {
  const save = useSaveGroup(group.id);
  const [questions, setQuestions] = useState<DraftQuestion[]>([newDraftQuestion()]);
  const [errors, setErrors] = useState<Record<string, string>>({});

  async function submit() {
    const found = validateQuestions(questions);
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    try {
      await save.mutateAsync({
        extra_info: {
          is_external: group.extra_info.is_external,
          external_link: group.extra_info.external_link,
          questions: [...group.extra_info.questions, ...questionsPayload(questions)],
        },
      });
      notify(T.questionsAdded, 'success');
      onDone();
    } catch (error) {
      notify(getErrorMessage(error, GROUP_MESSAGES.failedQuestions), 'error');
    }
  }

  return (
    <div className="flex flex-col gap-4">
      <p className="text-sm text-muted">{T.questionsIntro}</p>
      <QuestionEditor questions={questions} onChange={setQuestions} errors={errors} />
      <div className="flex justify-end gap-2 border-t border-border pt-4">
        <Button variant="outline" onClick={onDone}>
          {T.skip}
        </Button>
        <Button loading={save.isPending} disabled={questions.length === 0} onClick={() => void submit()}>
          {T.saveQuestions}
        </Button>
      </div>
    </div>
  );
}
