import type { ReactNode } from 'react';
import { useNavigate } from 'react-router';
import { UI_TEXT, type Identity } from '@careerhub/shared';
import { Menu as MenuIcon, ShieldCheck, UserRound } from 'lucide-react';
import { Dialog } from '../../../components/ui/Dialog';
import { Skeleton } from '../../../components/ui/Skeleton';
import { isDefaultOrgAdmin } from '../../../features/auth/identity';
import { PeopleSearch } from '../../../features/search/PeopleSearch';
import { uiMode } from '../../../lib/preferences';
import { BrandMark } from '../BrandMark';
import { OrgSwitcher } from './OrgSwitcher';
import { RoleSelector } from './RoleSelector';
import { MessagesMenu, NotificationsMenu, UserMenu } from './TopBarMenus';

interface TopBarProps {
  identity: Identity | undefined;
  /** The side menu, shown in a drawer below lg (its button is the drawer's trigger, so focus returns to it). */
  drawer: { open: boolean; onOpenChange: (open: boolean) => void; content: ReactNode };
}

export function TopBar({ identity, drawer }: TopBarProps) {
  const mode = uiMode.useValue();
  const canSwitchView = isDefaultOrgAdmin(identity);
  const adminView = canSwitchView && mode === 'admin';
  const navigate = useNavigate();
  // The admin layout opens on its dashboard; back in the user view, admin pages are closed: home.
  const switchView = () => {
    uiMode.set(adminView ? 'user' : 'admin');
    void navigate(adminView ? '/' : '/admin-dashboard');
  };

  return (
    <header className="sticky top-0 z-30 border-b border-border bg-surface/95 backdrop-blur">
      <div className="flex h-16 items-center gap-1.5 px-2 sm:gap-3 sm:px-5">
        <Dialog
          open={drawer.open}
          onOpenChange={drawer.onOpenChange}
          title="Menu"
          placement="left"
          trigger={
            <button
              type="button"
              aria-label="Open menu"
              className="grid size-10 shrink-0 place-items-center rounded-lg text-text hover:bg-slate-100 lg:hidden"
            >
              <MenuIcon aria-hidden="true" className="size-5" />
            </button>
          }
        >
          {identity && <PeopleSearch variant="drawer" onPicked={() => drawer.onOpenChange(false)} />}
          {drawer.content}
        </Dialog>
        <BrandMark hideNameOnSmall />
        {identity && <PeopleSearch variant="bar" />}
        <div className="ml-auto flex items-center gap-1 sm:gap-2">
          {identity ? (
            <>
              <OrgSwitcher identity={identity} adminView={adminView} />
              <RoleSelector />
              {canSwitchView && (
                <button
                  type="button"
                  onClick={switchView}
                  className="flex h-10 items-center gap-2 rounded-lg border border-border px-2.5 text-sm font-medium text-text hover:bg-slate-50"
                >
                  {adminView ? (
                    <UserRound aria-hidden="true" className="size-4 text-muted" />
                  ) : (
                    <ShieldCheck aria-hidden="true" className="size-4 text-muted" />
                  )}
                  <span className="sr-only xl:not-sr-only">
                    {adminView ? UI_TEXT.switchToUserView : UI_TEXT.switchToAdminView}
                  </span>
                </button>
              )}
              <MessagesMenu />
              <NotificationsMenu unread={identity.unread_notifications_count} />
              <UserMenu identity={identity} />
            </>
          ) : (
            <Skeleton className="h-10 w-48" />
          )}
        </div>
      </div>
    </header>
  );
}
