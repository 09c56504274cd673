// Checks every relative Markdown link in docs/, the README and the workspace READMEs: the target
// file (or folder) must exist. External links (http, mailto) and in-page anchors are not checked.
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const files = [];
function collect(dir) {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    if (entry.name === 'node_modules' || entry.name.startsWith('.')) continue;
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) collect(full);
    else if (entry.name.endsWith('.md')) files.push(full);
  }
}
collect(path.join(root, 'docs'));
for (const dir of ['.', 'e2e', 'bench', 'apps/server', 'apps/web', 'packages/shared']) {
  const readme = path.join(root, dir, 'README.md');
  if (existsSync(readme)) files.push(readme);
}

const broken = [];
const link = /\[[^\]]*\]\(([^)\s]+)(?:\s+"[^"]*")?\)/g;
for (const file of files) {
  const text = readFileSync(file, 'utf8').replace(/```[\s\S]*?```/g, '');
  for (const match of text.matchAll(link)) {
    const target = match[1];
    if (/^[a-z]+:/i.test(target) || target.startsWith('#')) continue;
    const clean = decodeURIComponent(target.split('#')[0]);
    if (!clean) continue;
    const resolved = path.resolve(path.dirname(file), clean);
    if (!existsSync(resolved) || (clean.endsWith('/') && !statSync(resolved).isDirectory())) {
      broken.push(`${path.relative(root, file)}: ${target}`);
    }
  }
}
if (broken.length > 0) {
  console.error(`docs: ${broken.length} broken link(s):\n  ${broken.join('\n  ')}`);
  process.exit(1);
}
console.log(`docs: ${files.length} files, every relative link resolves`);
