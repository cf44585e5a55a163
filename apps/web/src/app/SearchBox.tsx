import { Search } from 'lucide-react';
import type { FormEvent, Ref } from 'react';
import { useNavigate } from 'react-router';
import { useT } from '../lib/i18n.ts';

type SearchBoxProps = { onDone?: () => void; ref?: Ref<HTMLInputElement> };

/**
 * Spec §2's search: Enter goes to /search?q=…; the placeholder is the spec's. The box is left to the browser (no
 * state of ours), so what a reader typed on a rendered page before the app started is still there when it has.
 */
export function SearchBox({ onDone, ref }: SearchBoxProps) {
  const navigate = useNavigate();
  const t = useT();

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const q = String(new FormData(event.currentTarget).get('q') ?? '').trim();
    if (!q) return;
    void navigate(`/search?q=${encodeURIComponent(q)}`);
    onDone?.();
  }

  return (
    <search>
      {/* A real form: before the app starts (a prerendered page), Enter still goes to /search?q=…. */}
      <form action="/search" method="get" onSubmit={handleSubmit} className="relative">
        <Search
          aria-hidden
          className="pointer-events-none absolute left-3 top-1/2 h-4 w-4 -translate-y-1/2 text-slate-400"
        />
        <input
          ref={ref}
          type="search"
          name="q"
          aria-label={t('common.search.label')}
          placeholder={t('common.search.placeholder')}
          className="w-full rounded-lg border border-slate-300 bg-slate-50 py-2 pl-9 pr-3 text-sm focus:border-brand-600 focus:bg-white focus:outline-2 focus:outline-offset-2 focus:outline-brand-600"
        />
      </form>
    </search>
  );
}
