/** The file name a downloaded draw record gets. */
export const DRAW_RECORD_FILE = 'raffle-draw-record.json';

/**
 * Hands the draw record to the browser as a file, byte for byte as the server published it (the check needs the
 * exact canonical text), through an object URL released right after the click.
 */
export function downloadRecord(text: string): void {
  const url = URL.createObjectURL(new Blob([text], { type: 'application/json' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = DRAW_RECORD_FILE;
  link.rel = 'noopener';
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 0);
}
