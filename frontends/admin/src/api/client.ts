import type { ApiFailure } from '@csec/contracts';
import { clearToken, getToken } from './token';

/**
 * 'failed': the API answered with status other than 'Success' (message is the server's).
 * 'network': no usable answer at all; callers show the spec's generic text instead.
 */
export class ApiError extends Error {
  constructor(
    readonly kind: 'failed' | 'network',
    message: string,
    readonly httpStatus = 0,
    readonly errors: Record<string, string> = {},
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';

interface RequestOptions {
  body?: unknown;
  /** false for the login call: its 401 means wrong credentials, not an expired session */
  session?: boolean;
}

let onUnauthorized: () => void = () => undefined;

/** The session layer registers how to leave for the login page when the token is rejected. */
export function setUnauthorizedHandler(handler: () => void): void {
  onUnauthorized = handler;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null;
}

export async function request<T>(method: Method, path: string, options: RequestOptions = {}): Promise<T> {
  const { body, session = true } = options;
  const headers: Record<string, string> = { Accept: 'application/json' };
  const token = getToken();
  if (token) headers.Authorization = `Bearer ${token}`;
  let payload: BodyInit | undefined;
  if (body instanceof FormData) {
    payload = body;
  } else if (body !== undefined) {
    headers['Content-Type'] = 'application/json';
    payload = JSON.stringify(body);
  }

  let response: Response;
  let json: unknown;
  try {
    response = await fetch(path, { method, headers, body: payload });
    json = await response.json();
  } catch {
    throw new ApiError('network', 'network error');
  }

  if (response.status === 401 && session) {
    clearToken();
    onUnauthorized();
  }
  if (!isRecord(json) || json.status !== 'Success') {
    const failure = (isRecord(json) ? json : {}) as Partial<ApiFailure>;
    throw new ApiError('failed', failure.message ?? response.statusText, response.status, failure.errors ?? {});
  }
  return json as T;
}
