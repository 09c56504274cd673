import { Outlet } from 'react-router';
import { BrandMark } from './BrandMark';
import { Footer } from './Footer';
import { SkipLink } from './SkipLink';

/** Sign-in screens: the brand, the form, the footer. */
export function AuthLayout() {
  return (
    <div className="flex min-h-dvh flex-col bg-gradient-to-b from-primary-soft/50 to-background">
      <SkipLink />
      <header>
        <div className="mx-auto flex h-16 max-w-7xl items-center px-4 sm:px-6">
          <BrandMark />
        </div>
      </header>
      <main id="main" tabIndex={-1} className="flex flex-1 flex-col focus:outline-none">
        <Outlet />
      </main>
      <Footer compact />
    </div>
  );
}
