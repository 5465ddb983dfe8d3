import { describe, expect, it } from 'vitest';
import { Reread } from '../../../core/shared/reread.js';

function setUp(reads: (() => Promise<{ version: number }>)[]) {
  const clock = { time: 0, now: () => new Date(clock.time) };
  const problems: unknown[] = [];
  let calls = 0;
  const reread = new Reread(
    () => {
      const read = reads[Math.min(calls, reads.length - 1)];
      calls += 1;
      return read ? read() : Promise.reject(new Error('no read'));
    },
    clock,
    1_000,
    { version: 0 },
    (error) => problems.push(error),
  );
  return { reread, clock, problems, calls: () => calls };
}

/** Lets a read begun beside a question finish. */
const settled = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('a value read again at most once per interval', () => {
  it('reads once however many ask within the interval, and again after it', async () => {
    const { reread, clock, calls } = setUp([() => Promise.resolve({ version: 1 })]);
    await Promise.all([reread.get(), reread.get(), reread.get()]);
    expect(calls()).toBe(1);
    clock.time += 999;
    await reread.get();
    expect(calls()).toBe(1);
    clock.time += 1;
    await reread.get();
    expect(calls()).toBe(2);
  });

  it('keeps the object it holds when a read finds the same, and takes a changed one', async () => {
    const { reread, clock } = setUp([
      () => Promise.resolve({ version: 1 }),
      () => Promise.resolve({ version: 1 }),
      () => Promise.resolve({ version: 2 }),
    ]);
    const first = await reread.get();
    clock.time += 1_000;
    await reread.get();
    await settled();
    expect(await reread.get()).toBe(first);
    clock.time += 1_000;
    await reread.get();
    await settled();
    const changed = await reread.get();
    expect(changed).not.toBe(first);
    expect(changed).toEqual({ version: 2 });
  });

  it('waits for the first read, then answers at once with the value held while it reads again', async () => {
    let finish: (value: { version: number }) => void = () => {};
    const slow = new Promise<{ version: number }>((resolve) => (finish = resolve));
    const { reread, clock } = setUp([() => Promise.resolve({ version: 1 }), () => slow]);
    expect(await reread.get()).toEqual({ version: 1 });
    clock.time += 1_000;
    expect(await reread.get()).toEqual({ version: 1 });
    finish({ version: 2 });
    await settled();
    expect(await reread.get()).toEqual({ version: 2 });
  });

  it('keeps the last value when a read fails, reports it, and waits for a new read after forget()', async () => {
    const { reread, clock, problems, calls } = setUp([
      () => Promise.resolve({ version: 1 }),
      () => Promise.reject(new Error('database away')),
      () => Promise.resolve({ version: 3 }),
    ]);
    await reread.get();
    clock.time += 1_000;
    expect(await reread.get()).toEqual({ version: 1 });
    await settled();
    expect(await reread.get()).toEqual({ version: 1 });
    expect(problems).toHaveLength(1);
    reread.forget();
    expect(await reread.get()).toEqual({ version: 3 });
    expect(calls()).toBe(3);
  });

  it('after forget(), never takes the answer of a read begun before it', async () => {
    let finishOld: (value: { version: number }) => void = () => {};
    const { reread, clock } = setUp([
      () => Promise.resolve({ version: 1 }),
      () => new Promise((resolve) => (finishOld = resolve)),
      () => Promise.resolve({ version: 3 }),
    ]);
    await reread.get();
    clock.time += 1_000;
    await reread.get(); // begins the old read, which has not answered yet
    reread.forget();
    expect(await reread.get()).toEqual({ version: 3 });
    finishOld({ version: 2 });
    await settled();
    expect(await reread.get()).toEqual({ version: 3 });
  });
});
