import { useQueryClient } from '@tanstack/react-query';
import type { Identity } from '@careerhub/shared';
import { Building2, ChevronDown } from 'lucide-react';
import { Menu, MenuLabel, MenuRadioGroup, MenuRadioItem } from '../../../components/ui/Menu';
import { currentOrg } from '../../../lib/preferences';

/**
 * Picks the organization GET requests are scoped to (current_org). In the admin view only the
 * organizations the user administers are listed.
 */
export function OrgSwitcher({ identity, adminView }: { identity: Identity; adminView: boolean }) {
  const queryClient = useQueryClient();
  const stored = currentOrg.useValue();
  const orgs = identity.switchable_orgs.filter((org) => !adminView || org.role === 'admin');
  const selectedId = stored ?? (identity.organization ? String(identity.organization.id) : '');
  const selected = orgs.find((org) => String(org.id) === selectedId) ?? identity.organization;
  if (orgs.length === 0 && !selected) return null;

  const choose = (id: string) => {
    currentOrg.set(id);
    // Everything cached was scoped to the previous organization.
    void queryClient.invalidateQueries();
  };

  return (
    <Menu
      align="start"
      label="Organizations"
      trigger={
        <button
          type="button"
          aria-label={`Organization: ${selected?.name ?? 'none'}. Switch organization`}
          className="flex h-10 min-w-10 max-w-56 shrink-0 items-center justify-center gap-2 rounded-lg border border-border bg-surface px-2.5 text-sm font-medium text-text hover:bg-slate-50 max-sm:px-0"
        >
          <Building2 aria-hidden="true" className="size-4 shrink-0 text-muted" />
          <span className="hidden truncate md:inline">{selected?.name ?? 'Organization'}</span>
          <ChevronDown aria-hidden="true" className="hidden size-4 shrink-0 text-muted sm:block" />
        </button>
      }
    >
      <MenuLabel>Switch organization</MenuLabel>
      <MenuRadioGroup value={selectedId} onValueChange={choose}>
        {orgs.map((org) => (
          <MenuRadioItem key={org.id} value={String(org.id)}>
            {org.name}
          </MenuRadioItem>
        ))}
      </MenuRadioGroup>
    </Menu>
  );
}
