import { useState } from 'react';
import { Outlet } from 'react-router';
import { isDefaultOrgAdmin, useIdentity } from '../../../features/auth/identity';
import { uiMode } from '../../../lib/preferences';
import { ChatDock } from '../../../features/chat/ChatDock';
import { cn } from '../../../components/ui/cn';
import { Footer } from '../Footer';
import { SkipLink } from '../SkipLink';
import { RightPanel } from './RightPanel';
import { SideMenu } from './SideMenu';
import { TopBar } from './TopBar';

/**
 * Signed-in users: top bar, side menu (a drawer below lg), the page, right panel at lg and up.
 * An administrator of the default organization in the admin view gets the admin layout instead:
 * the same top bar, the admin menu (sideMenu.ts) and no right panel (foundation.md §2 guards).
 */
export default function MemberLayout() {
  const { data: identity } = useIdentity();
  const isAdminLayout = uiMode.useValue() === 'admin' && isDefaultOrgAdmin(identity);
  const [drawerOpen, setDrawerOpen] = useState(false);

  return (
    <div className="flex min-h-dvh flex-col">
      <SkipLink />
      <TopBar
        identity={identity}
        drawer={{
          open: drawerOpen,
          onOpenChange: setDrawerOpen,
          content: <SideMenu onNavigate={() => setDrawerOpen(false)} />,
        }}
      />
      <div className="flex w-full flex-1">
        <div
          data-layout={isAdminLayout ? 'admin' : 'member'}
          className={cn(
            'hidden w-60 shrink-0 border-r border-border lg:block xl:w-64',
            isAdminLayout && 'bg-slate-50',
          )}
        >
          <div className="sticky top-16 max-h-[calc(100dvh-4rem)] overflow-y-auto p-4">
            <SideMenu />
          </div>
        </div>
        <main id="main" tabIndex={-1} className="flex min-w-0 flex-1 flex-col focus:outline-none">
          <Outlet />
        </main>
        {!isAdminLayout && <RightPanel identity={identity} />}
      </div>
      <Footer wide />
      <ChatDock />
    </div>
  );
}
