import { Link } from 'react-router';
import { SearchX } from 'lucide-react';
import { buttonClasses } from '../../components/ui/Button';
import { CATALOG_TEXT as T } from './text';

/** A missing use case or AI tool: "Sorry, the page you are looking for does not exist." */
export function CatalogNotFound({ to, label }: { to: string; label: string }) {
  return (
    <section className="flex flex-col items-center gap-4 px-6 py-16 text-center">
      <div
        aria-hidden="true"
        className="grid size-14 place-items-center rounded-2xl bg-primary-soft text-primary"
      >
        <SearchX className="size-7" />
      </div>
      <h1 className="text-2xl font-bold text-text">{T.pageNotFound}</h1>
      <Link to={to} className={buttonClasses('primary')}>
        {label}
      </Link>
    </section>
  );
}
