import type { UiSettings } from '@careerhub/shared';

const PROVIDERS = [
  { key: 'google', label: 'Continue with Google' },
  { key: 'facebook', label: 'Continue with Facebook' },
  { key: 'linkedin', label: 'Continue with LinkedIn' },
] as const;

/**
 * Social sign-in buttons, one per provider the server turned on. The provider flows (SDKs,
 * POST /google|facebook|linkedin/login/) come with the sign-up issue; until a deployment enables
 * a provider nothing renders here.
 */
export function SocialLogin({ providers }: { providers: UiSettings['social_login'] }) {
  const enabled = PROVIDERS.filter((provider) => providers[provider.key]);
  if (enabled.length === 0) return null;
  return (
    <div className="mt-6 flex flex-col gap-3">
      <p className="text-center text-xs font-semibold tracking-wider text-muted uppercase">or</p>
      {enabled.map((provider) => (
        <button
          key={provider.key}
          type="button"
          disabled
          title="Available soon"
          className="h-11 rounded-lg border border-border bg-surface text-sm font-semibold text-text disabled:opacity-60"
        >
          {provider.label}
        </button>
      ))}
    </div>
  );
}
