// The servers the walks start in this worker hash passwords at the cheapest argon2id costs (the server's passwords.ts),
// and their embedded databases answer before their writes reach the data folder (its pglite-db.ts).
import { useRelaxedDurabilityInThisTestProcess, useTestHashingInThisTestProcess } from '@dubloon-quest/server';

useTestHashingInThisTestProcess();
useRelaxedDurabilityInThisTestProcess();
