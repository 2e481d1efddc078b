// Every server this worker starts in-process hashes passwords at the cheapest argon2id costs (see passwords.ts), and
// its embedded database answers before its writes reach the data folder (see pglite-db.ts).
import { useRelaxedDurabilityInThisTestProcess } from '../../src/db/pglite-db.js';
import { useTestHashingInThisTestProcess } from '../../src/services/auth/passwords.js';

useTestHashingInThisTestProcess();
useRelaxedDurabilityInThisTestProcess();
