import type { ProjectMembership } from '@skillsync/shared';
import { ChatModal } from '../../../components/ChatModal.tsx';
import { useT } from '../../../lib/i18n.ts';
import { oldestFirst, useProjectMessages, useSendProjectMessage } from '../api/project-messages.ts';

type ProjectChatProps = { project: ProjectMembership; currentUserId: string; isOpen: boolean; onClose: () => void };

/** A project's team chat: its history loads when opened; a sent message joins it as the server stored it. */
export function ProjectChat({ project, currentUserId, isOpen, onClose }: ProjectChatProps) {
  const t = useT();
  const history = useProjectMessages(project._id, isOpen);
  const send = useSendProjectMessage(project._id);
  return (
    <ChatModal
      isOpen={isOpen}
      onClose={onClose}
      title={t('dashboard.projectTeams.chatTitle', { title: project.title })}
      // The owner and the members: the whole team reads the chat.
      memberCount={project.members.length + 1}
      messages={oldestFirst(history.data)}
      currentUserId={currentUserId}
      onSend={(content) => send.mutateAsync({ content })}
      isLoading={history.isPending}
      isError={history.isError}
      onRetry={() => void history.refetch()}
      hasOlder={history.hasNextPage}
      isLoadingOlder={history.isFetchingNextPage}
      onLoadOlder={() => void history.fetchNextPage()}
    />
  );
}
