import type { LlmClient, Logger } from '@thistle/core';
import { silentLogger } from '@thistle/core';
import { withOfflineFallback } from '@thistle/language';
import type { TagInput, Tagger, Tags } from '../contracts.ts';
import { tagWithLlm } from './llm-tagger.ts';
import { tagOffline } from './offline.ts';

export { tagOffline } from './offline.ts';
export { sourcePrior } from './regions.ts';
export { tagWithLlm, TAGGING_SYSTEM_PROMPT, llmAnswerSchema } from './llm-tagger.ts';

export interface CreateTaggerOptions {
  /** An LLM client (createLlmClient(config.llm)); without one the tagger is offline only. */
  llm?: LlmClient | null;
  logger?: Logger;
}

/**
 * The tagger the pipeline uses. With an LLM, the LLM tags and any failure (transport, timeout,
 * bad JSON, an id outside the taxonomy) falls back to the offline tagger for that item, logged.
 * No deadline of its own: the client's timeout and single retry bound each request.
 */
export function createTagger(options: CreateTaggerOptions = {}): Tagger {
  const logger = (options.logger ?? silentLogger).child({ component: 'tagger' });
  const llm = options.llm ?? null;
  return {
    async tag(input: TagInput): Promise<Tags> {
      if (!llm) return tagOffline(input);
      const { value } = await withOfflineFallback({
        attempt: () => tagWithLlm(llm, input),
        offline: () => tagOffline(input),
        onFallback: (error) => {
          const reason = (error as { reason?: string }).reason ?? (error as Error).name;
          logger.warn(
            {
              reason,
              error: (error as Error).message.slice(0, 300),
              title: input.title.slice(0, 120),
            },
            'LLM tagging failed; used the offline tagger',
          );
        },
      });
      return value;
    },
  };
}
