/**
 * A file of the project, by its path from the project's root. This module sits one folder below the root in the
 * sources (adapters/), and so do the bundles it is compiled into (dist/server-bundle.mjs, dist/cli-bundle.mjs): the same step
 * up finds the root from both.
 */
export const projectPath = (path: string): string => new URL(`../${path}`, import.meta.url).pathname;
