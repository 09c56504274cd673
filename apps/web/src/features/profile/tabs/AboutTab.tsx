import {
  AI_KNOWLEDGE_LEVELS,
  FOCUS_AREAS,
  PROFILE_TEXT,
  type OptionItem,
  type Profile,
} from '@careerhub/shared';
import { ExternalLink, UserRound } from 'lucide-react';
import { useAppConfig } from '../../../app/providers/AppConfigProvider';
import { EmptyState } from '../../../components/ui/EmptyState';
import { SOCIAL_FIELDS } from '../edit/profileForm';
import { languageLabel } from '../../../lib/geo';
import { Chips, Prose, Section } from './Section';

const labelOf = (list: OptionItem[], value: number | null | undefined, extra?: string | null) => {
  if (value === null || value === undefined) return null;
  if (value === 0 && extra) return extra;
  return list.find((o) => o.value === value)?.label ?? null;
};

/** About: bio, story, career answers, skills, topics, links. */
export function AboutTab({ profile, isOwner }: { profile: Profile; isOwner: boolean }) {
  const { options } = useAppConfig();
  const g = profile.group_profile;
  const reasons = (g?.reason_to_join ?? [])
    .map((value) => labelOf(options.reason_to_join, value, g?.reason_to_join_extra))
    .filter(Boolean)
    .join(', ');
  const facts = [
    ['Current role', labelOf(options.current_roles, g?.current_role)],
    ['Job function', labelOf(options.job_functions, g?.job_function)],
    ['Career stage', labelOf(options.career_stages, g?.career_stage, g?.career_stage_extra)],
    ['Reasons to join', reasons],
    [
      'Professional field',
      labelOf(options.professional_fields, g?.professional_field, g?.professional_field_extra),
    ],
    // Level 0 is "Not Set": nothing to show.
    ['AI experience', g?.ai_knowledge_level ? labelOf([...AI_KNOWLEDGE_LEVELS], g.ai_knowledge_level) : null],
    ['Focus', FOCUS_AREAS.find((f) => f.id === g?.career_goal)?.label ?? null],
    ['Institution', profile.institution_name],
    ['Preferred language', languageLabel(profile.prefered_language) || null],
  ].filter((f): f is [string, string] => Boolean(f[1]));
  const links = SOCIAL_FIELDS.flatMap(([field, label]) => {
    const href = profile[field];
    return href ? [[label, href] as const] : [];
  });
  const longTexts = [
    ['Short bio', profile.short_bio],
    ['Career story', profile.career_story],
    ['Additional career information', profile.additional_career_information],
    ...(isOwner ? [['Specific needs', profile.specific_needs] as const] : []),
  ].filter((t): t is [string, string] => Boolean(t[1]));

  const isEmpty =
    facts.length === 0 &&
    links.length === 0 &&
    longTexts.length === 0 &&
    !profile.skills_detailed.length &&
    !profile.topics_detailed.length;
  if (isEmpty) {
    return (
      <EmptyState
        icon={<UserRound className="size-6" />}
        title={PROFILE_TEXT.emptyAbout}
        description={isOwner ? PROFILE_TEXT.emptyAboutOwner : undefined}
      />
    );
  }
  return (
    <div className="grid gap-4 lg:grid-cols-[minmax(0,2fr)_minmax(0,1fr)]">
      <div className="flex min-w-0 flex-col gap-4">
        {longTexts.map(([title, text]) => (
          <Section key={title} title={title}>
            <Prose text={text} />
          </Section>
        ))}
        {profile.skills_detailed.length > 0 && (
          <Section title="Skills">
            <Chips items={profile.skills_detailed} label="Skills" />
          </Section>
        )}
        {profile.topics_detailed.length > 0 && (
          <Section title="Topics">
            <Chips items={profile.topics_detailed} label="Topics" />
          </Section>
        )}
      </div>
      <div className="flex min-w-0 flex-col gap-4">
        {facts.length > 0 && (
          <Section title="Career">
            <dl className="flex flex-col gap-2">
              {facts.map(([term, value]) => (
                <div key={term}>
                  <dt className="text-xs text-muted">{term}</dt>
                  <dd className="font-medium">{value}</dd>
                </div>
              ))}
            </dl>
          </Section>
        )}
        {links.length > 0 && (
          <Section title="Links">
            <ul className="flex flex-col gap-2">
              {links.map(([label, href]) => (
                <li key={label}>
                  <a
                    href={href}
                    target="_blank"
                    rel="noreferrer"
                    className="inline-flex items-center gap-1.5 text-primary hover:underline"
                  >
                    {label}
                    <ExternalLink aria-hidden="true" className="size-3.5" />
                  </a>
                </li>
              ))}
            </ul>
          </Section>
        )}
      </div>
    </div>
  );
}
