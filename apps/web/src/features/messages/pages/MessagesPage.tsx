import { MessagesSquare } from 'lucide-react';
import { useParams, useSearchParams } from 'react-router';
import { EmptyState } from '../../../components/States.tsx';
import { useT } from '../../../lib/i18n.ts';
import { useDocumentTitle } from '../../../lib/use-document-title.ts';
import type { ConversationBox } from '../api/conversation-keys.ts';
import { ConversationList } from '../components/ConversationList.tsx';
import { ConversationView } from '../components/ConversationView.tsx';

/** The list's title; its own component so a conversation open beside it names the tab after itself. */
function ListTitle() {
  const t = useT();
  useDocumentTitle(t('conversations.title'));
  return null;
}

/**
 * /messages and /messages/:conversationId: the member's direct conversations. On a desktop the list stays on the
 * left and the conversation opens on the right; on a phone each is a screen of its own, the list first.
 */
export function MessagesPage() {
  const t = useT();
  const { conversationId } = useParams();
  const [params, setParams] = useSearchParams();
  const box: ConversationBox = params.get('box') === 'requests' ? 'requests' : 'inbox';
  const search = box === 'requests' ? '?box=requests' : '';
  const isOpen = Boolean(conversationId);

  function handleSelectBox(next: ConversationBox) {
    setParams(next === 'requests' ? { box: 'requests' } : {}, { replace: true });
  }

  return (
    <div className="mx-auto max-w-7xl px-4 py-4 sm:py-6">
      {!isOpen && <ListTitle />}
      {/* On a phone with a conversation open the list is out of sight: the page's heading stays for screen readers. */}
      <div className={isOpen ? 'sr-only lg:not-sr-only' : ''}>
        <h1 className="mb-4 text-2xl font-bold text-ink">{t('conversations.title')}</h1>
      </div>
      <div className="lg:grid lg:grid-cols-[22rem_minmax(0,1fr)] lg:items-start lg:gap-6">
        <div className={`min-w-0 ${isOpen ? 'hidden lg:block' : ''}`}>
          <ConversationList box={box} onSelectBox={handleSelectBox} selectedId={conversationId} />
        </div>
        <div className={`min-w-0 ${isOpen ? '' : 'hidden lg:block'}`}>
          {conversationId ? (
            <ConversationView key={conversationId} id={conversationId} backTo={`/messages${search}`} />
          ) : (
            <EmptyState
              icon={MessagesSquare}
              title={t('conversations.pick.title')}
              text={t('conversations.pick.text')}
            />
          )}
        </div>
      </div>
    </div>
  );
}
