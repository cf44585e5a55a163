const DAY_MS = 24 * 60 * 60 * 1000;

/** Relative dates of spec §9: Today, Yesterday, N days ago (under 7), N weeks ago (under 30), else the date. */
export function formatRelativeDate(value: string | Date, now: Date = new Date()) {
  const date = new Date(value);
  const startOf = (d: Date) => new Date(d.getFullYear(), d.getMonth(), d.getDate()).getTime();
  const days = Math.round((startOf(now) - startOf(date)) / DAY_MS);
  if (days <= 0) return 'Today';
  if (days === 1) return 'Yesterday';
  if (days < 7) return `${days} days ago`;
  if (days < 30) {
    const weeks = Math.floor(days / 7);
    return weeks === 1 ? '1 week ago' : `${weeks} weeks ago`;
  }
  return date.toLocaleDateString('en-IN', { day: 'numeric', month: 'short', year: 'numeric' });
}

const rupees = new Intl.NumberFormat('en-IN', { style: 'currency', currency: 'INR', maximumFractionDigits: 0 });
export const formatRupees = (amount: number) => rupees.format(amount);

export const formatCount = (count: number, cap: number) => (count > cap ? `${cap}+` : String(count));
