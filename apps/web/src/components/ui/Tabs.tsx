import type { ReactNode } from 'react';
import * as RadixTabs from '@radix-ui/react-tabs';
import { cn } from './cn';
import { ScrollRow } from './ScrollRow';

export interface TabItem {
  value: string;
  label: string;
  content: ReactNode;
}

interface TabsProps {
  items: TabItem[];
  value?: string;
  defaultValue?: string;
  onValueChange?: (value: string) => void;
  label: string;
  className?: string;
}

/** Tabs (Radix): arrow keys move between tabs, the panel follows. */
export function Tabs({ items, value, defaultValue, onValueChange, label, className }: TabsProps) {
  const initial = defaultValue ?? items[0]?.value;
  return (
    <RadixTabs.Root
      {...(value !== undefined ? { value } : {})}
      {...(initial !== undefined ? { defaultValue: initial } : {})}
      {...(onValueChange ? { onValueChange } : {})}
      className={className}
    >
      <ScrollRow>
        <RadixTabs.List aria-label={label} className="flex w-max min-w-full gap-1 border-b border-border">
          {items.map((item) => (
            <RadixTabs.Trigger
              key={item.value}
              value={item.value}
              className={cn(
                '-mb-px border-b-2 border-transparent px-4 py-2.5 text-sm font-medium whitespace-nowrap text-muted',
                'hover:text-text data-[state=active]:border-primary data-[state=active]:text-primary',
              )}
            >
              {item.label}
            </RadixTabs.Trigger>
          ))}
        </RadixTabs.List>
      </ScrollRow>
      {items.map((item) => (
        <RadixTabs.Content key={item.value} value={item.value} className="pt-4">
          {item.content}
        </RadixTabs.Content>
      ))}
    </RadixTabs.Root>
  );
}
