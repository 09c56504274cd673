import { useState } from 'react';
import { Link } from 'react-router';
import { BadgeCheck, Clock } from 'lucide-react';
import {
  LEADERS_MESSAGES,
  LEADERS_TEXT as T,
  type CertificationQuestion,
  type CertificationState,
  type GroupQuestion,
} from '@careerhub/shared';
import { Button, buttonClasses } from '../../components/ui/Button';
import { ErrorState } from '../../components/ui/ErrorState';
import { Skeleton } from '../../components/ui/Skeleton';
import { getErrorMessage, getFieldErrors } from '../../lib/api';
import { notify } from '../../lib/notify';
import { useIdentity } from '../auth/identity';
import { QuestionFields } from '../groups/QuestionFields';
import { validateAnswers, type Answers } from '../groups/joinForm';
import { useApplyForCertification, useCertification } from './api';
import { AnswerList } from './AnswerList';
import { CertifiedBadge } from './cards';
import { answerSummary } from './filters';

/** The configured questions in the join-question shape, so the circle join form's fields render them. */
const asGroupQuestion = (q: CertificationQuestion): GroupQuestion => ({
  id: q.id,
  label: q.label,
  type: q.type,
  required: q.required,
  options: q.options.join('\n'),
});

function ApplicationForm({ state }: { state: CertificationState }) {
  const questions = state.questions.map(asGroupQuestion);
  const [answers, setAnswers] = useState<Answers>({});
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [confirming, setConfirming] = useState(false);
  const apply = useApplyForCertification();
  const text = Object.fromEntries(Object.entries(answers).map(([k, v]) => [k, String(v)]));

  const review = () => {
    const found = validateAnswers(questions, answers);
    setErrors(found);
    if (Object.keys(found).length === 0) setConfirming(true);
  };
  const submit = async () => {
    try {
      const payload = Object.fromEntries(Object.entries(text).filter(([, v]) => v.trim()));
      const answer = await apply.mutateAsync(payload);
      notify(answer.message || LEADERS_MESSAGES.submitted, 'success');
    } catch (error) {
      setErrors(getFieldErrors(error));
      setConfirming(false);
      notify(getErrorMessage(error), 'error');
    }
  };

  if (confirming)
    return (
      <section aria-labelledby="confirm-heading" className="flex flex-col gap-4">
        <div>
          <h2 id="confirm-heading" className="text-lg font-semibold text-text">
            {T.review}
          </h2>
          <p className="text-sm text-muted">{T.confirmIntro}</p>
        </div>
        <AnswerList answers={answerSummary(state.questions, text)} />
        <div className="flex flex-wrap justify-end gap-2">
          <Button variant="outline" onClick={() => setConfirming(false)}>
            {T.edit}
          </Button>
          <Button onClick={() => void submit()} loading={apply.isPending}>
            {T.submit}
          </Button>
        </div>
      </section>
    );
  return (
    <form
      noValidate
      className="flex flex-col gap-4"
      onSubmit={(e) => {
        e.preventDefault();
        review();
      }}
    >
      <QuestionFields
        questions={questions}
        answers={answers}
        errors={errors}
        onChange={(id, value) => {
          setAnswers((current) => ({ ...current, [id]: value }));
          setErrors((current) => {
            const next = { ...current };
            delete next[id];
            return next;
          });
        }}
      />
      <div className="flex justify-end">
        <Button type="submit">{T.next}</Button>
      </div>
    </form>
  );
}

function Standing({ state }: { state: CertificationState }) {
  const org = useIdentity().data?.organization;
  if (state.is_certified)
    return (
      <section className="flex flex-col items-start gap-3 rounded-2xl border border-amber-200 bg-amber-50/60 p-5">
        <CertifiedBadge level={state.certification_level} />
        <p className="text-text">{T.certifiedLine(state.certification_level ?? 1)}</p>
        <Link
          to={org ? `/org/${encodeURIComponent(org.name_slug)}/circles` : '/circles'}
          className={buttonClasses('primary')}
        >
          {T.createCircle}
        </Link>
      </section>
    );
  const application = state.application;
  if (application?.status === 'pending')
    return (
      <section aria-labelledby="pending-heading" className="flex flex-col gap-4">
        <div className="flex flex-wrap items-center gap-3 rounded-2xl border border-border bg-surface p-4">
          <Clock aria-hidden="true" className="size-5 text-primary" />
          <div>
            <h2 id="pending-heading" className="font-semibold text-text">
              {T.underReview}
            </h2>
            <p className="text-sm text-muted">{T.pendingLine}</p>
          </div>
        </div>
        <AnswerList answers={application.answers} />
      </section>
    );
  return (
    <>
      {application?.status === 'rejected' && (
        <div role="note" className="rounded-2xl border border-border bg-surface p-4 text-sm">
          <p className="text-text">{T.rejectedLine}</p>
          {application.review_note && (
            <p className="mt-1 text-muted">
              {T.reviewerNote}: {application.review_note}
            </p>
          )}
        </div>
      )}
      <ApplicationForm state={state} />
    </>
  );
}

/** /leader-certification: apply (questions from the app configuration, confirmed first), or the standing. */
export default function CertificationPage() {
  const state = useCertification();
  return (
    <div className="mx-auto flex w-full max-w-3xl flex-col gap-6 p-4 sm:p-6">
      <header className="flex items-start gap-3">
        <span className="grid size-11 shrink-0 place-items-center rounded-xl bg-primary-soft text-primary">
          <BadgeCheck aria-hidden="true" className="size-5" />
        </span>
        <div>
          <h1 className="text-2xl font-bold tracking-tight text-text">{T.certificationTitle}</h1>
          <p className="mt-1 text-muted">{T.certificationIntro}</p>
        </div>
      </header>
      {state.isPending ? (
        <div role="status" aria-busy="true" aria-label="Loading" className="flex flex-col gap-3">
          <Skeleton className="h-20 w-full" />
          <Skeleton className="h-20 w-full" />
          <Skeleton className="h-11 w-40 self-end" />
        </div>
      ) : state.isError ? (
        <ErrorState
          title={getErrorMessage(state.error)}
          action={
            <Button variant="outline" onClick={() => void state.refetch()}>
              {T.tryAgain}
            </Button>
          }
        />
      ) : (
        <Standing state={state.data} />
      )}
    </div>
  );
}
