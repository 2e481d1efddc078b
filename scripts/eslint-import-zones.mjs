// The web app's import zones (ARCHITECTURE.md, "Layers inside each package"; docs/decisions/0132): no feature
// imports another, a console area imports only what the areas share, app/ and console/shell/ compose and nothing
// imports upward into them, and the shared layers (components, hooks, lib, services) import no feature.
import { dirname, relative, resolve, sep } from 'node:path';

/**
 * Where a file of the web app's `src/` sits: its layer and, for a feature or a console area, its name. Pure.
 * @param {string} path a path relative to `src/`, with `/` separators
 * @returns {{ layer: 'app' | 'feature' | 'console-area' | 'console-shared' | 'console-shell' | 'shared', name: string }}
 */
function zoneOf(path) {
  const [top = '', second = ''] = path.split('/');
  if (top === 'app' || path === 'main.tsx') return { layer: 'app', name: 'app' };
  if (top === 'features') return { layer: 'feature', name: second };
  if (top === 'console') {
    if (second === 'shared') return { layer: 'console-shared', name: second };
    if (second === 'shell') return { layer: 'console-shell', name: second };
    return { layer: 'console-area', name: second };
  }
  return { layer: 'shared', name: top };
}

/**
 * Why importing `to` from `from` breaks a zone, or null when it may. Both relative to `src/`. Pure.
 * @param {string} from
 * @param {string} to
 * @returns {string | null}
 */
export function zoneViolation(from, to) {
  const source = zoneOf(from);
  const target = zoneOf(to);
  if (target.layer === 'app' && source.layer !== 'app') return 'nothing imports upward into app/: it only composes';
  if (target.layer === 'console-shell' && source.layer !== 'console-shell' && source.layer !== 'app')
    return "nothing imports upward into console/shell/: it only composes the console's areas";
  if (source.layer === 'feature' && target.layer === 'feature' && source.name !== target.name)
    return `a feature imports no other feature (features/${source.name} imports features/${target.name}); move what both use to components/ or hooks/`;
  if (source.layer === 'console-area' && target.layer === 'console-area' && source.name !== target.name)
    return `a console area imports no other area (console/${source.name} imports console/${target.name}); move what both use to console/shared/`;
  const consoleSide = ['console-area', 'console-shared', 'console-shell'];
  if (source.layer === 'feature' && consoleSide.includes(target.layer)) return 'a player feature imports nothing of the console';
  if (consoleSide.includes(source.layer) && target.layer === 'feature') return 'the console imports no player feature';
  if (source.layer === 'console-shared' && target.layer === 'console-area')
    return `console/shared/ imports no console area (console/${target.name})`;
  if (source.layer === 'shared' && target.layer !== 'shared')
    return `${source.name}/ is shared by every screen: it imports no feature, console area or app/`;
  return null;
}

const specifierOf = (node) => (node.source && node.source.type === 'Literal' && typeof node.source.value === 'string' ? node.source.value : null);

/** @type {import('eslint').Rule.RuleModule} */
const importZones = {
  meta: {
    type: 'problem',
    docs: { description: "Keeps the web app's imports inside their zones (docs/decisions/0132)." },
    schema: [{ type: 'object', properties: { root: { type: 'string' } }, required: ['root'], additionalProperties: false }],
    messages: { zone: '{{why}}.' },
  },
  create(context) {
    const root = context.options[0].root;
    const file = context.filename;
    const fromPath = relative(root, file);
    if (fromPath.startsWith('..')) return {};
    const from = fromPath.split(sep).join('/');
    const check = (node) => {
      const spec = specifierOf(node);
      if (spec === null || !spec.startsWith('.')) return;
      const toPath = relative(root, resolve(dirname(file), spec));
      if (toPath.startsWith('..')) return;
      const why = zoneViolation(from, toPath.split(sep).join('/'));
      if (why !== null) context.report({ node: node.source, messageId: 'zone', data: { why } });
    };
    return { ImportDeclaration: check, ExportNamedDeclaration: check, ExportAllDeclaration: check, ImportExpression: check };
  },
};

export const importZonesPlugin = { rules: { 'import-zones': importZones } };
