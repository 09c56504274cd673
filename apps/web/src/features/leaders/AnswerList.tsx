import { LEADERS_TEXT as T, type CertificationAnswer } from '@careerhub/shared';

/** Question and answer pairs: the confirmation step and a submitted application. */
export function AnswerList({ answers }: { answers: CertificationAnswer[] }) {
  return (
    <dl className="flex flex-col gap-3">
      {answers.map((a) => (
        <div key={a.id} className="rounded-xl border border-border bg-surface p-3">
          <dt className="text-sm font-medium text-text">{a.label}</dt>
          <dd
            className={
              a.answer && a.answer !== T.notAnswered
                ? 'mt-1 whitespace-pre-line text-text'
                : 'mt-1 text-muted italic'
            }
          >
            {a.answer || T.notAnswered}
          </dd>
        </div>
      ))}
    </dl>
  );
}
