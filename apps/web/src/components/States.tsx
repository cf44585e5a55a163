import type { LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { useAppStatus } from '../lib/app-status.ts';
import { useT } from '../lib/i18n.ts';
import { Button } from './Button.tsx';

type EmptyStateProps = {
  icon: LucideIcon;
  title: string;
  text?: ReactNode;
  action?: ReactNode;
  /** The title's place in the page outline: 2 right under the page's h1, 3 inside a section. */
  headingLevel?: 2 | 3;
};

export function EmptyState({ icon: Icon, title, text, action, headingLevel = 2 }: EmptyStateProps) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <div className="flex flex-col items-center rounded-lg border border-dashed border-slate-300 bg-white px-6 py-12 text-center">
      <Icon aria-hidden className="h-10 w-10 text-slate-400" />
      <Heading className="mt-3 text-base font-semibold text-ink">{title}</Heading>
      {text && <p className="mt-1 max-w-md text-sm text-muted">{text}</p>}
      {action && <div className="mt-4">{action}</div>}
    </div>
  );
}

/** A load that failed: the screen's message, or, without a network, that the page was not saved offline. */
export function ErrorState({ message, onRetry }: { message: string; onRetry?: () => void }) {
  const t = useT();
  const isOffline = useAppStatus((status) => status.isOffline);
  return (
    <div role="alert" className="rounded-lg border border-red-200 bg-red-50 px-6 py-8 text-center">
      <p className="text-sm text-red-700">{isOffline ? t('common.offline.page') : message}</p>
      {onRetry && (
        <Button variant="secondary" className="mt-4" onClick={onRetry}>
          {t('common.tryAgain')}
        </Button>
      )}
    </div>
  );
}

/** Why the server refused a form's send (decided meanwhile, already done): said in the form, where the reader looks. */
export function FormRefusal({ message }: { message: string | null }) {
  if (!message) return null;
  return (
    <p role="alert" className="rounded-lg border border-red-200 bg-red-50 px-3 py-2 text-sm text-red-700">
      {message}
    </p>
  );
}

export function Skeleton({ className = '' }: { className?: string }) {
  return <div aria-hidden className={`animate-pulse rounded-md bg-slate-200 ${className}`} />;
}

export function Card({ children, className = '' }: { children: ReactNode; className?: string }) {
  return <div className={`rounded-lg border border-line bg-white shadow-sm ${className}`}>{children}</div>;
}
