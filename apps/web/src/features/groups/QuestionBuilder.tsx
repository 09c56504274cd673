import { useState } from 'react';
import { GROUPS_TEXT as T, GROUP_MESSAGES, QUESTION_TYPES } from '@careerhub/shared';
import { Plus, Trash2 } from 'lucide-react';
import { Button } from '../../components/ui/Button';
import { FormField } from '../../components/ui/FormField';
import { SelectField } from '../../components/ui/SelectField';
import { TextAreaField } from '../../components/ui/TextAreaField';
import { getErrorMessage } from '../../lib/api';
import { notify } from '../../lib/notify';
import { useSaveGroup } from './api';
import { newDraftQuestion, questionsPayload, validateQuestions, type DraftQuestion } from './questionBuilder';
import type { Group } from './types';

/** The step after creating a circle or event: questions applicants answer before joining. */
export function QuestionBuilder({ group, onDone }: { group: Group; onDone: () => void }) {
  const save = useSaveGroup(group.id);
  const [questions, setQuestions] = useState<DraftQuestion[]>([newDraftQuestion()]);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const update = (key: string, patch: Partial<DraftQuestion>) =>
    setQuestions((list) => list.map((q) => (q.key === key ? { ...q, ...patch } : q)));

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
      <ol className="flex flex-col gap-4">
        {questions.map((q, i) => (
          <li key={q.key} className="flex flex-col gap-3 rounded-xl border border-border p-3 sm:p-4">
            <div className="flex items-center justify-between gap-2">
              <p className="text-sm font-semibold text-text">{`${T.questionLabel} ${i + 1}`}</p>
              <Button
                variant="ghost"
                size="sm"
                aria-label={`${T.removeQuestion} ${i + 1}`}
                onClick={() => setQuestions((list) => list.filter((x) => x.key !== q.key))}
              >
                <Trash2 aria-hidden="true" className="size-4" />
              </Button>
            </div>
            <FormField
              label={`${T.questionLabel} ${i + 1}`}
              value={q.label}
              error={errors[`${q.key}.label`]}
              onChange={(e) => update(q.key, { label: e.target.value })}
            />
            <div className="grid gap-3 sm:grid-cols-2 sm:items-end">
              <SelectField
                label={`${T.questionType} ${i + 1}`}
                options={QUESTION_TYPES.map((t) => ({ value: t, label: T.questionTypes[t] }))}
                value={q.type}
                onChange={(e) => update(q.key, { type: e.target.value as DraftQuestion['type'] })}
              />
              <label className="flex h-11 items-center gap-2 text-sm text-text">
                <input
                  type="checkbox"
                  checked={q.required}
                  onChange={(e) => update(q.key, { required: e.target.checked })}
                  className="size-4 accent-[var(--color-primary)]"
                />
                {`${T.questionRequired} (${T.questionLabel.toLowerCase()} ${i + 1})`}
              </label>
            </div>
            {(q.type === 'radio' || q.type === 'selection') && (
              <TextAreaField
                label={`${T.questionOptions} ${i + 1}`}
                rows={3}
                value={q.options}
                error={errors[`${q.key}.options`]}
                onChange={(e) => update(q.key, { options: e.target.value })}
              />
            )}
          </li>
        ))}
      </ol>
      <Button
        variant="outline"
        className="self-start"
        onClick={() => setQuestions((list) => [...list, newDraftQuestion()])}
      >
        <Plus aria-hidden="true" className="size-4" />
        {T.addQuestion}
      </Button>
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
