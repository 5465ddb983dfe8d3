import type { Command } from 'commander';
import { isStaff, type StaffRole } from '../core/shared/staff-roles.js';
import { UsageError } from './errors.js';
import { commandLineStaff } from './terminal.js';

/** Who runs a command that changes something, as the audit trail records them (the site's `Actor`). */
export interface Operator {
  staffUserId: string | null;
  staffEmail: string;
  address: string;
}

/** A user by e-mail, as the accounts area keeps them: only a staff member may be named by `--as`. */
export type FindUser = (
  email: string,
) => Promise<{ id: string; email: string; roles: readonly StaffRole[] } | undefined>;

/** The address a command's entries carry: it came from no network. */
const COMMAND_LINE = 'cli';

/**
 * The operator of this command: the staff member `--as <e-mail>` names (refused unless they are staff), else the
 * system user who ran it (`cli:<user>`), who has no staff id.
 */
export async function commandLineOperator(command: Command, findUser: FindUser): Promise<Operator> {
  const { as } = command.optsWithGlobals<{ as?: string }>();
  if (as === undefined) return { staffUserId: null, staffEmail: commandLineStaff(), address: COMMAND_LINE };
  const user = await findUser(as.trim().toLowerCase());
  if (!user || !isStaff(user.roles)) throw new UsageError(`--as ${as}: no staff member has this e-mail.`);
  return { staffUserId: user.id, staffEmail: user.email, address: COMMAND_LINE };
}
