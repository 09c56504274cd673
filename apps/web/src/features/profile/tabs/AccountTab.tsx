import { Link } from 'react-router';
import { UI_TEXT, type Profile } from '@careerhub/shared';
import { KeyRound } from 'lucide-react';
import { buttonClasses } from '../../../components/ui/Button';
import { AlternateEmail } from '../AlternateEmail';
import { Section } from './Section';

/** Account (owner only): emails, alternate email verification, password. */
export function AccountTab({ profile }: { profile: Profile }) {
  return (
    <div className="flex flex-col gap-4">
      <Section title="Email addresses">
        <AlternateEmail profile={profile} />
      </Section>
      <Section title="Password">
        <Link to="/change-password" className={buttonClasses('outline', 'sm')}>
          <KeyRound aria-hidden="true" className="size-4" />
          {UI_TEXT.changePassword}
        </Link>
      </Section>
    </div>
  );
}
