import { readFileSync } from 'node:fs';
import { createInterface } from 'node:readline';
import { parseArgs, type ParseArgsConfig } from 'node:util';
import cliProgress from 'cli-progress';
import pino from 'pino';
import {
  CATALOGUE_PATH,
  FEED_TYPES,
  createAgentStages,
  describeBadLine,
  tagLine,
  tagLineInputSchema,
  type FeedType,
  type Operator,
  type OperatorSource,
} from '@thistle/agent';
import { ConfigError, loadConfig, type Logger } from '@thistle/core';
import { AppError, isTaxonomyId } from '@thistle/shared';
import { CliError, connectOperator } from './operator-client.ts';

/** Wrong arguments: the command's usage is printed and the exit code is 2. */
export class UsageError extends Error {}

export const USAGE = {
  sources: `Usage:
  thistle sources list [--region <id>] [--kind <kind>]
  thistle sources add --name <name> --url <url> --type rss|atom|json|ical|html [--kind <kind>] [--regions <a;b>]
  thistle sources disable <id|url>
  thistle sources import [file]      (default: packages/agent/catalogue/sources.csv)`,
  crawl: `Usage:
  thistle crawl                      crawl every source that is due
  thistle crawl --source <id|url>    crawl one source now`,
  status: `Usage:
  thistle status                     how each organisation is watched (feed, listing page, not yet
                                     and why); due, failing and flagged sources and when each is
                                     tried next; when the agent last ran`,
  tag: `Usage:
  thistle tag < items.jsonl          one JSON object a line: {"title","body","link","organisation"}
                                     and optionally "published" (YYYY-MM-DD: dates written without
                                     a year are read against it); each is written back with category,
                                     regions, stages, sectors, topics, deadline, amount_max_gbp and
                                     event_start`,
} as const;

function parse<T extends NonNullable<ParseArgsConfig['options']>>(
  args: string[],
  options: T,
  positionals = 0,
) {
  let parsed;
  try {
    parsed = parseArgs({ args, options, strict: true, allowPositionals: positionals > 0 });
  } catch (error) {
    throw new UsageError((error as Error).message);
  }
  if (parsed.positionals.length > positionals) {
    throw new UsageError(`Unexpected argument: ${parsed.positionals[positionals]}`);
  }
  return parsed;
}

/** Runs a command with the CLI's error contract: usage → 2, operator-facing failure → 1. */
export async function runCommand(name: keyof typeof USAGE, body: () => Promise<number | void>) {
  try {
    return (await body()) ?? 0;
  } catch (error) {
    if (error instanceof UsageError) {
      process.stderr.write(`${error.message}\n\n${USAGE[name]}\n`);
      return 2;
    }
    if (error instanceof CliError || error instanceof AppError || error instanceof ConfigError) {
      process.stderr.write(`${error.message}\n`);
      return 1;
    }
    throw error;
  }
}

async function withOperator<T>(fn: (operator: Operator, mode: string) => Promise<T>): Promise<T> {
  const connection = await connectOperator(loadConfig());
  try {
    return await fn(connection.operator, connection.mode);
  } finally {
    await connection.close();
  }
}

export function table(headers: string[], rows: (string | number)[][], align: ('l' | 'r')[] = []) {
  const cells = [headers, ...rows.map((r) => r.map(String))];
  const widths = headers.map((_, i) => Math.max(...cells.map((r) => (r[i] ?? '').length)));
  const line = (row: string[]) =>
    row
      .map((cell, i) => (align[i] === 'r' ? cell.padStart(widths[i]!) : cell.padEnd(widths[i]!)))
      .join('  ')
      .trimEnd();
  return [
    line(headers),
    widths.map((w) => '-'.repeat(w)).join('  '),
    ...cells.slice(1).map(line),
  ].join('\n');
}

function sourceState(source: OperatorSource): string {
  if (!source.enabled) return 'disabled';
  if (source.flagged) return `flagged (${source.consecutiveFailures} failures)`;
  if (source.consecutiveFailures > 0) return `failing (${source.consecutiveFailures})`;
  if (source.discoveryStatus === 'pending') return 'to discover';
  if (source.discoveryStatus === 'nothing') return 'nothing found';
  if (source.lastStatus) return `ok ${source.lastStatus}`;
  return 'new';
}

export async function sourcesCommand(args: string[]) {
  return runCommand('sources', async () => {
    const [sub, ...rest] = args;
    if (sub === 'list') {
      const { values } = parse(rest, { region: { type: 'string' }, kind: { type: 'string' } });
      if (values.region && !isTaxonomyId('region', values.region)) {
        throw new UsageError(`Unknown region id: ${values.region}`);
      }
      const list = await withOperator((op) =>
        op.listSources({ region: values.region, kind: values.kind }),
      );
      process.stdout.write(
        `${table(
          ['id', 'type', 'kind', 'regions', 'state', 'name', 'url'],
          list.map((s) => [
            s.id,
            s.type,
            s.kind,
            s.regions.join(';'),
            sourceState(s),
            s.name,
            s.url,
          ]),
        )}\n${list.length} source${list.length === 1 ? '' : 's'}\n`,
      );
      return;
    }
    if (sub === 'add') {
      const { values } = parse(rest, {
        name: { type: 'string' },
        url: { type: 'string' },
        type: { type: 'string' },
        kind: { type: 'string' },
        regions: { type: 'string' },
      });
      if (!values.name || !values.url || !values.type) {
        throw new UsageError('sources add needs --name, --url and --type.');
      }
      if (!FEED_TYPES.includes(values.type as FeedType)) {
        throw new UsageError(`--type must be one of ${FEED_TYPES.join(', ')}.`);
      }
      const source = await withOperator((op) =>
        op.addSource({
          name: values.name!,
          url: values.url!,
          type: values.type as FeedType,
          kind: values.kind,
          regions: values.regions
            ?.split(';')
            .map((r) => r.trim())
            .filter(Boolean),
        }),
      );
      process.stdout.write(`Added ${source.name} (${source.id}): ${source.type} ${source.url}\n`);
      return;
    }
    if (sub === 'disable') {
      const { positionals } = parse(rest, {}, 1);
      if (!positionals[0]) throw new UsageError('sources disable needs a source id or URL.');
      const source = await withOperator((op) => op.disableSource(positionals[0]!));
      process.stdout.write(`Disabled ${source.name} (${source.id})\n`);
      return;
    }
    if (sub === 'import') {
      const { positionals } = parse(rest, {}, 1);
      const file = positionals[0] ?? CATALOGUE_PATH;
      let csv: string;
      try {
        csv = readFileSync(file, 'utf8');
      } catch (error) {
        throw new CliError(
          `Cannot read ${file}: ${(error as NodeJS.ErrnoException).code ?? (error as Error).message}`,
        );
      }
      const summary = await withOperator((op) => op.importCatalogue(csv));
      process.stdout.write(
        `Imported ${file}: ${summary.rows} rows, ${summary.inserted} new, ${summary.updated} updated, ${summary.unchanged} unchanged, ${summary.skipped.length} skipped\n`,
      );
      for (const problem of summary.skipped) {
        process.stdout.write(`  line ${problem.line}: ${problem.message}\n`);
      }
      return;
    }
    throw new UsageError(sub ? `Unknown sources command: ${sub}` : 'sources needs a command.');
  });
}

export async function crawlCommand(args: string[]) {
  return runCommand('crawl', async () => {
    const { values } = parse(args, { source: { type: 'string' } });
    const started = Date.now();
    const bar = new cliProgress.SingleBar(
      {
        format: 'Crawling [{bar}] {value}/{total} sources  {name}',
        hideCursor: true,
        clearOnComplete: true,
      },
      cliProgress.Presets.shades_classic,
    );
    let barStarted = false;
    const totals = await withOperator((op) =>
      op.crawl({ source: values.source }, (progress) => {
        if (!barStarted) {
          bar.start(progress.total, 0, { name: '' });
          barStarted = true;
        }
        bar.update(progress.done, { name: progress.name.slice(0, 40) });
      }),
    ).finally(() => {
      if (barStarted) bar.stop();
    });
    const seconds = ((Date.now() - started) / 1000).toFixed(1);
    process.stdout.write(
      `Crawled ${totals.sources} source${totals.sources === 1 ? '' : 's'} in ${seconds} s (${formatBytes(totals.bytes)})\n\n` +
        `${table(
          ['fetched', 'not modified', 'failed', 'new items', 'duplicates'],
          [[totals.fetched, totals.notModified, totals.failed, totals.newItems, totals.duplicates]],
          ['r', 'r', 'r', 'r', 'r'],
        )}\n`,
    );
    if (totals.discovered > 0) {
      process.stdout.write(
        `\nSearched ${totals.discovered} organisation${totals.discovered === 1 ? "'s site" : "s' sites"} for feeds and listings; ${totals.unwatched} offered nothing to watch.\n`,
      );
    }
    if (totals.changedItems > 0) {
      process.stdout.write(
        `${totals.changedItems} stored item${totals.changedItems === 1 ? '' : 's'} changed (deadline, amount or text).\n`,
      );
    }
    if (totals.failures.length > 0) {
      process.stdout.write('\nFailed:\n');
      for (const failure of totals.failures) {
        process.stdout.write(`  ${failure.name} (${failure.url}): ${failure.error}\n`);
      }
    }
  });
}

function formatBytes(bytes: number): string {
  if (bytes < 1024) return `${bytes} B`;
  if (bytes < 1024 * 1024) return `${(bytes / 1024).toFixed(1)} KiB`;
  return `${(bytes / 1024 / 1024).toFixed(1)} MiB`;
}

export async function statusCommand(args: string[]) {
  return runCommand('status', async () => {
    parse(args, {});
    const { status, mode } = await withOperator(async (op, mode) => ({
      status: await op.status(),
      mode,
    }));
    const { watch } = status;
    const notYet = watch.notDiscovered + watch.nothingFound + watch.failing;
    const lines = [
      `Sources: ${status.total} (${status.enabled} enabled)`,
      `Organisations: ${watch.organisations} (${watch.disabled} disabled)`,
      `  watched through a feed:         ${watch.throughFeed}`,
      `  watched through a listing page: ${watch.throughListing}`,
      `  not watched yet:                ${notYet} (not discovered yet ${watch.notDiscovered}, nothing found ${watch.nothingFound}, failing ${watch.failing})`,
      `Due now: ${status.dueNow}`,
      `Failing: ${status.failing} (${status.flagged} flagged)`,
      `Items: ${status.items} (${status.sampleItems} samples)`,
      `Last run: ${status.lastRunAt ?? 'never'}`,
      `Database: ${mode === 'server' ? 'through the running server' : 'opened directly'}`,
    ];
    process.stdout.write(`${lines.join('\n')}\n`);
    if (status.unwatchedSources.length > 0) {
      process.stdout.write(
        `\nNothing to watch found:\n${table(
          ['next look', 'name', 'why'],
          status.unwatchedSources.map((s) => [
            s.nextDueAt.slice(0, 16).replace('T', ' '),
            s.name,
            (s.discoveryNote ?? '').slice(0, 100),
          ]),
        )}\n`,
      );
    }
    if (status.failingSources.length > 0) {
      process.stdout.write(
        `\n${table(
          ['failures', 'state', 'last status', 'next try', 'name', 'error'],
          status.failingSources.map((s) => [
            s.consecutiveFailures,
            s.flagged ? 'flagged' : 'failing',
            s.lastStatus ?? '-',
            s.nextDueAt.slice(0, 16).replace('T', ' '),
            s.name,
            (s.lastError ?? '').slice(0, 80),
          ]),
        )}\n`,
      );
    }
  });
}

/** `thistle tag`: no database; the same extractor and tagger as the pipeline. */
export async function tagCommand(args: string[]) {
  return runCommand('tag', async () => {
    parse(args, {});
    const config = loadConfig();
    const logger = pino({ level: 'warn' }, pino.destination(2)) as unknown as Logger;
    const stages = createAgentStages(config, logger);
    const lines = createInterface({ input: process.stdin, crlfDelay: Infinity });
    let number = 0;
    let bad = 0;
    for await (const line of lines) {
      number++;
      if (!line.trim()) continue;
      let raw: unknown;
      try {
        raw = JSON.parse(line);
      } catch {
        raw = null;
      }
      const parsed = tagLineInputSchema.safeParse(raw);
      if (!parsed.success) {
        bad++;
        process.stderr.write(`line ${number}: ${describeBadLine(parsed.error)}; skipped\n`);
        continue;
      }
      const input = parsed.data;
      const tags = await tagLine(stages, input);
      // "published" goes back as the operator wrote it, not as the instant it was read as.
      const published = (raw as { published?: unknown }).published;
      const echoed = published === undefined ? input : { ...input, published };
      process.stdout.write(`${JSON.stringify({ ...echoed, ...tags })}\n`);
    }
    return bad > 0 ? 1 : 0;
  });
}
