/** Lets pending promise callbacks run (an actor's invoked promises, a fake server's answers); no time passes. */
export async function settle(): Promise<void> {
  for (let index = 0; index < 20; index += 1) await Promise.resolve();
}
