import { CheckCircle2, Circle, Compass } from 'lucide-react';

const MILESTONES = [
  { label: 'Profile complete', done: true },
  { label: 'Joined a career circle', done: true },
  { label: 'Learn prompt engineering', done: false },
  { label: 'Apply for product roles', done: false },
];

/** A decorative glimpse of the product (CareerGPS roadmap) beside the hero text. */
export function RoadmapPreview({ brandName }: { brandName: string }) {
  return (
    <div aria-hidden="true" className="relative mx-auto hidden w-full max-w-md sm:block">
      <div className="absolute -inset-4 -rotate-2 rounded-3xl bg-primary/10" />
      <div className="relative rounded-3xl border border-border bg-surface p-6 shadow-xl">
        <div className="flex items-center gap-3">
          <span className="grid size-10 place-items-center rounded-xl bg-primary text-primary-foreground">
            <Compass className="size-5" />
          </span>
          <div>
            <p className="text-sm font-semibold text-text">CareerGPS roadmap</p>
            <p className="text-xs text-muted">by {brandName}</p>
          </div>
          <span className="ml-auto rounded-full bg-primary-soft px-2.5 py-1 text-xs font-semibold text-text">
            50%
          </span>
        </div>
        <div className="mt-5 h-2 rounded-full bg-slate-100">
          <div className="h-2 w-1/2 rounded-full bg-primary" />
        </div>
        <ul className="mt-5 space-y-3">
          {MILESTONES.map((m) => (
            <li
              key={m.label}
              className="flex items-center gap-3 rounded-xl border border-border px-3 py-2.5 text-sm"
            >
              {m.done ? (
                <CheckCircle2 className="size-5 text-primary" />
              ) : (
                <Circle className="size-5 text-slate-400" />
              )}
              <span className={m.done ? 'text-muted line-through' : 'font-medium text-text'}>{m.label}</span>
            </li>
          ))}
        </ul>
        <div className="mt-5 flex flex-wrap gap-2">
          {['AI skills', 'Leadership', 'Data analysis'].map((chip) => (
            <span key={chip} className="rounded-full bg-slate-100 px-3 py-1 text-xs font-medium text-text">
              {chip}
            </span>
          ))}
        </div>
      </div>
    </div>
  );
}
