/**
 * `npm run thistle -- <command>`: the operator's command line. Subcommands live in their own
 * modules and register here.
 */
import { commands } from './commands.ts';

const [name, ...args] = process.argv.slice(2);
const command = name ? commands.find((c) => c.name === name) : undefined;

if (!command) {
  const width = Math.max(...commands.map((c) => c.name.length));
  process.stdout.write('Usage: thistle <command> [options]\n\nCommands:\n');
  for (const c of commands) process.stdout.write(`  ${c.name.padEnd(width)}  ${c.summary}\n`);
  process.exit(name && name !== 'help' && name !== '--help' ? 2 : 0);
}

const code = await command.run(args);
process.exit(code ?? 0);
