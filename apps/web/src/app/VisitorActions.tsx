import { Link } from 'react-router';
import { buttonClass } from '../components/Button.tsx';
import { useT } from '../lib/i18n.ts';

type VisitorActionsProps = { className: string; signInVariant: 'ghost' | 'secondary' };

/** Sign in and Sign up, for the header bar and the mobile menu alike. */
export function VisitorActions({ className, signInVariant }: VisitorActionsProps) {
  const t = useT();
  return (
    <div className={className}>
      <Link to="/login" className={buttonClass(signInVariant)}>
        {t('common.nav.signIn')}
      </Link>
      <Link to="/register" className={buttonClass('primary')}>
        {t('common.nav.signUp')}
      </Link>
    </div>
  );
}
