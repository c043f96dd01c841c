/**
 * Runs after `vite build`: writes dist/landing.html and dist/landing-countdown.html, the built
 * index.html with the landing page prerendered into #root. The server sends one of them for `/`.
 */
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { renderLanding } from './src/prerender.tsx';

const dist = fileURLToPath(new URL('./dist/', import.meta.url));
// Preload the Latin subset of Inter: text then paints in its final font, without a swap that
// would shift the layout.
const font = readdirSync(`${dist}assets`).find((f) =>
  /^inter-latin-wght-normal-.*\.woff2$/.test(f),
);
let shell = readFileSync(`${dist}index.html`, 'utf8');
if (font && !shell.includes(font)) {
  shell = shell.replace(
    '</title>',
    `</title>\n    <link rel="preload" href="/assets/${font}" as="font" type="font/woff2" crossorigin />`,
  );
  writeFileSync(`${dist}index.html`, shell);
}
if (!shell.includes('<div id="root"></div>')) throw new Error('dist/index.html has no empty #root');
for (const [file, withCountdown] of [
  ['landing.html', false],
  ['landing-countdown.html', true],
] as const) {
  const html = shell.replace(
    '<div id="root"></div>',
    `<div id="root">${renderLanding(withCountdown)}</div>`,
  );
  writeFileSync(`${dist}${file}`, html);
  console.log(`prerendered dist/${file} (${(html.length / 1024).toFixed(1)} KB)`);
}
