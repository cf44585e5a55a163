export * from './auth.schemas.ts';
export * from './collaboration.schemas.ts';
export * from './enums.ts';
export * from './limits.ts';
export * from './messages.ts';
export * from './pagination.schemas.ts';
export * from './problems.schemas.ts';
export * from './validation.ts';
