import { Link } from 'react-router';
import { UI_TEXT } from '@careerhub/shared';
import { Compass } from 'lucide-react';
import { buttonClasses } from '../../components/ui/Button';

/** The catch-all page. Rendered inside whichever layout the visitor has. */
export default function NotFoundPage() {
  return (
    <section className="flex flex-1 flex-col items-center justify-center px-6 py-20 text-center">
      <div
        aria-hidden="true"
        className="mb-6 grid size-16 place-items-center rounded-2xl bg-primary-soft text-primary"
      >
        <Compass className="size-8" />
      </div>
      <h1 className="text-4xl font-extrabold tracking-tight text-text sm:text-5xl">
        {UI_TEXT.notFoundTitle}
      </h1>
      <p className="mt-3 text-lg font-medium text-muted">{UI_TEXT.notFoundSubtitle}</p>
      <Link to="/" className={buttonClasses('primary', 'lg', 'mt-8')}>
        {UI_TEXT.goHome}
      </Link>
    </section>
  );
}
