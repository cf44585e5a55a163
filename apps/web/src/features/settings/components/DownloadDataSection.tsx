import { Download } from 'lucide-react';
import { Button } from '../../../components/Button.tsx';
import { errorMessage } from '../../../lib/api.ts';
import { useT } from '../../../lib/i18n.ts';
import { toast } from '../../../lib/toast.ts';
import { useDownloadMyData } from '../api/download-my-data.ts';
import { SettingsSection } from './SettingsSection.tsx';

/** The right of access (DPDP Act 2023): everything we keep about the member, as one file. */
export function DownloadDataSection() {
  const t = useT();
  const download = useDownloadMyData();

  async function handleDownload() {
    try {
      await download.mutateAsync();
    } catch (error) {
      toast.error(errorMessage(error, t('settings.download.failed')));
    }
  }

  return (
    <SettingsSection title={t('settings.download.title')}>
      <p>{t('settings.download.text')}</p>
      <Button variant="secondary" onClick={() => void handleDownload()} isLoading={download.isPending}>
        {!download.isPending && <Download aria-hidden className="h-4 w-4" />}
        {t('settings.download.button')}
      </Button>
    </SettingsSection>
  );
}
