import type { Config } from '../config/env.ts';
import { resolveSecrets } from '../security/secrets.ts';
import { unsealJson } from '../security/sealed.ts';
import type { OpenSealedAnswers } from './ranking/read.ts';

let cached: { dataDir: string; open: OpenSealedAnswers } | undefined;

/** How a ranking job opens owners' sealed answers: with this process's DATA_KEY. */
export function sealedAnswersOpener(config: Config): OpenSealedAnswers {
  if (cached?.dataDir !== config.dataDir) {
    const { dataKey } = resolveSecrets(config);
    cached = {
      dataDir: config.dataDir,
      open: (sealed) => {
        try {
          return unsealJson<Record<string, string | null>>(dataKey, sealed);
        } catch {
          // Sealed under another key (a rotated DATA_KEY): rank as if unanswered rather than fail.
          return {};
        }
      },
    };
  }
  return cached.open;
}
