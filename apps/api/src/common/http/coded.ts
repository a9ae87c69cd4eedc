import type { ErrorCode, ErrorParams } from '@csec/contracts';

/**
 * The response object for a Nest HttpException that names its failure code: `new ConflictException(coded('blog.locked', text))`,
 * with the values its message was written with when it has any (sent as the failure's `params`).
 */
export interface CodedPayload {
  message: string;
  code: ErrorCode;
  params?: ErrorParams;
}

export function coded(code: ErrorCode, message: string, params?: ErrorParams): CodedPayload {
  return params ? { message, code, params } : { message, code };
}
