// The servers the walks start in this worker hash passwords at the cheapest argon2id costs (the server's passwords.ts).
import { useTestHashingInThisTestProcess } from '@dubloon-quest/server';

useTestHashingInThisTestProcess();
