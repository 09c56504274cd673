import { Link, useNavigate } from 'react-router';
import { COMING_SOON_TEXT as T } from '@careerhub/shared';
import { ArrowLeft, Clock } from 'lucide-react';
import { Button, buttonClasses } from '../../components/ui/Button';
import type { ComingSoonFeature } from './features';

/**
 * A capability that has its address but not yet its screen: the feature's name, what it will do,
 * and a way back. Never the 404 page: the link was right, the page is on its way.
 */
export default function ComingSoonPage({ feature }: { feature: ComingSoonFeature }) {
  const navigate = useNavigate();
  const Icon = Clock;
  return (
    <section
      aria-labelledby="coming-soon-title"
      className="flex flex-1 flex-col items-center justify-center px-6 py-16 text-center"
    >
      <div className="relative mb-6">
        <div
          aria-hidden="true"
          className="grid size-20 place-items-center rounded-3xl bg-primary-soft text-primary shadow-sm"
        >
          <Icon className="size-10" />
        </div>
        <span className="absolute -right-3 -bottom-2 inline-flex items-center gap-1 whitespace-nowrap rounded-full bg-surface px-2 py-0.5 text-xs font-semibold text-text shadow ring-1 ring-border">
          <Clock aria-hidden="true" className="size-3.5 text-primary" />
          {T.badge}
        </span>
      </div>
      <h1 id="coming-soon-title" className="text-3xl font-bold tracking-tight text-text">
        {feature.name}
      </h1>
      <p className="mt-3 max-w-md text-lg text-muted">{feature.line}</p>
      <p className="mt-2 max-w-md text-sm text-muted">{T.text}</p>
      <div className="mt-8 flex flex-wrap justify-center gap-3">
        <Button variant="outline" onClick={() => (window.history.length > 1 ? navigate(-1) : navigate('/'))}>
          <ArrowLeft aria-hidden="true" className="size-4" />
          {T.back}
        </Button>
        <Link to="/" className={buttonClasses('primary')}>
          {T.home}
        </Link>
      </div>
    </section>
  );
}
