import { useState } from 'react';
import { Link } from 'react-router';
import { AGENT_LIMITS, AGENT_MESSAGES as M } from '@careerhub/shared';
import { ClipboardList, Share2 } from 'lucide-react';
import { Button, buttonClasses } from '../../components/ui/Button';
import { EmptyState } from '../../components/ui/EmptyState';
import { ErrorState } from '../../components/ui/ErrorState';
import { Pager } from '../../components/ui/Pager';
import { Skeleton } from '../../components/ui/Skeleton';
import { notify } from '../../lib/notify';
import { shareReport, useReports } from './api';

/** /careergps-reports: the signed-in user's reports, 30 a page, each with share (spec 2.10). */
export default function ReportsPage() {
  const [page, setPage] = useState(1);
  const reports = useReports(page);
  const share = async (slug: string, title: string) => {
    try {
      if ((await shareReport(slug, title)) === 'copied') notify('Link copied', 'success');
    } catch {
      notify('Could not copy the link', 'error');
    }
  };
  return (
    <div className="px-4 py-8 sm:px-6 lg:px-8">
      <div className="mx-auto max-w-3xl">
        <h1 className="text-3xl font-bold tracking-tight text-text">My CareerGPS reports</h1>
        {reports.isPending ? (
          <ul aria-label="Loading reports" className="mt-6 flex flex-col gap-3">
            {[0, 1, 2].map((i) => (
              <li key={i}>
                <Skeleton className="h-24 rounded-2xl" />
              </li>
            ))}
          </ul>
        ) : reports.isError ? (
          <ErrorState title="Could not load your reports." description="Refresh the page to try again." />
        ) : reports.data.data.length === 0 ? (
          <EmptyState
            icon={<ClipboardList className="size-6" />}
            title={M.noReports}
            action={
              <Link to="/careergps" className={buttonClasses('primary')}>
                Take CareerGPS
              </Link>
            }
          />
        ) : (
          <>
            <ul className="mt-6 flex flex-col gap-3">
              {reports.data.data.map((r) => (
                <li
                  key={r.id}
                  className="flex flex-col gap-3 rounded-2xl border border-border bg-surface p-4 sm:flex-row sm:items-center"
                >
                  <div className="min-w-0 flex-1">
                    <Link
                      to={`/careergps-report/${r.slug}`}
                      className="font-semibold text-text hover:text-primary hover:underline"
                    >
                      {r.agent_name}: {r.headline}
                    </Link>
                    <p className="mt-1 line-clamp-2 text-sm text-muted">{r.message}</p>
                    <p className="mt-1 text-xs text-muted">
                      <time dateTime={r.created_at}>{new Date(r.created_at).toLocaleDateString()}</time>
                    </p>
                  </div>
                  <Button
                    variant="outline"
                    size="sm"
                    aria-label={`Share ${r.agent_name} report`}
                    onClick={() => void share(r.slug, `${r.agent_name}: ${r.headline}`)}
                  >
                    <Share2 aria-hidden="true" className="size-4" />
                    Share
                  </Button>
                </li>
              ))}
            </ul>
            <Pager
              className="mt-6"
              page={page}
              pageSize={AGENT_LIMITS.reportsPageSize}
              count={reports.data.pagination.count}
              onPageChange={setPage}
            />
          </>
        )}
      </div>
    </div>
  );
}
