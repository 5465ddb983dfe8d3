import { describe, expect, it } from 'vitest';
import { runCli } from '../support/run-cli.js';

/**
 * The built CLI as staff run it (dist/cli.mjs in a process of its own): the other CLI tests run the same program
 * in-process, so these few runs check what only the built file can get wrong — its bundle, its start, its streams
 * and its exit codes.
 */
describe('the built CLI', () => {
  it('prints a price on stdout, as JSON, and exits 0', () => {
    const run = runCli(['price', '--weight', '3', '--value', '100', '--json']);
    expect([run.status, run.stderr]).toEqual([0, '']);
    expect(JSON.parse(run.stdout)).toMatchObject({ data: { actualWeight: 3 } });
  });

  it('counts the customers of its embedded database, opened and closed by the command', () => {
    const run = runCli(['customers', 'count']);
    expect([run.status, run.stdout]).toEqual([0, '0\n']);
  });

  it('exits 2 on a command it does not know, saying so on stderr', () => {
    const run = runCli(['parcels', 'fly']);
    expect(run.status).toBe(2);
    expect(run.stderr).toContain("error: unknown command 'fly'");
  });
});
