import { lazy, Suspense } from 'react';
import { Link } from 'react-router';
import { ArrowRight } from 'lucide-react';
import { useAppConfig } from '../../app/providers/AppConfigProvider';
import { buildSideMenu } from '../../app/layouts/member/sideMenu';
import { useIdentity } from '../auth/identity';
import { ShareSomething } from '../content/ShareSomething';

const AssistantChat = lazy(() => import('../assistant/AssistantChat'));

/** One line on what each section is for; sections without one are not featured on home. */
const DESCRIPTIONS: Record<string, string> = {
  '/careergps': 'Turn your profile into a personal roadmap with AI career guidance.',
  '/circles': 'Learn with peers in circles led by certified leaders.',
  '/events': 'Workshops, talks and meetups from the community.',
  '/ai-tools': 'AI tools picked for your field, rated by members.',
  '/usecases': 'Real examples of how people use AI at work.',
  '/posts': 'News and conversations from your organization.',
  '/resourcehub': 'Guides, courses and templates for every career stage.',
  '/prompt-library': 'Ready-to-use prompts for job search and daily work.',
  '/jobs': 'Open roles from organizations in the community.',
};

export default function HomePage() {
  const { ui } = useAppConfig();
  const { data: identity } = useIdentity();
  const seen = new Set<string>();
  const cards = buildSideMenu(ui)
    .flatMap((section) => section.items)
    .filter((item) => DESCRIPTIONS[item.to] && !seen.has(item.to) && seen.add(item.to));

  return (
    <div className="px-4 py-8 sm:px-6 lg:px-8">
      <h1 className="text-2xl font-bold tracking-tight text-text sm:text-3xl">
        Welcome{identity?.first_name ? `, ${identity.first_name}` : ''}
      </h1>
      <p className="mt-2 text-muted">Pick up where you left off, or explore something new on {ui.name}.</p>
      <div className="mt-6">
        <ShareSomething />
      </div>
      {/* Small screens: Ask Anything on the home page (spec 2.3); wide screens have the right panel. */}
      <Suspense fallback={null}>{identity && <AssistantChat embedded className="mt-6 lg:hidden" />}</Suspense>
      <ul className="mt-8 grid grid-cols-[repeat(auto-fill,minmax(16rem,1fr))] gap-4">
        {cards.map(({ to, label, icon: Icon }) => (
          <li key={to}>
            <Link
              to={to}
              className="group flex h-full gap-4 rounded-2xl border border-border bg-surface p-5 shadow-sm transition hover:border-primary/40 hover:shadow-md"
            >
              <span
                aria-hidden="true"
                className="grid size-11 shrink-0 place-items-center rounded-xl bg-primary-soft text-primary"
              >
                <Icon className="size-5" />
              </span>
              <span className="min-w-0">
                <span className="flex items-center gap-1.5 font-semibold text-text">
                  {label}
                  <ArrowRight
                    aria-hidden="true"
                    className="size-4 shrink-0 text-muted transition group-hover:translate-x-0.5"
                  />
                </span>
                <span className="mt-1 block text-sm text-muted">{DESCRIPTIONS[to]}</span>
              </span>
            </Link>
          </li>
        ))}
      </ul>
    </div>
  );
}
