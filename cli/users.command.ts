import { Command } from 'commander';
import type { AppContainer } from '../adapters/wiring.js';
import { adminRoleSchema } from '../core/accounts/account.schema.js';
import { ACCOUNT_REFUSALS } from '../core/accounts/api/account.refusals.js';
import { ACCOUNT_TOKENS } from '../core/accounts/account.tokens.js';
import { DomainFailure, UsageError } from './errors.js';
import { say } from './terminal.js';

function setRole(container: () => Promise<AppContainer>, isAdmin: boolean) {
  return async (email: string) => {
    const parsed = adminRoleSchema.safeParse({ email, isAdmin });
    if (!parsed.success) throw new UsageError(`"${email}" is not an e-mail address.`);
    const app = await container();
    try {
      const result = await app.get(ACCOUNT_TOKENS.SetAdminRole).execute(parsed.data);
      if (!result.ok) throw new DomainFailure(result.error, ACCOUNT_REFUSALS, parsed.data.email);
      const { firstName, lastName, accountId } = result.value;
      say(
        `${firstName} ${lastName} (${accountId}) ${isAdmin ? 'is now an admin' : 'is no longer an admin'}.`,
      );
    } finally {
      await app.close();
    }
  };
}

export function usersCommand(container: () => Promise<AppContainer>): Command {
  const users = new Command('users').description('Customer accounts: the admin role');
  users
    .command('grant-admin')
    .description('give an account the admin role (staff pages and endpoints)')
    .argument('<email>', "the account's e-mail address")
    .action(setRole(container, true));
  users
    .command('revoke-admin')
    .description('take the admin role away; the next request of that user is refused')
    .argument('<email>', "the account's e-mail address")
    .action(setRole(container, false));
  return users;
}
