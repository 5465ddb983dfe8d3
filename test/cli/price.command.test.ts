import request from 'supertest';
import { describe, expect, it } from 'vitest';
import { runCliInProcess } from '../support/run-cli-in-process.js';
import { testApp } from '../support/test-app.js';

describe('cli price (once called quote, which still works)', () => {
  it('answers to both names alike', async () => {
    const args = ['--weight', '3', '--value', '100', '--json'];
    const price = await runCliInProcess(['price', ...args]);
    expect(price.status).toBe(0);
    expect(price.stdout).toBe((await runCliInProcess(['quote', ...args])).stdout);
  });

  it('prints the price and the comparison', async () => {
    const run = await runCliInProcess(['quote', '--weight', '3', '--value', '100']);
    expect(run.status).toBe(0);
    expect(run.stdout).toContain('Standard Air (5-7 business days after the US departure): $45.00');
    expect(run.stdout).toMatch(/Vitumob\s+\$79\.00\s+you save \$34\.00 \(43%\)/);
    expect(run.stdout).toContain('Cheaper than 3 of 6 forwarders.');
  });

  it.each([
    [['--weight', '3', '--value', '100']],
    [['--weight', '30', '--value', '450', '--insurance']],
    [
      [
        '--weight',
        '4.41',
        '--value',
        '200',
        '--length',
        '20',
        '--width',
        '16',
        '--height',
        '12',
        '--unit',
        'imperial',
      ],
    ],
    [['--weight', '7', '--value', '80', '--destination', 'south-sudan']],
  ])('gives the same answer as the API for %j', async (args) => {
    const run = await runCliInProcess(['quote', ...args, '--json']);
    expect(run.status).toBe(0);
    const option = (flag: string) => args[args.indexOf(flag) + 1];
    const dims = args.includes('--length')
      ? {
          dimensions: {
            length: Number(option('--length')),
            width: Number(option('--width')),
            height: Number(option('--height')),
          },
        }
      : {};
    const api = await request(await testApp())
      .post('/api/shipping/calculate')
      .send({
        weight: Number(option('--weight')),
        itemValue: Number(option('--value')),
        unit: args.includes('--unit') ? option('--unit') : 'metric',
        destination: args.includes('--destination') ? option('--destination') : 'kenya',
        insurance: args.includes('--insurance'),
        ...dims,
      });
    expect(JSON.parse(run.stdout)).toEqual(api.body);
  });

  it.each([
    [['quote', '--weight', 'abc', '--value', '1'], /--weight must be a number/],
    [['quote', '--weight', '0', '--value', '1'], /--weight: Please enter the package weight/],
    [['quote', '--weight', '1'], /required option '--value <number>'/],
    [['quote', '--weight', '1', '--value', '1', '--length', '3'], /must be given together/],
    [['quote', '--weight', '1', '--value', '1', '--unit', 'furlong'], /Allowed choices are metric, imperial/],
    [['nonsense'], /unknown command 'nonsense'/],
  ])('exits 2 with a clear message for %j', async (args, message) => {
    const run = await runCliInProcess(args);
    expect(run.status).toBe(2);
    expect(run.stderr).toMatch(message);
    expect(run.stdout).toBe('');
  });

  it('shows help on every command with exit 0', async () => {
    for (const args of [['--help'], ['quote', '--help']]) {
      const run = await runCliInProcess(args);
      expect(run.status).toBe(0);
      expect(run.stdout).toContain('Usage: kango');
    }
  });
});
