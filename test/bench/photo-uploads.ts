/**
 * One scenario of `npm run bench:photos`, in a process of its own so that its peak resident memory is the
 * scenario's: uploads of the given files, all at once, each through the same use case and developer as the
 * server's (`tsx photo-uploads.ts FILE[,FILE...] [FILE[,FILE...] ...]`: each argument is one upload, its photos
 * separated by commas). Prints one JSON line: the floor (resident memory with libvips loaded and the files read,
 * before any photo), the peak after it, the time, and each upload's outcome.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { AddParcelPhotosUseCase } from '../../core/parcels/add-parcel-photos.use-case.js';
import { ReceiveParcelUseCase } from '../../core/parcels/receive-parcel.use-case.js';
import { InMemoryPhotoStore } from '../../adapters/parcels/photos/in-memory-photo-store.js';
import { SharpPhotoDeveloper } from '../../adapters/parcels/photos/sharp-photo-developer.js';
import { aUser } from '../core/accounts/user.mother.js';
import { aParcelReceipt } from '../core/parcels/parcel.mother.js';
import { memoryStore } from '../support/stores.js';
import { countingIds } from '../support/ids.js';

const clock = { now: () => new Date() };
const MAIL = { brandName: 'Kango Express', supportEmail: 'help@kango.test', siteUrl: 'https://kango.test' };
const uploads = process.argv.slice(2).map((arg) => arg.split(',').map((file) => readFileSync(file)));

const storage = memoryStore();
const owner = aUser({ isEmailVerified: true });
await storage.run(({ users }) => users.addIfEmailFree(owner));
const ids = countingIds();
const receive = new ReceiveParcelUseCase(storage, clock, ids, MAIL);
const parcels: string[] = [];
while (parcels.length < uploads.length) {
  const received = await receive.execute(aParcelReceipt({ accountId: owner.accountId }));
  if (!received.ok) throw new Error(received.error.message);
  parcels.push(received.value.number);
}
const add = new AddParcelPhotosUseCase(
  storage,
  new InMemoryPhotoStore(),
  new SharpPhotoDeveloper(),
  clock,
  ids,
);

// libvips is in the floor: the server loads it with its first photo and keeps it.
await import('sharp');
const floorMb = process.memoryUsage.rss() / 2 ** 20;
// Linux: the peak (VmHWM) starts again from here, so what the setup touched is not counted.
writeFileSync('/proc/self/clear_refs', '5');
const started = performance.now();
const outcomes = await Promise.all(
  uploads.map(async (photos, i) => {
    const added = await add.execute(parcels[i] ?? '', photos, 'bench');
    return {
      seconds: (performance.now() - started) / 1000,
      answer: added.ok ? `kept ${String(added.value.photos.length)}` : added.error.message,
    };
  }),
);
const peakKb = /VmHWM:\s+(\d+)/.exec(readFileSync('/proc/self/status', 'utf8'))?.[1];
const peakMb = Number(peakKb) / 1024;
console.log(JSON.stringify({ floorMb, peakMb, outcomes }));
