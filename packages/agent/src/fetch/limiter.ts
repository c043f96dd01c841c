class Semaphore {
  private active = 0;
  private readonly waiting: Array<() => void> = [];
  constructor(private readonly limit: number) {}
  async acquire(): Promise<() => void> {
    if (this.active >= this.limit) await new Promise<void>((resolve) => this.waiting.push(resolve));
    this.active++;
    let released = false;
    return () => {
      if (released) return;
      released = true;
      this.active--;
      this.waiting.shift()?.();
    };
  }
}

interface HostSlot {
  tail: Promise<void>;
  nextStart: number;
}

export interface LimiterOptions {
  /** Minimum gap between the starts of two requests to one host. */
  perHostGapMs: number;
  /** Tasks running at once across all hosts. */
  concurrency: number;
  now: () => number;
  sleep: (ms: number) => Promise<void>;
}

export interface PoliteLimiter {
  /** Runs `task` when this host is free and its gap has passed, holding a global slot. */
  run<T>(hostKey: string, task: () => Promise<T>): Promise<T>;
}

/**
 * Politeness towards each site and a bound on the whole: one request at a time per host, a
 * gap between their starts, and a global limit. A host waits its turn before taking a global
 * slot, so a slow host never holds slots other hosts could use.
 */
export function createPoliteLimiter(options: LimiterOptions): PoliteLimiter {
  const global = new Semaphore(options.concurrency);
  const hosts = new Map<string, HostSlot>();
  return {
    async run(hostKey, task) {
      let slot = hosts.get(hostKey);
      if (!slot) {
        slot = { tail: Promise.resolve(), nextStart: 0 };
        hosts.set(hostKey, slot);
      }
      const s = slot;
      let done!: () => void;
      const mine = new Promise<void>((r) => (done = r));
      const previous = s.tail;
      s.tail = previous.then(() => mine);
      await previous;
      try {
        const wait = s.nextStart - options.now();
        if (wait > 0) await options.sleep(wait);
        const release = await global.acquire();
        try {
          s.nextStart = options.now() + options.perHostGapMs;
          return await task();
        } finally {
          release();
        }
      } finally {
        done();
      }
    },
  };
}
