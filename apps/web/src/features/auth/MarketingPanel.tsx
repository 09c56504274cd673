import { BadgeCheck, Compass, Sparkles, UsersRound } from 'lucide-react';
import { useAppConfig } from '../../app/providers/AppConfigProvider';

const POINTS = [
  {
    icon: Compass,
    title: 'Your career, mapped',
    text: 'One profile for your experience, education and goals.',
  },
  {
    icon: UsersRound,
    title: 'People who have been there',
    text: 'Circles, events and mentors to learn from.',
  },
  { icon: Sparkles, title: 'AI guidance', text: 'CareerGPS reports and tools that suggest your next step.' },
  { icon: BadgeCheck, title: 'Free to start', text: 'Join at no cost and upgrade only when you need more.' },
] as const;

/** The brand panel beside the sign-up and login forms on wide screens (hidden below 1024 px). */
export function MarketingPanel() {
  const { ui } = useAppConfig();
  return (
    <aside
      aria-label={`Why ${ui.name}`}
      className="relative hidden overflow-hidden rounded-3xl bg-primary p-10 text-primary-foreground shadow-sm lg:flex lg:flex-col xl:p-12"
    >
      <div
        aria-hidden="true"
        className="pointer-events-none absolute -top-24 -right-24 size-72 rounded-full bg-white/10"
      />
      <div
        aria-hidden="true"
        className="pointer-events-none absolute -bottom-32 -left-20 size-80 rounded-full bg-black/10"
      />
      <div className="relative">
        <p className="text-sm font-semibold tracking-wider uppercase">{ui.name}</p>
        <h2 className="mt-3 text-3xl leading-tight font-bold tracking-tight xl:text-4xl">
          {ui.landing_page_content.title}
        </h2>
        <p className="mt-3 text-lg">{ui.landing_page_content.subtitle}</p>
        <ul className="mt-10 grid gap-6">
          {POINTS.map(({ icon: Icon, title, text }) => (
            <li key={title} className="flex gap-4">
              <span
                aria-hidden="true"
                className="grid size-10 shrink-0 place-items-center rounded-xl bg-white/15"
              >
                <Icon className="size-5" />
              </span>
              <span>
                <span className="block font-semibold">{title}</span>
                <span className="block text-sm">{text}</span>
              </span>
            </li>
          ))}
        </ul>
      </div>
    </aside>
  );
}
