/**
 * `npm run check:deps`: the dependency rules of the architecture (engineering guide §1).
 *   - domain/** imports only zod and other domain files (its *.test.ts files may also import vitest);
 *   - web/** never imports server/** at runtime: `import type` (or all specifiers `type`) only;
 *   - server/** and web/** never import tests/** (their own *.test.* files excepted);
 *   - what the server loads to start (server/main.ts and every file it imports when loaded, not
 *     behind a dynamic `import()`) needs no devDependency, so `npm ci --omit=dev` serves: the demo
 *     seed (faker) is loaded only to seed.
 * Imports are read without a TypeScript parser: import/export-from statements start a line (the
 * formatter keeps them so), side-effect imports and dynamic `import('...')` are read too.
 * Prints `file:line: rule` per violation and exits 1 when there is any.
 */
import fs from 'node:fs';
import { builtinModules } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const LAYERS = ['domain', 'server', 'web'] as const;
const SOURCE_FILE = /\.(?:ts|tsx|mts|cts|js|jsx|mjs|cjs)$/;
const TEST_FILE = /\.test\.[cm]?[jt]sx?$/;
const SKIP_DIRS = new Set(['node_modules', 'build', '.react-router', 'data']);
const BUILTINS = new Set(builtinModules);

type Layer = (typeof LAYERS)[number];
type ImportRecord = { specifier: string; line: number; isTypeOnly: boolean; isDynamic?: boolean };
type Target =
  | { kind: 'project'; area: string }
  | { kind: 'builtin'; name: string }
  | { kind: 'package'; name: string };
type Violation = { file: string; line: number; rule: string };

const NAME = String.raw`[\w$]+`;
/** default | * as ns | { a, type b } | default, { ... } | default, * as ns */
const CLAUSE = String.raw`(?:${NAME}\s*,\s*)?(?:\{[^}]*\}|\*\s+as\s+${NAME}|${NAME})`;
const QUOTED = String.raw`(['"])([^'"\n]+)\3`;
const IMPORT_FROM = new RegExp(String.raw`\s*import\s+(type\s+)?(${CLAUSE})\s*from\s*${QUOTED}`, 'y');
const EXPORT_FROM = new RegExp(
  String.raw`\s*export\s+(type\s+)?(\*(?:\s+as\s+${NAME})?|\{[^}]*\})\s*from\s*${QUOTED}`,
  'y',
);
const SIDE_EFFECT_IMPORT = /\s*import\s*(['"])([^'"\n]+)\1/y;
const DYNAMIC_IMPORT = /\bimport\s*\(\s*(['"])([^'"\n]+)\1\s*\)/g;

function listSourceFiles(dir: string): string[] {
  if (!fs.existsSync(dir)) return [];
  const files: string[] = [];
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    if (entry.isDirectory()) {
      if (!SKIP_DIRS.has(entry.name)) files.push(...listSourceFiles(path.join(dir, entry.name)));
    } else if (SOURCE_FILE.test(entry.name) && !entry.name.endsWith('.d.ts')) {
      files.push(path.join(dir, entry.name));
    }
  }
  return files;
}

/** `{ type A, type B as C }` is type-only; `{}` or any value specifier is not. */
function isAllTypeSpecifiers(clause: string): boolean {
  const braces = /^\{([^}]*)\}$/.exec(clause.trim());
  if (!braces?.[1]) return false;
  const specifiers = braces[1]
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean);
  return specifiers.length > 0 && specifiers.every((s) => /^type\s+/.test(s));
}

function readImports(source: string): ImportRecord[] {
  const records: ImportRecord[] = [];
  let offset = 0;
  const lines = source.split('\n');
  for (const [index, text] of lines.entries()) {
    const lineNumber = index + 1;
    if (/^\s*(?:import|export)\b/.test(text)) {
      const statement = [IMPORT_FROM, EXPORT_FROM].map((re) => {
        re.lastIndex = offset;
        return re.exec(source);
      });
      const [importFrom, exportFrom] = statement;
      const match = importFrom ?? exportFrom;
      if (match?.[2] !== undefined && match[4] !== undefined) {
        records.push({
          specifier: match[4],
          line: lineNumber,
          isTypeOnly: Boolean(match[1]) || isAllTypeSpecifiers(match[2]),
        });
      } else {
        SIDE_EFFECT_IMPORT.lastIndex = offset;
        const sideEffect = SIDE_EFFECT_IMPORT.exec(source);
        if (sideEffect?.[2]) records.push({ specifier: sideEffect[2], line: lineNumber, isTypeOnly: false });
      }
    }
    if (!/^\s*(?:\/\/|\*|\/\*)/.test(text)) {
      for (const dynamic of text.matchAll(DYNAMIC_IMPORT)) {
        const specifier = dynamic[2];
        if (!specifier) continue;
        const before = text.slice(0, dynamic.index);
        const after = text.slice((dynamic.index ?? 0) + dynamic[0].length);
        // `typeof import('x')` and `import('x').Name` in a type position load nothing.
        const isTypeOnly =
          /\btypeof\s*$/.test(before) || /^\.(?!then\b|catch\b|finally\b)[A-Z][\w$]*/.test(after);
        records.push({ specifier, line: lineNumber, isTypeOnly, isDynamic: true });
      }
    }
    offset += text.length + 1;
  }
  return records;
}

function resolveTarget(fromFile: string, specifier: string): Target {
  if (specifier.startsWith('#')) {
    const area = specifier.slice(1).split('/')[0] ?? '';
    return { kind: 'project', area };
  }
  if (specifier.startsWith('.') || specifier.startsWith('/')) {
    const resolved = path.resolve(path.dirname(fromFile), specifier);
    const relative = path.relative(ROOT, resolved);
    const area = relative.startsWith('..') ? '(outside the project)' : (relative.split(path.sep)[0] ?? '');
    return { kind: 'project', area };
  }
  if (specifier.startsWith('node:') || BUILTINS.has(specifier.split('/')[0] ?? '')) {
    return { kind: 'builtin', name: specifier };
  }
  const parts = specifier.split('/');
  const name = specifier.startsWith('@') ? parts.slice(0, 2).join('/') : (parts[0] ?? specifier);
  return { kind: 'package', name };
}

function checkImport(layer: Layer, file: string, record: ImportRecord): string | undefined {
  const target = resolveTarget(file, record.specifier);
  const isTest = TEST_FILE.test(file);
  const quoted = `'${record.specifier}'`;
  if (layer === 'domain') {
    if (target.kind === 'project' && target.area === 'domain') return undefined;
    if (target.kind === 'package' && target.name === 'zod') return undefined;
    if (isTest && target.kind === 'package' && target.name === 'vitest') return undefined;
    return `domain imports only zod and other domain files, not ${quoted}`;
  }
  if (target.kind !== 'project' || isTest) return undefined;
  if (target.area === 'tests') return `${layer} must not import test code (${quoted})`;
  if (layer === 'web' && target.area === 'server' && !record.isTypeOnly) {
    return `web must not import server runtime code (${quoted}); only 'import type' is allowed`;
  }
  return undefined;
}

/** The project file a relative or `#area/…` specifier names (package.json `imports`), if any. */
function resolveProjectFile(fromFile: string, specifier: string): string | undefined {
  const base = specifier.startsWith('#')
    ? path.join(ROOT, specifier.slice(1))
    : specifier.startsWith('.')
      ? path.resolve(path.dirname(fromFile), specifier)
      : undefined;
  if (!base) return undefined;
  return [base, `${base}.ts`, `${base}.tsx`, path.join(base, 'index.ts')].find(
    (candidate) => fs.existsSync(candidate) && fs.statSync(candidate).isFile(),
  );
}

/**
 * The devDependencies the server's start loads: from server/main.ts along every static import
 * (`import type` and `import()` left out), with the import that brings each in.
 */
function devDependenciesAtStart(): Violation[] {
  const manifest = JSON.parse(fs.readFileSync(path.join(ROOT, 'package.json'), 'utf8')) as {
    devDependencies?: Record<string, string>;
  };
  const devDependencies = new Set(Object.keys(manifest.devDependencies ?? {}));
  const violations: Violation[] = [];
  const seen = new Set<string>();
  const queue = [path.join(ROOT, 'server', 'main.ts')];
  for (let file = queue.shift(); file; file = queue.shift()) {
    if (seen.has(file)) continue;
    seen.add(file);
    const source = fs.readFileSync(file, 'utf8');
    for (const record of readImports(source)) {
      if (record.isTypeOnly || record.isDynamic) continue;
      const target = resolveTarget(file, record.specifier);
      if (target.kind === 'package' && devDependencies.has(target.name)) {
        violations.push({
          file: path.relative(ROOT, file),
          line: record.line,
          rule: `the server's start must not load the devDependency '${target.name}' (load it with import() where it is needed)`,
        });
      }
      const next = target.kind === 'project' ? resolveProjectFile(file, record.specifier) : undefined;
      if (next && !TEST_FILE.test(next)) queue.push(next);
    }
  }
  return violations;
}

function main(): void {
  const violations: Violation[] = [];
  let fileCount = 0;
  let importCount = 0;
  for (const layer of LAYERS) {
    for (const file of listSourceFiles(path.join(ROOT, layer))) {
      fileCount++;
      const records = readImports(fs.readFileSync(file, 'utf8'));
      importCount += records.length;
      for (const record of records) {
        const rule = checkImport(layer, file, record);
        if (rule) violations.push({ file: path.relative(ROOT, file), line: record.line, rule });
      }
    }
  }
  violations.push(...devDependenciesAtStart());
  for (const v of violations) process.stdout.write(`${v.file}:${v.line}: ${v.rule}\n`);
  if (violations.length > 0) {
    process.stdout.write(
      `check-deps: ${violations.length} violation(s) in ${fileCount} files (${importCount} imports)\n`,
    );
    process.exitCode = 1;
    return;
  }
  process.stdout.write(
    `check-deps: OK, ${fileCount} files and ${importCount} imports follow the dependency rules\n`,
  );
}

main();
