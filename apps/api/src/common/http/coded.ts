import type { ErrorCode } from '@csec/contracts';

/** The response object for a Nest HttpException that names its failure code: `new ConflictException(coded('blog.locked', text))`. */
export interface CodedPayload {
  message: string;
  code: ErrorCode;
}

export function coded(code: ErrorCode, message: string): CodedPayload {
  return { message, code };
}
