import { PROFILE_TEXT, type Profile } from '@careerhub/shared';
import { Lightbulb } from 'lucide-react';
import { EmptyState } from '../../../components/ui/EmptyState';
import { Prose, Section } from './Section';

/** "Learn from {name}": an influencer's career advice. */
export function LearnFromTab({ profile, name }: { profile: Profile; name: string }) {
  if (!profile.career_advice) {
    return <EmptyState icon={<Lightbulb className="size-6" />} title={PROFILE_TEXT.emptyLearnFrom(name)} />;
  }
  return (
    <Section title={PROFILE_TEXT.tabLearnFrom(name)}>
      <Prose text={profile.career_advice} />
    </Section>
  );
}
