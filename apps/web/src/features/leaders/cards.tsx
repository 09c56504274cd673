import { Link } from 'react-router';
import { Award, Building2, Sparkles, UsersRound } from 'lucide-react';
import {
  LEADERS_TEXT as T,
  leaderBio,
  type CircleLeader,
  type InfluentialOrg,
  type InfluentialPerson,
} from '@careerhub/shared';
import { MemberAvatar } from '../groups/MemberAvatar';
import { Badge } from '../profile/ProfileHeader';
import { countryLabel } from '../../lib/geo';
import { circlesLed } from './filters';

const CARD = 'flex h-full flex-col gap-3 rounded-2xl border border-border bg-surface p-4 shadow-sm';
const NAME_LINK = 'font-semibold text-text hover:text-primary hover:underline focus-visible:underline';

/** The Certified Leader badge, with the level when known (1 Basic, 2 Intermediate, 3 Advanced). */
export function CertifiedBadge({ level }: { level?: number | null }) {
  return (
    <Badge icon={Award} tone="gold">
      {level ? T.levelBadge(level) : T.certifiedLeader}
    </Badge>
  );
}

/** Picture, name (to the profile) and title: the head of every person card. */
function PersonHead(props: { name: string; slug: string; image: string | null; title: string | null }) {
  return (
    <div className="flex items-center gap-3">
      <MemberAvatar name={props.name} image={props.image} className="size-14 text-base" />
      <div className="min-w-0">
        <h2 className="break-words">
          <Link to={`/profile/${encodeURIComponent(props.slug)}`} className={NAME_LINK}>
            {props.name}
          </Link>
        </h2>
        {props.title && <p className="text-sm text-muted">{props.title}</p>}
      </div>
    </div>
  );
}

/** A circle leader: badge with level, topic areas, bio cut at 500 and the circles led. */
export function LeaderCard({ leader }: { leader: CircleLeader }) {
  const { profile } = leader.user;
  const name = `${profile.first_name} ${profile.last_name}`.trim();
  const circles = circlesLed(leader.no_of_circles_led, profile.name_slug);
  const bio = leaderBio(profile.short_bio);
  return (
    <article className={CARD}>
      <PersonHead name={name} slug={profile.name_slug} image={leader.user.image} title={profile.title} />
      <div>
        <CertifiedBadge level={leader.certification_level} />
      </div>
      {leader.topic_area_detailed.length > 0 && (
        <ul aria-label="Topic areas" className="flex flex-wrap gap-1.5">
          {leader.topic_area_detailed.map((area) => (
            <li
              key={area.id}
              className="rounded-full bg-primary-soft px-2.5 py-0.5 text-xs font-medium text-text"
            >
              {area.name}
            </li>
          ))}
        </ul>
      )}
      {bio && <p className="text-sm break-words text-muted">{bio}</p>}
      <Link
        to={circles.href}
        className="mt-auto inline-flex items-center gap-1.5 text-sm font-medium text-primary hover:underline"
      >
        <UsersRound aria-hidden="true" className="size-4" />
        {circles.label}
        <span className="sr-only">{` led by ${name}`}</span>
      </Link>
    </article>
  );
}

/** An influencer: the Influencer badge and no follow or message buttons (spec 2.9). */
export function InfluencerCard({ person }: { person: InfluentialPerson }) {
  const name = `${person.first_name} ${person.last_name}`.trim();
  const bio = leaderBio(person.short_bio, 200);
  return (
    <article className={CARD}>
      <PersonHead name={name} slug={person.name_slug} image={person.image} title={person.title} />
      <div className="flex flex-wrap gap-1.5">
        <Badge icon={Sparkles} tone="violet">
          {T.influencer}
        </Badge>
        {person.is_certified && <CertifiedBadge />}
      </div>
      {bio && <p className="text-sm break-words text-muted">{bio}</p>}
      {person.country && <p className="mt-auto text-xs text-muted">{countryLabel(person.country)}</p>}
    </article>
  );
}

/** An influential organization: logo, name (to its page), what it does, members. */
export function OrgCard({ org }: { org: InfluentialOrg }) {
  const about = leaderBio(org.description, 200);
  return (
    <article className={CARD}>
      <div className="flex items-center gap-3">
        {org.logo ? (
          <img src={org.logo} alt="" className="size-14 shrink-0 rounded-xl object-cover" />
        ) : (
          <span
            aria-hidden="true"
            className="grid size-14 shrink-0 place-items-center rounded-xl bg-primary-soft text-primary"
          >
            <Building2 className="size-6" />
          </span>
        )}
        <div className="min-w-0">
          <h2 className="break-words">
            <Link to={`/org/${encodeURIComponent(org.name_slug)}`} className={NAME_LINK}>
              {org.name}
            </Link>
          </h2>
          {org.country && <p className="text-sm text-muted">{countryLabel(org.country)}</p>}
        </div>
      </div>
      <div>
        <Badge icon={Sparkles} tone="violet">
          {T.influencer}
        </Badge>
      </div>
      {about && <p className="text-sm break-words text-muted">{about}</p>}
      <p className="mt-auto text-xs text-muted">{T.members(org.total_members)}</p>
    </article>
  );
}
