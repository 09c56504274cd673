import { Link } from 'react-router';
import { SearchX } from 'lucide-react';
import { buttonClasses } from '../../components/ui/Button';
import { CONTENT_TEXT as T } from './text';

/** An unknown post or resource slug. */
export function ContentNotFound({ to = '/resourcehub', label = T.goToHub }: { to?: string; label?: string }) {
  return (
    <section className="flex flex-col items-center gap-4 px-6 py-16 text-center">
      <div
        aria-hidden="true"
        className="grid size-14 place-items-center rounded-2xl bg-primary-soft text-primary"
      >
        <SearchX className="size-7" />
      </div>
      <h1 className="text-2xl font-bold text-text">{T.resourceNotFound}</h1>
      <Link to={to} className={buttonClasses('primary')}>
        {label}
      </Link>
    </section>
  );
}
