import { useT } from '../../../lib/i18n.ts';

/** The role a member holds: 'Member' (the default) in the reader's language, any other as the owner named it. */
export function useRoleName() {
  const t = useT();
  return (role: string) => (!role || role === 'Member' ? t('dashboard.projectTeams.member') : role);
}
