import { UI_TEXT } from '@careerhub/shared';
import { ChevronDown, UserCog } from 'lucide-react';
import {
  Menu,
  MenuItem,
  MenuLabel,
  MenuRadioGroup,
  MenuRadioItem,
  MenuSeparator,
} from '../../../components/ui/Menu';
import { ROLE_ALL, currentRole } from '../../../lib/preferences';
import { useAppConfig } from '../../providers/AppConfigProvider';

/** The top-bar role filter: one of options.current_roles, "Not Set (All)", or cleared. */
export function RoleSelector() {
  const { options } = useAppConfig();
  const role = currentRole.useValue();
  const selected =
    role === ROLE_ALL
      ? UI_TEXT.roleNotSetAll
      : options.current_roles.find((r) => String(r.value) === role)?.label;

  return (
    <Menu
      label="Roles"
      trigger={
        <button
          type="button"
          aria-label={`Role: ${selected ?? 'none'}. Choose role`}
          className="flex h-10 min-w-10 max-w-48 shrink-0 items-center justify-center gap-2 rounded-lg border border-border bg-surface px-2.5 text-sm font-medium text-text hover:bg-slate-50 max-sm:px-0"
        >
          <UserCog aria-hidden="true" className="size-4 shrink-0 text-muted" />
          <span className="hidden truncate xl:inline">{selected ?? 'Role'}</span>
          <ChevronDown aria-hidden="true" className="hidden size-4 shrink-0 text-muted sm:block" />
        </button>
      }
    >
      <MenuLabel>Current role</MenuLabel>
      <MenuRadioGroup value={role ?? ''} onValueChange={(value) => currentRole.set(value)}>
        <MenuRadioItem value={ROLE_ALL}>{UI_TEXT.roleNotSetAll}</MenuRadioItem>
        {options.current_roles.map((option) => (
          <MenuRadioItem key={String(option.value)} value={String(option.value)}>
            {option.label}
          </MenuRadioItem>
        ))}
      </MenuRadioGroup>
      <MenuSeparator />
      <MenuItem onSelect={() => currentRole.set(null)} disabled={role === null}>
        {UI_TEXT.clearRole}
      </MenuItem>
    </Menu>
  );
}
