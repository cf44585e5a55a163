import { isErasedMember } from '@skillsync/shared/constants';
import { useT } from './i18n.ts';

/** A member's name as shown: an erased member's ('Deleted member', as the API names them) in the reader's language. */
export function useMemberName() {
  const t = useT();
  return (member: { name: string }) => (isErasedMember(member) ? t('common.deletedMember') : member.name);
}
