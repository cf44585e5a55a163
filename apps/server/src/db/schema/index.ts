export * from './problems.ts';
export * from './users.ts';
