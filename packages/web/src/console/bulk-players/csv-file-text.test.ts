import { describe, expect, it } from 'vitest';
import { csvFileText } from './csv-file-text.js';

const LIST = 'Nom;Courriel;École;Année\r\nZoé Tremblay;zoe@ecole.example;École du Havre;10e année\r\n';

/** The list's bytes in Windows-1252: every character of it is in Latin-1's range. */
const windows1252 = (text: string) => Uint8Array.from([...text].map((character) => character.charCodeAt(0)));
const utf16le = (text: string) => {
  const bytes = new Uint8Array(2 + text.length * 2);
  bytes.set([0xff, 0xfe]);
  [...text].forEach((character, index) => {
    const code = character.charCodeAt(0);
    bytes[2 + index * 2] = code & 0xff;
    bytes[3 + index * 2] = code >> 8;
  });
  return bytes;
};

describe('csvFileText (issue 40, item 5)', () => {
  it('reads UTF-8 with or without its mark, UTF-16 from Excel’s Unicode text, and Windows-1252 from Excel’s CSV', () => {
    const utf8 = new TextEncoder().encode(LIST);
    expect(csvFileText(utf8)).toEqual({ ok: true, text: LIST, encoding: 'utf-8' });
    const withMark = csvFileText(Uint8Array.from([0xef, 0xbb, 0xbf, ...utf8]));
    expect(withMark).toEqual({ ok: true, text: LIST, encoding: 'utf-8' });
    expect(csvFileText(utf16le(LIST.replaceAll(';', '\t')))).toEqual({ ok: true, text: LIST.replaceAll(';', '\t'), encoding: 'utf-16le' });
    expect(csvFileText(windows1252(LIST))).toEqual({ ok: true, text: LIST, encoding: 'windows-1252' });
    // Windows-1252's own letters beyond Latin-1: the apostrophe Excel types, œ.
    expect(csvFileText(Uint8Array.from([0x4e, 0x92, 0x9c]))).toEqual({ ok: true, text: 'N’œ', encoding: 'windows-1252' });
  });

  it('refuses a workbook or another binary file', () => {
    expect(csvFileText(Uint8Array.from([0x50, 0x4b, 0x03, 0x04, 0x14, 0x00]))).toEqual({ ok: false });
    expect(csvFileText(Uint8Array.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1]))).toEqual({ ok: false });
    expect(csvFileText(Uint8Array.from([0x61, 0x00, 0x62]))).toEqual({ ok: false });
  });
});
