import type { EmailToken } from '../../core/accounts/email-tokens.js';
import type { EmailTokenRepository } from '../../core/accounts/accounts.ports.js';
import { type Tables, clone, insert } from '../memory/in-memory-tables.js';

declare module '../memory/in-memory-tables.js' {
  interface Tables {
    emailTokens: Map<string, EmailToken>;
  }
}

export function inMemoryEmailTokens(tables: Tables): EmailTokenRepository {
  return {
    add: (token) => insert(tables.emailTokens, token),
    findByHash: (hash, purpose) =>
      Promise.resolve(
        clone([...tables.emailTokens.values()].find((t) => t.tokenHash === hash && t.purpose === purpose)),
      ),
    use: (id, at) => {
      const token = tables.emailTokens.get(id);
      if (!token || token.usedAt) return Promise.resolve(false);
      tables.emailTokens.set(id, { ...token, usedAt: at });
      return Promise.resolve(true);
    },
    useAll: (userId, purpose, at) => {
      for (const token of tables.emailTokens.values()) {
        if (token.userId === userId && token.purpose === purpose && !token.usedAt) {
          tables.emailTokens.set(token.id, { ...token, usedAt: at });
        }
      }
      return Promise.resolve();
    },
  };
}
