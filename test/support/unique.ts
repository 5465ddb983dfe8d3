const FIRST = Math.floor(Math.random() * 100_000_000);
let drawn = 0;

/**
 * A nine-digit number no other call in this test process answers: random, so no test leans on it, and
 * distinct, so builders can fill the fields a store keeps unique.
 */
export function uniqueNumber(): number {
  drawn += 1;
  return 100_000_000 + ((FIRST + drawn) % 900_000_000);
}
