import { useT } from '../lib/i18n.ts';

const SIZES = { sm: 'h-4 w-4 border-2', md: 'h-6 w-6 border-2', lg: 'h-10 w-10 border-4' } as const;

export function Spinner({ size = 'md', label }: { size?: keyof typeof SIZES; label?: string }) {
  const wheel = (
    <span
      aria-hidden
      className={`inline-block animate-spin rounded-full border-current border-t-transparent ${SIZES[size]}`}
    />
  );
  if (!label) return wheel;
  return (
    <span role="status" className="inline-flex">
      {wheel}
      <span className="sr-only">{label}</span>
    </span>
  );
}

export function FullPageSpinner({ label }: { label?: string }) {
  const t = useT();
  return (
    <div className="flex min-h-[50vh] items-center justify-center text-brand-600">
      <Spinner size="lg" label={label ?? t('common.loading')} />
    </div>
  );
}
