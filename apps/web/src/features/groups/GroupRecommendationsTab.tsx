import { useState } from 'react';
import { Link } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import {
  GROUP_RECOMMENDATIONS_TEXT as T,
  INVITATION_MESSAGES,
  type GroupAdminRecommendationType,
  type Group,
  type RecommendationCard,
} from '@careerhub/shared';
import { Check, Network, RefreshCw, Sparkles, UserPlus, Users } from 'lucide-react';
import { Button } from '../../components/ui/Button';
import { EmptyState } from '../../components/ui/EmptyState';
import { SelectField } from '../../components/ui/SelectField';
import { Skeleton } from '../../components/ui/Skeleton';
import { api, getErrorMessage } from '../../lib/api';
import { notify } from '../../lib/notify';
import { hrefOf } from '../assistant/api';
import { useVerifiedGroups } from '../jobs/admin/api';
import { KIND_ICONS } from '../recommendations/kindIcons';
import { useInviteUsers } from './api';

const KINDS: Array<{ value: GroupAdminRecommendationType; label: string; intro: string }> = [
  { value: 'research_collaboration', label: T.collaborators, intro: T.collaboratorsIntro },
  { value: 'cross_group', label: T.partners, intro: T.partnersIntro },
];

/** GET groups/{id}/recommendations/ (decision 0038): for the group's managers and staff. */
function useGroupRecommendations(groupId: number, kind: GroupAdminRecommendationType, pool: string) {
  return useQuery({
    queryKey: ['group-recommendations', groupId, kind, pool],
    staleTime: 5 * 60_000,
    queryFn: ({ signal }) =>
      api
        .get<{ data: RecommendationCard[] }>(`/groups/${groupId}/recommendations/`, {
          signal,
          silent: true,
          query: { entity_type: kind, ...(pool ? { group_from_user_to_be_included: pool } : {}) },
        })
        .then((answer) => answer.data),
  });
}

/**
 * The Recommendations tab of a group's People tab (groups-jobs-payments 2, 6: administrators "view
 * applicants and recommendations"): research collaborators to invite and partner groups, each
 * card with the reason it was picked.
 */
export function GroupRecommendationsTab({ group }: { group: Pick<Group, 'id' | 'name'> }) {
  const [kind, setKind] = useState<GroupAdminRecommendationType>('research_collaboration');
  const [pool, setPool] = useState('');
  const groups = useVerifiedGroups();
  const query = useGroupRecommendations(group.id, kind, pool);
  const current = KINDS.find((k) => k.value === kind)!;
  const poolOptions = (groups.data ?? [])
    .filter((g) => g.id !== group.id)
    .map((g) => ({ value: String(g.id), label: g.name }));

  return (
    <section aria-labelledby="group-recs-heading" className="@container flex flex-col gap-4">
      <div>
        <h3 id="group-recs-heading" className="text-base font-semibold text-text">
          {T.heading}
        </h3>
        <p className="text-sm text-muted">{T.intro}</p>
      </div>
      <div className="flex flex-col gap-3 @xl:flex-row @xl:items-end @xl:justify-between">
        <div role="group" aria-label={T.kinds} className="flex flex-wrap gap-2">
          {KINDS.map((k) => (
            <Button
              key={k.value}
              size="sm"
              variant={k.value === kind ? 'primary' : 'outline'}
              aria-pressed={k.value === kind}
              onClick={() => setKind(k.value)}
            >
              {k.value === 'research_collaboration' ? (
                <Users aria-hidden="true" className="size-4" />
              ) : (
                <Network aria-hidden="true" className="size-4" />
              )}
              {k.label}
            </Button>
          ))}
        </div>
        <SelectField
          label={kind === 'research_collaboration' ? T.pool : T.partnersPool}
          className="@xl:w-72"
          placeholder={kind === 'research_collaboration' ? T.poolEveryone : T.partnersPoolEveryone}
          options={poolOptions}
          value={pool}
          onChange={(e) => setPool(e.target.value)}
        />
      </div>
      <p className="text-sm text-text">{current.intro}</p>
      {query.isPending ? (
        <ul aria-busy="true" aria-label={`Loading ${current.label}`} className="grid gap-3 @2xl:grid-cols-2">
          {[0, 1, 2, 3].map((i) => (
            <li key={i} className="flex gap-3 rounded-xl border border-border bg-surface p-4">
              <Skeleton className="size-10 shrink-0 rounded-full" />
              <div className="flex flex-1 flex-col gap-2">
                <Skeleton className="h-4 w-40" />
                <Skeleton className="h-3 w-full" />
              </div>
            </li>
          ))}
        </ul>
      ) : query.isError ? (
        <div role="alert" className="rounded-xl border border-border bg-surface p-4 text-sm">
          <p className="text-text">{T.fetchFailed}</p>
          <Button
            variant="outline"
            size="sm"
            className="mt-3"
            loading={query.isFetching}
            onClick={() => void query.refetch()}
          >
            {!query.isFetching && <RefreshCw aria-hidden="true" className="size-4" />}
            {T.tryAgain}
          </Button>
        </div>
      ) : query.data.length === 0 ? (
        <EmptyState
          icon={<Sparkles className="size-6" />}
          title={kind === 'research_collaboration' ? T.noCollaborators : T.noPartners}
          description={kind === 'research_collaboration' ? T.noCollaboratorsText : T.noPartnersText}
        />
      ) : (
        <ul aria-label={current.label} className="grid gap-3 @2xl:grid-cols-2">
          {query.data.map((card) => (
            <RecommendationCardItem key={`${card.type}-${card.id}`} group={group} card={card} />
          ))}
        </ul>
      )}
    </section>
  );
}

function RecommendationCardItem({ group, card }: { group: Pick<Group, 'id'>; card: RecommendationCard }) {
  const invite = useInviteUsers();
  const [invited, setInvited] = useState(false);
  const Icon = KIND_ICONS[card.type];
  const name = card.name ?? card.title ?? '';
  const person = card.type === 'user';
  async function send() {
    try {
      const answer = await invite.mutateAsync({
        object_id: group.id,
        content_type: 'group',
        emails: [],
        users: [card.id],
      });
      notify(answer.message || INVITATION_MESSAGES.sent, 'success');
      setInvited(true);
    } catch (error) {
      notify(getErrorMessage(error, T.couldNotInvite), 'error');
    }
  }
  return (
    <li className="flex flex-col gap-3 rounded-xl border border-border bg-surface p-4 shadow-sm @sm:flex-row @sm:items-start">
      <div className="flex min-w-0 flex-1 items-start gap-3">
        {card.image ? (
          <img
            src={card.image}
            alt=""
            loading="lazy"
            className={`size-10 shrink-0 object-cover ${person ? 'rounded-full' : 'rounded-lg'}`}
          />
        ) : (
          <span
            aria-hidden="true"
            className={`grid size-10 shrink-0 place-items-center bg-primary-soft text-primary ${person ? 'rounded-full' : 'rounded-lg'}`}
          >
            <Icon className="size-5" />
          </span>
        )}
        <div className="min-w-0">
          <Link
            to={hrefOf(card)}
            className="font-medium break-words text-text hover:text-primary hover:underline"
          >
            {name}
          </Link>
          {card.subtitle && <p className="text-xs break-words text-muted">{card.subtitle}</p>}
          <ul
            className="mt-1 flex flex-col gap-0.5 text-sm text-text"
            data-testid="group-recommendation-reasons"
          >
            {card.reasons.slice(0, 3).map((reason) => (
              <li key={reason} className="flex gap-1">
                <Sparkles aria-hidden="true" className="mt-1 size-3 shrink-0 text-primary" />
                <span className="break-words">{reason}</span>
              </li>
            ))}
          </ul>
        </div>
      </div>
      {person && (
        <Button
          size="sm"
          variant={invited ? 'ghost' : 'outline'}
          className="self-start"
          aria-label={invited ? `${T.invited}: ${name}` : T.inviteName(name)}
          loading={invite.isPending}
          disabled={invited}
          onClick={() => void send()}
        >
          {invited ? (
            <Check aria-hidden="true" className="size-4" />
          ) : (
            <UserPlus aria-hidden="true" className="size-4" />
          )}
          {invited ? T.invited : T.invite}
        </Button>
      )}
    </li>
  );
}
