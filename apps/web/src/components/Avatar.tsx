const SIZES = {
  xs: 'h-6 w-6 text-[10px]',
  sm: 'h-8 w-8 text-xs',
  md: 'h-10 w-10 text-sm',
  lg: 'h-16 w-16 text-xl',
} as const;
const PALETTE = [
  'bg-indigo-600',
  'bg-sky-700',
  'bg-emerald-700',
  'bg-amber-700',
  'bg-rose-700',
  'bg-violet-700',
  'bg-teal-700',
];

export const initialsOf = (name: string) =>
  name
    .trim()
    .split(/\s+/)
    .slice(0, 2)
    .map((part) => part[0]?.toUpperCase() ?? '')
    .join('') || '?';

/** Stable colour per name, so a member keeps one colour everywhere. */
function colourOf(name: string) {
  let hash = 0;
  for (const char of name) hash = (hash * 31 + char.charCodeAt(0)) >>> 0;
  return PALETTE[hash % PALETTE.length];
}

type AvatarProps = {
  name: string;
  src?: string | null;
  size?: keyof typeof SIZES;
  /** Hidden from assistive technology when the control around it already names the member. */
  isDecorative?: boolean;
};

/** The member's picture, or initials drawn locally: no third-party service ever sees a name. */
export function Avatar({ name, src, size = 'md', isDecorative = false }: AvatarProps) {
  if (src) {
    return (
      <img src={src} alt={isDecorative ? '' : name} className={`${SIZES[size]} shrink-0 rounded-full object-cover`} />
    );
  }
  return (
    <span
      {...(isDecorative ? { 'aria-hidden': true } : { role: 'img', 'aria-label': name })}
      className={`${SIZES[size]} ${colourOf(name)} inline-flex shrink-0 select-none items-center justify-center rounded-full font-semibold text-white`}
    >
      {initialsOf(name)}
    </span>
  );
}
