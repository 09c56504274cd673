import { loadConfig } from '../config.js';
import { createLogger } from '../logger.js';
import { openConfiguredDatabase } from '../platform/db/index.js';

// `npm run migrate` (the deployment kit's migration Job, docs/operations.md "Zero-downtime
// migrations"): apply the pending migrations to DATABASE_URL and exit. Instances also migrate on
// start under an advisory lock; running this first keeps a slow migration out of a rollout.
const config = loadConfig();
const logger = createLogger(config);
const database = await openConfiguredDatabase(config, logger);
try {
  await database.migrate();
  logger.info({ database: database.kind }, 'migrations applied');
} finally {
  await database.close();
}
