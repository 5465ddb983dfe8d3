import { describe, expect, it } from 'vitest';
import { runCli } from '../../support/run-cli.js';
import { startServer } from '../../support/server-process.js';

describe('server process', () => {
  it('stops cleanly on SIGTERM with exit code 0', async () => {
    const server = await startServer();
    expect((await fetch(`${server.url}/healthz`)).status).toBe(200);
    const exited = new Promise<number | null>((resolve) =>
      server.process.once('exit', (code) => resolve(code)),
    );
    server.process.kill('SIGTERM');
    expect(await exited).toBe(0);
  });

  it('refuses to start on a bad setting and names the variable', async () => {
    await expect(startServer({ PORT: 'eighty' })).rejects.toThrow(/exited with code 1/);
  });

  it('uses the same configuration rules in the CLI', () => {
    const run = runCli(['quote', '--weight', '1', '--value', '1'], { SUPPORT_EMAIL: 'not-an-email' });
    expect(run.status).toBe(2);
    expect(run.stderr).toMatch(/SUPPORT_EMAIL/);
  });
});
