import type { Language } from '@skillsync/shared/constants';
import { api } from './api.ts';
import { useAuthStore } from './auth-store.ts';
import { activateLanguage } from './i18n.ts';

/**
 * Shows the app in another language and remembers it: on this browser always, and on the member's account
 * when signed in, so their other devices and their e-mails follow.
 */
export async function changeLanguage(language: Language) {
  await activateLanguage(language);
  const { user, updateUser } = useAuthStore.getState();
  if (!user || user.language === language) return;
  updateUser({ language });
  try {
    await api('/users/me/language', { method: 'PUT', body: { language } });
  } catch {
    // The page is already in the new language; the account keeps the old one until the next change.
  }
}
