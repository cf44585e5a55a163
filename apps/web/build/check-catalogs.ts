// Fails when the catalogs and the code disagree: a key missing in either language, a key no code uses, a key
// the code uses that no catalog has, or text in JSX that does not come from a catalog.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { parseAst } from 'vite';
import { readCatalog } from './catalogs.ts';

const SRC = path.resolve(import.meta.dirname, '../src');
// Attributes a person reads or hears; their text must come from a catalog.
const READ_ATTRIBUTES = new Set(['aria-label', 'title', 'placeholder', 'alt', 'label', 'hint', 'emptyOption']);
// The `messages` namespace is the server's texts, translated by the code an answer carries.
const isCodeTranslated = (key: string) => key.startsWith('messages.');

const problems: string[] = [];
const en = readCatalog('en');
const hi = readCatalog('hi');
for (const key of Object.keys(en)) if (!(key in hi)) problems.push(`missing in hi: ${key}`);
for (const key of Object.keys(hi)) if (!(key in en)) problems.push(`missing in en: ${key}`);

function* sourceFiles(dir: string): Generator<string> {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) yield* sourceFiles(full);
    else if (/\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) && !entry.name.endsWith('.d.ts'))
      yield full;
  }
}

const namespaces = new Set(Object.keys(en).map((key) => key.split('.')[0]));
const usedKeys = new Set<string>();
const usedPrefixes = new Set<string>();

type Node = { type: string; start: number; [key: string]: unknown };

function walk(node: unknown, visit: (node: Node) => void) {
  if (Array.isArray(node)) for (const child of node) walk(child, visit);
  else if (node && typeof node === 'object' && typeof (node as Node).type === 'string') {
    visit(node as Node);
    for (const value of Object.values(node)) if (value && typeof value === 'object') walk(value, visit);
  }
}

const looksLikeKey = (text: string) => namespaces.has(text.split('.')[0] ?? '') && /^[\w-]+(\.[\w-]+)+$/.test(text);
const hasWords = (text: string) => /\p{L}/u.test(text);

for (const file of sourceFiles(SRC)) {
  const code = readFileSync(file, 'utf8');
  const line = (offset: number) => code.slice(0, offset).split('\n').length;
  const where = (node: Node) => `${path.relative(SRC, file)}:${line(node.start)}`;
  const ast = parseAst(code, { lang: file.endsWith('.tsx') ? 'tsx' : 'ts' });
  walk(ast, (node) => {
    if (node.type === 'Literal' && typeof node.value === 'string' && looksLikeKey(node.value)) {
      usedKeys.add(node.value);
      if (!(node.value in en)) problems.push(`${where(node)}: no catalog has ${node.value}`);
    }
    if (node.type === 'TemplateLiteral') {
      // `enums.category.${value}`: every key under the prefix counts as used.
      const [first] = node.quasis as { value: { cooked: string } }[];
      const prefix = first?.value.cooked ?? '';
      if ((node.expressions as unknown[]).length > 0 && looksLikeKey(`${prefix}x`)) usedPrefixes.add(prefix);
    }
    if (node.type === 'JSXText' && hasWords(String(node.value))) {
      problems.push(`${where(node)}: JSX text not from a catalog: "${String(node.value).trim().slice(0, 60)}"`);
    }
    if (node.type === 'JSXAttribute') {
      const name = (node.name as { name?: string }).name ?? '';
      const value = node.value as { type?: string; value?: unknown } | null;
      if (READ_ATTRIBUTES.has(name) && value?.type === 'Literal' && hasWords(String(value.value))) {
        problems.push(`${where(node)}: ${name}="${String(value.value).slice(0, 60)}" not from a catalog`);
      }
    }
  });
}

for (const key of Object.keys(en)) {
  const isUsed = usedKeys.has(key) || [...usedPrefixes].some((prefix) => key.startsWith(prefix));
  if (!isUsed && !isCodeTranslated(key)) problems.push(`unused key: ${key}`);
}

if (problems.length > 0) {
  process.stderr.write(`check-catalogs: ${problems.length} problems\n${problems.map((p) => `  ${p}`).join('\n')}\n`);
  process.exit(1);
}
process.stdout.write(
  `check-catalogs: ${Object.keys(en).length} keys in English and Hindi, all used, no JSX text outside them\n`,
);
