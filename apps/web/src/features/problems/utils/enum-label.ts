import { i18n } from '../../../lib/i18n.ts';

/**
 * A value the server sends as free text but that is normally one of the shared enums (a collaborator's role, a
 * problem's estimated time or project type), in the reader's language by its catalog id; a value the catalog does
 * not know (older data) shows as stored rather than as the id. Callers re-render on a language switch via useT().
 */
export const enumLabel = (id: string, value: string) => (id in i18n.messages ? i18n._(id) : value);
