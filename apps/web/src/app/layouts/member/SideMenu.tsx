import { Link, useLocation } from 'react-router';
import { isDefaultOrgAdmin, useIdentity } from '../../../features/auth/identity';
import { uiMode } from '../../../lib/preferences';
import { useAppConfig } from '../../providers/AppConfigProvider';
import { cn } from '../../../components/ui/cn';
import { buildSideMenu, isMenuLinkActive } from './sideMenu';

/** The member side menu; in the drawer, onNavigate closes it after a link is followed. */
export function SideMenu({ onNavigate }: { onNavigate?: () => void }) {
  const { ui } = useAppConfig();
  const location = useLocation();
  const { data: identity } = useIdentity();
  const isAdminView = uiMode.useValue() === 'admin' && isDefaultOrgAdmin(identity);
  const sections = buildSideMenu({ ...ui, isAdminView, isStaff: Boolean(identity?.is_staff) });

  return (
    <nav aria-label="Main" className="flex flex-col gap-6">
      {sections.map((section) => (
        <div key={section.title}>
          <h2 className="px-3 pb-2 text-xs font-semibold tracking-wider text-muted uppercase">
            {section.title}
          </h2>
          <ul className="flex flex-col gap-0.5">
            {section.items.map((item) => {
              const active = isMenuLinkActive(item.to, location);
              const Icon = item.icon;
              return (
                <li key={item.to}>
                  <Link
                    to={item.to}
                    {...(onNavigate ? { onClick: onNavigate } : {})}
                    aria-current={active ? 'page' : undefined}
                    className={cn(
                      'flex items-center gap-3 rounded-lg px-3 py-2 text-sm font-medium transition',
                      active ? 'bg-primary-soft text-text' : 'text-text hover:bg-slate-100',
                    )}
                  >
                    <Icon
                      aria-hidden="true"
                      className={cn('size-4.5 shrink-0', active ? 'text-primary' : 'text-muted')}
                    />
                    {item.label}
                  </Link>
                </li>
              );
            })}
          </ul>
        </div>
      ))}
    </nav>
  );
}
