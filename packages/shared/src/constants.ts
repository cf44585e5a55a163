/*
 * `@skillsync/shared/constants`: enums, limits, messages and pure helpers, without zod. Code that runs at the web
 * app's start imports from here, so the schemas' runtime loads only with the pages that validate forms.
 */

export * from './account-mails.ts';
export * from './app-frame.ts';
export * from './dates.ts';
export * from './enums.ts';
export * from './limits.ts';
export * from './members.ts';
export * from './messages.ts';
export * from './validation.ts';
