import type { Config } from '../config/env.ts';
import type { Logger } from '../logger.ts';
import { silentLogger } from '../logger.ts';

/**
 * The one LLM provider interface (docs/decisions/0017-llm-provider.md). `offline` has no client at all: callers
 * get `null` from `createLlmClient` and use their deterministic path; `openai` talks to any
 * OpenAI-compatible chat-completions endpoint (OpenAI, Azure, Ollama, vLLM) with plain fetch
 * (docs/decisions/0017-llm-provider.md).
 */
export interface LlmJsonRequest {
  system: string;
  user: string;
  /** A JSON Schema for the answer: sent as response_format json_schema; without it, json_object. */
  schema?: { name: string; schema: Record<string, unknown> };
  /**
   * The request carries special-category data (ethnicity, religion, health, gender...). It is
   * refused before anything leaves the process unless the client was built with sendSensitive.
   */
  sensitive?: boolean;
  /** Strings replaced by "[redacted]" in every message before sending (names, emails...). */
  redact?: string[];
  maxTokens?: number;
  temperature?: number;
}

export interface LlmClient {
  readonly provider: 'openai';
  readonly model: string;
  /** The parsed JSON the model answered. Throws LlmError on any failure. */
  completeJson(request: LlmJsonRequest): Promise<unknown>;
}

export type LlmErrorReason = 'timeout' | 'http' | 'network' | 'invalid-response' | 'refused';

export class LlmError extends Error {
  constructor(
    readonly reason: LlmErrorReason,
    message: string,
    readonly httpStatus: number | null = null,
  ) {
    super(message);
    this.name = 'LlmError';
  }
}

export interface OpenAiCompatibleOptions {
  baseUrl?: string;
  apiKey?: string;
  model: string;
  timeoutMs?: number;
  sendSensitive?: boolean;
  logger?: Logger;
  /** Pause before the single retry, when the server gives no Retry-After. */
  retryDelayMs?: number;
}

export const DEFAULT_LLM_BASE_URL = 'https://api.openai.com/v1';
export const DEFAULT_LLM_TIMEOUT_MS = 20_000;

export function redactText(text: string, secrets: string[] | undefined): string {
  if (!secrets) return text;
  let out = text;
  for (const s of secrets) if (s.trim().length > 0) out = out.split(s).join('[redacted]');
  return out;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export function createOpenAiCompatibleClient(options: OpenAiCompatibleOptions): LlmClient {
  const baseUrl = (options.baseUrl ?? DEFAULT_LLM_BASE_URL).replace(/\/+$/, '');
  const timeoutMs = options.timeoutMs ?? DEFAULT_LLM_TIMEOUT_MS;
  const logger = (options.logger ?? silentLogger).child({ llm: 'openai', model: options.model });
  const retryDelayMs = options.retryDelayMs ?? 1000;

  async function post(body: unknown): Promise<Response> {
    const headers: Record<string, string> = { 'content-type': 'application/json' };
    if (options.apiKey) headers.authorization = `Bearer ${options.apiKey}`;
    try {
      return await fetch(`${baseUrl}/chat/completions`, {
        method: 'POST',
        headers,
        body: JSON.stringify(body),
        signal: AbortSignal.timeout(timeoutMs),
      });
    } catch (error) {
      const name = (error as Error).name;
      if (name === 'TimeoutError' || name === 'AbortError') {
        throw new LlmError('timeout', `no answer within ${timeoutMs} ms`);
      }
      throw new LlmError('network', (error as Error).message);
    }
  }

  return {
    provider: 'openai',
    model: options.model,
    async completeJson(request) {
      if (request.sensitive && !options.sendSensitive) {
        throw new LlmError(
          'refused',
          'special-category data is not sent to the LLM (LLM_SEND_SENSITIVE=false)',
        );
      }
      const body = {
        model: options.model,
        messages: [
          { role: 'system', content: redactText(request.system, request.redact) },
          { role: 'user', content: redactText(request.user, request.redact) },
        ],
        response_format: request.schema
          ? {
              type: 'json_schema',
              json_schema: {
                name: request.schema.name,
                schema: request.schema.schema,
                strict: true,
              },
            }
          : { type: 'json_object' },
        temperature: request.temperature ?? 0,
        ...(request.maxTokens ? { max_tokens: request.maxTokens } : {}),
      };
      let response = await post(body);
      if (response.status === 429 || response.status >= 500) {
        const retryAfter = Number(response.headers.get('retry-after'));
        const wait =
          Number.isFinite(retryAfter) && retryAfter > 0
            ? Math.min(retryAfter * 1000, 10_000)
            : retryDelayMs;
        logger.warn(
          { status: response.status, waitMs: wait },
          'LLM endpoint busy or failing; retrying once',
        );
        await response.body?.cancel();
        await sleep(wait);
        response = await post(body);
      }
      if (!response.ok) {
        const detail = (await response.text().catch(() => '')).slice(0, 200);
        throw new LlmError(
          'http',
          `HTTP ${response.status} from the LLM endpoint: ${detail}`,
          response.status,
        );
      }
      let payload: unknown;
      try {
        payload = await response.json();
      } catch {
        throw new LlmError('invalid-response', 'the endpoint did not answer JSON');
      }
      const content = (payload as { choices?: Array<{ message?: { content?: unknown } }> })
        ?.choices?.[0]?.message?.content;
      if (typeof content !== 'string')
        throw new LlmError('invalid-response', 'no message content in the completion');
      try {
        return JSON.parse(stripFences(content)) as unknown;
      } catch {
        throw new LlmError('invalid-response', 'the model did not answer valid JSON');
      }
    },
  };
}

/** Some local models wrap JSON in a Markdown fence even when asked not to. */
function stripFences(text: string): string {
  const m = /^\s*```(?:json)?\s*([\s\S]*?)\s*```\s*$/.exec(text);
  return m ? m[1]! : text;
}

/** The configured client, or null for LLM_PROVIDER=offline. */
export function createLlmClient(
  llm: Config['llm'],
  options: { logger?: Logger; timeoutMs?: number } = {},
): LlmClient | null {
  if (llm.provider !== 'openai') return null;
  return createOpenAiCompatibleClient({
    baseUrl: llm.baseUrl,
    apiKey: llm.apiKey,
    model: llm.model,
    sendSensitive: llm.sendSensitive,
    logger: options.logger,
    timeoutMs: options.timeoutMs,
  });
}
