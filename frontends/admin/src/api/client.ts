import createClient, { type Middleware } from 'openapi-fetch';
import type { ApiFailure, ApiPaths, ErrorCode, ErrorParams } from '@csec/contracts';
import { clearToken, getToken } from './token';

/**
 * 'failed': the API answered with a failure body (message, code and field errors are the server's).
 * 'network': no usable answer at all; callers show the spec's generic text instead.
 */
export class ApiError extends Error {
  constructor(
    readonly kind: 'failed' | 'network',
    message: string,
    readonly httpStatus = 0,
    readonly errors: Record<string, string> = {},
    readonly code?: ErrorCode,
    /** What the API's message was written with (seconds to wait, a count...), for the code's text in another language. */
    readonly params: ErrorParams = {},
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

let onUnauthorized: () => void = () => undefined;
let onEnrolmentRequired: () => void = () => undefined;

/** The session layer registers how to leave for the login page when the token is rejected. */
export function setUnauthorizedHandler(handler: () => void): void {
  onUnauthorized = handler;
}

/** The session layer registers how to send the user to the two-factor set-up their role requires first. */
export function setEnrolmentRequiredHandler(handler: () => void): void {
  onEnrolmentRequired = handler;
}

// The login call's 401 means wrong credentials, not an expired session.
const LOGIN_PATH = '/api/login';

const session: Middleware = {
  onRequest({ request }) {
    const token = getToken();
    if (token) request.headers.set('Authorization', `Bearer ${token}`);
    return request;
  },
  onResponse({ response, schemaPath }) {
    if (response.status === 401 && schemaPath !== LOGIN_PATH) {
      clearToken();
      onUnauthorized();
    }
  },
};

// fetch is looked up per call, not captured once, so a page that swaps it (tests do) is heard.
export const client = createClient<ApiPaths>({ baseUrl: window.location.origin, fetch: (request) => globalThis.fetch(request) });
client.use(session);

interface Answer<T> {
  data?: T;
  error?: unknown;
  response: Response;
}

/** The success body, or an ApiError carrying the failure body. */
export async function answer<T>(request: Promise<Answer<T>>): Promise<T> {
  let result: Answer<T>;
  try {
    result = await request;
  } catch {
    throw new ApiError('network', 'network error');
  }
  const { data, error, response } = result;
  if (response.ok && data !== undefined) return data;
  const failure = (typeof error === 'object' && error !== null ? error : {}) as Partial<ApiFailure>;
  if (failure.code === 'auth.totp_enrolment_required') onEnrolmentRequired();
  throw new ApiError('failed', failure.message ?? response.statusText, response.status, failure.errors ?? {}, failure.code, failure.params ?? {});
}
