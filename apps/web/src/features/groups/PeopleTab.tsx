import { useState } from 'react';
import { Link } from 'react-router';
import { GROUP_MESSAGES, GROUPS_TEXT as T, PAGE_SIZES, type Group, type Member } from '@careerhub/shared';
import { Download, Search, UserPlus, Users } from 'lucide-react';
import { Button, buttonClasses } from '../../components/ui/Button';
import { uiMode } from '../../lib/preferences';
import { EmptyState } from '../../components/ui/EmptyState';
import { ErrorState } from '../../components/ui/ErrorState';
import { ComboboxField } from '../../components/ui/ComboboxField';
import { FormField } from '../../components/ui/FormField';
import { countryOptions } from '../../lib/geo';
import { Pager } from '../../components/ui/Pager';
import { SelectField } from '../../components/ui/SelectField';
import { Table, type Column } from '../../components/ui/Table';
import { Tabs } from '../../components/ui/Tabs';
import { useDebounced } from '../../lib/useDebounced';
import { getErrorMessage } from '../../lib/api';
import { notify } from '../../lib/notify';
import { useAppConfig } from '../../app/providers/AppConfigProvider';
import {
  downloadMembers,
  useFollowupUnverified,
  useMembers,
  useRespondPayment,
  type MemberFilters,
} from './api';
import { ClassroomButton } from './ClassroomDialog';
import { GroupRecommendationsTab } from './GroupRecommendationsTab';
import { InviteDialog } from './InviteDialog';
import { MemberActionDialog, type MemberAction } from './MemberActionDialog';
import { MemberNameCell } from './MemberNameCell';
import { agentFilterOf, useAgentReview } from '../admin/agentReview';

type Status = MemberFilters['status'];

const STATUS_TABS: Array<{ value: Status | 'recommendations'; label: string }> = [
  { value: 'accepted', label: T.statusAccepted },
  { value: 'pending', label: T.statusPending },
  { value: 'rejected', label: T.statusRejected },
  { value: 'unverified', label: T.statusUnverified },
  { value: 'recommendations', label: T.statusRecommendations },
];

/** The People tab: members by status for managers (with actions), accepted members for everyone else. */
export function PeopleTab({
  group,
  initialStatus,
  linkToAdmin = true,
}: {
  group: Group;
  initialStatus?: string | null;
  /** The default organization's admins in the admin view get a link to /admin-dashboard/members. */
  linkToAdmin?: boolean;
}) {
  const manage = Boolean(group.permissions?.can_manage);
  const adminView = uiMode.useValue() === 'admin' && linkToAdmin && group.is_default && manage;
  const start = STATUS_TABS.some((t) => t.value === initialStatus) && manage ? initialStatus! : 'accepted';
  const [tab, setTab] = useState<string>(start);
  const [inviteOpen, setInviteOpen] = useState(false);
  const [downloading, setDownloading] = useState(false);

  async function download() {
    setDownloading(true);
    try {
      await downloadMembers(group);
    } catch {
      notify(GROUP_MESSAGES.couldNotDownload, 'error');
    } finally {
      setDownloading(false);
    }
  }

  const counts: Partial<Record<string, number | null>> = {
    pending: group.pending_members_count,
    rejected: group.rejected_members_count,
    unverified: group.unverified_members_count,
  };
  return (
    <section aria-labelledby="people-heading" className="flex flex-col gap-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id="people-heading" className="text-lg font-semibold text-text">
          {T.tabPeople}
        </h2>
        {manage && (
          <div className="flex flex-wrap gap-2">
            {adminView && (
              <Link to="/admin-dashboard/members" className={buttonClasses('outline')}>
                {T.manageMembers}
              </Link>
            )}
            <Button variant="outline" loading={downloading} onClick={() => void download()}>
              <Download aria-hidden="true" className="size-4" />
              {T.downloadMembers}
            </Button>
            <ClassroomButton group={group} />
            {group.permissions?.can_invite && (
              <Button onClick={() => setInviteOpen(true)}>
                <UserPlus aria-hidden="true" className="size-4" />
                {T.invite}
              </Button>
            )}
          </div>
        )}
      </div>
      {manage ? (
        <Tabs
          label={T.manageMembers}
          value={tab}
          onValueChange={setTab}
          items={STATUS_TABS.map((t) => ({
            value: t.value,
            label: counts[t.value] ? `${t.label} (${counts[t.value]})` : t.label,
            content:
              t.value === 'recommendations' ? (
                <GroupRecommendationsTab group={group} />
              ) : (
                <MembersList group={group} status={t.value} manage />
              ),
          }))}
        />
      ) : (
        <MembersList group={group} status="accepted" manage={false} />
      )}
      {inviteOpen && <InviteDialog group={group} onClose={() => setInviteOpen(false)} />}
    </section>
  );
}

function MembersList({ group, status, manage }: { group: Group; status: Status; manage: boolean }) {
  const { options } = useAppConfig();
  const [search, setSearch] = useState('');
  const [country, setCountry] = useState('');
  const [field, setField] = useState('');
  const [page, setPage] = useState(1);
  const [agentFilter, setAgentFilter] = useState('');
  const isOrgAdmin = manage && group.group_type === 'organization';
  const [acting, setActing] = useState<{ member: Member; action: MemberAction } | null>(null);
  // Member search waits 500 ms after typing stops (section 9) and starts at 2 characters.
  const debouncedSearch = useDebounced(search.trim(), 500);
  const debouncedCountry = useDebounced(country.trim(), 500);
  const filters = {
    status,
    search: debouncedSearch,
    country: debouncedCountry,
    professionalField: field,
    page,
    ...agentFilterOf(agentFilter),
  };
  const query = useMembers(group.id, filters);
  const review = useAgentReview(group.id, isOrgAdmin, query.data?.data ?? []);
  const followup = useFollowupUnverified(group.id);
  const payment = useRespondPayment(group.id);
  async function answerPayment(member: Member, action: 'accept' | 'reject') {
    try {
      const result = await payment.mutateAsync({ users: [member.id], action });
      notify(result.message, 'success');
    } catch (error) {
      notify(getErrorMessage(error, GROUP_MESSAGES.couldNotRespondPayment(action)), 'error');
    }
  }
  async function sendFollowup(member: Member) {
    try {
      const result = await followup.mutateAsync([member.id]);
      notify(result.message, 'success');
    } catch (error) {
      notify(getErrorMessage(error), 'error');
    }
  }

  const columns: Column<Member>[] = [
    {
      key: 'name',
      header: T.colName,
      cell: (m) => <MemberNameCell member={m} group={group} manage={manage} />,
    },
    { key: 'role', header: T.colRole, cell: (m) => <span className="capitalize">{m.membership_role}</span> },
    ...(manage && group.is_paid
      ? [
          {
            key: 'payment',
            header: T.colPayment,
            // Admins see a pending payment as submitted (section 4, paid circle or event).
            cell: (m: Member) => (
              <div className="flex flex-col items-start gap-0.5">
                <span>
                  {m.payment_status === 'pending'
                    ? T.paymentSubmitted
                    : m.payment_status === 'confirmed'
                      ? T.paymentConfirmed
                      : '—'}
                </span>
                {m.files?.voucher && (
                  <a
                    href={m.files.voucher.url}
                    target="_blank"
                    rel="noreferrer"
                    className="text-xs text-primary underline underline-offset-2"
                  >
                    {`${T.viewVoucher}: ${m.name}`}
                  </a>
                )}
              </div>
            ),
          },
        ]
      : []),
    ...review.columns,
    ...(manage
      ? [
          {
            key: 'joined',
            header: T.colJoined,
            cell: (m: Member) => (m.joined_at ? new Date(m.joined_at).toLocaleDateString() : '—'),
          },
          {
            key: 'actions',
            header: T.colActions,
            cell: (m: Member) => (
              <div className="flex flex-wrap gap-1.5">
                {m.membership_status === 'pending' && (
                  <>
                    <Button
                      size="sm"
                      onClick={() => setActing({ member: m, action: 'accept' })}
                      aria-label={`${T.accept} ${m.name}`}
                    >
                      {T.accept}
                    </Button>
                    <Button
                      size="sm"
                      variant="outline"
                      onClick={() => setActing({ member: m, action: 'reject' })}
                      aria-label={`${T.reject} ${m.name}`}
                    >
                      {T.reject}
                    </Button>
                  </>
                )}
                {status === 'unverified' && !m.is_verified && (
                  <Button
                    size="sm"
                    variant="outline"
                    loading={followup.isPending && followup.variables[0] === m.id}
                    onClick={() => void sendFollowup(m)}
                    aria-label={`${T.sendFollowup}: ${m.name}`}
                  >
                    {T.sendFollowup}
                  </Button>
                )}
                {group.is_paid && m.membership_status === 'accepted' && m.payment_status && (
                  <Button
                    size="sm"
                    variant={m.payment_status === 'pending' ? 'primary' : 'outline'}
                    loading={payment.isPending && payment.variables.users[0] === m.id}
                    onClick={() =>
                      void answerPayment(m, m.payment_status === 'pending' ? 'accept' : 'reject')
                    }
                    aria-label={`${m.payment_status === 'pending' ? T.markPaid : T.markUnpaid}: ${m.name}`}
                  >
                    {m.payment_status === 'pending' ? T.markPaid : T.markUnpaid}
                  </Button>
                )}
                {m.membership_status === 'accepted' && m.membership_role !== 'admin' && (
                  <Button
                    size="sm"
                    variant="outline"
                    onClick={() => setActing({ member: m, action: 'remove' })}
                    aria-label={`${T.remove} ${m.name}`}
                  >
                    {T.remove}
                  </Button>
                )}
              </div>
            ),
          },
        ]
      : []),
  ];

  return (
    <div className="flex flex-col gap-3">
      <div
        className={review.agent ? 'grid gap-3 sm:grid-cols-2 lg:grid-cols-4' : 'grid gap-3 sm:grid-cols-3'}
      >
        <div className="relative">
          <FormField
            label={T.searchMembers}
            type="search"
            value={search}
            onChange={(e) => {
              setSearch(e.target.value);
              setPage(1);
            }}
          />
          <Search
            aria-hidden="true"
            className="pointer-events-none absolute right-3 bottom-3.5 size-4 text-muted"
          />
        </div>
        <ComboboxField
          label={T.country}
          placeholder={T.allCountries}
          options={countryOptions()}
          value={country}
          onChange={(code) => {
            setCountry(code);
            setPage(1);
          }}
        />
        <SelectField
          label={T.professionalField}
          placeholder={T.allFields}
          options={options.professional_fields.map((o) => ({ value: String(o.value), label: o.label }))}
          value={field}
          onChange={(e) => {
            setField(e.target.value);
            setPage(1);
          }}
        />
        {review.filter(agentFilter, (value) => {
          setAgentFilter(value);
          setPage(1);
        })}
      </div>
      {review.button && <div className="flex justify-end">{review.button}</div>}
      {query.isError ? (
        <ErrorState
          title={GROUP_MESSAGES.couldNotFetchMembers}
          action={
            <Button variant="outline" onClick={() => void query.refetch()}>
              Try again
            </Button>
          }
        />
      ) : (
        <Table
          caption={`${T.tabPeople}: ${status}`}
          columns={columns}
          rows={query.data?.data ?? []}
          rowKey={(m) => m.id}
          loading={query.isPending}
          empty={
            <EmptyState
              icon={<Users className="size-6" />}
              title={T.noMembers}
              description={T.noMembersText}
            />
          }
          footer={
            query.data && query.data.pagination.count > PAGE_SIZES.members ? (
              <Pager
                page={page}
                pageSize={PAGE_SIZES.members}
                count={query.data.pagination.count}
                onPageChange={setPage}
              />
            ) : undefined
          }
        />
      )}
      {acting && (
        <MemberActionDialog
          groupId={group.id}
          member={acting.member}
          action={acting.action}
          onClose={() => setActing(null)}
        />
      )}
    </div>
  );
}
