import { SEARCH_QUERY_MAX } from '@skillsync/shared/constants';
import { X } from 'lucide-react';
import { Button } from '../../../components/Button.tsx';
import { Input } from '../../../components/Field.tsx';
import { useT } from '../../../lib/i18n.ts';
import { useDebouncedText } from '../../../lib/use-debounced-text.ts';
import type { MemberFilters } from '../api/search-keys.ts';

type MemberFiltersBarProps = {
  filters: MemberFilters;
  onChange: (name: keyof MemberFilters, value: string) => void;
  onClear: () => void;
};

/** The members' own filters, a skill they hold and the city they live in: each waits for a pause in typing. */
export function MemberFiltersBar({ filters, onChange, onClear }: MemberFiltersBarProps) {
  const t = useT();
  const [skill, setSkill] = useDebouncedText(filters.skill, (text) => onChange('skill', text.trim()));
  const [city, setCity] = useDebouncedText(filters.city, (text) => onChange('city', text.trim()));
  return (
    <search aria-label={t('search.filters.region')} className="mb-4 rounded-lg border border-line bg-white p-4">
      <div className="grid grid-cols-2 items-end gap-3 sm:grid-cols-[1fr_1fr_auto]">
        <Input
          label={t('search.filters.skill')}
          placeholder={t('search.filters.skillPlaceholder')}
          value={skill}
          maxLength={SEARCH_QUERY_MAX}
          onChange={(event) => setSkill(event.target.value)}
        />
        <Input
          label={t('search.filters.city')}
          placeholder={t('search.filters.cityPlaceholder')}
          value={city}
          maxLength={SEARCH_QUERY_MAX}
          onChange={(event) => setCity(event.target.value)}
        />
        {(filters.skill || filters.city) && (
          <Button variant="ghost" onClick={onClear} className="col-span-2 justify-self-start px-3 py-2 sm:col-span-1">
            <X aria-hidden className="h-4 w-4" /> {t('search.filters.clear')}
          </Button>
        )}
      </div>
    </search>
  );
}
