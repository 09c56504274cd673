import { Link, useParams } from 'react-router';
import { AGENT_MESSAGES as M, type AgentReport, type ReportMatch } from '@careerhub/shared';
import {
  ArrowRight,
  BookOpen,
  Briefcase,
  CalendarDays,
  Compass,
  Download,
  Share2,
  UserRound,
  UsersRound,
} from 'lucide-react';
import { Button, buttonClasses } from '../../components/ui/Button';
import { ErrorState } from '../../components/ui/ErrorState';
import { Skeleton } from '../../components/ui/Skeleton';
import { isApiError } from '../../lib/api';
import { downloadWithToken } from '../../lib/api/download';
import { notify } from '../../lib/notify';
import { useIsSignedIn } from '../auth/session';
import { shareReport, useReport } from './api';
import { ReportFeedback } from './ReportFeedback';

const MATCH_ICON: Record<ReportMatch['type'], typeof BookOpen> = {
  circle: UsersRound,
  event: CalendarDays,
  resource: BookOpen,
  external_resource: BookOpen,
  internal_resource: BookOpen,
  user: UserRound,
  job: Briefcase,
  organization: UsersRound,
};
const MATCH_GROUPS: Array<[string, ReportMatch['type'][]]> = [
  ['Circles and events', ['circle', 'event']],
  ['Mentors', ['user']],
  ['Resources', ['resource', 'external_resource', 'internal_resource']],
  ['Jobs', ['job']],
];

/** Prose sections shown inside the part of the page they explain, not as sections of their own. */
const SCORES_NOTE = ['Your interest scores', 'Your skills by area'];
const PATHS_NOTE = 'Career paths to explore';
const COMMUNITY_NOTE = 'In this community';

function Scores({ report, note }: { report: AgentReport; note: string | undefined }) {
  const scores = report.output_data.scores;
  if (!scores.length) return null;
  return (
    <section aria-labelledby="scores-title" className="rounded-2xl border border-border bg-surface p-5">
      <h2 id="scores-title" className="font-semibold text-text">
        Your scores
      </h2>
      {note && <p className="mt-1 text-sm text-muted">{note}</p>}
      <ul className="mt-4 flex flex-col gap-3">
        {scores.map((s) => (
          <li key={s.key}>
            <div className="flex items-baseline justify-between gap-3 text-sm">
              <span className="font-medium text-text">{s.label}</span>
              <span className="text-muted">
                {s.level ? `${s.level} · ` : ''}
                {s.score} of {s.max}
              </span>
            </div>
            <div aria-hidden="true" className="mt-1 h-2.5 overflow-hidden rounded-full bg-slate-100">
              <div
                className="h-full rounded-full bg-primary"
                style={{ width: `${Math.max(2, s.percent)}%` }}
              />
            </div>
          </li>
        ))}
      </ul>
    </section>
  );
}

function Matches({ matches, note }: { matches: ReportMatch[]; note: string | undefined }) {
  return (
    <section aria-labelledby="matches-title">
      <h2 id="matches-title" className="text-lg font-semibold text-text">
        In this community
      </h2>
      {note && <p className="mt-1 leading-relaxed text-text">{note}</p>}
      {matches.length === 0
        ? null
        : MATCH_GROUPS.map(([title, types]) => {
            const items = matches.filter((m) => types.includes(m.type));
            if (!items.length) return null;
            return (
              <div key={title} className="mt-4">
                <h3 className="text-sm font-semibold tracking-wide text-muted uppercase">{title}</h3>
                <ul className="mt-2 grid gap-2 sm:grid-cols-2">
                  {items.map((m) => {
                    const Icon = MATCH_ICON[m.type];
                    return (
                      <li key={`${m.type}-${m.id}`}>
                        <Link
                          to={m.link}
                          className="flex h-full gap-3 rounded-xl border border-border bg-surface p-3 hover:border-primary focus-visible:outline-2 focus-visible:outline-primary"
                        >
                          <Icon aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-primary" />
                          <span className="min-w-0">
                            <span className="block font-semibold break-words text-text">{m.title}</span>
                            <span className="block text-xs text-muted">{m.reason}</span>
                          </span>
                        </Link>
                      </li>
                    );
                  })}
                </ul>
              </div>
            );
          })}
    </section>
  );
}

function downloadLog(report: AgentReport) {
  const blob = new Blob([JSON.stringify(report.log, null, 2)], { type: 'application/json' });
  const url = URL.createObjectURL(blob);
  const a = document.createElement('a');
  a.href = url;
  a.download = `${report.slug}-log.json`;
  a.click();
  URL.revokeObjectURL(url);
}

function Report({ report }: { report: AgentReport }) {
  const signedIn = useIsSignedIn();
  const out = report.output_data;
  const noteOf = (titles: string[]) => out.sections.find((s) => titles.includes(s.title))?.body;
  const sections = out.sections.filter(
    (s) => ![...SCORES_NOTE, PATHS_NOTE, COMMUNITY_NOTE].includes(s.title),
  );
  const date = new Date(report.created_at).toLocaleDateString(undefined, { dateStyle: 'long' });
  const share = async () => {
    try {
      const how = await shareReport(report.slug, `${report.agent_name}: ${out.headline}`);
      if (how === 'copied') notify('Link copied', 'success');
    } catch {
      notify('Could not copy the link', 'error');
    }
  };
  const download = async () => {
    try {
      await downloadWithToken(
        `/agents/report/slug/${encodeURIComponent(report.slug)}/pdf/`,
        `${report.slug}.pdf`,
      );
    } catch {
      notify('Could not download the report', 'error');
    }
  };
  return (
    <article className="mx-auto flex max-w-3xl flex-col gap-6">
      <header>
        <p className="flex items-center gap-2 text-sm font-semibold text-primary">
          <Compass aria-hidden="true" className="size-4" />
          CareerGPS report
        </p>
        <h1 className="mt-1 text-2xl font-bold tracking-tight text-text sm:text-3xl">{report.agent_name}</h1>
        <p className="mt-1 text-sm text-muted">
          {report.user ? `${report.user.name} · ` : ''}
          <time dateTime={report.created_at}>{date}</time>
        </p>
        {report.is_owner && (
          <div className="mt-4 flex flex-wrap gap-2">
            <Button variant="outline" onClick={() => void share()}>
              <Share2 aria-hidden="true" className="size-4" />
              Share
            </Button>
            <Button variant="outline" onClick={() => void download()}>
              <Download aria-hidden="true" className="size-4" />
              Download PDF
            </Button>
          </div>
        )}
      </header>
      <section className="rounded-2xl bg-primary p-5 text-primary-foreground sm:p-6">
        <p className="text-xs font-semibold tracking-wider uppercase opacity-90">Result</p>
        <p className="mt-1 text-3xl font-bold">{out.headline}</p>
        <p className="mt-3 leading-relaxed">{out.message}</p>
      </section>
      <Scores report={report} note={noteOf(SCORES_NOTE)} />
      {sections.map((s) => (
        <section key={s.title}>
          <h2 className="text-lg font-semibold text-text">{s.title}</h2>
          <p className="mt-1 leading-relaxed text-text">{s.body}</p>
        </section>
      ))}
      {out.career_paths.length > 0 && (
        <section aria-labelledby="paths-title">
          <h2 id="paths-title" className="text-lg font-semibold text-text">
            Career paths
          </h2>
          {noteOf([PATHS_NOTE]) && <p className="mt-1 leading-relaxed text-text">{noteOf([PATHS_NOTE])}</p>}
          <ul className="mt-3 grid gap-3 sm:grid-cols-2">
            {out.career_paths.map((p) => (
              <li key={p.code} className="rounded-2xl border border-border bg-surface p-4">
                <p className="font-semibold text-text">{p.title}</p>
                <p className="mt-1 text-xs text-muted">{p.reason}</p>
                <ul className="mt-2 list-disc pl-5 text-sm text-text">
                  {p.occupations.map((o) => (
                    <li key={o.onet_code}>{o.title}</li>
                  ))}
                </ul>
              </li>
            ))}
          </ul>
        </section>
      )}
      <Matches matches={out.matches} note={noteOf([COMMUNITY_NOTE])} />
      {out.plan.length > 0 && (
        <section aria-labelledby="plan-title">
          <h2 id="plan-title" className="text-lg font-semibold text-text">
            Your plan
          </h2>
          <ol className="mt-3 grid gap-3 md:grid-cols-3">
            {out.plan.map((period) => (
              <li key={period.title} className="rounded-2xl border border-border bg-surface p-4">
                <p className="font-semibold text-text">{period.title}</p>
                <ul className="mt-2 flex flex-col gap-1.5 text-sm">
                  {period.items.map((item) => (
                    <li key={item.text}>
                      {item.link ? (
                        <Link to={item.link} className="text-primary underline-offset-2 hover:underline">
                          {item.text}
                        </Link>
                      ) : (
                        item.text
                      )}
                    </li>
                  ))}
                </ul>
              </li>
            ))}
          </ol>
        </section>
      )}
      {report.is_owner && <ReportFeedback reportId={report.id} initial={report.feedback?.rating ?? null} />}
      {!signedIn && (
        <section className="rounded-2xl border border-primary bg-primary-soft p-5 text-center">
          <h2 className="text-lg font-semibold text-text">{M.tryCareerGps}</h2>
          <p className="mx-auto mt-1 max-w-md text-sm text-text">{M.tryCareerGpsText}</p>
          <Link to="/careergps" className={buttonClasses('primary', 'md', 'mt-4')}>
            {M.tryCareerGps}
            <ArrowRight aria-hidden="true" className="size-4" />
          </Link>
        </section>
      )}
      {report.log && (
        <section aria-labelledby="log-title" className="rounded-2xl border border-border bg-surface p-5">
          <div className="flex flex-wrap items-center justify-between gap-2">
            <h2 id="log-title" className="font-semibold text-text">
              Agent log
            </h2>
            <Button variant="outline" size="sm" onClick={() => downloadLog(report)}>
              <Download aria-hidden="true" className="size-4" />
              Download log
            </Button>
          </div>
          <ol className="mt-3 flex flex-col gap-2 text-xs">
            {report.log.messages.map((m, i) => (
              <li key={i} className="rounded-lg bg-slate-50 p-2">
                <span className="font-semibold text-text">{m.type}</span>
                <pre className="mt-1 max-h-32 overflow-auto break-words whitespace-pre-wrap text-muted">
                  {m.content}
                </pre>
              </li>
            ))}
          </ol>
        </section>
      )}
      {out.credit && <p className="text-xs text-muted">{out.credit}</p>}
    </article>
  );
}

/** /careergps-report/{slug}: the public report page (spec 2.1, 2.12). */
export default function ReportPage() {
  const { slug = '' } = useParams();
  const report = useReport(slug);
  return (
    <div className="px-4 py-8 sm:px-6 lg:px-8">
      {report.isPending ? (
        <div className="mx-auto max-w-3xl" aria-busy="true">
          <Skeleton className="h-8 w-64" />
          <Skeleton className="mt-6 h-40 rounded-2xl" />
          <Skeleton className="mt-6 h-64 rounded-2xl" />
        </div>
      ) : report.isError ? (
        <ErrorState
          title={isApiError(report.error) && report.error.status === 404 ? M.noReport : M.agentFailure}
          action={
            <Link to="/careergps" className={buttonClasses('outline')}>
              {M.tryCareerGps}
            </Link>
          }
        />
      ) : (
        <Report report={report.data} />
      )}
    </div>
  );
}
