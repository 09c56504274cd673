import type { ReactNode } from 'react';

/** A titled block of a profile tab. */
export function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className="rounded-2xl border border-border bg-surface p-4 shadow-sm sm:p-5">
      <h2 className="text-base font-semibold text-text">{title}</h2>
      <div className="mt-3 text-sm text-text">{children}</div>
    </section>
  );
}

export function Chips({ items, label }: { items: Array<{ id: number; name: string }>; label: string }) {
  return (
    <ul aria-label={label} className="flex flex-wrap gap-2">
      {items.map((item) => (
        <li key={item.id} className="rounded-full bg-primary-soft px-3 py-1 text-sm text-text">
          {item.name}
        </li>
      ))}
    </ul>
  );
}

/** Long text as the user wrote it: paragraphs kept. */
export const Prose = ({ text }: { text: string }) => (
  <p className="leading-relaxed whitespace-pre-line">{text}</p>
);
