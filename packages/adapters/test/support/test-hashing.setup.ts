// The real servers the contract tests start in this worker hash passwords at the cheapest argon2id costs (the
// server's passwords.ts). The storage tests' browser-like environment starts no server and cannot load it.
if (typeof window === 'undefined') {
  const { useTestHashingInThisTestProcess } = await import('@dubloon-quest/server');
  useTestHashingInThisTestProcess();
}
