import { BADGE_CAP } from '@skillsync/shared/constants';
import { formatCount } from '../lib/format.ts';

/**
 * A red figure beside a link or a button (requests waiting, unread messages), capped at 99+, nothing at 0. A screen
 * reader hears `label` in its place, which says what is counted.
 */
export function CountBadge({ count, label }: { count: number; label: string }) {
  if (count <= 0) return null;
  return (
    <span
      role="img"
      aria-label={label}
      title={label}
      className="ml-0.5 inline-flex min-w-5 items-center justify-center rounded-full bg-red-600 px-1.5 text-xs leading-5 font-semibold text-white"
    >
      {formatCount(count, BADGE_CAP)}
    </span>
  );
}
