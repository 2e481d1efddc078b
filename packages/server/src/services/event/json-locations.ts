import { formatPath, ROOT_PATH } from '@dubloon-quest/core';

/** A place in a text: 1-based line and column. */
export interface TextLocation {
  line: number;
  column: number;
}

/** A JSON text that does not parse, with where and why. */
export class JsonSyntaxError extends Error {
  override name = 'JsonSyntaxError';
  constructor(
    readonly location: TextLocation,
    readonly reason: string,
  ) {
    super(`line ${location.line}, column ${location.column}: ${reason}`);
  }
}

/**
 * Reads a JSON text and answers where each value starts, keyed by its path as core's `formatPath` writes it
 * (`chests[2].group[0].answers.correct`, `$` for the root), so that a schema problem can name its line.
 * Pure.
 * @throws JsonSyntaxError at the first place the text is not JSON (strict RFC 8259, as `JSON.parse`).
 */
export function jsonLocations(text: string): Map<string, TextLocation> {
  const locations = new Map<string, TextLocation>();
  let at = 0;
  // Line starts, to turn an offset into a line and a column.
  const lineStarts = [0];
  for (let i = 0; i < text.length; i++) if (text[i] === '\n') lineStarts.push(i + 1);
  const locate = (offset: number): TextLocation => {
    let low = 0;
    let high = lineStarts.length - 1;
    while (low < high) {
      const middle = Math.ceil((low + high) / 2);
      if (lineStarts[middle]! <= offset) low = middle;
      else high = middle - 1;
    }
    return { line: low + 1, column: offset - lineStarts[low]! + 1 };
  };
  const problem = (reason: string, offset = at): never => {
    throw new JsonSyntaxError(locate(offset), reason);
  };
  const describe = () => (at >= text.length ? 'the end of the file' : JSON.stringify(text[at]));
  const skipSpace = () => {
    while (at < text.length && ' \t\n\r'.includes(text[at]!)) at += 1;
  };
  const expect = (character: string) => {
    if (text[at] !== character) problem(`expected ${JSON.stringify(character)} but found ${describe()}`);
    at += 1;
  };

  const readString = (): string => {
    const start = at;
    expect('"');
    while (at < text.length && text[at] !== '"') {
      const code = text.charCodeAt(at);
      if (code < 0x20) problem('a line break or control character inside a text (write it as \\n)');
      if (text[at] === '\\') {
        at += 1;
        if (text[at] === 'u') {
          if (!/^[0-9a-fA-F]{4}$/.test(text.slice(at + 1, at + 5)))
            problem('\\u must be followed by 4 hexadecimal digits');
          at += 5;
          continue;
        }
        if (!'"\\/bfnrt'.includes(text[at] ?? '')) problem(`unknown escape \\${text[at] ?? ''}`);
      }
      at += 1;
    }
    if (at >= text.length) problem('this text is never closed (a " is missing)', start);
    at += 1;
    return JSON.parse(text.slice(start, at)) as string;
  };

  const readValue = (path: PropertyKey[]): void => {
    skipSpace();
    locations.set(formatPath(path), locate(at));
    const character = text[at];
    if (character === '{') {
      at += 1;
      skipSpace();
      if (text[at] === '}') {
        at += 1;
        return;
      }
      for (;;) {
        skipSpace();
        if (text[at] !== '"') problem(`expected a "quoted" field name but found ${describe()}`);
        const key = readString();
        skipSpace();
        expect(':');
        readValue([...path, key]);
        skipSpace();
        if (text[at] === ',') {
          at += 1;
          continue;
        }
        if (text[at] === '}') {
          at += 1;
          return;
        }
        problem(`expected "," or "}" after a field but found ${describe()}`);
      }
    }
    if (character === '[') {
      at += 1;
      skipSpace();
      if (text[at] === ']') {
        at += 1;
        return;
      }
      for (let index = 0; ; index++) {
        readValue([...path, index]);
        skipSpace();
        if (text[at] === ',') {
          at += 1;
          continue;
        }
        if (text[at] === ']') {
          at += 1;
          return;
        }
        problem(`expected "," or "]" after a list entry but found ${describe()}`);
      }
    }
    if (character === '"') {
      readString();
      return;
    }
    const literal = /^(?:true|false|null|-?(?:0|[1-9]\d*)(?:\.\d+)?(?:[eE][+-]?\d+)?)/.exec(
      text.slice(at, at + 400),
    );
    if (!literal) problem(`expected a value but found ${describe()}`);
    at += literal![0].length;
  };

  readValue([]);
  skipSpace();
  if (at < text.length) problem(`unexpected ${describe()} after the end of the JSON value`);
  return locations;
}

/** The last segment of a path as `formatPath` writes it: `.name`, `[3]` or `["odd key"]`. */
const LAST_SEGMENT = /(?:\.[A-Za-z_$][\w$]*|\[(?:\d+|"(?:[^"\\]|\\.)*")\])$/;

/**
 * The location of the value at `path` (as core's `formatPath` writes it), or of its closest listed ancestor:
 * a missing field is reported where the object that should hold it starts. Pure.
 */
export function locationOf(locations: ReadonlyMap<string, TextLocation>, path: string): TextLocation | null {
  let current = path;
  for (;;) {
    const found = locations.get(current);
    if (found) return found;
    if (current === ROOT_PATH) return null;
    const parent = current.replace(LAST_SEGMENT, '');
    current = parent === current || parent === '' ? ROOT_PATH : parent;
  }
}
