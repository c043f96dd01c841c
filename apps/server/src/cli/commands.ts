export interface CliCommand {
  name: string;
  summary: string;
  run(args: string[]): Promise<number | void>;
}

export const commands: CliCommand[] = [
  {
    name: 'sources',
    summary: 'List, add, disable or import the sources the agent watches',
    async run(args) {
      return (await import('./agent-commands.ts')).sourcesCommand(args);
    },
  },
  {
    name: 'crawl',
    summary: 'Crawl the due sources now (or one with --source <id|url>)',
    async run(args) {
      return (await import('./agent-commands.ts')).crawlCommand(args);
    },
  },
  {
    name: 'status',
    summary: "The agent's state: how organisations are watched, failing sources, last run",
    async run(args) {
      return (await import('./agent-commands.ts')).statusCommand(args);
    },
  },
  {
    name: 'tag',
    summary: 'Tag JSON Lines items from stdin (no database needed)',
    async run(args) {
      return (await import('./agent-commands.ts')).tagCommand(args);
    },
  },
  {
    name: 'feedback',
    summary: "Owners' feedback from the Feedback page, newest first (feedback list [--limit N])",
    run: async (args) => (await import('./feedback-command.ts')).feedbackCommand(args),
  },
  {
    name: 'reports',
    summary:
      'Monday reports: send now (reports send [--week YYYY-MM-DD] [--user email]) or preview one (reports preview --user email [--out file])',
    run: async (args) => (await import('./reports-command.ts')).reportsCommand(args),
  },
  {
    name: 'serve',
    summary: 'Run the HTTP server only (no worker): for several web processes on one Postgres',
    async run() {
      process.argv.push('--no-worker');
      await import('../main.ts');
      return new Promise<never>(() => {});
    },
  },
  {
    name: 'start',
    summary: 'Run the HTTP server and the job worker in one process (the default)',
    async run() {
      await import('../main.ts');
      return new Promise<never>(() => {});
    },
  },
  {
    name: 'worker',
    summary: 'Run the job worker only (needs DATABASE_URL)',
    async run() {
      await import('../worker-main.ts');
      return new Promise<never>(() => {});
    },
  },
];
