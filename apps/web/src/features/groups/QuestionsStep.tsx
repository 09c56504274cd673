import { GROUPS_TEXT as T, type GroupQuestionInput } from '@careerhub/shared';
import { applyServerErrors, messagesOf, useZodForm, type FormCheck } from '../../components/form';
import { Button } from '../../components/ui/Button';
import { getErrorMessage } from '../../lib/api';
import { notify } from '../../lib/notify';
import { QuestionEditor } from './QuestionEditor';
import { newDraftQuestion, questionsPayload, validateQuestions, type DraftQuestion } from './questionBuilder';

interface QuestionsValues {
  questions: DraftQuestion[];
}

/** Label required; radio and selection need their options. */
const questionsCheck: FormCheck<QuestionsValues, GroupQuestionInput[]> = ({ questions }) => {
  const errors = validateQuestions(questions);
  return Object.keys(errors).length ? { errors } : { data: questionsPayload(questions) };
};

/**
 * The step after creating a circle, an event or a job: new questions applicants answer first.
 * `save` stores them after the `saved` ones the item already has (a server message on
 * `extra_info.questions.N.field` goes under that new question); Skip leaves without saving.
 */
export function QuestionsStep({
  intro,
  saved,
  save,
  failed,
  onDone,
}: {
  intro: string;
  saved: number;
  save: (questions: GroupQuestionInput[]) => Promise<string>;
  failed: string;
  onDone: () => void;
}) {
  const form = useZodForm(questionsCheck, { questions: [newDraftQuestion()] }, 'questions');
  const questions = form.watch('questions');

  const submit = form.handleSubmit(async (payload) => {
    try {
      notify(await save(payload), 'success');
      onDone();
    } catch (error) {
      applyServerErrors(form, error, (path) => {
        const match = /^extra_info\.questions\.(\d+)\.(\w+)/.exec(path);
        const key = match ? form.getValues('questions')[Number(match[1]) - saved]?.key : undefined;
        return key ? `${key}.${match![2]}` : path;
      });
      notify(getErrorMessage(error, failed), 'error');
    }
  });

  return (
    <div className="flex flex-col gap-4">
      <p className="text-sm text-muted">{intro}</p>
      <QuestionEditor
        questions={questions}
        onChange={(next) => form.change('questions', next)}
        errors={messagesOf(form.formState.errors)}
      />
      <div className="flex justify-end gap-2 border-t border-border pt-4">
        <Button variant="outline" onClick={onDone}>
          {T.skip}
        </Button>
        <Button
          loading={form.formState.isSubmitting}
          disabled={questions.length === 0}
          onClick={() => void submit()}
        >
          {T.saveQuestions}
        </Button>
      </div>
    </div>
  );
}
