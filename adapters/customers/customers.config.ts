import { z } from 'zod';
import { projectPath } from '../project-root.js';
import { areaSettings } from '../settings.js';

const schema = z.object({
  CUSTOMER_SAMPLE_FILE: z.string().min(1).default(projectPath('adapters/seed/sample-customers.csv')),
});

/** The file the admin page's Load ALL button loads. */
export const CUSTOMERS_SETTINGS = areaSettings({
  owner: 'customers',
  schema,
  docs: {
    CUSTOMER_SAMPLE_FILE: {
      default: '`adapters/seed/sample-customers.csv`',
      description: "the file the admin page's Load ALL loads (the default is 584 fictional customers)",
    },
  },
  read: (vars): { sampleFile: string } => ({ sampleFile: vars.CUSTOMER_SAMPLE_FILE }),
});
