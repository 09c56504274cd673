import { useRef, useState, type FormEvent } from 'react';
import { FEEDBACK_TEXT, PROFILE_MESSAGES } from '@careerhub/shared';
import { AlertCircle, MessageSquareHeart } from 'lucide-react';
import { Button } from '../../components/ui/Button';
import { FormField } from '../../components/ui/FormField';
import { api, getErrorMessage, getFieldErrors, isApiError } from '../../lib/api';
import { notify } from '../../lib/notify';
import { TextAreaField } from '../onboarding/fields';
import { FEEDBACK_LIMITS, validateFeedback, type FeedbackErrors, type FeedbackValues } from './feedbackForm';

const EMPTY: FeedbackValues = { title: '', content: '' };
const FIELD_IDS = { title: 'feedback-title', content: 'feedback-content' } as const;

/** /feedback: a title and a description, both required, sent to POST /feedback/. */
export default function FeedbackPage() {
  const [values, setValues] = useState<FeedbackValues>(EMPTY);
  const [errors, setErrors] = useState<FeedbackErrors>({});
  const [missing, setMissing] = useState<Array<keyof FeedbackValues>>([]);
  const [submitting, setSubmitting] = useState(false);
  const formErrorRef = useRef<HTMLParagraphElement>(null);

  const update = (field: keyof FeedbackValues) => (value: string) => {
    setValues((current) => ({ ...current, [field]: value }));
    if (errors[field]) setErrors((current) => ({ ...current, [field]: undefined }));
  };

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const checked = validateFeedback(values);
    if ('errors' in checked) {
      setErrors(checked.errors);
      setMissing(checked.missing);
      const first = checked.missing[0] ?? (checked.errors.title ? 'title' : 'content');
      document.getElementById(FIELD_IDS[first])?.focus();
      return;
    }
    setSubmitting(true);
    setErrors({});
    setMissing([]);
    try {
      await api.post('/feedback/', checked.data, { silent: true });
      notify(PROFILE_MESSAGES.feedbackThanks, 'success');
      setValues(EMPTY);
    } catch (error) {
      const fields = getFieldErrors(error);
      const form = isApiError(error) && error.status === 400 ? getErrorMessage(error) : undefined;
      setErrors({ ...fields, ...(form && !fields.title && !fields.content ? { form } : {}) });
      notify(PROFILE_MESSAGES.couldNotSubmitFeedback, 'error');
      formErrorRef.current?.focus();
    } finally {
      setSubmitting(false);
    }
  }

  const isMissing = (field: keyof FeedbackValues) => Boolean(errors.form) && missing.includes(field);
  const describedByForm = errors.form ? 'feedback-form-error' : undefined;

  return (
    <div className="px-4 py-8 sm:px-6 lg:px-8">
      <section className="mx-auto w-full max-w-2xl rounded-3xl border border-border bg-surface p-6 shadow-sm sm:p-8">
        <div className="flex items-center gap-3">
          <span className="grid size-11 shrink-0 place-items-center rounded-xl bg-primary-soft text-primary">
            <MessageSquareHeart aria-hidden="true" className="size-5" />
          </span>
          <h1 id="feedback-heading" className="text-2xl font-bold tracking-tight text-text sm:text-3xl">
            {FEEDBACK_TEXT.heading}
          </h1>
        </div>
        <p className="mt-3 text-muted">{FEEDBACK_TEXT.intro}</p>
        <form
          noValidate
          onSubmit={onSubmit}
          className="mt-8 flex flex-col gap-5"
          aria-labelledby="feedback-heading"
        >
          {errors.form && (
            <p
              id="feedback-form-error"
              ref={formErrorRef}
              tabIndex={-1}
              role="alert"
              className="flex items-start gap-2 rounded-lg border border-danger/30 bg-red-50 px-3 py-2.5 text-sm font-medium text-danger focus:outline-none"
            >
              <AlertCircle aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
              {errors.form}
            </p>
          )}
          <FormField
            id={FIELD_IDS.title}
            label={FEEDBACK_TEXT.titleLabel}
            name="title"
            required
            maxLength={FEEDBACK_LIMITS.title}
            value={values.title}
            onChange={(e) => update('title')(e.target.value)}
            error={errors.title}
            {...(isMissing('title') ? { 'aria-invalid': true, 'aria-describedby': describedByForm } : {})}
          />
          <TextAreaField
            id={FIELD_IDS.content}
            label={FEEDBACK_TEXT.descriptionLabel}
            name="content"
            required
            rows={7}
            maxLength={FEEDBACK_LIMITS.content}
            hint={`${values.content.length} / ${FEEDBACK_LIMITS.content}`}
            value={values.content}
            onChange={(e) => update('content')(e.target.value)}
            error={errors.content}
            {...(isMissing('content')
              ? { 'aria-invalid': true, 'aria-describedby': `${describedByForm} ${FIELD_IDS.content}-hint` }
              : {})}
          />
          <Button type="submit" size="lg" loading={submitting} className="self-start">
            {FEEDBACK_TEXT.submit}
          </Button>
        </form>
      </section>
    </div>
  );
}
