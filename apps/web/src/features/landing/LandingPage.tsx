import { Link } from 'react-router';
import { UI_TEXT } from '@careerhub/shared';
import { ArrowRight, Briefcase, CalendarDays, IdCard, Sparkles, type LucideIcon } from 'lucide-react';
import { buttonClasses } from '../../components/ui/Button';
import { useAppConfig } from '../../app/providers/AppConfigProvider';
import { RoadmapPreview } from './RoadmapPreview';

interface Feature {
  icon: LucideIcon;
  title: string;
  text: string;
}

const FEATURES: Feature[] = [
  {
    icon: IdCard,
    title: 'Career profile',
    text: 'One profile for your experience, education, skills and story, imported from LinkedIn or your resume in seconds.',
  },
  {
    icon: CalendarDays,
    title: 'Circles & events',
    text: 'Join career circles led by certified leaders, and meet peers at events that fit your goals.',
  },
  {
    icon: Briefcase,
    title: 'Jobs',
    text: 'Browse roles from organizations in the community and apply with the profile you already have.',
  },
  {
    icon: Sparkles,
    title: 'AI career guidance',
    text: 'CareerGPS reads your profile and maps your next steps, skills to learn and people to talk to.',
  },
];

const STEPS = [
  { title: 'Create your account', text: 'Sign up with your email and confirm it with a one-time code.' },
  { title: 'Build your profile', text: 'Import it or fill it in step by step; it takes about a minute.' },
  {
    title: 'Grow with the community',
    text: 'Follow people, join circles and let AI guidance point the way.',
  },
];

/** The landing page anonymous visitors see at "/", in the colours and words of the host's brand. */
export default function LandingPage() {
  const { ui } = useAppConfig();
  const { title, subtitle, cta_label } = ui.landing_page_content;
  const ctaLabel = cta_label || UI_TEXT.getStarted;

  return (
    <>
      <section className="relative overflow-hidden bg-gradient-to-b from-primary-soft/70 via-background to-background">
        <div
          aria-hidden="true"
          className="pointer-events-none absolute -top-40 -right-40 size-[32rem] rounded-full bg-primary/10 blur-3xl"
        />
        <div className="relative mx-auto grid max-w-7xl items-center gap-12 px-4 py-16 sm:px-6 sm:py-20 lg:grid-cols-[1.1fr_1fr] lg:py-24">
          <div className="flex flex-col items-start">
            <p className="mb-5 inline-flex items-center gap-2 rounded-full border border-primary/20 bg-surface px-3 py-1 text-sm font-medium text-text shadow-sm">
              <Sparkles aria-hidden="true" className="size-4 text-primary" />
              Career and AI community
            </p>
            <h1 className="text-4xl leading-[1.1] font-extrabold tracking-tight text-balance text-text sm:text-5xl lg:text-6xl">
              {title}
            </h1>
            {subtitle && (
              <p className="mt-5 max-w-xl text-lg text-pretty text-muted sm:text-xl">{subtitle}</p>
            )}
            <div className="mt-8 flex flex-wrap items-center gap-x-5 gap-y-3">
              <Link to="/login" className={buttonClasses('primary', 'lg', 'shadow-md shadow-primary/20')}>
                {ctaLabel}
                <ArrowRight aria-hidden="true" className="size-5" />
              </Link>
              <p className="text-sm text-muted">Free to join. Takes about a minute.</p>
            </div>
          </div>
          <RoadmapPreview brandName={ui.name} />
        </div>
      </section>

      <section
        aria-labelledby="features-title"
        className="mx-auto w-full max-w-7xl px-4 pt-8 pb-16 sm:px-6 sm:pb-20"
      >
        <div className="max-w-2xl">
          <h2 id="features-title" className="text-3xl font-bold tracking-tight text-text sm:text-4xl">
            Everything your career needs, in one place
          </h2>
          <p className="mt-3 text-lg text-muted">
            {ui.name} brings your profile, your people and your next opportunity together.
          </p>
        </div>
        <ul className="mt-10 grid gap-5 sm:grid-cols-2 lg:grid-cols-4">
          {FEATURES.map(({ icon: Icon, title: featureTitle, text }) => (
            <li
              key={featureTitle}
              className="rounded-2xl border border-border bg-surface p-6 shadow-sm transition hover:-translate-y-0.5 hover:shadow-md"
            >
              <span
                aria-hidden="true"
                className="grid size-11 place-items-center rounded-xl bg-primary-soft text-primary"
              >
                <Icon className="size-5" />
              </span>
              <h3 className="mt-4 text-lg font-semibold text-text">{featureTitle}</h3>
              <p className="mt-2 text-sm leading-6 text-muted">{text}</p>
            </li>
          ))}
        </ul>
      </section>

      <section aria-labelledby="steps-title" className="border-y border-border bg-surface">
        <div className="mx-auto max-w-7xl px-4 py-16 sm:px-6">
          <h2 id="steps-title" className="text-2xl font-bold tracking-tight text-text sm:text-3xl">
            How it works
          </h2>
          <ol className="mt-8 grid gap-8 md:grid-cols-3">
            {STEPS.map((step, index) => (
              <li key={step.title} className="flex gap-4">
                <span
                  aria-hidden="true"
                  className="grid size-9 shrink-0 place-items-center rounded-full bg-primary font-bold text-primary-foreground"
                >
                  {index + 1}
                </span>
                <div>
                  <h3 className="font-semibold text-text">{step.title}</h3>
                  <p className="mt-1 text-sm leading-6 text-muted">{step.text}</p>
                </div>
              </li>
            ))}
          </ol>
        </div>
      </section>

      <section className="mx-auto w-full max-w-7xl px-4 py-16 sm:px-6">
        <div className="flex flex-col items-start justify-between gap-6 rounded-3xl bg-primary px-6 py-10 text-primary-foreground sm:px-10 md:flex-row md:items-center">
          <div>
            <h2 className="text-2xl font-bold tracking-tight sm:text-3xl">Your next step starts today</h2>
            <p className="mt-2 max-w-xl">
              Join {ui.name} and meet the people and tools that move careers forward.
            </p>
          </div>
          <Link to="/login" className={buttonClasses('outline', 'lg', 'border-transparent')}>
            {ctaLabel}
            <ArrowRight aria-hidden="true" className="size-5" />
          </Link>
        </div>
      </section>
    </>
  );
}
