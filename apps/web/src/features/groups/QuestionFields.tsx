import { useId, useState } from 'react';
import { GROUPS_TEXT as T, LIMITS, UPLOAD_MESSAGES, type GroupQuestion } from '@careerhub/shared';
import { FileDropZone } from '../../components/ui/FileDropZone';
import { FormField } from '../../components/ui/FormField';
import { SelectField } from '../../components/ui/SelectField';
import { TextAreaField } from '../../components/ui/TextAreaField';
import { getErrorMessage } from '../../lib/api';
import { uploadWithProgress } from '../profile/upload';
import { optionsOf, type Answers } from './joinForm';

interface QuestionFieldsProps {
  questions: GroupQuestion[];
  answers: Answers;
  errors: Record<string, string>;
  onChange: (id: string, value: string | number) => void;
}

const labelOf = (q: GroupQuestion) => (q.required ? `${q.label} *` : q.label);

/** One field per join question: text, long text, one choice (radio), selection list, or a file. */
export function QuestionFields({ questions, answers, errors, onChange }: QuestionFieldsProps) {
  return (
    <div className="flex flex-col gap-4">
      {questions.map((q) => {
        const value = answers[q.id];
        const error = errors[q.id];
        switch (q.type) {
          case 'textarea':
            return (
              <TextAreaField
                key={q.id}
                label={labelOf(q)}
                value={String(value ?? '')}
                error={error}
                onChange={(e) => onChange(q.id, e.target.value)}
              />
            );
          case 'selection':
            return (
              <SelectField
                key={q.id}
                label={labelOf(q)}
                placeholder={T.chooseOption}
                options={optionsOf(q).map((o) => ({ value: o, label: o }))}
                value={String(value ?? '')}
                error={error}
                onChange={(e) => onChange(q.id, e.target.value)}
              />
            );
          case 'radio':
            return <RadioQuestion key={q.id} question={q} value={value} error={error} onChange={onChange} />;
          case 'file':
            return <FileQuestion key={q.id} question={q} error={error} onChange={onChange} />;
          default:
            return (
              <FormField
                key={q.id}
                label={labelOf(q)}
                value={String(value ?? '')}
                error={error}
                onChange={(e) => onChange(q.id, e.target.value)}
              />
            );
        }
      })}
    </div>
  );
}

function RadioQuestion({
  question,
  value,
  error,
  onChange,
}: {
  question: GroupQuestion;
  value: string | number | undefined;
  error: string | undefined;
  onChange: QuestionFieldsProps['onChange'];
}) {
  const id = useId();
  return (
    <fieldset
      className="flex flex-col gap-2"
      aria-invalid={error ? true : undefined}
      aria-describedby={error ? `${id}-error` : undefined}
    >
      <legend className="mb-1 text-sm font-medium text-text">{labelOf(question)}</legend>
      {optionsOf(question).map((option) => (
        <label key={option} className="flex items-center gap-2 text-sm text-text">
          <input
            type="radio"
            name={`${id}-${question.id}`}
            value={option}
            checked={value === option}
            onChange={() => onChange(question.id, option)}
            className="size-4 accent-[var(--color-primary)]"
          />
          {option}
        </label>
      ))}
      {error && (
        <p id={`${id}-error`} className="text-sm font-medium text-danger">
          {error}
        </p>
      )}
    </fieldset>
  );
}

function FileQuestion({
  question,
  error,
  onChange,
}: {
  question: GroupQuestion;
  error: string | undefined;
  onChange: QuestionFieldsProps['onChange'];
}) {
  return (
    <FileUploadField
      label={labelOf(question)}
      accept="image/*,video/*,application/pdf"
      error={error}
      onUploaded={(id) => onChange(question.id, id)}
    />
  );
}

/**
 * A file input that uploads the chosen file at once (`/file-upload/`) and hands back its id; the
 * hint shows the upload and then the file's name, a refused file shows the server's message.
 */
export function FileUploadField({
  label,
  accept,
  error,
  onUploaded,
  check,
  className,
}: {
  label: string;
  accept: string;
  error: string | undefined;
  onUploaded: (id: number | '') => void;
  /** A message when the file is refused before uploading (its type, say). */
  check?: (file: File) => string | null;
  className?: string;
}) {
  const [state, setState] = useState<{
    name: string;
    error: string | null;
    busy: boolean;
    percent?: number;
  } | null>(null);
  async function upload(file: File) {
    const refused = check?.(file) ?? null;
    if (refused) {
      setState({ name: file.name, error: refused, busy: false });
      onUploaded('');
      return;
    }
    setState({ name: file.name, error: null, busy: true, percent: 0 });
    const form = new FormData();
    form.append('files', file);
    form.append('descriptions', JSON.stringify(['']));
    try {
      const result = await uploadWithProgress<{ data: Array<{ id: number }> }>({
        path: '/file-upload/',
        form,
        onProgress: (percent) => setState((s) => (s ? { ...s, percent } : s)),
      });
      const uploaded = result.data[0];
      if (uploaded) onUploaded(uploaded.id);
      setState({ name: file.name, error: null, busy: false });
    } catch (err) {
      setState({
        name: file.name,
        error: getErrorMessage(err, UPLOAD_MESSAGES.couldNotUploadFile),
        busy: false,
      });
    }
  }
  return (
    <FileDropZone
      label={label}
      accept={accept}
      maxBytes={LIMITS.uploadBytes}
      className={className}
      error={state?.error ?? error}
      progress={state?.busy ? (state.percent ?? 0) : null}
      fileName={state?.name}
      isDone={Boolean(state && !state.busy && !state.error)}
      onFiles={([file]) => file && void upload(file)}
    />
  );
}
