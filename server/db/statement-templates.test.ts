import { describe, expect, it } from 'vitest';
import { MAX_STATEMENT_TEMPLATES, statementTemplate } from './statement-templates.ts';

/** A stand-in for a prepared drizzle statement: executing it answers the values it was given. */
function fakeStatement(text: string) {
  return { text, execute: async (values?: Record<string, unknown>) => ({ text, values }) };
}

describe('statementTemplate', () => {
  it('builds a statement once per key and database, then executes it with each call’s values', async () => {
    const database = {};
    let builds = 0;
    const build = () => {
      builds++;
      return fakeStatement('select $1');
    };
    const first = statementTemplate(database, 'shape a', build);
    const again = statementTemplate(database, 'shape a', build);
    expect(again).toBe(first);
    expect(builds).toBe(1);
    expect(await again.execute({ q: 'python' })).toEqual({ text: 'select $1', values: { q: 'python' } });
    expect(await again.execute({ q: 'react' })).toEqual({ text: 'select $1', values: { q: 'react' } });

    const otherKey = statementTemplate(database, 'shape b', () => fakeStatement('select $1, $2'));
    expect(otherKey.text).toBe('select $1, $2');
    // Another database (or transaction) builds its own.
    const otherDatabase = statementTemplate({}, 'shape a', build);
    expect(otherDatabase).not.toBe(first);
    expect(builds).toBe(2);
  });

  it('keeps at most MAX_STATEMENT_TEMPLATES per database, building the oldest anew when asked again', () => {
    const database = {};
    let builds = 0;
    const build = (key: string) => () => {
      builds++;
      return fakeStatement(key);
    };
    for (let i = 0; i <= MAX_STATEMENT_TEMPLATES; i++)
      statementTemplate(database, `key ${i}`, build(`key ${i}`));
    expect(builds).toBe(MAX_STATEMENT_TEMPLATES + 1);
    statementTemplate(database, `key ${MAX_STATEMENT_TEMPLATES}`, build('newest'));
    expect(builds).toBe(MAX_STATEMENT_TEMPLATES + 1);
    expect(statementTemplate(database, 'key 0', build('key 0')).text).toBe('key 0');
    expect(builds).toBe(MAX_STATEMENT_TEMPLATES + 2);
  });
});
