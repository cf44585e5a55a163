import type { UserSummary } from '@skillsync/shared';
import { isErasedMember } from '@skillsync/shared/constants';
import { ArrowLeft } from 'lucide-react';
import { Link } from 'react-router';
import { BlockButton } from '../../../components/BlockButton.tsx';
import { OnlineLabel, PresenceAvatar } from '../../../components/Presence.tsx';
import { ReportButton } from '../../../components/ReportButton.tsx';
import { useT } from '../../../lib/i18n.ts';
import { useMemberName } from '../../../lib/member-name.ts';

type ConversationHeaderProps = { other: UserSummary; isOnline: boolean; backTo: string };

/**
 * Who the conversation is with: their picture (a dot while online) and name, which opens their profile; Report
 * and Block beside them. On a phone, where the list is a screen of its own, the way back to it.
 */
export function ConversationHeader({ other, isOnline, backTo }: ConversationHeaderProps) {
  const t = useT();
  const nameOf = useMemberName();
  const name = nameOf(other);
  const isErased = isErasedMember(other);
  return (
    <div className="flex flex-wrap items-center gap-x-2 gap-y-1 border-b border-line pb-3 sm:gap-x-3">
      <Link
        to={backTo}
        aria-label={t('conversations.conversation.back')}
        title={t('conversations.conversation.back')}
        className="-ml-1 rounded-md p-2 text-slate-700 hover:bg-slate-100 lg:hidden"
      >
        <ArrowLeft aria-hidden className="h-5 w-5" />
      </Link>
      <PresenceAvatar name={name} src={other.avatar} isOnline={isOnline} isDecorative />
      <div className="min-w-0 flex-1 basis-40">
        <h2 className="truncate text-lg font-semibold text-ink">
          {isErased ? (
            name
          ) : (
            <Link to={`/profile/${other._id}`} className="hover:text-brand-700 hover:underline">
              {name}
            </Link>
          )}
          <OnlineLabel isOnline={isOnline} />
        </h2>
        {isOnline && (
          <p aria-hidden className="text-xs font-medium text-green-800">
            {t('conversations.conversation.online')}
          </p>
        )}
      </div>
      {/* On a phone they go below the name rather than squeeze it. */}
      {!isErased && (
        <div className="ml-auto flex shrink-0 items-center">
          <ReportButton type="member" id={other._id} title={name} isOwn={false} />
          <BlockButton userId={other._id} name={name} isOwn={false} />
        </div>
      )}
    </div>
  );
}
