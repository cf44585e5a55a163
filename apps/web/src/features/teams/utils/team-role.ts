import { PROPOSED_ROLES } from '@skillsync/shared/constants';
import { useT } from '../../../lib/i18n.ts';

/**
 * Names a role on a team in the reader's language: the default 'Member' and the roles a request proposes are
 * translated; a role an owner typed stays as they typed it.
 */
export function useTeamRoleName() {
  const t = useT();
  return (role: string) => {
    if (!role || role === 'Member') return t('common.enums.teamRole.Member');
    return (PROPOSED_ROLES as readonly string[]).includes(role) ? t(`common.enums.proposedRole.${role}`) : role;
  };
}
