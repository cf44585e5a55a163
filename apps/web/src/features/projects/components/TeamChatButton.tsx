import type { ProjectDetail } from '@skillsync/shared';
import { useState } from 'react';
import { useAuthStore } from '../../../lib/auth-store.ts';
import { useT } from '../../../lib/i18n.ts';
import { ChatButton, TeamChat } from '../../teams/index.ts';

/** The team's chat, for the owner and the members, opened from the joining panel. */
export function TeamChatButton({ project }: { project: ProjectDetail }) {
  const t = useT();
  const currentUserId = useAuthStore((state) => state.user?._id);
  const [isOpen, setOpen] = useState(false);
  const room = { kind: 'project', id: project._id } as const;
  if (!currentUserId) return null;
  return (
    <>
      <ChatButton room={room} label={t('teamwork.chat.open')} className="w-full" onClick={() => setOpen(true)} />
      <TeamChat
        room={room}
        title={t('teamwork.chat.title', { title: project.title })}
        memberIds={[project.owner._id, ...project.members.map((member) => member.user._id)]}
        ownerId={project.owner._id}
        currentUserId={currentUserId}
        isOpen={isOpen}
        onClose={() => setOpen(false)}
      />
    </>
  );
}
