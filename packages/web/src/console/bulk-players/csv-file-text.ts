/**
 * The text of a class list file as a spreadsheet saved it (issue 40, item 5; decision 0187): UTF-8 with or without
 * its byte order mark, UTF-16 with its mark (Excel's "Unicode text", tab separated), else Windows-1252 (Excel's
 * "CSV" on Windows), which any byte sequence decodes as; a workbook or another binary file is refused. The
 * server reads the delimiter. Pure but for the platform's `TextDecoder`.
 */
export type CsvFileText =
  | { readonly ok: true; readonly text: string; readonly encoding: 'utf-8' | 'utf-16le' | 'utf-16be' | 'windows-1252' }
  | { readonly ok: false };

export function csvFileText(bytes: Uint8Array): CsvFileText {
  const starts = (...prefix: number[]) => prefix.every((byte, index) => bytes[index] === byte);
  // A zip (an .xlsx or .ods workbook) or an old Excel workbook (OLE compound file).
  if (starts(0x50, 0x4b, 0x03, 0x04) || starts(0xd0, 0xcf, 0x11, 0xe0)) return { ok: false };
  const decoded = (encoding: 'utf-8' | 'utf-16le' | 'utf-16be' | 'windows-1252', fatal = false): CsvFileText => {
    const text = new TextDecoder(encoding, { fatal }).decode(bytes);
    // A NUL left in the text: not a text file at all.
    return text.includes('\u0000') ? { ok: false } : { ok: true, text, encoding };
  };
  if (starts(0xff, 0xfe)) return decoded('utf-16le');
  if (starts(0xfe, 0xff)) return decoded('utf-16be');
  try {
    return decoded('utf-8', true);
  } catch {
    return decoded('windows-1252');
  }
}
