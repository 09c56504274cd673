import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { JOBS_ADMIN_TEXT as A, JOBS_BOARD_TEXT as T, type Group } from '@careerhub/shared';
import { Plus } from 'lucide-react';
import { Button } from '../../components/ui/Button';
import { EMPTY_FILTERS } from './board';
import { JobFormDialog } from './form/JobFormDialog';
import { JobList } from './JobList';

/** An organization's Job Board tab: its jobs, 12 a page; Create Job for those who may post there. */
export function GroupJobsTab({ group }: { group: Group }) {
  const [params, setParams] = useSearchParams();
  const page = Math.max(1, Number(params.get('page')) || 1);
  const canPost = Boolean(group.permissions?.can_post_jobs);
  const [creating, setCreating] = useState(false);
  const create = canPost ? (
    <Button onClick={() => setCreating(true)}>
      <Plus aria-hidden="true" className="size-4" />
      {A.createJob}
    </Button>
  ) : undefined;
  return (
    <section aria-label={T.organizationJobs} className="@container flex flex-col gap-4">
      {canPost && <div className="flex justify-end">{create}</div>}
      <JobList
        filters={{ ...EMPTY_FILTERS, page }}
        groupId={group.id}
        viewAll={canPost}
        onPageChange={(next) => setParams(next > 1 ? { page: String(next) } : {})}
      />
      <JobFormDialog open={creating} onClose={() => setCreating(false)} groupId={group.id} />
    </section>
  );
}
