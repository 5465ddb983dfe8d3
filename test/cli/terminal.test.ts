import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { terminalSafe } from '../../cli/terminal.js';
import { migratedDataDir } from '../support/migrated-database.js';
import { runCliInProcess } from '../support/run-cli-in-process.js';

/** What a terminal would act on: an escape sequence's introducer, a bidi override, a zero-width space. */
const ACTED_ON = ['\u001b', '\u009b', '\u202e', '\u200b'];
const actedOn = (output: string) => ACTED_ON.filter((character) => output.includes(character));

describe('what the CLI prints', () => {
  it('shows controls and format characters as visible escapes, and keeps line breaks and tabs', () => {
    expect(terminalSafe('Amina\u001b[2J Yusuf')).toBe('Amina\\u001B[2J Yusuf');
    expect(terminalSafe('gpj.\u202eexe')).toBe('gpj.\\u202Eexe');
    expect(terminalSafe('a\u200bb\u009bc')).toBe('a\\u200Bb\\u009Bc');
    expect(terminalSafe('flag \u{E0001}')).toBe('flag \\uDB40\\uDC01');
    expect(terminalSafe('line one\n\tline two, café, 東京, +254 712')).toBe(
      'line one\n\tline two, café, 東京, +254 712',
    );
  });

  it('prints a rejected line without what a terminal acts on, as text and as JSON that reads back the same', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'cli-terminal-'));
    const file = join(dir, 'hostile.csv');
    writeFileSync(file, 'Amina,Yusuf,KX\u001b[2J\u202e100234\n');
    const env = { DATA_DIR: migratedDataDir('cli-terminal-data-') };
    const text = await runCliInProcess(['customers', 'import', file], env);
    expect(text.status).toBe(1);
    expect(text.stdout).toContain('line 1: Contains a control character');
    expect(actedOn(text.stdout)).toEqual([]);
    const json = await runCliInProcess(['customers', 'import', file, '--json'], env);
    expect(actedOn(json.stdout)).toEqual([]);
    expect(json.stdout).toContain('\\u202E');
    const report = JSON.parse(json.stdout) as { rejected: { text: string }[] };
    expect(report.rejected[0]?.text).toBe('Amina,Yusuf,KX\u001b[2J\u202e100234');
  });
});
