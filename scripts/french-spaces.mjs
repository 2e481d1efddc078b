#!/usr/bin/env node
// Writes the spaces French typography wants into the French catalogues (docs/decisions/0190): a narrow
// non-breaking space (U+202F, written `\u202f`) before ; ! ? and a non-breaking space (U+00A0, `\u00a0`) before :
// where a text has none or an ordinary one. Only the texts are touched (string literals and the literal parts of
// template literals, read with the TypeScript parser), never the code around them. It is what
// `packages/core/src/messages/fr/french-texts.test.ts` checks; run it after merging French texts:
//   node scripts/french-spaces.mjs          (rewrites the files, names the ones changed)
//   node scripts/french-spaces.mjs --check  (changes nothing, exits 1 when a file would change)
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import console from 'node:console';
import { join } from 'node:path';
import process from 'node:process';
import { URL } from 'node:url';
import ts from 'typescript';

const FOLDER = new URL('../packages/core/src/messages/fr/', import.meta.url).pathname;
const check = process.argv.includes('--check');

// In the source a text's spaces may be written as escapes; a sign is punctuation when what follows it is a space,
// a line's end, a closing sign or the end of the text (so "https:", "?event=" and "10:30" are left alone).
const SPACE = String.raw`(?:\s|\\u00a0|\\u202f|\\n|\u00a0|\u202f)`;
const FOLLOWS = String.raw`(?=\s|\\n|\\u00a0|\\u202f|[)»"’'\x60]|$)`;
const MISSING = new RegExp(String.raw`(?<!${SPACE})( ?)([;!?:])${FOLLOWS}`, 'g');

/** The text of a literal part with its spaces written in. */
function spaced(raw) {
  return raw.replace(MISSING, (_whole, _ordinary, sign) => `${sign === ':' ? '\\u00a0' : '\\u202f'}${sign}`);
}

let changed = 0;
for (const name of readdirSync(FOLDER).filter((file) => file.endsWith('.fr.ts'))) {
  const path = join(FOLDER, name);
  const source = readFileSync(path, 'utf8');
  const file = ts.createSourceFile(name, source, ts.ScriptTarget.Latest, true);
  const edits = [];
  const visit = (node) => {
    if (
      ts.isStringLiteral(node) ||
      ts.isNoSubstitutionTemplateLiteral(node) ||
      ts.isTemplateHead(node) ||
      ts.isTemplateMiddle(node) ||
      ts.isTemplateTail(node)
    ) {
      // A string that is a property's key or an import's path is no text.
      const parent = node.parent;
      const isKey = ts.isPropertyAssignment(parent) && parent.name === node;
      if (!isKey && !ts.isImportDeclaration(parent) && !ts.isLiteralTypeNode(parent)) {
        const start = node.getStart(file);
        const raw = source.slice(start, node.getEnd());
        const next = spaced(raw);
        if (next !== raw) edits.push({ start, end: node.getEnd(), next });
      }
    }
    ts.forEachChild(node, visit);
  };
  visit(file);
  if (edits.length === 0) continue;
  changed += 1;
  let out = source;
  for (const edit of edits.sort((a, b) => b.start - a.start)) out = out.slice(0, edit.start) + edit.next + out.slice(edit.end);
  console.log(`${check ? 'would change' : 'changed'} ${name}: ${edits.length} texts`);
  if (!check) writeFileSync(path, out);
}
if (check && changed > 0) process.exit(1);
