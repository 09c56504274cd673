import { lazy, Suspense } from 'react';
import { useIsSignedIn } from '../../features/auth/session';
import { PublicLayout } from './PublicLayout';

// The member layout (menus, drawer, popovers) is its own chunk: anonymous visitors never load it.
const MemberLayout = lazy(() => import('./member/MemberLayout'));

function LayoutLoading() {
  return <div className="min-h-dvh" aria-busy="true" />;
}

/** Signed-in visitors get the member layout, everyone else the public one. */
export function ShellLayout() {
  if (!useIsSignedIn()) return <PublicLayout />;
  return (
    <Suspense fallback={<LayoutLoading />}>
      <MemberLayout />
    </Suspense>
  );
}
