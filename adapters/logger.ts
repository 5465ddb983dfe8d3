import { pino, type Logger } from 'pino';

export type { Logger };

/** JSON logs; secrets and personal data are redacted wherever they appear in a logged object. */
export function createLogger(level: string): Logger {
  return pino(
    {
      level,
      redact: {
        paths: [
          'req.headers.cookie',
          'req.headers.authorization',
          'res.headers["set-cookie"]',
          '*.password',
          '*.token',
          '*.phoneNumber',
        ],
        censor: '[redacted]',
      },
    },
    // Asynchronous writes keep logging off the request's critical path.
    pino.destination({ sync: false }),
  );
}
