/** `thistle <command>` as a real process (node --import tsx apps/server/src/cli/main.ts). */
import { spawn, type ChildProcess } from 'node:child_process';
import { REPO_ROOT } from '../../../tests/support/server-process.ts';

export interface Run {
  code: number | null;
  stdout: string;
  stderr: string;
}

/** Starts the command; `done` settles when it exits. */
export function spawnThistle(
  args: string[],
  env: Record<string, string>,
  input = '',
): { child: ChildProcess; done: Promise<Run> } {
  const child = spawn(
    process.execPath,
    ['--import', 'tsx', 'apps/server/src/cli/main.ts', ...args],
    {
      cwd: REPO_ROOT,
      env: {
        ...process.env,
        NODE_ENV: 'test',
        LOG_LEVEL: 'warn',
        FETCH_ALLOW_PRIVATE: 'true',
        ...env,
      },
      stdio: ['pipe', 'pipe', 'pipe'],
    },
  );
  let stdout = '';
  let stderr = '';
  child.stdout!.on('data', (c) => (stdout += c));
  child.stderr!.on('data', (c) => (stderr += c));
  const done = new Promise<Run>((resolve, reject) => {
    child.on('error', reject);
    child.on('exit', (code) => resolve({ code, stdout, stderr }));
  });
  child.stdin!.end(input);
  return { child, done };
}

/** Runs the command to the end. */
export function thistle(args: string[], env: Record<string, string>, input = ''): Promise<Run> {
  return spawnThistle(args, env, input).done;
}
