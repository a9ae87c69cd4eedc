import type { ErrorCode, ErrorParams } from '@csec/contracts';
import type { ApiError } from '../api/client';
import { en } from './en';
import { i18n } from './i18n';

type TextKey = `${'validation' | 'apiMessages'}.${string}`;

/**
 * The API's field messages are the contracts' English texts, which en.ts holds under these groups:
 * a field message is translated by finding its key there. A text not found stays the API's.
 */
const FIELD_KEYS = new Map<string, TextKey>(
  (['validation', 'apiMessages'] as const).flatMap((group) => Object.entries(en[group]).map(([key, text]): [string, TextKey] => [text, `${group}.${key}`])),
);

/** A field message of the API (a failure's `errors`) in the dashboard's language. */
export function fieldMessage(message: string): string {
  const key = FIELD_KEYS.get(message);
  return key ? i18n.t(key as never, { defaultValue: message }) : message;
}

/**
 * What a failure says, in the dashboard's language: the text of its `code` (id-codes.ts) written
 * with the failure's `params` (seconds to wait, a count, who saved and when), or the API's own
 * English message for a code without one, and always in English.
 */
export function failureMessage(error: ApiError): string {
  if (!error.code) return error.message;
  if (error.code === 'validation.failed') return fieldMessage(error.message);
  return codeText(error.code, error.message, error.params);
}

function codeText(code: ErrorCode, message: string, params: ErrorParams): string {
  // The codes are the API's, not all of them translated: an unknown one falls back to the message.
  // A save by someone the API cannot name reads `blog.stale_unknown`.
  const key = params.savedBy === null ? `${code}_unknown` : code;
  return i18n.t(key as never, { ns: 'codes', defaultValue: message, ...params });
}
