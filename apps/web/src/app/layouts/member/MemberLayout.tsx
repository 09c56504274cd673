import { useState } from 'react';
import { Outlet } from 'react-router';
import { useIdentity } from '../../../features/auth/identity';
import { ChatDock } from '../../../features/chat/ChatDock';
import { Footer } from '../Footer';
import { SkipLink } from '../SkipLink';
import { RightPanel } from './RightPanel';
import { SideMenu } from './SideMenu';
import { TopBar } from './TopBar';

/** Signed-in users: top bar, side menu (a drawer below lg), the page, right panel at lg and up. */
export default function MemberLayout() {
  const { data: identity } = useIdentity();
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
        <div className="hidden w-60 shrink-0 border-r border-border lg:block xl:w-64">
          <div className="sticky top-16 max-h-[calc(100dvh-4rem)] overflow-y-auto p-4">
            <SideMenu />
          </div>
        </div>
        <main id="main" tabIndex={-1} className="flex min-w-0 flex-1 flex-col focus:outline-none">
          <Outlet />
        </main>
        <RightPanel identity={identity} />
      </div>
      <Footer wide />
      <ChatDock />
    </div>
  );
}
