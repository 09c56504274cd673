import { ACCOUNT_TEXT, UI_TEXT } from '@careerhub/shared';
import { FileText } from 'lucide-react';
import { useAppConfig } from '../../app/providers/AppConfigProvider';
import { TERMS_UPDATED, termsSections } from './termsContent';

/** /terms-and-conditions: public, readable terms in the site's own name, with a table of contents. */
export default function TermsPage() {
  const { ui } = useAppConfig();
  const sections = termsSections(ui.name);
  const updated = new Date(`${TERMS_UPDATED}T00:00:00Z`).toLocaleDateString('en', {
    year: 'numeric',
    month: 'long',
    day: 'numeric',
    timeZone: 'UTC',
  });

  return (
    <div className="px-4 py-8 sm:px-6 lg:px-8 lg:py-12">
      <article className="mx-auto w-full max-w-3xl rounded-3xl border border-border bg-surface p-6 shadow-sm sm:p-10">
        <header className="border-b border-border pb-6">
          <div className="flex items-center gap-3">
            <span className="grid size-11 shrink-0 place-items-center rounded-xl bg-primary-soft text-primary">
              <FileText aria-hidden="true" className="size-5" />
            </span>
            <h1 className="text-2xl font-bold tracking-tight text-text sm:text-3xl">
              {UI_TEXT.termsAndConditions}
            </h1>
          </div>
          <p className="mt-3 text-muted">
            {ui.name} · {ACCOUNT_TEXT.termsUpdated} <time dateTime={TERMS_UPDATED}>{updated}</time>
          </p>
        </header>
        <nav aria-label="Sections" className="mt-6 rounded-2xl bg-primary-soft/40 p-4 sm:p-5">
          <ol className="grid gap-x-6 gap-y-1.5 text-sm sm:grid-cols-2">
            {sections.map((section) => (
              <li key={section.id}>
                <a
                  href={`#${section.id}`}
                  className="font-medium text-text underline-offset-4 hover:text-primary hover:underline"
                >
                  {section.title}
                </a>
              </li>
            ))}
          </ol>
        </nav>
        <div className="mt-8 flex flex-col gap-8 text-[0.95rem] leading-7 text-text">
          {sections.map((section) => (
            <section
              key={section.id}
              id={section.id}
              aria-labelledby={`${section.id}-title`}
              className="scroll-mt-24"
            >
              <h2 id={`${section.id}-title`} className="text-lg font-semibold text-text sm:text-xl">
                {section.title}
              </h2>
              {section.paragraphs.map((paragraph) => (
                <p key={paragraph.slice(0, 40)} className="mt-3 text-slate-700">
                  {paragraph}
                </p>
              ))}
              {section.list && (
                <ul className="mt-3 list-disc space-y-1.5 pl-6 text-slate-700 marker:text-primary">
                  {section.list.map((item) => (
                    <li key={item.slice(0, 40)}>{item}</li>
                  ))}
                </ul>
              )}
            </section>
          ))}
        </div>
      </article>
    </div>
  );
}
