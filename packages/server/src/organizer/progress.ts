/** Reports the progress of a long step. */
export interface Progress {
  /** `done` of the total are finished. */
  update(done: number): void;
  /** The step is over: the last line is written. */
  finish(): void;
}

/**
 * Progress on the organizer's terminal: on an interactive terminal one line rewritten in place
 * (`label: 1200/5000 (24%)`); otherwise (a log, a test) a line at each tenth, so logs stay short.
 */
export function createProgress(
  write: (text: string) => void,
  interactive: boolean,
  label: string,
  total: number,
): Progress {
  let lastTenth = -1;
  let last = 0;
  const line = (done: number) =>
    `${label}: ${done}/${total} (${total === 0 ? 100 : Math.floor((done / total) * 100)}%)`;
  return {
    update(done) {
      last = done;
      if (interactive) {
        write(`\r${line(done)}`);
        return;
      }
      const tenth = total === 0 ? 10 : Math.floor((done / total) * 10);
      if (tenth > lastTenth && done < total) {
        lastTenth = tenth;
        write(`${line(done)}\n`);
      }
    },
    finish() {
      write(interactive ? `\r${line(last)}\n` : `${line(last)}\n`);
    },
  };
}
