import { useSearchParams } from 'react-router';
import { useAppConfig } from '../../app/providers/AppConfigProvider';
import { AuthCard } from './AuthCard';
import { afterSignInPath } from './loginForm';
import { MarketingPanel } from './MarketingPanel';
import { SignupFooter, SignupForm } from './SignupForm';
import { SocialLogin } from './SocialLogin';

/** /signup: the registration form, with the brand's marketing panel beside it from 1024 px. */
export default function SignupPage() {
  const { ui } = useAppConfig();
  const [search] = useSearchParams();
  return (
    <div className="mx-auto grid w-full max-w-6xl flex-1 items-start gap-10 px-4 py-8 sm:px-6 sm:py-10 lg:grid-cols-2 lg:items-stretch lg:py-16">
      <AuthCard
        className="lg:my-auto"
        title="Create your account"
        description={`Join ${ui.name} in a minute. We will email you a code to confirm it is you.`}
        footer={<SignupFooter search={search} />}
      >
        <SignupForm search={search} />
        <SocialLogin next={afterSignInPath(search)} />
      </AuthCard>
      <MarketingPanel />
    </div>
  );
}
