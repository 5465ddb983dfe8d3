import type { Command } from 'commander';
import type { Actor } from '../core/shared/actor.js';
import { isStaff, type StaffRole } from '../core/shared/staff-roles.js';
import { UsageError } from './errors.js';
import { commandLineStaff } from './terminal.js';

/** The accounts, as far as naming an operator needs them (the accounts area's users; the house names no area). */
interface StaffDirectory {
  findByEmail(email: string): Promise<{ id: string; email: string; roles: readonly StaffRole[] } | undefined>;
}

/** The address a command's entries carry: it came from no network. */
const COMMAND_LINE = 'cli';

/**
 * The operator of this command: the staff member `--as <e-mail>` names (refused unless they are staff), else the
 * system user who ran it (`cli:<user>`), who has no staff id.
 */
export async function commandLineOperator(command: Command, users: StaffDirectory): Promise<Actor> {
  const { as } = command.optsWithGlobals<{ as?: string }>();
  if (as === undefined) return { staffUserId: null, staffEmail: commandLineStaff(), address: COMMAND_LINE };
  const user = await users.findByEmail(as.trim().toLowerCase());
  if (!user || !isStaff(user.roles)) throw new UsageError(`--as ${as}: no staff member has this e-mail.`);
  return { staffUserId: user.id, staffEmail: user.email, address: COMMAND_LINE };
}
