/**
 * The architecture's rules, kept by a machine (docs/architecture.md, "Rules a machine keeps"). Run by `npm run lint`.
 * @type {import('dependency-cruiser').IConfiguration}
 */
module.exports = {
  forbidden: [
    {
      name: 'no-circular',
      severity: 'error',
      comment: 'Modules depend one way: a cycle makes two modules one.',
      from: {},
      to: { circular: true, dependencyTypesNot: ['type-only'] },
    },
    {
      name: 'server-module-through-its-entry',
      severity: 'error',
      comment: "A server module uses another only through that module's public entry (index.ts).",
      from: { path: '^apps/server/src/modules/([^/]+)/', pathNot: '\\.test\\.ts$' },
      to: { path: '^apps/server/src/modules/([^/]+)/', pathNot: ['^apps/server/src/modules/$1/', '/index\\.ts$'] },
    },
    {
      name: 'queries-only-in-repositories',
      severity: 'error',
      comment: 'Only repositories (and the database layer) build queries: services and routes call repositories.',
      from: {
        path: '^apps/server/src/modules/',
        pathNot: ['\\.repository\\.ts$', '\\.test\\.ts$'],
      },
      to: {
        path: ['^node_modules/drizzle-orm/', '^apps/server/src/db/(client|schema|prepared)'],
        dependencyTypesNot: ['type-only'],
      },
    },
    {
      name: 'web-feature-isolation',
      severity: 'error',
      comment: "A web feature imports no other feature, except the teams feature's public entry.",
      from: { path: '^apps/web/src/features/([^/]+)/' },
      to: {
        path: '^apps/web/src/features/([^/]+)/',
        pathNot: ['^apps/web/src/features/$1/', '^apps/web/src/features/teams/index\\.ts$'],
      },
    },
    {
      name: 'shared-stands-alone',
      severity: 'error',
      comment: 'packages/shared is used by the apps and uses none of them.',
      from: { path: '^packages/shared/' },
      to: { path: '^apps/' },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    exclude: { path: '(^|/)(dist|dist-server)/' },
    tsPreCompilationDeps: true,
    parser: 'swc',
    tsConfig: { fileName: 'tsconfig.base.json' },
    enhancedResolveOptions: { exportsFields: ['exports'], conditionNames: ['import', 'types', 'default'] },
  },
};
