/*
 * Naming rule for schemas: a schema and the type of what it gives after parsing share one name
 * (`CreateProblemBody`, `ListProblemsQuery`, `ProblemIdParams`); the type of the raw input a client sends,
 * where it differs (defaults, coercion), adds `Input` (`CreateProblemInput`, `ListProblemsQueryInput`).
 * Bodies end in Body, query strings in Query, path parameters in Params, answers in the entity's name.
 */
export * from './auth.schemas.ts';
export * from './blocks.schemas.ts';
export * from './certificates.schemas.ts';
export * from './challenge-questions.schemas.ts';
export * from './challenges.schemas.ts';
export * from './chat.schemas.ts';
export * from './collaboration.schemas.ts';
export * from './constants.ts';
export * from './email.schemas.ts';
export * from './fields.schemas.ts';
export * from './follows.schemas.ts';
export * from './grievance.schemas.ts';
export * from './matching.schemas.ts';
export * from './moderation.schemas.ts';
export * from './notifications.schemas.ts';
export * from './pagination.schemas.ts';
export * from './passkeys.schemas.ts';
export * from './problems.schemas.ts';
export * from './project-work.schemas.ts';
export * from './projects.schemas.ts';
export * from './providers.schemas.ts';
export * from './realtime.schemas.ts';
export * from './search.schemas.ts';
export * from './site.schemas.ts';
export * from './stats.schemas.ts';
export * from './text.schemas.ts';
export * from './users.schemas.ts';
