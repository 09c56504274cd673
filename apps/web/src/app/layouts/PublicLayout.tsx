import { Outlet } from 'react-router';
import { BrandMark } from './BrandMark';
import { Footer } from './Footer';
import { SignUpBanner } from './SignUpBanner';
import { SkipLink } from './SkipLink';

/** Logged-out visitors: the brand, the sign-up banner, the page and the footer; no navigation bar. */
export function PublicLayout() {
  return (
    <div className="flex min-h-dvh flex-col">
      <SkipLink />
      <header className="border-b border-border/70 bg-surface/80 backdrop-blur">
        <div className="mx-auto flex h-16 max-w-7xl items-center px-4 sm:px-6">
          <BrandMark />
        </div>
      </header>
      {/* At least a screen high: while a page loads its content, the footer waits below the fold
          instead of showing and then being pushed down (a layout shift, Lighthouse CLS). */}
      <main id="main" tabIndex={-1} className="flex min-h-dvh flex-1 flex-col focus:outline-none">
        <Outlet />
      </main>
      <Footer />
      {/* Last in the page (no shift of what the first paint drew), pinned to the bottom of the view. */}
      <SignUpBanner className="sticky bottom-0 z-30" />
    </div>
  );
}
