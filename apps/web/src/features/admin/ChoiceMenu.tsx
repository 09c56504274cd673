import { ChevronDown } from 'lucide-react';
import { Menu, MenuItem } from '../../components/ui/Menu';

/** A small text button opening a menu of choices (an agent's review or quality, set by hand). */
export function ChoiceMenu<V extends string>(props: {
  label: string;
  text: string;
  options: ReadonlyArray<{ value: V; label: string }>;
  onChoose: (value: V) => void;
}) {
  return (
    <Menu
      label={props.label}
      trigger={
        <button
          type="button"
          className="inline-flex items-center gap-0.5 text-xs text-primary underline-offset-2 hover:underline"
          aria-label={props.label}
        >
          {props.text} <ChevronDown aria-hidden="true" className="size-3" />
        </button>
      }
    >
      {props.options.map((o) => (
        <MenuItem key={o.value} onSelect={() => props.onChoose(o.value)}>
          {o.label}
        </MenuItem>
      ))}
    </Menu>
  );
}
