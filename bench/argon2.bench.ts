import {
  ARGON2_OPTIONS,
  hashPassword,
  verifyPassword,
} from '../packages/core/src/auth/passwords.ts';
import type { BenchResult } from './run.ts';

/** What one argon2id password hash (sign-up, reset) and one verification (sign-in) cost here. */
export async function run(): Promise<BenchResult> {
  await hashPassword('warm-up');
  const runs = 20;
  const hashTimes: number[] = [];
  let stored = '';
  for (let i = 0; i < runs; i++) {
    const start = performance.now();
    stored = await hashPassword(`password-${i}`);
    hashTimes.push(performance.now() - start);
  }
  const verifyTimes: number[] = [];
  for (let i = 0; i < runs; i++) {
    const start = performance.now();
    await verifyPassword(stored, `password-${runs - 1}`);
    verifyTimes.push(performance.now() - start);
  }
  // Two cores: how many sign-ins a second if every request hashed at once.
  const parallel = 8;
  const pStart = performance.now();
  await Promise.all(Array.from({ length: parallel }, (_, i) => hashPassword(`p-${i}`)));
  const pMs = performance.now() - pStart;
  const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;
  const p95 = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.ceil(xs.length * 0.95) - 1]!;
  return {
    title: `argon2id password hashing (m=${ARGON2_OPTIONS.memoryCost} KiB, t=${ARGON2_OPTIONS.timeCost}, p=${ARGON2_OPTIONS.parallelism})`,
    lines: [
      '| case | median | p95 |',
      '| --- | --- | --- |',
      `| hash (sign-up, reset), ${runs} runs | ${median(hashTimes).toFixed(1)} ms | ${p95(hashTimes).toFixed(1)} ms |`,
      `| verify (sign-in), ${runs} runs | ${median(verifyTimes).toFixed(1)} ms | ${p95(verifyTimes).toFixed(1)} ms |`,
      `| ${parallel} hashes at once | ${pMs.toFixed(0)} ms in all (${((parallel * 1000) / pMs).toFixed(0)} hashes/s) | |`,
      '',
      'Goal: a hash well under 100 ms, so sign-in stays quick while guessing stays expensive (OWASP: argon2id, 19 MiB, 2 passes).',
    ],
  };
}
