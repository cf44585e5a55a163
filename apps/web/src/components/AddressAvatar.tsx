import { Mail } from 'lucide-react';

const SIZES = { sm: ['h-8 w-8', 'h-4 w-4'], md: ['h-10 w-10', 'h-5 w-5'] } as const;

/** In place of a picture for an invitation by e-mail: an address, not a member the owner may know. */
export function AddressAvatar({ size = 'md' }: { size?: keyof typeof SIZES }) {
  const [circle, icon] = SIZES[size];
  return (
    <span className={`${circle} inline-flex shrink-0 items-center justify-center rounded-full bg-slate-100`}>
      <Mail aria-hidden className={`${icon} text-slate-500`} />
    </span>
  );
}
