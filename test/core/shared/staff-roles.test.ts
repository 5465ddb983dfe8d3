import { describe, expect, it } from 'vitest';
import type { Endpoint } from '../../../core/shared/endpoint.js';
import { STAFF_ROLES, inRoleOrder, isStaff, mayAct } from '../../../core/shared/staff-roles.js';

/** Every endpoint every area declares, found by its file name, as the modules export them. */
const DECLARED = Object.entries(
  import.meta.glob<Record<string, unknown>>('../../../core/*/api/*.endpoints.ts', { eager: true }),
).flatMap(([file, exports]) =>
  Object.values(exports)
    .filter(
      (value): value is Endpoint => typeof value === 'object' && value !== null && 'operationId' in value,
    )
    .map((declared) => ({ file, declared })),
);

describe('staff roles', () => {
  it('let an admin do everything, and anyone else only what one of their roles is for', () => {
    expect(mayAct(['admin'], ['finance'])).toBe(true);
    expect(mayAct(['warehouse'], ['finance'])).toBe(false);
    expect(mayAct(['warehouse', 'finance'], ['finance'])).toBe(true);
    expect(mayAct(['dispatch'], ['warehouse', 'dispatch'])).toBe(true);
    expect(mayAct([], ['support'])).toBe(false);
    expect([isStaff([]), isStaff(['support'])]).toEqual([false, true]);
    expect(inRoleOrder(['admin', 'finance', 'warehouse', 'finance'])).toEqual([
      'warehouse',
      'finance',
      'admin',
    ]);
  });

  it('are named by every staff endpoint declaration, at least one each, and by no other', () => {
    const staff = DECLARED.filter(({ declared }) => declared.who === 'staff');
    expect(staff.length).toBeGreaterThanOrEqual(44);
    const known: readonly string[] = STAFF_ROLES;
    const wrong = DECLARED.filter(({ declared }) =>
      declared.who === 'staff'
        ? declared.roles.length === 0 || !declared.roles.every((role) => known.includes(role))
        : 'roles' in declared,
    ).map(({ file, declared }) => `${file}: ${declared.operationId}`);
    expect(wrong).toEqual([]);
  });
});
