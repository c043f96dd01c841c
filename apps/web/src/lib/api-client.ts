/**
 * The one way the web app talks to the server: JSON in, JSON out, and every failure becomes
 * an ApiError carrying the server's { error: { code, message } }.
 */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

type TokenSource = () => string | undefined | Promise<string | undefined>;
let accessTokenSource: TokenSource = () => undefined;

/** The auth provider registers how to get the current access token. */
export function setAccessTokenSource(source: TokenSource) {
  accessTokenSource = source;
}

/** The Authorization header for the current session, for the few calls that read raw responses. */
export async function authorizationHeader(): Promise<Record<string, string>> {
  const token = await accessTokenSource();
  return token ? { authorization: `Bearer ${token}` } : {};
}

export interface RequestOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  body?: unknown;
  signal?: AbortSignal;
  /** Send the bearer token (default true when one exists). */
  auth?: boolean;
  /** Send this bearer token instead of the current session's. */
  token?: string;
}

export async function apiRequest<T>(path: string, options: RequestOptions = {}): Promise<T> {
  const headers: Record<string, string> = { accept: 'application/json' };
  if (options.body !== undefined) headers['content-type'] = 'application/json';
  if (options.token) headers.authorization = `Bearer ${options.token}`;
  else if (options.auth !== false) {
    const token = await accessTokenSource();
    if (token) headers.authorization = `Bearer ${token}`;
  }
  let response: Response;
  try {
    response = await fetch(path, {
      method: options.method ?? 'GET',
      headers,
      body: options.body === undefined ? undefined : JSON.stringify(options.body),
      signal: options.signal,
    });
  } catch (error) {
    if ((error as Error).name === 'AbortError') throw error;
    throw new ApiError(0, 'network', 'Cannot reach Thistle. Check your connection and try again.');
  }
  if (response.status === 204) return undefined as T;
  const isJson = response.headers.get('content-type')?.includes('application/json');
  const payload = isJson ? await response.json().catch(() => undefined) : undefined;
  if (!response.ok) {
    const error = (payload as { error?: { code?: string; message?: string } } | undefined)?.error;
    throw new ApiError(
      response.status,
      error?.code ?? `http_${response.status}`,
      error?.message ?? `The server answered ${response.status}.`,
    );
  }
  return payload as T;
}
