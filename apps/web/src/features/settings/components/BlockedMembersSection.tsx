import type { BlockedMember } from '@skillsync/shared';
import { Ban } from 'lucide-react';
import { Button } from '../../../components/Button.tsx';
import { SkeletonList } from '../../../components/ListStates.tsx';
import { MemberSummary } from '../../../components/MemberSummary.tsx';
import { PagedList } from '../../../components/PagedList.tsx';
import { EmptyState } from '../../../components/States.tsx';
import { useFormatting } from '../../../lib/format.ts';
import { useT } from '../../../lib/i18n.ts';
import { toast } from '../../../lib/toast.ts';
import { useBlockedMembers, useUnblock } from '../api/blocked-members.ts';
import { SettingsSection } from './SettingsSection.tsx';

function BlockedMemberRow({ entry }: { entry: BlockedMember }) {
  const t = useT();
  const { formatDate } = useFormatting();
  const unblock = useUnblock();
  const { name } = entry.user;

  function handleUnblock() {
    unblock.mutate(entry.user.id, {
      onSuccess: () => toast.success(t('settings.blocked.unblocked', { name })),
      onError: () => toast.error(t('settings.blocked.failed', { name })),
    });
  }

  return (
    <div className="flex flex-wrap items-center gap-3 py-3">
      <MemberSummary member={entry.user} size="sm" nameLook="small" className="min-w-0 flex-1">
        <p className="text-xs text-muted">{t('settings.blocked.since', { date: formatDate(entry.blockedAt) })}</p>
      </MemberSummary>
      <Button
        variant="secondary"
        isLoading={unblock.isPending}
        aria-label={t('settings.blocked.unblockLabel', { name })}
        onClick={handleUnblock}
      >
        {t('settings.blocked.unblock')}
      </Button>
    </div>
  );
}

/** The members the member blocked, each with Unblock; blocking itself is on a member's profile. */
export function BlockedMembersSection() {
  const t = useT();
  const query = useBlockedMembers();
  return (
    <SettingsSection title={t('settings.blocked.title')}>
      <p>{t('settings.blocked.text')}</p>
      <PagedList
        query={query}
        itemsOf={(page) => page.members}
        className="divide-y divide-line"
        loading={
          <SkeletonList
            label={t('settings.blocked.loading')}
            count={2}
            className="divide-y divide-line"
            itemClassName="flex items-center gap-3 py-3"
            lead="h-8 w-8 rounded-full"
            lines={['h-4 w-1/3', 'h-3 w-1/4']}
          />
        }
        failedMessage={t('settings.blocked.loadFailed')}
        empty={
          <EmptyState
            icon={Ban}
            headingLevel={3}
            title={t('settings.blocked.emptyTitle')}
            text={t('settings.blocked.emptyText')}
          />
        }
        renderItem={(entry) => <BlockedMemberRow entry={entry} />}
      />
    </SettingsSection>
  );
}
