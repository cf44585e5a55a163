import { Trans } from '@lingui/react';
import { Link } from 'react-router';
import { useT } from '../../../lib/i18n.ts';
import { useDocumentTitle } from '../../../lib/use-document-title.ts';
import { BlockedMembersSection } from '../components/BlockedMembersSection.tsx';
import { DeleteAccountSection } from '../components/DeleteAccountSection.tsx';
import { DownloadDataSection } from '../components/DownloadDataSection.tsx';
import { EmailSection } from '../components/EmailSection.tsx';
import { LanguageSection } from '../components/LanguageSection.tsx';
import { NotificationsSection } from '../components/NotificationsSection.tsx';
import { PasskeysSection } from '../components/PasskeysSection.tsx';
import { SignInMethodsSection } from '../components/SignInMethodsSection.tsx';

/**
 * The member's settings: their address, their language, their passkeys, their notifications, the members they blocked, and their rights over their
 * data (download, erasure).
 */
export function SettingsPage() {
  const t = useT();
  useDocumentTitle(t('settings.title'));
  return (
    <div className="mx-auto max-w-3xl px-4 py-8">
      <h1 className="text-2xl font-semibold text-ink sm:text-3xl">{t('settings.title')}</h1>
      <p className="mt-1 text-muted">
        <Trans
          id="settings.intro"
          components={{ 0: <Link to="/privacy" className="font-medium text-brand-700 underline underline-offset-2" /> }}
        />
      </p>
      <div className="mt-6 space-y-6">
        <EmailSection />
        <LanguageSection />
        <PasskeysSection />
        <SignInMethodsSection />
        <NotificationsSection />
        <BlockedMembersSection />
        <DownloadDataSection />
        <DeleteAccountSection />
      </div>
    </div>
  );
}
