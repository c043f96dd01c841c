/**
 * `npm run bench [name…]`: runs every bench/*.bench.ts (or the named ones) one after another and
 * prints each result as Markdown, ready for docs/benchmarks.md. Benchmarks, not tests, own
 * every speed and memory target.
 */
import { readdirSync } from 'node:fs';
import { cpus, totalmem } from 'node:os';

export interface BenchResult {
  title: string;
  /** Markdown lines: a table or a list of figures with their goals. */
  lines: string[];
}

const filter = process.argv.slice(2);
const dir = new URL('.', import.meta.url);
const files = readdirSync(dir)
  .filter((f) => f.endsWith('.bench.ts'))
  .filter((f) => filter.length === 0 || filter.some((name) => f.startsWith(name)))
  .sort();

const machine = `${cpus().length} × ${cpus()[0]?.model.trim()}, ${Math.round(totalmem() / 2 ** 30)} GiB, Node ${process.version}`;
console.log(
  `# Benchmark run ${new Date().toISOString().slice(0, 16).replace('T', ' ')} UTC\n\nMachine: ${machine}\n`,
);
for (const file of files) {
  const module = (await import(new URL(file, dir).href)) as { run: () => Promise<BenchResult> };
  const result = await module.run();
  console.log(`## ${result.title}\n\n${result.lines.join('\n')}\n`);
}
