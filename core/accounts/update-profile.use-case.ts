import type { Clock } from '../shared/clock.js';
import type { UserRepository } from './accounts.ports.js';
import type { Profile } from './account.schema.js';
import type { User } from './user.js';

/** The owner changes their name, phone and KRA PIN (kept when left out); undefined when the account is gone. */
export class UpdateProfileUseCase {
  constructor(
    private readonly users: UserRepository,
    private readonly clock: Clock,
  ) {}

  async execute(userId: string, profile: Profile): Promise<User | undefined> {
    const { kraPin, ...rest } = profile;
    await this.users.update(userId, kraPin === undefined ? rest : { ...rest, kraPin }, this.clock.now());
    return this.users.findById(userId);
  }
}
