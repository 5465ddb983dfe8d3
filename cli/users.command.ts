import { Command, Option } from 'commander';
import type { AppContainer } from '../adapters/wiring.js';
import { staffRoleChangeSchema } from '../core/accounts/account.schema.js';
import { ACCOUNT_REFUSALS } from '../core/accounts/api/account.refusals.js';
import { ACCOUNT_TOKENS } from '../core/accounts/account.tokens.js';
import type { PublicUser } from '../core/accounts/user.js';
import { STAFF_ROLES, STAFF_ROLE_DUTIES, type StaffRole } from '../core/shared/staff-roles.js';
import { DomainFailure, UsageError } from './errors.js';
import { commandLineOperator } from './operator.js';
import { say } from './terminal.js';

type Change = 'grant' | 'revoke';

const held = (roles: readonly StaffRole[]): string => (roles.length > 0 ? roles.join(', ') : 'no staff role');

async function changeRole(
  container: () => Promise<AppContainer>,
  command: Command,
  change: Change,
  role: string,
  email: string,
) {
  const parsed = staffRoleChangeSchema.safeParse({ email, role, change });
  if (!parsed.success) {
    const wrongRole = parsed.error.issues.some((issue) => issue.path[0] === 'role');
    throw new UsageError(
      wrongRole
        ? `"${role}" is not a staff role: one of ${STAFF_ROLES.join(', ')}.`
        : `"${email}" is not an e-mail address.`,
    );
  }
  const app = await container();
  try {
    const operator = await commandLineOperator(command, app.get(ACCOUNT_TOKENS.Users));
    const result = await app.get(ACCOUNT_TOKENS.ChangeStaffRole).execute(parsed.data, operator);
    if (!result.ok) throw new DomainFailure(result.error, ACCOUNT_REFUSALS, parsed.data.email);
    const { firstName, lastName, accountId, roles }: PublicUser = result.value;
    say(`${firstName} ${lastName} (${accountId}) now holds ${held(roles)}.`);
  } finally {
    await app.close();
  }
}

const roleOption = () =>
  new Option('--role <role>', 'the staff role').choices(STAFF_ROLES).makeOptionMandatory();

const rolesHelp = `\nRoles:\n${STAFF_ROLES.map((role) => `  ${role.padEnd(10)} ${STAFF_ROLE_DUTIES[role]}`).join('\n')}`;

export function usersCommand(container: () => Promise<AppContainer>): Command {
  const users = new Command('users').description('Customer accounts: staff roles');
  users
    .command('grant')
    .description('give an account a staff role (the staff pages and endpoints of that role)')
    .addOption(roleOption())
    .argument('<email>', "the account's e-mail address")
    .addHelpText('after', rolesHelp)
    .action((email: string, { role }: { role: string }, command: Command) =>
      changeRole(container, command, 'grant', role, email),
    );
  users
    .command('revoke')
    .description('take a staff role away; the next request of that user is refused')
    .addOption(roleOption())
    .argument('<email>', "the account's e-mail address")
    .addHelpText('after', rolesHelp)
    .action((email: string, { role }: { role: string }, command: Command) =>
      changeRole(container, command, 'revoke', role, email),
    );
  users
    .command('grant-admin')
    .description('the same as grant --role admin')
    .argument('<email>', "the account's e-mail address")
    .action((email: string, _flags: object, command: Command) =>
      changeRole(container, command, 'grant', 'admin', email),
    );
  users
    .command('revoke-admin')
    .description('the same as revoke --role admin')
    .argument('<email>', "the account's e-mail address")
    .action((email: string, _flags: object, command: Command) =>
      changeRole(container, command, 'revoke', 'admin', email),
    );
  users
    .command('staff')
    .description('every account holding a staff role, with its roles')
    .action(async () => {
      const app = await container();
      try {
        const staff = await app.get(ACCOUNT_TOKENS.Users).findStaff();
        if (staff.length === 0) say('No account holds a staff role.');
        for (const { accountId, firstName, lastName, email, roles } of staff) {
          say(`${accountId}  ${firstName} ${lastName} <${email}>  ${held(roles)}`);
        }
      } finally {
        await app.close();
      }
    });
  return users;
}
