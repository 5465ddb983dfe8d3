/**
 * npm run bench:photos: the peak resident memory of developing parcel photos, each scenario in a fresh process
 * running the server's own use case and developer (photo-uploads.ts), against that process's floor (libvips
 * loaded and the files read, before any photo). The photos are made here first: a 50-megapixel phone JPEG
 * (8160 × 6120, EXIF orientation 6), the same size as an interlaced PNG (libvips must decode all of an interlaced
 * PNG at once: the worst case a phone-sized photo can be), and a 60-megapixel interlaced PNG (7800 × 7800).
 * Goal: a 50 MP photo within a few hundred MB above the floor, two uploads at once no higher than one, and the
 * 60 MP one refused at once with nothing decoded.
 */
import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';

interface Scenario {
  name: string;
  /** Each upload's files (one request each, all sent at once). */
  uploads: string[][];
}
interface Measured {
  floorMb: number;
  peakMb: number;
  outcomes: { seconds: number; answer: string }[];
}

const dir = mkdtempSync(join(tmpdir(), 'bench-photos-'));
const flat = (width: number, height: number) =>
  sharp({
    create: { width, height, channels: 3, background: { r: 200, g: 120, b: 40 } },
    limitInputPixels: false,
  });
const write = async (name: string, image: Promise<Buffer>) => {
  const file = join(dir, name);
  writeFileSync(file, await image);
  return file;
};

/** Runs one scenario in a process of its own; what it measured. */
async function measure(scenario: Scenario): Promise<Measured> {
  const child = spawn(
    process.execPath,
    [
      '--import',
      'tsx',
      new URL('./photo-uploads.ts', import.meta.url).pathname,
      ...scenario.uploads.map((u) => u.join(',')),
    ],
    { stdio: ['ignore', 'pipe', 'inherit'] },
  );
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const [code] = (await once(child, 'exit')) as [number | null];
  if (code !== 0) throw new Error(`${scenario.name}: exited with ${String(code)}`);
  return JSON.parse(output) as Measured;
}

try {
  const jpeg = await write(
    'phone-50mp.jpg',
    flat(8160, 6120).jpeg({ quality: 85 }).withMetadata({ orientation: 6 }).toBuffer(),
  );
  const png = await write('interlaced-50mp.png', flat(8160, 6120).png({ progressive: true }).toBuffer());
  const over = await write('interlaced-60mp.png', flat(7800, 7800).png({ progressive: true }).toBuffer());
  const scenarios: Scenario[] = [
    { name: 'one 50 MP phone JPEG', uploads: [[jpeg]] },
    { name: 'one 50 MP interlaced PNG', uploads: [[png]] },
    { name: 'two uploads at once, a 50 MP PNG each', uploads: [[png], [png]] },
    { name: 'one upload of two 50 MP PNGs', uploads: [[png, png]] },
    { name: 'one 60 MP interlaced PNG', uploads: [[over]] },
  ];
  console.log(
    `${'scenario'.padEnd(40)} ${'floor'.padStart(8)} ${'peak'.padStart(8)} ${'above'.padStart(8)}   answers`,
  );
  for (const scenario of scenarios) {
    const { floorMb, peakMb, outcomes } = await measure(scenario);
    const mb = (value: number) => `${value.toFixed(0).padStart(5)} MB`;
    const answers = outcomes.map((o) => `${o.seconds.toFixed(2)} s: ${o.answer}`).join('; ');
    console.log(
      `${scenario.name.padEnd(40)} ${mb(floorMb)} ${mb(peakMb)} ${mb(peakMb - floorMb)}   ${answers}`,
    );
  }
} finally {
  rmSync(dir, { recursive: true, force: true });
}
