import { loadConfig } from '../config.js';
import { createContext } from '../context.js';
import { seedDemoData } from './seed.js';

// `npm run seed`: migrate, then create the demo community (idempotent) on the configured database.
const ctx = await createContext(loadConfig());
await ctx.database.migrate();
const result = await seedDemoData(ctx);
process.stdout.write(`Seeded: ${JSON.stringify(result)}\n`);
await ctx.database.close();
