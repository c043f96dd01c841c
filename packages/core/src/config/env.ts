import { z } from 'zod';

const booleanFlag = (defaultValue: boolean) =>
  z
    .enum(['true', 'false', '1', '0', 'yes', 'no'], { error: 'must be true or false' })
    .optional()
    .transform((value) =>
      value === undefined ? defaultValue : ['true', '1', 'yes'].includes(value),
    );

const optionalUrl = (protocols: string[], what: string) =>
  z
    .string()
    .optional()
    .transform((value) => (value === '' ? undefined : value))
    .refine((value) => {
      if (value === undefined) return true;
      try {
        return protocols.includes(new URL(value).protocol);
      } catch {
        return false;
      }
    }, `must be ${what}`);

/**
 * Every setting Thistle reads, with its default. The README's configuration table and
 * `.env.example` list the same names; a test keeps the three in step.
 */
export const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: z
    .string()
    .default('3000')
    .refine((v) => /^\d+$/.test(v) && Number(v) <= 65535, 'must be a whole number from 0 to 65535')
    .transform(Number),
  HOST: z.string().min(1).default('0.0.0.0'),
  TRUST_PROXY: z
    .string()
    .default('false')
    .refine(
      (v) =>
        /^(true|false|\d+)$/.test(v) ||
        v.split(',').every((part) => /^[0-9a-fA-F.:/]+$/.test(part.trim())),
      'must be false, true, a number of proxy hops, or a comma-separated list of proxy addresses',
    ),
  DATA_DIR: z.string().min(1).default('./data'),
  DATABASE_URL: optionalUrl(['postgres:', 'postgresql:'], 'a postgres:// or postgresql:// URL'),
  PUBLIC_URL: optionalUrl(['http:', 'https:'], 'an http:// or https:// URL'),
  SMTP_URL: optionalUrl(['smtp:', 'smtps:'], 'an smtp:// or smtps:// URL'),
  MAIL_FROM: z.string().min(3).default('Thistle <hello@thistle.local>'),
  SUPPORT_EMAIL: z.email({ error: 'must be an email address' }).default('support@thistle.scot'),
  SAMPLE_CONTENT: z.enum(['true', 'false', '1', '0', 'yes', 'no']).optional(),
  FETCH_ALLOW_PRIVATE: booleanFlag(false),
  LLM_PROVIDER: z
    .enum(['offline', 'openai'], { error: 'must be offline or openai' })
    .default('offline'),
  LLM_BASE_URL: optionalUrl(['http:', 'https:'], 'an http:// or https:// URL'),
  LLM_API_KEY: z.string().optional(),
  LLM_MODEL: z.string().default('gpt-4o-mini'),
  LLM_SEND_SENSITIVE: booleanFlag(false),
  DATA_KEY: z
    .string()
    .optional()
    .refine(
      (v) => v === undefined || v === '' || Buffer.from(v, 'base64').length === 32,
      'must be 32 random bytes in base64 (openssl rand -base64 32)',
    ),
  AUTH_SECRET: z
    .string()
    .optional()
    .refine((v) => v === undefined || v === '' || v.length >= 32, 'must be at least 32 characters'),
  LAUNCH_DATE: z
    .string()
    .default('2025-06-11T00:00')
    .refine(
      (v) => !Number.isNaN(Date.parse(v)),
      'must be a date and time such as 2025-06-11T00:00',
    ),
  CONTROLLER_NAME: z.string().min(1).default('Thistle Growth Ltd'),
  CONTROLLER_ADDRESS: z
    .string()
    .min(1)
    .default('Registered office: 1 Example Street, Edinburgh EH1 1AA'),
  WORKER: z.enum(['inline', 'off'], { error: 'must be inline or off' }).default('inline'),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
});

export type Env = z.infer<typeof envSchema>;

export interface Config {
  env: Env['NODE_ENV'];
  port: number;
  host: string;
  /** Which X-Forwarded-For hops to believe (Fastify's trustProxy): never by default. */
  trustProxy: boolean | number | string;
  dataDir: string;
  databaseUrl: string | undefined;
  publicUrl: string;
  smtpUrl: string | undefined;
  mailFrom: string;
  supportEmail: string;
  sampleContent: boolean;
  fetchAllowPrivate: boolean;
  llm: {
    provider: 'offline' | 'openai';
    baseUrl: string | undefined;
    apiKey: string | undefined;
    model: string;
    sendSensitive: boolean;
  };
  dataKey: string | undefined;
  authSecret: string | undefined;
  launchDate: string;
  controller: { name: string; address: string };
  inlineWorker: boolean;
  logLevel: Env['LOG_LEVEL'];
}

export class ConfigError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'ConfigError';
  }
}

/** Reads and validates the environment; throws one ConfigError naming every bad variable. */
export function loadConfig(source: Record<string, string | undefined> = process.env): Config {
  const parsed = envSchema.safeParse(source);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((issue) => {
      const name = String(issue.path[0] ?? 'environment');
      const value = source[name];
      const shown = value === undefined || /KEY|SECRET|URL/.test(name) ? '' : ` (got "${value}")`;
      return `${name} ${issue.message}${shown}`;
    });
    throw new ConfigError(`Configuration error: ${problems.join('; ')}.`);
  }
  const e = parsed.data;
  if (e.NODE_ENV === 'production') {
    const missing = (['AUTH_SECRET', 'DATA_KEY', 'PUBLIC_URL'] as const).filter((k) => !e[k]);
    if (missing.length > 0) {
      throw new ConfigError(
        `Configuration error: ${missing.join(', ')} must be set when NODE_ENV=production.`,
      );
    }
  }
  if (e.LLM_PROVIDER === 'openai' && !e.LLM_BASE_URL && !e.LLM_API_KEY) {
    throw new ConfigError(
      'Configuration error: LLM_PROVIDER=openai needs LLM_API_KEY (or LLM_BASE_URL for a local endpoint).',
    );
  }
  const sampleDefault = e.NODE_ENV !== 'production';
  return {
    env: e.NODE_ENV,
    port: e.PORT,
    host: e.HOST,
    trustProxy:
      e.TRUST_PROXY === 'true'
        ? true
        : e.TRUST_PROXY === 'false'
          ? false
          : /^\d+$/.test(e.TRUST_PROXY)
            ? Number(e.TRUST_PROXY)
            : e.TRUST_PROXY,
    dataDir: e.DATA_DIR,
    databaseUrl: e.DATABASE_URL,
    publicUrl: (e.PUBLIC_URL ?? `http://localhost:${e.PORT}`).replace(/\/$/, ''),
    smtpUrl: e.SMTP_URL,
    mailFrom: e.MAIL_FROM,
    supportEmail: e.SUPPORT_EMAIL,
    sampleContent:
      e.SAMPLE_CONTENT === undefined
        ? sampleDefault
        : ['true', '1', 'yes'].includes(e.SAMPLE_CONTENT),
    fetchAllowPrivate: e.FETCH_ALLOW_PRIVATE,
    llm: {
      provider: e.LLM_PROVIDER,
      baseUrl: e.LLM_BASE_URL,
      apiKey: e.LLM_API_KEY || undefined,
      model: e.LLM_MODEL,
      sendSensitive: e.LLM_SEND_SENSITIVE,
    },
    dataKey: e.DATA_KEY || undefined,
    authSecret: e.AUTH_SECRET || undefined,
    launchDate: e.LAUNCH_DATE,
    controller: { name: e.CONTROLLER_NAME, address: e.CONTROLLER_ADDRESS },
    inlineWorker: e.WORKER === 'inline',
    logLevel: e.LOG_LEVEL,
  };
}
