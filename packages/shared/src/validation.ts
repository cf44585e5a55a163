import { REGISTER_PASSWORD_MIN } from './limits.ts';

/** The register page's live checklist (spec §5), in the order it is shown. */
export const PASSWORD_RULES = [
  { id: 'length', label: 'At least 8 characters', test: (p: string) => p.length >= REGISTER_PASSWORD_MIN },
  { id: 'lower', label: 'One lowercase letter', test: (p: string) => /[a-z]/.test(p) },
  { id: 'upper', label: 'One uppercase letter', test: (p: string) => /[A-Z]/.test(p) },
  { id: 'digit', label: 'One number', test: (p: string) => /\d/.test(p) },
] as const;

export const isStrongPassword = (password: string) => PASSWORD_RULES.every((rule) => rule.test(password));

/** Splits a comma list the way spec §5 says: split, trim, drop empties. */
export const splitCommaList = (value: string) =>
  value
    .split(',')
    .map((item) => item.trim())
    .filter(Boolean);

/** Splits a one-per-line list: trim, drop empties. */
export const splitLines = (value: string) =>
  value
    .split(/\r?\n/)
    .map((item) => item.trim())
    .filter(Boolean);

export const GITHUB_REPO_PATTERN = /^https:\/\/(www\.)?github\.com\/[A-Za-z0-9_.-]+\/[A-Za-z0-9_.-]+\/?$/;
export const HTTP_URL_PATTERN = /^https?:\/\/[^\s/]+\.[^\s]+$/;
