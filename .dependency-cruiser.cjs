/**
 * The dependency rules of the architecture (docs/architecture.md), checked by `npm run check:deps`
 * (scripts/check-deps.ts, which reads TypeScript for dependency-cruiser and adds the one rule a
 * rule set cannot say: what the server's start loads). A type-only import reaches dependency-cruiser
 * as the exotic require `typeOnlyImport('…')`, so rules can tell it from an import that loads code.
 */
const TEST_FILE = '\\.test\\.[cm]?[jt]sx?$';

/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    {
      name: 'no-circular',
      severity: 'error',
      comment:
        'No import cycles, type-only ones included: a type both sides need goes to a module of its own.',
      from: {},
      to: { circular: true },
    },
    {
      name: 'domain-imports-only-zod',
      severity: 'error',
      comment: 'domain/ holds pure rules and schemas: it imports only zod and other domain files.',
      from: { path: '^domain/', pathNot: TEST_FILE },
      to: { pathNot: ['^domain/', '(^|/)node_modules/zod/'] },
    },
    {
      name: 'domain-tests-import-only-zod-and-vitest',
      severity: 'error',
      comment: "domain/'s own tests may also import vitest.",
      from: { path: `^domain/.*${TEST_FILE}` },
      to: { pathNot: ['^domain/', '(^|/)node_modules/(zod|vitest)/'] },
    },
    {
      name: 'web-imports-no-server-runtime',
      severity: 'error',
      comment: "web/ must not import server runtime code: only 'import type' is allowed.",
      from: { path: '^web/', pathNot: TEST_FILE },
      to: { path: '^server/', dependencyTypesNot: ['exotic-require'] },
    },
    {
      name: 'no-test-code-in-the-app',
      severity: 'error',
      comment: 'server/ and web/ must not import test code (their own *.test.* files excepted).',
      from: { path: '^(server|web)/', pathNot: TEST_FILE },
      to: { path: '^tests/' },
    },
  ],
  options: {
    doNotFollow: { path: ['(^|/)node_modules/', '^tests/', '^build/', '^\\.react-router/'] },
    exoticRequireStrings: ['typeOnlyImport'],
    enhancedResolveOptions: {
      exportsFields: ['exports'],
      conditionNames: ['import', 'node', 'default'],
      extensions: ['.ts', '.tsx', '.js', '.mjs', '.cjs', '.json'],
    },
  },
};
