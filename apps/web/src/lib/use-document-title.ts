import { useEffect } from 'react';

const APP_NAME = 'SkillSync';

/** Names the browser tab after the page ('Problem Wall · SkillSync'); without a title, the app's name alone. */
export function useDocumentTitle(title?: string | null) {
  useEffect(() => {
    document.title = title ? `${title} · ${APP_NAME}` : APP_NAME;
  }, [title]);
}
