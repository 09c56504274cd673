import type { ReactNode } from 'react';
import { CheckCircle2 } from 'lucide-react';

/** A finished state of the wizard: a tick, a heading, a line of text and the ways on. */
export function DoneCard({ title, text, children }: { title: string; text: string; children: ReactNode }) {
  return (
    <section className="mx-auto w-full max-w-xl rounded-3xl border border-border bg-surface p-6 text-center shadow-sm sm:p-8">
      <span
        aria-hidden="true"
        className="mx-auto grid size-12 place-items-center rounded-2xl bg-green-50 text-green-700"
      >
        <CheckCircle2 className="size-6" />
      </span>
      <h1 className="mt-4 text-2xl font-bold tracking-tight text-text sm:text-3xl">{title}</h1>
      <p className="mt-2 text-muted">{text}</p>
      <div className="mt-8 flex flex-col gap-3 sm:flex-row sm:justify-center">{children}</div>
    </section>
  );
}
