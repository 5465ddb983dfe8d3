import type { StorageTerms } from './storage-terms.schema.js';

export type { StorageTerms };

/** The pricing page's "storage beyond 30 days", and a dollar a day after it. */
export const DEFAULT_STORAGE_TERMS: StorageTerms = { freeDays: 30, feeCentsPerDay: 100 };
