/**
 * Statements built once and executed many times (ADR 021). A statement whose text depends on a small
 * key (the shape of a search: which filters it has, never their values) is built by drizzle the first
 * time its key is asked for, with placeholders where the values go, and afterwards only executed with
 * the request's values. Building a statement walks every part of it and quotes every column of its
 * selection list: on the search's hot path that cost the server's own thread more than the database
 * spent running the statement.
 *
 * Prepared with an empty name, which node-postgres treats as none: the pool then names it by its
 * text as any other statement (ADRs 020 and 023), or leaves it unnamed when its text carries
 * CUSTOM_PLAN_MARK (planned for its values every time, ADR 016). Nothing about how the database
 * runs it changes; only the server's work to produce its text does.
 */

type Executable = { execute(values?: Record<string, unknown>): Promise<unknown> };

/** The keys are shapes (a few dozen in practice); past this many, the oldest are built anew. */
export const MAX_STATEMENT_TEMPLATES = 500;

const templatesByDatabase = new WeakMap<object, Map<string, Executable>>();

/**
 * The statement kept for `key` on this database (a drizzle `db`, or a transaction), built by `build`
 * the first time. `build` must make the same text for every call with this key: everything that
 * varies between calls goes in as a placeholder (`sql.placeholder(name)`), filled by `execute`.
 */
export function statementTemplate<T extends Executable>(database: object, key: string, build: () => T): T {
  let templates = templatesByDatabase.get(database);
  if (!templates) {
    templates = new Map();
    templatesByDatabase.set(database, templates);
  }
  let template = templates.get(key) as T | undefined;
  if (!template) {
    if (templates.size >= MAX_STATEMENT_TEMPLATES) templates.delete(templates.keys().next().value as string);
    template = build();
    templates.set(key, template);
  }
  return template;
}

/** The empty name that keeps a prepared drizzle statement unnamed on the wire (see above). */
export const UNNAMED = '';
