import { useLocation, useSearchParams } from 'react-router';

/**
 * A list page's filters kept in its URL (`?category=…&search=…`), replaced in history rather than pushed. A change
 * is dropped once the address has moved on: a card's link opens another page while this one stays on screen, and a
 * debounced search committing then must not pull the reader back to the list.
 */
export function useFilterParams(filterNames: readonly string[]) {
  const [params, setParams] = useSearchParams();
  const { pathname } = useLocation();

  function updateParams(change: (next: URLSearchParams) => void) {
    if (window.location.pathname !== pathname) return;
    setParams(
      (previous) => {
        const next = new URLSearchParams(previous);
        change(next);
        return next;
      },
      { replace: true },
    );
  }

  return {
    params,
    updateParams,
    /** Sets one filter; an empty value removes it. */
    setFilter: (name: string, value: string) =>
      updateParams((next) => (value.trim() ? next.set(name, value) : next.delete(name))),
    clearFilters: () =>
      updateParams((next) => {
        for (const name of filterNames) next.delete(name);
      }),
  };
}
