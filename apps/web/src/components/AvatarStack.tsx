import { useT } from '../lib/i18n.ts';
import { OnlineLabel, PresenceAvatar } from './Presence.tsx';

type Person = { _id: string; name: string; avatar: string | null };

type AvatarStackProps = {
  people: Person[];
  shown: number;
  label: string;
  /** How many there are in all, when `people` holds only the first few. */
  total?: number;
  /** Who is online now: their avatars carry a green dot. */
  onlineIds?: ReadonlySet<string>;
};

/** Overlapping avatars of a team: the first `shown` people, then a +N counter for the rest. */
export function AvatarStack({ people, shown, label, total = people.length, onlineIds }: AvatarStackProps) {
  const visible = people.slice(0, shown);
  const hidden = total - visible.length;
  const t = useT();
  return (
    <ul aria-label={label} className="flex items-center -space-x-2">
      {visible.map((person) => (
        <li key={person._id} title={person.name} className="inline-flex rounded-full ring-2 ring-white">
          {/* The next avatar overlaps this one's end: the dot sits at its start. */}
          <PresenceAvatar
            name={person.name}
            src={person.avatar}
            size="sm"
            isOnline={onlineIds?.has(person._id) ?? false}
            dotSide="start"
          />
          <OnlineLabel isOnline={onlineIds?.has(person._id) ?? false} />
        </li>
      ))}
      {hidden > 0 && (
        <li
          title={t('common.team.more', { count: hidden })}
          className="inline-flex h-8 w-8 items-center justify-center rounded-full bg-slate-100 text-xs font-semibold text-slate-700 ring-2 ring-white"
        >
          <span aria-hidden>+{hidden}</span>
          <span className="sr-only">{t('common.team.more', { count: hidden })}</span>
        </li>
      )}
    </ul>
  );
}
