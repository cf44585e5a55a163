export * from './challenges.ts';
export * from './chat.ts';
export * from './problems.ts';
export * from './profiles.ts';
export * from './projects.ts';
export * from './search-columns.ts';
export * from './settings.ts';
export * from './users.ts';
