// The real servers the contract tests start in this worker hash passwords at the cheapest argon2id costs (the
// server's passwords.ts), and their embedded databases answer before their writes reach the data folder (its
// pglite-db.ts). The storage tests' browser-like environment starts no server and cannot load it.
if (typeof window === 'undefined') {
  const { useRelaxedDurabilityInThisTestProcess, useTestHashingInThisTestProcess } = await import('@dubloon-quest/server');
  useTestHashingInThisTestProcess();
  useRelaxedDurabilityInThisTestProcess();
}
