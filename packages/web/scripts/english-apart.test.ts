import { parseAst } from 'vite';
import { describe, expect, it } from 'vitest';
import { reexportedNames, shellModule } from './english-apart.js';

type Program = Parameters<typeof shellModule>[1];
const shell = (code: string, names: string[]) => shellModule(code, parseAst(code) as unknown as Program, names, 'catalogue.js');

describe('english-apart', () => {
  it('keeps a catalogue object its nested objects, keys and all, and drops its texts', () => {
    const code = [
      "import { formatterFor } from './locale.js';",
      'export const messages = {',
      "  session: { timedOut: 'User session timed out.', suspended: (until) => `Suspended until ${until}` },",
      "  ui: { login: { heading: 'Log in', demoRoles: { player: 'Player' } }, 'odd-key': {}, count: formatterFor('en') },",
      "  title: 'Dubloon Quest',",
      '};',
      'export function formatChance(chance) { return `${chance}%`; }',
    ].join('\n');
    const result = shell(code, ['messages']);
    expect(result).toContain("export const messages = {session:{},ui:{login:{demoRoles:{}},'odd-key':{}}};");
    expect(result).toContain('export function formatChance(chance)');
    expect(result).toContain("import { formatterFor } from './locale.js';");
    expect(result).not.toContain('User session timed out.');
    expect(result).not.toContain('Log in');
  });

  it('shells several objects of one module', () => {
    const code = "export const a = { x: { y: 'one' } };\nexport const b = { z: 'two' };\nexport const c = { w: 'three' };";
    expect(shell(code, ['a', 'b'])).toBe("export const a = {x:{}};\nexport const b = {};\nexport const c = { w: 'three' };");
  });

  it('fails the build on a name that is not an exported object literal', () => {
    expect(() => shell("const hidden = { a: 'b' };\nexport const shown = hidden;", ['hidden'])).toThrow(
      'english-apart: catalogue.js does not export hidden as an object literal',
    );
    expect(() => shell("const hidden = { a: 'b' };\nexport const shown = hidden;", ['shown'])).toThrow(/shown/);
  });

  it('reads the names a module re-exports, so the build checks them against its own list', () => {
    const source = "/** Texts. */\nexport { messages, eventLookText } from '@dubloon-quest/core';\nexport {\n  drawMessages,\n} from '@dubloon-quest/core/draw';\n";
    expect(reexportedNames(source)).toEqual(['drawMessages', 'eventLookText', 'messages']);
  });
});
