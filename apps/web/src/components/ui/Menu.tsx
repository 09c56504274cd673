import type { ReactNode } from 'react';
import * as Dropdown from '@radix-ui/react-dropdown-menu';
import { Check } from 'lucide-react';
import { cn } from './cn';

interface MenuProps {
  /** The button that opens the menu (rendered with asChild, so give it an accessible name). */
  trigger: ReactNode;
  children: ReactNode;
  align?: 'start' | 'center' | 'end';
  label?: string;
  className?: string;
  onOpenChange?: (open: boolean) => void;
}

/** A dropdown menu (Radix): arrow keys move, Enter selects, Escape closes. */
export function Menu({ trigger, children, align = 'end', label, className, onOpenChange }: MenuProps) {
  return (
    // Non-modal: a modal menu hides the page with aria-hidden while focus can still reach it.
    <Dropdown.Root modal={false} {...(onOpenChange ? { onOpenChange } : {})}>
      <Dropdown.Trigger asChild>{trigger}</Dropdown.Trigger>
      <Dropdown.Portal>
        <Dropdown.Content
          align={align}
          sideOffset={8}
          {...(label ? { 'aria-label': label } : {})}
          className={cn(
            'z-50 max-h-[min(var(--radix-dropdown-menu-content-available-height),28rem)] min-w-56 overflow-y-auto',
            'animate-fade-in rounded-xl border border-border bg-surface p-1.5 text-sm text-text shadow-lg',
            className,
          )}
        >
          {children}
        </Dropdown.Content>
      </Dropdown.Portal>
    </Dropdown.Root>
  );
}

const ITEM =
  'flex cursor-pointer items-center gap-2 rounded-lg px-2.5 py-2 outline-none select-none data-[disabled]:cursor-default data-[disabled]:opacity-60 data-[highlighted]:bg-primary-soft';

interface MenuItemProps {
  children: ReactNode;
  onSelect?: () => void;
  disabled?: boolean;
  /** Render the child element (e.g. a router Link) as the item. */
  asChild?: boolean;
  className?: string;
}

export function MenuItem({ children, onSelect, disabled, asChild, className }: MenuItemProps) {
  return (
    <Dropdown.Item
      {...(onSelect ? { onSelect } : {})}
      {...(disabled ? { disabled } : {})}
      {...(asChild ? { asChild } : {})}
      className={cn(ITEM, className)}
    >
      {children}
    </Dropdown.Item>
  );
}

interface MenuRadioGroupProps {
  value: string;
  onValueChange: (value: string) => void;
  children: ReactNode;
}

export function MenuRadioGroup({ value, onValueChange, children }: MenuRadioGroupProps) {
  return (
    <Dropdown.RadioGroup value={value} onValueChange={onValueChange}>
      {children}
    </Dropdown.RadioGroup>
  );
}

export function MenuRadioItem({ value, children }: { value: string; children: ReactNode }) {
  return (
    <Dropdown.RadioItem value={value} className={cn(ITEM, 'pr-8')}>
      <span className="min-w-0 flex-1 truncate">{children}</span>
      <Dropdown.ItemIndicator className="absolute right-3">
        <Check aria-hidden="true" className="size-4 text-primary" />
      </Dropdown.ItemIndicator>
    </Dropdown.RadioItem>
  );
}

export function MenuLabel({ children }: { children: ReactNode }) {
  return (
    <Dropdown.Label className="px-2.5 pt-2 pb-1 text-xs font-semibold text-muted uppercase">
      {children}
    </Dropdown.Label>
  );
}

/** A line of status text inside a menu (loading, empty, failed), exposed as a disabled item. */
export function MenuNote({ children }: { children: ReactNode }) {
  return (
    <Dropdown.Item disabled className="px-2.5 py-3 text-sm text-muted outline-none">
      {children}
    </Dropdown.Item>
  );
}

export function MenuSeparator() {
  return <Dropdown.Separator className="my-1 h-px bg-border" />;
}
