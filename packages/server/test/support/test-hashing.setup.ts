// Every server this worker starts in-process hashes passwords at the cheapest argon2id costs (see passwords.ts).
import { useTestHashingInThisTestProcess } from '../../src/services/auth/passwords.js';

useTestHashingInThisTestProcess();
