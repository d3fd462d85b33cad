import { describe, expect, it } from 'vitest';
import {
  type Command,
  ensurePrerequisites,
  type Prerequisite,
  planPreparation,
} from './test-prerequisites.ts';

/** A prerequisite that is missing until `installed` holds its package. */
function fake(name: string, debianPackage: string, installed: Set<string>): Prerequisite {
  return { name, debianPackage, neededBy: `${name} tests`, isPresent: () => installed.has(debianPackage) };
}

function machineWith(installed: string[]) {
  const packages = new Set(installed);
  const prerequisites = [
    fake('Chromium', 'chromium', packages),
    fake('xmllint', 'libxml2-utils', packages),
    fake('the PostgreSQL server', 'postgresql', packages),
  ];
  const ran: string[] = [];
  const log: string[] = [];
  const run = async (command: Command) => {
    ran.push([command.program, ...command.args].join(' '));
    if (command.args[0] === 'install') for (const name of command.args.slice(2)) packages.add(name);
    return 0;
  };
  return { prerequisites, ran, log, run, logLine: (line: string) => log.push(line) };
}

describe('npm test preparation', () => {
  it('installs nothing when everything is there', async () => {
    const m = machineWith(['chromium', 'libxml2-utils', 'postgresql']);
    const problem = await ensurePrerequisites({
      ...m,
      log: m.logLine,
      machine: { isRoot: true, hasAptGet: true },
    });
    expect(problem).toBeUndefined();
    expect(m.ran).toEqual([]);
  });

  it('as root with apt-get: updates once, installs every missing package in one command, and says so', async () => {
    const m = machineWith(['libxml2-utils']);
    const problem = await ensurePrerequisites({
      ...m,
      log: m.logLine,
      machine: { isRoot: true, hasAptGet: true },
    });
    expect(problem).toBeUndefined();
    expect(m.ran).toEqual(['apt-get update', 'apt-get install -y chromium postgresql']);
    expect(m.log).toContain('Installing Chromium for the Chromium tests: Debian package chromium');
  });

  it('not as root: fails naming the command that installs what is missing', async () => {
    const m = machineWith(['postgresql']);
    const problem = await ensurePrerequisites({
      ...m,
      log: m.logLine,
      machine: { isRoot: false, hasAptGet: true },
    });
    expect(problem).toBe(
      'Missing: Chromium (Chromium tests), xmllint (xmllint tests); cannot install it here (not running as root). ' +
        'Install it with: apt-get install -y chromium libxml2-utils',
    );
    expect(m.ran).toEqual([]);
  });

  it('without apt-get: fails the same way', () => {
    const m = machineWith([]);
    const plan = planPreparation(m.prerequisites, { isRoot: true, hasAptGet: false });
    expect(plan.kind).toBe('cannot install');
    expect(plan.kind === 'cannot install' && plan.message).toContain(
      'Install it with: apt-get install -y chromium libxml2-utils postgresql',
    );
  });

  it('fails when apt-get fails, naming the command', async () => {
    const m = machineWith([]);
    const problem = await ensurePrerequisites({
      ...m,
      run: async () => 100,
      log: m.logLine,
      machine: { isRoot: true, hasAptGet: true },
    });
    expect(problem).toBe(
      "'apt-get update' exited with code 100. Install it by hand: apt-get install -y chromium libxml2-utils postgresql",
    );
  });

  it('a dry run says what it would run and runs nothing', async () => {
    const m = machineWith([]);
    const problem = await ensurePrerequisites({
      ...m,
      log: m.logLine,
      dryRun: true,
      machine: { isRoot: true, hasAptGet: true },
    });
    expect(problem).toBeUndefined();
    expect(m.ran).toEqual([]);
    expect(m.log).toContain('$ apt-get install -y chromium libxml2-utils postgresql   (dry run: not run)');
  });
});
