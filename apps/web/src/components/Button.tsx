import type { ComponentProps } from 'react';
import { useHydrated } from '../lib/use-hydrated.ts';
import { Spinner } from './Spinner.tsx';

const VARIANTS = {
  primary: 'bg-brand-600 text-white hover:bg-brand-700 disabled:bg-brand-600/50 aria-disabled:bg-brand-600/50',
  secondary:
    'border border-line bg-white text-ink hover:bg-slate-50 disabled:text-slate-400 aria-disabled:text-slate-400',
  ghost: 'text-slate-700 hover:bg-slate-100 disabled:text-slate-400',
  danger: 'bg-red-600 text-white hover:bg-red-700 disabled:bg-red-600/50',
  /** A destructive action that opens a confirmation, so it need not shout. */
  'danger-ghost': 'text-red-700 hover:bg-red-50 disabled:text-red-300',
} as const;

export const buttonClass = (variant: keyof typeof VARIANTS = 'primary', extra = '') =>
  // Colours fade on hover; the focus outline does not, so it is visible from the first frame.
  `inline-flex items-center justify-center gap-2 rounded-lg px-4 py-2 text-sm font-medium transition-[color,background-color,border-color] disabled:cursor-not-allowed aria-disabled:cursor-not-allowed ${VARIANTS[variant]} ${extra}`;

type ButtonProps = ComponentProps<'button'> & {
  variant?: keyof typeof VARIANTS;
  isLoading?: boolean;
};

export function Button({
  variant = 'primary',
  isLoading = false,
  className = '',
  children,
  disabled,
  ...rest
}: ButtonProps) {
  // On a page the server rendered, a tap before the app runs would do nothing: the button waits, disabled, until then.
  const isHydrated = useHydrated();
  return (
    <button
      type="button"
      className={buttonClass(variant, className)}
      disabled={disabled || isLoading || !isHydrated}
      {...rest}
    >
      {isLoading && <Spinner size="sm" />}
      {children}
    </button>
  );
}
