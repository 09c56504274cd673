import { ADMIN_DASHBOARD_TEXT as T, type WeeklyPoint } from '@careerhub/shared';
import { Bar, BarChart, CartesianGrid, Legend, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';

const SERIES = [
  { key: 'new_members', label: T.newMembers, color: 'var(--color-primary, #0d9488)' },
  { key: 'applications', label: T.applications, color: '#6366f1' },
  { key: 'posts', label: T.posts, color: '#f59e0b' },
  { key: 'active_members', label: T.activeMembers, color: '#0ea5e9' },
] as const;

const shortDate = (iso: string) =>
  new Date(`${iso}T00:00:00Z`).toLocaleDateString(undefined, {
    month: 'short',
    day: 'numeric',
    timeZone: 'UTC',
  });

/**
 * New members, applications, posts and active members per week: a chart (recharts with its
 * keyboard accessibility layer) and the same numbers in a table, for screen readers and for
 * anyone who wants the figures.
 */
export function WeeklyActivity({ weekly }: { weekly: WeeklyPoint[] }) {
  const data = weekly.map((w) => ({ ...w, label: shortDate(w.week) }));
  return (
    <section
      aria-labelledby="weekly-title"
      className="min-w-0 rounded-2xl border border-border bg-surface p-4 shadow-sm sm:p-5"
    >
      <h2 id="weekly-title" className="text-lg font-semibold text-text">
        {T.weeklyTitle}
      </h2>
      <figure className="mt-4">
        <div className="h-72 w-full" aria-hidden="false">
          <ResponsiveContainer width="100%" height="100%">
            <BarChart data={data} accessibilityLayer title={T.weeklyTitle} margin={{ left: -16, right: 8 }}>
              <CartesianGrid strokeDasharray="3 3" vertical={false} />
              <XAxis dataKey="label" tick={{ fontSize: 12 }} interval="preserveStartEnd" />
              <YAxis allowDecimals={false} tick={{ fontSize: 12 }} />
              <Tooltip />
              <Legend />
              {SERIES.map((s) => (
                <Bar key={s.key} dataKey={s.key} name={s.label} fill={s.color} radius={[3, 3, 0, 0]} />
              ))}
            </BarChart>
          </ResponsiveContainer>
        </div>
        <figcaption className="sr-only">{T.weeklyTitle}</figcaption>
      </figure>
      <details className="mt-3">
        <summary className="cursor-pointer text-sm font-medium text-primary">Show the numbers</summary>
        <div className="mt-2 overflow-x-auto">
          <table className="w-full min-w-[32rem] text-left text-sm">
            <caption className="sr-only">{T.weeklyTitle}</caption>
            <thead>
              <tr className="border-b border-border text-muted">
                <th scope="col" className="py-2 pr-3 font-medium">
                  {T.week}
                </th>
                {SERIES.map((s) => (
                  <th key={s.key} scope="col" className="py-2 pr-3 text-right font-medium">
                    {s.label}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {data.map((w) => (
                <tr key={w.week} className="border-b border-border/60 last:border-0">
                  <th scope="row" className="py-1.5 pr-3 font-normal text-text">
                    {w.label}
                  </th>
                  {SERIES.map((s) => (
                    <td key={s.key} className="py-1.5 pr-3 text-right tabular-nums text-text">
                      {w[s.key]}
                    </td>
                  ))}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </details>
    </section>
  );
}
