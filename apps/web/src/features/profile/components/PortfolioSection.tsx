import type { PortfolioItem } from '@skillsync/shared';
import { FolderGit2, Plus } from 'lucide-react';
import { lazy, Suspense, useRef, useState } from 'react';
import { Button } from '../../../components/Button.tsx';
import { ConfirmDialog } from '../../../components/ConfirmDialog.tsx';
import { SectionCard } from '../../../components/SectionCard.tsx';
import { errorMessage } from '../../../lib/api.ts';
import { useT } from '../../../lib/i18n.ts';
import { toast } from '../../../lib/toast.ts';
import { useDeletePortfolioItem, useLikePortfolioItem } from '../api/portfolio-writes.ts';
import { PortfolioCard } from './PortfolioCard.tsx';
import { SectionEmpty } from './SectionEmpty.tsx';

// The form and its schema load only on one's own profile: a visitor never downloads them.
const PortfolioDialog = lazy(() =>
  import('./PortfolioDialog.tsx').then(({ PortfolioDialog }) => ({ default: PortfolioDialog })),
);

type PortfolioSectionProps = {
  userId: string;
  name: string;
  items: PortfolioItem[];
  viewer: 'owner' | 'member' | 'visitor';
};

/** Spec §2's "My Projects": the member's portfolio; the owner adds, edits and deletes, other members like. */
export function PortfolioSection({ userId, name, items, viewer }: PortfolioSectionProps) {
  const t = useT();
  const [editing, setEditing] = useState<{ item: PortfolioItem | null } | null>(null);
  const [deleting, setDeleting] = useState<PortfolioItem | null>(null);
  const addButtonRef = useRef<HTMLButtonElement>(null);
  const openerRef = useRef<HTMLElement | null>(null);
  const deletion = useDeletePortfolioItem();
  const like = useLikePortfolioItem(userId);
  const isOwner = viewer === 'owner';

  async function handleDelete() {
    if (!deleting) return;
    try {
      await deletion.mutateAsync(deleting._id);
      toast.success(t('profile.portfolio.deleted'));
      setDeleting(null);
    } catch (error) {
      toast.error(errorMessage(error, t('profile.portfolio.deleteFailed')));
    }
  }

  /** Remembers what opened a dialog: focus goes back to it, or to Add project when the list lost it. */
  function rememberOpener() {
    openerRef.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
  }
  const returnFocus = () => (openerRef.current?.isConnected ? openerRef.current : addButtonRef.current);

  function handleToggleLike(item: PortfolioItem) {
    like.mutate(
      { itemId: item._id, isLiked: !item.isLiked },
      { onError: (error) => toast.error(errorMessage(error, t('profile.portfolio.likeFailed'))) },
    );
  }

  const addButton = (
    <Button
      ref={addButtonRef}
      variant="secondary"
      onClick={() => {
        rememberOpener();
        setEditing({ item: null });
      }}
    >
      <Plus aria-hidden className="h-4 w-4" /> {t('profile.portfolio.add')}
    </Button>
  );

  return (
    <SectionCard
      id="profile-portfolio-title"
      icon={FolderGit2}
      title={isOwner ? t('profile.portfolio.titleOwn') : t('profile.portfolio.title')}
      // One Add project, beside the title, list or not: a button that moved from the empty state to the title
      // when the first project arrived would take keyboard focus with it.
      action={isOwner && addButton}
    >
      {items.length === 0 ? (
        <SectionEmpty text={isOwner ? t('profile.portfolio.emptyOwn') : t('profile.portfolio.emptyOther', { name })} />
      ) : (
        <ul className="grid gap-4 md:grid-cols-2">
          {items.map((item) => (
            <li key={item._id} className="min-w-0">
              <PortfolioCard
                item={item}
                viewer={viewer}
                onEdit={() => {
                  rememberOpener();
                  setEditing({ item });
                }}
                onDelete={() => {
                  rememberOpener();
                  setDeleting(item);
                }}
                onToggleLike={() => handleToggleLike(item)}
              />
            </li>
          ))}
        </ul>
      )}
      {isOwner && (
        <>
          <Suspense fallback={null}>
            <PortfolioDialog
              isOpen={editing !== null}
              item={editing?.item ?? null}
              onClose={() => setEditing(null)}
              returnFocusTo={returnFocus}
            />
          </Suspense>
          <ConfirmDialog
            isOpen={deleting !== null}
            onClose={() => setDeleting(null)}
            onConfirm={() => void handleDelete()}
            title={t('profile.portfolio.confirmDelete.title')}
            message={t('profile.portfolio.confirmDelete.message', { title: deleting?.title ?? '' })}
            confirmLabel={t('profile.portfolio.confirmDelete.confirm')}
            isPending={deletion.isPending}
            returnFocusTo={returnFocus}
          />
        </>
      )}
    </SectionCard>
  );
}
