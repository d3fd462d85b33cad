/**
 * `npm run check:deps`: the dependency rules of the architecture, by dependency-cruiser with the
 * rules in .dependency-cruiser.cjs (layers, type-only imports from web to server, no test code in the
 * app, no import cycles, type-only ones included), plus one rule a rule set cannot say: what the
 * server loads to start (server/main.ts and every file it imports when loaded, not behind `import()`
 * nor `import type`) needs no devDependency, so `npm ci --omit=dev` serves.
 *
 * Reading TypeScript: dependency-cruiser parses it with the `typescript` package's compiler API
 * (versions before 7) or with swc; this project's TypeScript 7 has no such API and swc is not
 * installed. So each file is parsed here with Babel (a development dependency of React Router's
 * tooling) into the list of its imports, which dependency-cruiser reads as JavaScript: an import that
 * loads code stays `import 'x'`, `import('x')` stays dynamic, and a type-only import (`import type`,
 * all specifiers `type`, `export type … from`, `import('x').T` in a type) becomes `typeOnlyImport('x')`.
 * Prints one line per violation and exits 1 when there is any.
 */
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type * as t from '@babel/types';
import type { ICruiseResult, IModule } from 'dependency-cruiser';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const TYPE_ONLY = 'typeOnlyImport';
const TEST_FILE = /\.test\.[cm]?[jt]sx?$/;

/** What of Babel's plugin API is used here (@babel/core ships no types of its own). */
type Visit<N> = (path: { node: N }) => void;
type ProgramPath = {
  node: t.Program;
  traverse(visitor: {
    ImportDeclaration: Visit<t.ImportDeclaration>;
    ExportNamedDeclaration: Visit<t.ExportNamedDeclaration>;
    ExportAllDeclaration: Visit<t.ExportAllDeclaration>;
    TSImportType: Visit<t.TSImportType>;
    CallExpression: Visit<t.CallExpression>;
    ImportExpression: Visit<t.ImportExpression>;
  }): void;
};

/** Replaces a module by its imports, in JavaScript dependency-cruiser reads (see above). */
function importsOnly({ types }: { types: typeof t }) {
  return {
    visitor: {
      Program: {
        exit(program: ProgramPath) {
          const loads = new Set<string>();
          const typesOnly = new Set<string>();
          const dynamic = new Set<string>();
          const add = (source: string, isTypeOnly: boolean) => (isTypeOnly ? typesOnly : loads).add(source);
          const allTypes = (specifiers: (t.Node & { importKind?: unknown; exportKind?: unknown })[]) =>
            specifiers.length > 0 &&
            specifiers.every((s) => s.importKind === 'type' || s.exportKind === 'type');
          program.traverse({
            ImportDeclaration({ node }) {
              add(node.source.value, node.importKind === 'type' || allTypes(node.specifiers));
            },
            ExportNamedDeclaration({ node }) {
              if (node.source)
                add(node.source.value, node.exportKind === 'type' || allTypes(node.specifiers));
            },
            ExportAllDeclaration({ node }) {
              add(node.source.value, node.exportKind === 'type');
            },
            TSImportType({ node }) {
              const argument = node.argument as t.Node;
              if (argument.type === 'StringLiteral') typesOnly.add(argument.value);
              else if (argument.type === 'TSLiteralType' && argument.literal.type === 'StringLiteral')
                typesOnly.add(argument.literal.value);
            },
            CallExpression({ node }) {
              const [first] = node.arguments;
              if (node.callee.type === 'Import' && first?.type === 'StringLiteral') dynamic.add(first.value);
            },
            ImportExpression({ node }) {
              if (node.source.type === 'StringLiteral') dynamic.add(node.source.value);
            },
          });
          const call = (callee: t.Expression, source: string) =>
            types.expressionStatement(types.callExpression(callee, [types.stringLiteral(source)]));
          program.node.directives = [];
          program.node.body = [
            ...[...loads].map((source) => types.importDeclaration([], types.stringLiteral(source))),
            ...[...typesOnly].filter((s) => !loads.has(s)).map((s) => call(types.identifier(TYPE_ONLY), s)),
            ...[...dynamic].map((source) => call(types.import(), source)),
          ];
        },
      },
    },
  };
}

/** The devDependencies the server's start loads, found along static imports from server/main.ts. */
function devDependenciesAtStart(modules: IModule[]): string[] {
  const bySource = new Map(modules.map((module) => [module.source, module]));
  const problems: string[] = [];
  const seen = new Set<string>();
  const queue = ['server/main.ts'];
  for (let source = queue.shift(); source; source = queue.shift()) {
    if (seen.has(source)) continue;
    seen.add(source);
    for (const dependency of bySource.get(source)?.dependencies ?? []) {
      if (dependency.dynamic || dependency.exoticRequire === TYPE_ONLY) continue;
      if (dependency.dependencyTypes.includes('npm-dev')) {
        problems.push(
          `${source} → ${dependency.module}: the server's start must not load a devDependency (load it with import() where it is needed)`,
        );
      } else if (dependency.dependencyTypes.includes('local')) {
        if (!TEST_FILE.test(dependency.resolved)) queue.push(dependency.resolved);
      }
    }
  }
  return problems;
}

async function main(): Promise<void> {
  process.chdir(ROOT);
  // dependency-cruiser lists .ts files only when it has a TypeScript parser of its own; Babel reads
  // them for it here (babelConfig below), so they are listed too.
  const meta = (await import(
    new URL('../extract/transpile/meta.mjs', import.meta.resolve('dependency-cruiser')).href
  )) as { scannableExtensions: string[] };
  for (const extension of ['.ts', '.tsx']) {
    if (!meta.scannableExtensions.includes(extension)) meta.scannableExtensions.push(extension);
  }
  const { cruise } = await import('dependency-cruiser');
  const { default: extractDepcruiseOptions } = await import(
    'dependency-cruiser/config-utl/extract-depcruise-options'
  );
  const options = await extractDepcruiseOptions(path.join(ROOT, '.dependency-cruiser.cjs'));
  const { output } = await cruise(['domain', 'server', 'web'], options, undefined, {
    babelConfig: {
      babelrc: false,
      configFile: false,
      parserOpts: { plugins: ['typescript', 'jsx'] },
      plugins: [importsOnly],
    },
  });
  const result = output as ICruiseResult;
  // A check that read nothing would pass: make sure the TypeScript was read.
  if (
    !result.modules.some((module) => module.source === 'server/main.ts' && module.dependencies.length > 0)
  ) {
    throw new Error(
      'check-deps: dependency-cruiser read no imports from server/main.ts; see the comment at the top',
    );
  }
  const problems = result.summary.violations.map((violation) => {
    const cycle = violation.cycle?.map(
      (step) => `${step.name}${step.dependencyTypes.includes('exotic-require') ? ' (type only)' : ''}`,
    );
    return `${violation.from} → ${cycle ? cycle.join(' → ') : violation.to}: ${violation.rule.name}`;
  });
  const broken = new Set(result.summary.violations.map((violation) => violation.rule.name));
  for (const rule of options.ruleSet?.forbidden ?? []) {
    if (rule.name && broken.has(rule.name)) problems.push(`${rule.name}: ${rule.comment ?? ''}`);
  }
  const atStart = devDependenciesAtStart(result.modules);
  problems.push(...atStart);
  for (const problem of problems) process.stdout.write(`${problem}\n`);
  const { totalCruised, totalDependenciesCruised } = result.summary;
  const count = result.summary.violations.length + atStart.length;
  if (count > 0) {
    process.stdout.write(
      `check-deps: ${count} violation(s) in ${totalCruised} modules (${totalDependenciesCruised} imports)\n`,
    );
    process.exitCode = 1;
    return;
  }
  process.stdout.write(
    `check-deps: OK, ${totalCruised} modules and ${totalDependenciesCruised} imports follow the dependency rules\n`,
  );
}

await main();
