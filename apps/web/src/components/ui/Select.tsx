import * as RadixSelect from '@radix-ui/react-select';
import { LIMITS } from '@careerhub/shared';
import { Check, ChevronDown } from 'lucide-react';
import { cn } from './cn';

export interface SelectOption {
  value: string;
  label: string;
}

interface SelectProps {
  options: SelectOption[];
  value?: string;
  onValueChange: (value: string) => void;
  placeholder?: string;
  /** Accessible name when no visible label points at the trigger. */
  label?: string;
  id?: string;
  disabled?: boolean;
  className?: string;
}

/** A single-choice select (Radix); the list scrolls past 300 px (spec: select maximum height). */
export function Select({
  options,
  value,
  onValueChange,
  placeholder,
  label,
  id,
  disabled,
  className,
}: SelectProps) {
  return (
    <RadixSelect.Root
      {...(value !== undefined ? { value } : {})}
      onValueChange={onValueChange}
      disabled={disabled}
    >
      <RadixSelect.Trigger
        {...(id ? { id } : {})}
        {...(label ? { 'aria-label': label } : {})}
        className={cn(
          'inline-flex h-10 w-full items-center justify-between gap-2 rounded-lg border border-slate-300 bg-surface px-3 text-sm text-text shadow-sm',
          'data-[placeholder]:text-muted disabled:opacity-60',
          className,
        )}
      >
        <RadixSelect.Value {...(placeholder ? { placeholder } : {})} />
        <RadixSelect.Icon>
          <ChevronDown aria-hidden="true" className="size-4 text-muted" />
        </RadixSelect.Icon>
      </RadixSelect.Trigger>
      <RadixSelect.Portal>
        <RadixSelect.Content
          position="popper"
          sideOffset={6}
          style={{ maxHeight: LIMITS.selectMaxHeightPx }}
          className="z-50 w-[var(--radix-select-trigger-width)] overflow-hidden rounded-xl border border-border bg-surface shadow-lg"
        >
          <RadixSelect.Viewport className="p-1.5">
            {options.map((option) => (
              <RadixSelect.Item
                key={option.value}
                value={option.value}
                className="relative flex cursor-pointer items-center rounded-lg py-2 pr-8 pl-2.5 text-sm text-text outline-none select-none data-[highlighted]:bg-primary-soft"
              >
                <RadixSelect.ItemText>{option.label}</RadixSelect.ItemText>
                <RadixSelect.ItemIndicator className="absolute right-2.5">
                  <Check aria-hidden="true" className="size-4 text-primary" />
                </RadixSelect.ItemIndicator>
              </RadixSelect.Item>
            ))}
          </RadixSelect.Viewport>
        </RadixSelect.Content>
      </RadixSelect.Portal>
    </RadixSelect.Root>
  );
}
