import { useState } from 'react';
import { FEEDBACK_TEXT, feedbackSchema, PROFILE_MESSAGES } from '@careerhub/shared';
import { AlertCircle, MessageSquareHeart } from 'lucide-react';
import { Button } from '../../components/ui/Button';
import { FormField } from '../../components/ui/FormField';
import { applyServerErrors, useZodForm } from '../../components/form';
import { api, isApiError } from '../../lib/api';
import { notify } from '../../lib/notify';
import { TextAreaField } from '../../components/ui/TextAreaField';
import { FEEDBACK_LIMITS, missingFeedbackFields, type FeedbackValues } from './feedbackForm';

const EMPTY: FeedbackValues = { title: '', content: '' };
const FIELD_IDS = { title: 'feedback-title', content: 'feedback-content' } as const;

/** /feedback: a title and a description, both required, sent to POST /feedback/. */
export default function FeedbackPage() {
  const form = useZodForm(feedbackSchema, EMPTY, 'feedback');
  const [missing, setMissing] = useState<Array<keyof FeedbackValues>>([]);

  const onSubmit = form.handleSubmit(
    async (data) => {
      setMissing([]);
      try {
        await api.post('/feedback/', data, { silent: true });
        notify(PROFILE_MESSAGES.feedbackThanks, 'success');
        form.reset(EMPTY);
      } catch (error) {
        const { fields, formMessage } = applyServerErrors(form, error);
        if (isApiError(error) && error.status === 400 && formMessage && fields.length === 0)
          form.setError('root.server', { type: 'server', message: formMessage });
        notify(PROFILE_MESSAGES.couldNotSubmitFeedback, 'error');
        // After React has drawn it: the form's message takes the focus.
        setTimeout(() => document.getElementById('feedback-form-error')?.focus(), 0);
      }
    },
    (errors) => {
      // "Both fields are required" is one message for the form; focus goes to the first empty field.
      const empty = '' in errors ? missingFeedbackFields(form.getValues()) : [];
      setMissing(empty);
      if (empty[0]) document.getElementById(FIELD_IDS[empty[0]])?.focus();
    },
  );

  const formError = form.formError;
  const isMissing = (field: keyof FeedbackValues) => Boolean(formError) && missing.includes(field);
  const describedByForm = formError ? 'feedback-form-error' : undefined;
  const contentLength = (form.watch('content') ?? '').length;

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
          {formError && (
            <p
              id="feedback-form-error"
              tabIndex={-1}
              role="alert"
              className="flex items-start gap-2 rounded-lg border border-danger/30 bg-red-50 px-3 py-2.5 text-sm font-medium text-danger focus:outline-none"
            >
              <AlertCircle aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
              {formError}
            </p>
          )}
          <FormField
            label={FEEDBACK_TEXT.titleLabel}
            required
            maxLength={FEEDBACK_LIMITS.title}
            {...form.field('title')}
            {...(isMissing('title') ? { 'aria-invalid': true, 'aria-describedby': describedByForm } : {})}
          />
          <TextAreaField
            label={FEEDBACK_TEXT.descriptionLabel}
            required
            rows={7}
            maxLength={FEEDBACK_LIMITS.content}
            hint={`${contentLength} / ${FEEDBACK_LIMITS.content}`}
            {...form.field('content')}
            {...(isMissing('content')
              ? { 'aria-invalid': true, 'aria-describedby': `${describedByForm} ${FIELD_IDS.content}-hint` }
              : {})}
          />
          <Button type="submit" size="lg" loading={form.formState.isSubmitting} className="self-start">
            {FEEDBACK_TEXT.submit}
          </Button>
        </form>
      </section>
    </div>
  );
}
