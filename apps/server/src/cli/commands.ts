export interface CliCommand {
  name: string;
  summary: string;
  run(args: string[]): Promise<number | void>;
}

export const commands: CliCommand[] = [
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
