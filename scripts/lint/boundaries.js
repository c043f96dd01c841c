/**
 * The import rules that keep the layout honest (docs/architecture.md), as one ESLint rule:
 *
 * 1. Workspaces import one way:  shared ← language ← core ← agent ← server;  shared ← db ← core;
 *    shared ← web. Static, re-exported and dynamic (`import('…')`) imports all count.
 * 2. Another workspace is reached by its package name (@thistle/x), never by a relative path.
 * 3. Inside the web app, shared code → features → app:  lib imports only lib; components import
 *    lib and components; a feature imports lib, components and itself, never another feature;
 *    app (and the entry files) may import anything. What two features need moves down a layer.
 */
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const webSrc = path.join(repoRoot, 'apps/web/src');

/** Which workspaces each workspace may import. */
export const WORKSPACE_IMPORTS = {
  shared: [],
  language: ['shared'],
  db: ['shared'],
  core: ['shared', 'db', 'language'],
  agent: ['shared', 'db', 'core', 'language'],
  server: ['shared', 'db', 'core', 'agent', 'language'],
  web: ['shared'],
};

/** Where a file sits: its workspace and, in the web app, its layer (and feature). */
function locate(absolute) {
  const relative = path.relative(repoRoot, absolute).split(path.sep).join('/');
  let workspace = null;
  let match;
  if ((match = /^packages\/([^/]+)\//.exec(relative))) workspace = match[1];
  else if ((match = /^apps\/([^/]+)\//.exec(relative))) workspace = match[1];
  if (workspace !== 'web' || !absolute.startsWith(webSrc + path.sep)) return { workspace };
  const [top, second] = path.relative(webSrc, absolute).split(path.sep);
  if (top === 'lib' || top === 'components') return { workspace, layer: top };
  if (top === 'features') return { workspace, layer: 'feature', feature: second };
  return { workspace, layer: 'app' };
}

/** The target of an import specifier, or null for an npm package. */
function resolveTarget(fromFile, specifier) {
  if (specifier.startsWith('@thistle/')) {
    return { workspace: specifier.split('/')[1], byName: true };
  }
  if (specifier.startsWith('@/')) return locate(path.join(webSrc, specifier.slice(2)));
  if (specifier.startsWith('.')) {
    return { ...locate(path.resolve(path.dirname(fromFile), specifier)), relative: true };
  }
  return null;
}

const LAYER_MAY_IMPORT = {
  lib: ['lib'],
  components: ['lib', 'components'],
  feature: ['lib', 'components', 'feature'],
};

function problemOf(from, target) {
  if (!from.workspace || !target.workspace) return null;
  if (target.workspace !== from.workspace) {
    if (target.relative) {
      return `Reach another workspace by its package name (@thistle/${target.workspace}), not by a relative path.`;
    }
    const allowed = WORKSPACE_IMPORTS[from.workspace];
    if (allowed && !allowed.includes(target.workspace)) {
      return `This workspace (${from.workspace}) may not import @thistle/${target.workspace}: imports go one way (docs/architecture.md).`;
    }
    return null;
  }
  if (!from.layer || !target.layer || from.layer === 'app') return null;
  if (target.layer === 'app') {
    return `Web ${from.layer} code may not import from the app layer (app/, main.tsx): imports go shared code → features → app.`;
  }
  if (!LAYER_MAY_IMPORT[from.layer].includes(target.layer)) {
    return `Web ${from.layer} code may not import from ${target.layer === 'feature' ? 'a feature' : target.layer}: imports go shared code → features → app.`;
  }
  if (from.layer === 'feature' && target.layer === 'feature' && target.feature !== from.feature) {
    return `The ${from.feature} feature may not import the ${target.feature} feature: move what both need to lib/ or components/.`;
  }
  return null;
}

const rule = {
  meta: {
    type: 'problem',
    docs: { description: 'One-way imports between workspaces and between web layers' },
    schema: [],
  },
  create(context) {
    const file = context.filename;
    const from = locate(file);
    const check = (node, source) => {
      if (!source || typeof source.value !== 'string') return;
      const target = resolveTarget(file, source.value);
      const message = target && problemOf(from, target);
      if (message) context.report({ node, message });
    };
    const templateText = (node) =>
      node?.type === 'TemplateLiteral' && node.expressions.length === 0
        ? { value: node.quasis[0].value.cooked }
        : node;
    return {
      ImportDeclaration: (node) => check(node, node.source),
      ExportNamedDeclaration: (node) => check(node, node.source),
      ExportAllDeclaration: (node) => check(node, node.source),
      ImportExpression: (node) => check(node, templateText(node.source)),
    };
  },
};

export default { rules: { boundaries: rule } };
