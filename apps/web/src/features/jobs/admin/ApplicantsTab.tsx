import { useSearchParams } from 'react-router';
import { JOB_MESSAGES, JOBS_ADMIN_TEXT as T, LIMITS, PAGE_SIZES } from '@careerhub/shared';
import { Download, Search, Users } from 'lucide-react';
import { useState } from 'react';
import { Button } from '../../../components/ui/Button';
import { EmptyState } from '../../../components/ui/EmptyState';
import { ErrorState } from '../../../components/ui/ErrorState';
import { FormField } from '../../../components/ui/FormField';
import { Pager } from '../../../components/ui/Pager';
import { Skeleton } from '../../../components/ui/Skeleton';
import { cn } from '../../../components/ui/cn';
import { getErrorMessage } from '../../../lib/api';
import { notify } from '../../../lib/notify';
import { useDebounced } from '../../../lib/useDebounced';
import { ApplicantCard } from './ApplicantCard';
import { downloadApplicants, useJobApplications, useSetApplicantStatus } from './api';
import type { AdminJob, ApplicantStatus, JobApplicant } from './types';

const STATUSES: Array<{ value: ApplicantStatus; label: string; count: keyof AdminJob }> = [
  { value: 'accepted', label: T.statusAccepted, count: 'accepted_members_count' },
  { value: 'pending', label: T.statusPending, count: 'pending_members_count' },
  { value: 'rejected', label: T.statusRejected, count: 'rejected_members_count' },
];
const isStatus = (v: string | null): v is ApplicantStatus => STATUSES.some((s) => s.value === v);

/**
 * The job's Applicant tab (section 2, Job screens): status (accepted by default), search q and
 * page live in the address; 12 a page; each applicant with profile link, answers, resume and
 * Accept/Reject while pending; the applicants CSV.
 */
export function JobApplicantsTab({ job }: { job: AdminJob }) {
  const [params, setParams] = useSearchParams();
  const status = isStatus(params.get('status')) ? (params.get('status') as ApplicantStatus) : 'accepted';
  const q = params.get('q') ?? '';
  const page = Math.max(1, Number(params.get('page')) || 1);
  const debouncedQ = useDebounced(q.trim(), LIMITS.memberSearchDebounceMs);
  const query = useJobApplications(job.id, { status, q: debouncedQ, page });
  const respond = useSetApplicantStatus(job.id);
  const [downloading, setDownloading] = useState(false);
  const questions = job.extra_info?.questions ?? [];

  /** Changes some parameters and keeps the others (the detail page may have its own). */
  const update = (changes: Record<string, string | null>, replace = false) =>
    setParams(
      (prev) => {
        const next = new URLSearchParams(prev);
        for (const [key, value] of Object.entries(changes)) {
          if (value === null || value === '') next.delete(key);
          else next.set(key, value);
        }
        return next;
      },
      { replace },
    );

  async function answer(applicant: JobApplicant, action: 'accept' | 'reject') {
    try {
      const result = await respond.mutateAsync({
        user_id: applicant.id,
        status: action === 'accept' ? 'accepted' : 'rejected',
      });
      notify(result.message, 'success');
    } catch (error) {
      notify(getErrorMessage(error, T.couldNotRespond(action)), 'error');
    }
  }

  async function download() {
    setDownloading(true);
    try {
      await downloadApplicants(job);
    } catch {
      notify(T.couldNotDownload, 'error');
    } finally {
      setDownloading(false);
    }
  }

  const busyFor = (a: JobApplicant) => ({
    any: respond.isPending,
    action:
      respond.isPending && respond.variables?.user_id === a.id
        ? respond.variables.status === 'accepted'
          ? ('accept' as const)
          : ('reject' as const)
        : null,
  });
  const applicants = query.data?.data ?? [];
  const count = query.data?.pagination.count ?? 0;

  return (
    <section aria-labelledby="job-applicants-heading" className="@container flex flex-col gap-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id="job-applicants-heading" className="text-lg font-semibold text-text">
          {T.applicantsHeading}
        </h2>
        <Button variant="outline" loading={downloading} onClick={() => void download()}>
          <Download aria-hidden="true" className="size-4" />
          {T.downloadApplicants}
        </Button>
      </div>
      <div className="flex flex-col gap-3 md:flex-row md:items-end md:justify-between">
        <div role="group" aria-label={T.statusFilter} className="flex flex-wrap gap-1.5">
          {STATUSES.map((s) => {
            const count = job[s.count] as number | null | undefined;
            return (
              <button
                key={s.value}
                type="button"
                aria-pressed={s.value === status}
                onClick={() => update({ status: s.value === 'accepted' ? null : s.value, page: null })}
                className={cn(
                  'h-9 rounded-full border px-4 text-sm font-medium',
                  s.value === status
                    ? 'border-primary bg-primary text-primary-foreground'
                    : 'border-border bg-surface text-text hover:bg-slate-50',
                )}
              >
                {typeof count === 'number' ? `${s.label} (${count})` : s.label}
              </button>
            );
          })}
        </div>
        <div className="relative md:w-72">
          <FormField
            label={T.searchApplicants}
            type="search"
            value={q}
            onChange={(e) => update({ q: e.target.value, page: null }, true)}
          />
          {!q && (
            <Search
              aria-hidden="true"
              className="pointer-events-none absolute right-3 bottom-3.5 size-4 text-muted"
            />
          )}
        </div>
      </div>
      {query.isError ? (
        <ErrorState
          title={T.couldNotFetchApplicants}
          description={getErrorMessage(query.error)}
          action={
            <Button variant="outline" onClick={() => void query.refetch()}>
              {T.tryAgain}
            </Button>
          }
        />
      ) : (
        <>
          {query.isPending ? (
            <ul aria-busy="true" aria-label={T.applicantsHeading} className="flex flex-col gap-3">
              {Array.from({ length: 3 }, (_, i) => (
                <li key={i} className="flex gap-3 rounded-xl border border-border bg-surface p-4">
                  <Skeleton className="size-10 rounded-full" />
                  <div className="flex flex-1 flex-col gap-2">
                    <Skeleton className="h-4 w-40" />
                    <Skeleton className="h-3 w-2/3" />
                  </div>
                </li>
              ))}
            </ul>
          ) : applicants.length === 0 ? (
            <div className="rounded-xl border border-border bg-surface">
              <EmptyState
                icon={<Users className="size-6" />}
                title={JOB_MESSAGES.noApplicants}
                description={T.noApplicantsText}
              />
            </div>
          ) : (
            <ul aria-label={`${T.applicantsHeading}: ${status}`} className="flex flex-col gap-3">
              {applicants.map((a) => (
                <ApplicantCard
                  key={a.id}
                  applicant={a}
                  questions={questions}
                  busy={busyFor(a)}
                  onAnswer={(action) => void answer(a, action)}
                />
              ))}
            </ul>
          )}
          {count > PAGE_SIZES.jobApplicants && (
            <Pager
              page={page}
              pageSize={PAGE_SIZES.jobApplicants}
              count={count}
              onPageChange={(p) => update({ page: p > 1 ? String(p) : null })}
            />
          )}
        </>
      )}
    </section>
  );
}
