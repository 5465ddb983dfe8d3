/** Keys the use cases make (parcels/KP…/<uuid>-small): anything else is a bug, refused before it names a file. */
const KEY = /^[A-Za-z0-9][A-Za-z0-9_-]*(\/[A-Za-z0-9][A-Za-z0-9_-]*)*$/;

export function checkedKey(key: string): string {
  if (!KEY.test(key)) throw new Error(`not a photo key: ${JSON.stringify(key)}`);
  return key;
}
