import type { AppContainer } from '../adapters/wiring.js';

/** Builds the container, runs the work, and closes the container (the embedded database's lock) after. */
export async function withContainer<T>(
  container: () => Promise<AppContainer>,
  work: (app: AppContainer) => Promise<T>,
): Promise<T> {
  const app = await container();
  try {
    return await work(app);
  } finally {
    await app.close();
  }
}
