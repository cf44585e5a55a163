import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { useT } from '../../../lib/i18n.ts';

export function AuthCard({
  title,
  subtitle,
  children,
  footer,
}: {
  title: string;
  subtitle?: ReactNode;
  children: ReactNode;
  footer?: ReactNode;
}) {
  return (
    <div className="mx-auto flex w-full max-w-md flex-col px-4 py-10 sm:py-16">
      <div className="rounded-lg border border-line bg-white p-6 shadow-sm sm:p-8">
        <h1 className="text-2xl font-semibold text-ink">{title}</h1>
        {subtitle && <p className="mt-1 text-sm text-muted">{subtitle}</p>}
        <div className="mt-6">{children}</div>
      </div>
      {footer && <div className="mt-6 text-center text-sm text-muted">{footer}</div>}
    </div>
  );
}

export function FormError({ message }: { message: string | null }) {
  if (!message) return null;
  return (
    <div role="alert" className="mb-4 rounded-lg border border-red-200 bg-red-50 px-4 py-3 text-sm text-red-700">
      {message}
    </div>
  );
}

/** The way back from the password pages to the sign-in form. */
export function BackToSignIn() {
  const t = useT();
  return (
    <Link to="/login" className="font-medium text-brand-700 hover:underline">
      {t('auth.backToSignIn')}
    </Link>
  );
}
