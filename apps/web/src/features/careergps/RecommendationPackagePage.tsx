import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import {
  AGENT_MESSAGES as M,
  type AgentReportListItem,
  type Page,
  type SearchResult,
} from '@careerhub/shared';
import { Send } from 'lucide-react';
import { Button } from '../../components/ui/Button';
import { ErrorState } from '../../components/ui/ErrorState';
import { Skeleton } from '../../components/ui/Skeleton';
import { TagPicker } from '../../components/ui/TagPicker';
import { PersonPicker } from './PersonPicker';
import { api, getErrorMessage } from '../../lib/api';
import { notify } from '../../lib/notify';
import { useIdentity } from '../auth/identity';
import {
  loadCircles,
  loadPeople,
  loadResources,
  packageLists,
  type PackageItem,
  type PackageResource,
} from './packageItems';

const LIMIT = 5;
const inputClass =
  'w-full rounded-lg border border-border bg-surface px-3 py-2 text-sm text-text focus-visible:outline-2 focus-visible:outline-primary';

/** A picker of existing items by id, at most 5, with the spec's message for one more (spec 5). */
const existingOnly = (limitMessage: string, what: string) => ({
  allowNew: false,
  itemKey: (item: PackageItem) => String(item.id),
  max: LIMIT,
  limitMessage,
  hint: `Type 2 or more letters of ${what}`,
});

/**
 * /recommendation-package: staff mail a member up to 5 people, circles, resources and CareerGPS
 * reports (spec 2.12, 3, 5), each picked with the combobox and its limit's message.
 */
export default function RecommendationPackagePage() {
  const identity = useIdentity();
  const [recipient, setRecipient] = useState<SearchResult | null>(null);
  const [people, setPeople] = useState<PackageItem[]>([]);
  const [groups, setGroups] = useState<PackageItem[]>([]);
  const [resources, setResources] = useState<PackageResource[]>([]);
  const [reports, setReports] = useState<PackageItem[]>([]);
  const [subject, setSubject] = useState('');
  const [body, setBody] = useState('');
  const [footer, setFooter] = useState('');
  const [busy, setBusy] = useState(false);
  const theirReports = useQuery({
    queryKey: ['package-reports', recipient?.id],
    enabled: Boolean(recipient && identity.data?.is_staff),
    queryFn: ({ signal }) =>
      api.get<Page<AgentReportListItem>>('/agents/reports/', {
        signal,
        silent: true,
        query: { user_id: recipient!.id, page_size: 12 },
      }),
  });

  if (identity.data && !identity.data.is_staff) return <ErrorState title={M.packageNoAccess} />;
  if (!identity.data)
    return (
      <div className="px-4 py-8 sm:px-6 lg:px-8" aria-busy="true">
        <div className="mx-auto flex max-w-2xl flex-col gap-5">
          <Skeleton className="h-9 w-72" />
          <Skeleton className="h-11 w-full" />
        </div>
      </div>
    );

  // The recipient's reports (one page), offered by the combobox as the text typed matches them.
  const reportItems: PackageItem[] = (theirReports.data?.data ?? []).map((r) => ({
    id: r.id,
    name: `${r.agent_name}: ${r.headline} · ${new Date(r.created_at).toLocaleDateString()}`,
  }));
  const loadReports = (search: string) =>
    Promise.resolve(reportItems.filter((r) => r.name.toLowerCase().includes(search.trim().toLowerCase())));
  const send = async () => {
    if (!recipient) return;
    setBusy(true);
    try {
      await api.post(
        `/recommendation-package/${recipient.id}/`,
        {
          subject,
          body,
          footer,
          ...packageLists({ people, groups, resources, reports: reports.map((r) => r.id) }),
        },
        { silent: true },
      );
      notify(M.packageSent, 'success');
    } catch (error) {
      notify(getErrorMessage(error, M.packageFailed), 'error');
    } finally {
      setBusy(false);
    }
  };

  return (
    <div className="px-4 py-8 sm:px-6 lg:px-8">
      <div className="mx-auto flex max-w-2xl flex-col gap-5">
        <h1 className="text-3xl font-bold tracking-tight text-text">Recommendation package</h1>
        {recipient ? (
          <p className="flex items-center gap-2 text-text">
            For <strong>{recipient.name}</strong>
            <Button variant="ghost" size="sm" onClick={() => setRecipient(null)}>
              Change
            </Button>
          </p>
        ) : (
          <PersonPicker id="package-recipient" label="Member to recommend to" onPick={setRecipient} />
        )}
        {recipient && (
          <>
            <TagPicker
              id="package-people"
              label={`People to meet (up to ${LIMIT})`}
              value={people}
              onChange={setPeople}
              loadSuggestions={loadPeople}
              {...existingOnly(M.packageUsers, 'a name')}
            />
            <TagPicker
              id="package-groups"
              label={`Circles (up to ${LIMIT})`}
              value={groups}
              onChange={setGroups}
              loadSuggestions={loadCircles}
              {...existingOnly(M.packageGroups, "a circle's name")}
            />
            <TagPicker
              id="package-resources"
              label={`Resources (up to ${LIMIT})`}
              value={resources}
              onChange={setResources}
              loadSuggestions={loadResources}
              {...existingOnly(M.packageResources, "a resource's title")}
            />
            <div>
              <TagPicker
                id="package-reports"
                label={`${recipient.name}'s CareerGPS reports (up to ${LIMIT})`}
                value={reports}
                onChange={setReports}
                loadSuggestions={loadReports}
                debounceMs={0}
                {...existingOnly(M.packageReports, "an agent's name")}
              />
              {theirReports.data?.data.length === 0 && (
                <p className="mt-1 text-sm text-muted">{M.noReport}</p>
              )}
            </div>
            {(
              [
                ['package-subject', 'Subject', subject, setSubject, 1],
                ['package-body', 'Body', body, setBody, 6],
                ['package-footer', 'Footer', footer, setFooter, 2],
              ] as const
            ).map(([id, label, value, set, rows]) => (
              <div key={id}>
                <label htmlFor={id} className="mb-1 block text-sm font-medium text-text">
                  {label}
                </label>
                {rows === 1 ? (
                  <input id={id} className={inputClass} value={value} onChange={(e) => set(e.target.value)} />
                ) : (
                  <textarea
                    id={id}
                    rows={rows}
                    className={inputClass}
                    value={value}
                    onChange={(e) => set(e.target.value)}
                  />
                )}
              </div>
            ))}
            <section
              aria-labelledby="package-preview"
              className="rounded-2xl border border-border bg-surface p-4 text-sm"
            >
              <h2 id="package-preview" className="font-semibold text-text">
                Preview
              </h2>
              <p className="mt-2 font-medium text-text">{subject || '(no subject)'}</p>
              <p className="mt-2 whitespace-pre-wrap text-text">{body}</p>
              {(
                [
                  ['People to meet', people],
                  ['Circles', groups],
                  ['Resources', resources],
                ] as const
              ).map(([title, items]) =>
                items.length > 0 ? (
                  <p key={title} className="mt-2 text-muted">
                    {title}: {items.map((i) => i.name).join(', ')}
                  </p>
                ) : null,
              )}
              {reports.length > 0 && (
                <p className="mt-1 text-muted">CareerGPS reports: {reports.map((r) => r.name).join(', ')}</p>
              )}
              {footer && (
                <p className="mt-2 border-t border-border pt-2 whitespace-pre-wrap text-muted">{footer}</p>
              )}
            </section>
            <Button
              className="self-start"
              loading={busy}
              disabled={!subject.trim() || !body.trim()}
              onClick={() => void send()}
            >
              <Send aria-hidden="true" className="size-4" />
              Send email
            </Button>
          </>
        )}
      </div>
    </div>
  );
}
