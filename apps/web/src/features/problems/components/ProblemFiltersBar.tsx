import { DIFFICULTIES, PROBLEM_CATEGORIES } from '@skillsync/shared';
import { X } from 'lucide-react';
import { Button } from '../../../components/Button.tsx';
import { Input, Select } from '../../../components/Field.tsx';
import { useDebouncedText } from '../../../lib/use-debounced-text.ts';
import { type ProblemFilters, WALL_STATUSES } from '../api/problem-keys.ts';

type ProblemFiltersBarProps = {
  filters: ProblemFilters;
  onChange: (name: keyof ProblemFilters, value: string) => void;
  onClear: () => void;
};

/**
 * The wall's filters: the two text boxes wait for a pause in typing, the selects apply at once.
 * Status says what the wall shows unasked: the open problems, with the completed ones a choice away.
 */
export function ProblemFiltersBar({ filters, onChange, onClear }: ProblemFiltersBarProps) {
  const [search, setSearch] = useDebouncedText(filters.search, (text) => onChange('search', text));
  const [skill, setSkill] = useDebouncedText(filters.skill, (text) => onChange('skill', text));
  const hasFilters = Object.values(filters).some(Boolean);

  return (
    <search className="rounded-lg border border-line bg-white p-4 shadow-sm">
      <div className="grid grid-cols-2 gap-3 sm:gap-4 lg:grid-cols-5">
        <div className="col-span-2 sm:col-span-1">
          <Input
            label="Search problems"
            type="search"
            placeholder="Title or description"
            value={search}
            onChange={(event) => setSearch(event.target.value)}
          />
        </div>
        <div className="col-span-2 sm:col-span-1">
          <Input
            label="Skill"
            placeholder="e.g. React, Python"
            value={skill}
            onChange={(event) => setSkill(event.target.value)}
          />
        </div>
        <Select
          label="Category"
          value={filters.category}
          onChange={(event) => onChange('category', event.target.value)}
          options={PROBLEM_CATEGORIES}
          emptyOption="All categories"
        />
        <Select
          label="Difficulty"
          value={filters.difficulty}
          onChange={(event) => onChange('difficulty', event.target.value)}
          options={DIFFICULTIES}
          emptyOption="All levels"
        />
        <div className="col-span-2 sm:col-span-1">
          <Select
            label="Status"
            value={filters.status}
            onChange={(event) => onChange('status', event.target.value)}
            options={WALL_STATUSES}
            emptyOption="Open"
          />
        </div>
      </div>
      {hasFilters && (
        <div className="mt-3 flex justify-end">
          <Button variant="ghost" onClick={onClear} className="px-3 py-1.5">
            <X aria-hidden className="h-4 w-4" /> Clear filters
          </Button>
        </div>
      )}
    </search>
  );
}
