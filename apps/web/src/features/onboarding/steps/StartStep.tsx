import { ONBOARDING_TEXT as T } from '@careerhub/shared';
import { ClipboardList, FileText, Link2 } from 'lucide-react';
import type { ReactNode } from 'react';

export type StartChoice = 'linkedin' | 'resume' | 'form';

const CHOICES: Array<{ id: StartChoice; label: string; time: string; icon: ReactNode }> = [
  { id: 'linkedin', label: T.optionLinkedin, time: T.optionLinkedinTime, icon: <Link2 className="size-5" /> },
  { id: 'resume', label: T.optionResume, time: T.optionResumeTime, icon: <FileText className="size-5" /> },
  {
    id: 'form',
    label: T.optionFullForm,
    time: T.optionFullFormTime,
    icon: <ClipboardList className="size-5" />,
  },
];

/** The first step: import from LinkedIn, import a resume, or fill in the full form. */
export function StartStep({ onChoose }: { onChoose: (choice: StartChoice) => void }) {
  return (
    <section className="mx-auto w-full max-w-2xl rounded-3xl border border-border bg-surface p-5 shadow-sm sm:p-8">
      <h1
        tabIndex={-1}
        className="text-2xl font-bold tracking-tight text-text focus:outline-none sm:text-3xl"
      >
        {T.startTitle}
      </h1>
      <p className="mt-2 text-muted">{T.startSubtitle}</p>
      <ul className="mt-6 grid gap-3 sm:grid-cols-3">
        {CHOICES.map((c) => (
          <li key={c.id}>
            <button
              type="button"
              onClick={() => onChoose(c.id)}
              className="flex h-full w-full flex-col items-start gap-3 rounded-2xl border border-slate-300 bg-surface p-4 text-left transition hover:border-primary hover:bg-primary-soft/40 focus-visible:ring-2 focus-visible:ring-primary/40 focus-visible:outline-none"
            >
              <span
                aria-hidden="true"
                className="grid size-10 place-items-center rounded-xl bg-primary-soft text-primary"
              >
                {c.icon}
              </span>
              <span className="font-semibold text-text">{c.label}</span>
              <span className="text-sm text-muted">{c.time}</span>
            </button>
          </li>
        ))}
      </ul>
    </section>
  );
}
