import { SEARCH_QUERY_MAX } from '@skillsync/shared/constants';
import { Search } from 'lucide-react';
import type { FormEvent } from 'react';
import { Button } from '../../../components/Button.tsx';
import { Input } from '../../../components/Field.tsx';
import { useT } from '../../../lib/i18n.ts';
import { useDebouncedText } from '../../../lib/use-debounced-text.ts';

/**
 * The page's own search box, kept in step with the address: a pause in typing searches, Enter at once; a search
 * started elsewhere (the navbar, a skill, the back button) shows up in it.
 */
type SearchFieldProps = {
  query: string;
  /** `isSubmitted` when the reader pressed Enter or the button, rather than paused in typing. */
  onSearch: (text: string, isSubmitted: boolean) => void;
};

export function SearchField({ query, onSearch }: SearchFieldProps) {
  const t = useT();
  const [text, setText] = useDebouncedText(query, (typed) => onSearch(typed.trim(), false));

  function handleSubmit(event: FormEvent) {
    event.preventDefault();
    onSearch(text.trim(), true);
  }

  return (
    <search aria-label={t('search.field.region')} className="rounded-lg border border-line bg-white p-4 shadow-sm">
      <form onSubmit={handleSubmit} className="flex flex-col gap-3 sm:flex-row sm:items-start">
        <div className="min-w-0 flex-1">
          <Input
            label={t('search.field.label')}
            type="search"
            value={text}
            maxLength={SEARCH_QUERY_MAX}
            placeholder={t('search.field.placeholder')}
            hint={t('search.field.hint')}
            onChange={(event) => setText(event.target.value)}
          />
        </div>
        <Button type="submit" className="sm:mt-6">
          <Search aria-hidden className="h-4 w-4" /> {t('search.field.submit')}
        </Button>
      </form>
    </search>
  );
}
