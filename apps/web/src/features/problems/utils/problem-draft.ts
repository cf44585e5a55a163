import { EMPTY_PROBLEM_FORM, PROBLEM_FORM_FIELDS, type ProblemFormValues } from './problem-form-values.ts';

/** Drafts are kept in this browser per member (spec §2), so two people sharing it never see each other's. */
const draftKey = (userId: string) => `skillsync:problem-draft:${userId}`;

/** Saves the form as it is; throws when the browser refuses (storage full or disabled). */
export function saveProblemDraft(userId: string, values: ProblemFormValues) {
  localStorage.setItem(draftKey(userId), JSON.stringify(values));
}

/** The member's saved draft, or null; a damaged or foreign entry is ignored field by field. */
export function loadProblemDraft(userId: string): ProblemFormValues | null {
  let stored: unknown;
  try {
    stored = JSON.parse(localStorage.getItem(draftKey(userId)) ?? 'null');
  } catch {
    return null;
  }
  if (!stored || typeof stored !== 'object') return null;
  const draft: Record<string, string> = { ...EMPTY_PROBLEM_FORM };
  for (const name of PROBLEM_FORM_FIELDS) {
    const value = (stored as Record<string, unknown>)[name];
    if (typeof value === 'string') draft[name] = value;
  }
  return draft as ProblemFormValues;
}

export function clearProblemDraft(userId: string) {
  try {
    localStorage.removeItem(draftKey(userId));
  } catch {
    // Storage that cannot be read holds no draft to clear.
  }
}
