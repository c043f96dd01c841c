import { afterEach, describe, expect, it, vi } from 'vitest';
import { AttemptTimeoutError, withOfflineFallback } from '../src/index.ts';

afterEach(() => {
  vi.useRealTimers();
});

const never = () => new Promise<string>(() => {});

describe('withOfflineFallback', () => {
  it("returns the attempt's answer and never computes the offline one", async () => {
    const offline = vi.fn(() => 'offline');
    const onFallback = vi.fn();
    const result = await withOfflineFallback({
      attempt: async () => 'llm',
      offline,
      onFallback,
    });
    expect(result).toEqual({ value: 'llm', source: 'llm' });
    expect(offline).not.toHaveBeenCalled();
    expect(onFallback).not.toHaveBeenCalled();
  });

  it('falls back on a rejection, reporting the error once before computing the answer', async () => {
    const failure = new Error('HTTP 500');
    const calls: string[] = [];
    const result = await withOfflineFallback({
      attempt: async () => {
        throw failure;
      },
      offline: () => {
        calls.push('offline');
        return 'offline';
      },
      onFallback: (error) => calls.push(`told: ${(error as Error).message}`),
    });
    expect(result).toEqual({ value: 'offline', source: 'offline', error: failure });
    expect(calls).toEqual(['told: HTTP 500', 'offline']);
  });

  it('falls back when the attempt throws before it returns a promise', async () => {
    const result = await withOfflineFallback<string>({
      attempt: () => {
        throw new TypeError('no client');
      },
      offline: () => 'offline',
    });
    expect(result.source).toBe('offline');
    expect(result).toMatchObject({ error: expect.any(TypeError) });
  });

  it('treats an answer the attempt itself rejects as a failure: validation is the caller’s', async () => {
    const result = await withOfflineFallback({
      attempt: async () => {
        const answer: unknown = { category: 'grants' };
        if (typeof answer !== 'string') throw new Error('not a category id');
        return answer;
      },
      offline: () => 'funding',
    });
    expect(result).toMatchObject({ value: 'funding', source: 'offline' });
  });

  it('aborts the attempt at the deadline and falls back with a timeout error', async () => {
    vi.useFakeTimers();
    let seen: AbortSignal | undefined;
    const pending = withOfflineFallback({
      attempt: (signal) => {
        seen = signal;
        return never();
      },
      offline: () => 'offline',
      timeoutMs: 2000,
    });
    await vi.advanceTimersByTimeAsync(1999);
    expect(seen?.aborted).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    const result = await pending;
    expect(result).toMatchObject({ value: 'offline', source: 'offline' });
    const error = (result as { error: unknown }).error;
    expect(error).toBeInstanceOf(AttemptTimeoutError);
    expect(error).toMatchObject({ reason: 'timeout', timeoutMs: 2000 });
    expect(seen?.aborted).toBe(true);
    expect(seen?.reason).toBe(error);
  });

  it('does not wait for an attempt that ignores its signal, nor mind its late failure', async () => {
    vi.useFakeTimers();
    let rejectLate!: (error: Error) => void;
    const pending = withOfflineFallback({
      attempt: () => new Promise<string>((_, reject) => (rejectLate = reject)),
      offline: () => 'offline',
      timeoutMs: 100,
    });
    await vi.advanceTimersByTimeAsync(100);
    expect((await pending).source).toBe('offline');
    // Already answered: a rejection now must not surface as an unhandled one.
    rejectLate(new Error('late'));
    await Promise.resolve();
  });

  it('waits as long as the attempt takes when no deadline is given', async () => {
    vi.useFakeTimers();
    const pending = withOfflineFallback({
      attempt: () => new Promise<string>((resolve) => setTimeout(() => resolve('llm'), 60_000)),
      offline: () => 'offline',
    });
    await vi.advanceTimersByTimeAsync(60_000);
    expect(await pending).toEqual({ value: 'llm', source: 'llm' });
  });

  it('leaves no timer behind once the attempt has answered', async () => {
    vi.useFakeTimers();
    await withOfflineFallback({ attempt: async () => 'llm', offline: () => 'x', timeoutMs: 5000 });
    expect(vi.getTimerCount()).toBe(0);
  });

  it('lets a failing offline answer throw: it is the deterministic path, a bug if it fails', async () => {
    await expect(
      withOfflineFallback({
        attempt: async () => Promise.reject(new Error('down')),
        offline: () => {
          throw new Error('offline bug');
        },
      }),
    ).rejects.toThrow('offline bug');
  });
});
