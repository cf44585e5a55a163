import { X } from 'lucide-react';
import type { ComponentPropsWithoutRef, ReactNode } from 'react';
import { useDebouncedText } from '../lib/use-debounced-text.ts';
import { Button } from './Button.tsx';
import { Input, Select } from './Field.tsx';

type FilterBarProps = {
  /** The grid the filters sit in. */
  gridClass: string;
  hasFilters: boolean;
  clearLabel: string;
  onClear: () => void;
  children: ReactNode;
};

/** A list's filters on their card, with a way to clear them all once any is set. */
export function FilterBar({ gridClass, hasFilters, clearLabel, onClear, children }: FilterBarProps) {
  return (
    <search className="rounded-lg border border-line bg-white p-4 shadow-sm">
      <div className={gridClass}>{children}</div>
      {hasFilters && (
        <div className="mt-3 flex justify-end">
          <ClearFiltersButton label={clearLabel} onClear={onClear} className="px-3 py-1.5" />
        </div>
      )}
    </search>
  );
}

type ClearFiltersButtonProps = { label: string; onClear: () => void; className: string };

/** Clears every filter of a list. */
export function ClearFiltersButton({ label, onClear, className }: ClearFiltersButtonProps) {
  return (
    <Button variant="ghost" onClick={onClear} className={className}>
      <X aria-hidden className="h-4 w-4" /> {label}
    </Button>
  );
}

type FilterTextProps = Omit<ComponentPropsWithoutRef<typeof Input>, 'value' | 'onChange'> & {
  value: string;
  /** Called once typing pauses (spec §9), not on every key. */
  onChange: (text: string) => void;
};

/** A text filter: what is typed applies once typing pauses; a change from elsewhere (Clear) shows in the box. */
export function FilterText({ value, onChange, ...rest }: FilterTextProps) {
  const [text, setText] = useDebouncedText(value, onChange);
  return <Input {...rest} value={text} onChange={(event) => setText(event.target.value)} />;
}

type FilterSelectProps = Omit<ComponentPropsWithoutRef<typeof Select>, 'onChange'> & {
  onChange: (value: string) => void;
};

/** A choice filter: it applies at once. */
export function FilterSelect({ onChange, ...rest }: FilterSelectProps) {
  return <Select {...rest} onChange={(event) => onChange(event.target.value)} />;
}
