import { GROUPS_TEXT as T, QUESTION_TYPES } from '@careerhub/shared';
import { Plus, Trash2 } from 'lucide-react';
import { Button } from '../../components/ui/Button';
import { FormField } from '../../components/ui/FormField';
import { SelectField } from '../../components/ui/SelectField';
import { TextAreaField } from '../../components/ui/TextAreaField';
import { newDraftQuestion, type DraftQuestion } from './questionBuilder';

/**
 * The list of questions an applicant answers (label, answer type, required, options one per
 * line), edited in place. Errors are keyed `{draft key}.{field}` as validateQuestions gives them.
 * Used by the group questions step and by the job form.
 */
export function QuestionEditor({
  questions,
  onChange,
  errors,
}: {
  questions: DraftQuestion[];
  onChange: (questions: DraftQuestion[]) => void;
  errors: Record<string, string>;
}) {
  const update = (key: string, patch: Partial<DraftQuestion>) =>
    onChange(questions.map((q) => (q.key === key ? { ...q, ...patch } : q)));

  return (
    <div className="flex flex-col gap-4">
      {questions.length > 0 && (
        <ol className="flex flex-col gap-4">
          {questions.map((q, i) => (
            <li key={q.key} className="flex flex-col gap-3 rounded-xl border border-border p-3 sm:p-4">
              <div className="flex items-center justify-between gap-2">
                <p className="text-sm font-semibold text-text">{`${T.questionLabel} ${i + 1}`}</p>
                <Button
                  variant="ghost"
                  size="sm"
                  aria-label={`${T.removeQuestion} ${i + 1}`}
                  onClick={() => onChange(questions.filter((x) => x.key !== q.key))}
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
      )}
      <Button
        variant="outline"
        className="self-start"
        onClick={() => onChange([...questions, newDraftQuestion()])}
      >
        <Plus aria-hidden="true" className="size-4" />
        {T.addQuestion}
      </Button>
    </div>
  );
}
