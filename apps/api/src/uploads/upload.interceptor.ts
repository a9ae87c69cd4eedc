import { CallHandler, ExecutionContext, HttpException, HttpStatus, Injectable, NestInterceptor } from '@nestjs/common';
import type { Request, Response } from 'express';
import multer from 'multer';
import { Observable } from 'rxjs';
import { UPLOAD_FIELD, UPLOAD_MAX_BYTES, UPLOAD_MESSAGES, VALIDATION } from '@csec/contracts';
import { coded } from '../common/http/coded';

/** Room for the multipart boundaries and headers around the file itself. */
const MULTIPART_OVERHEAD = 64 * 1024;

const parser = multer({
  storage: multer.memoryStorage(),
  // fileSize is the largest size allowed: files must be strictly under UPLOAD_MAX_BYTES.
  limits: { fileSize: UPLOAD_MAX_BYTES - 1, files: 1, fields: 10, parts: 12 },
}).single(UPLOAD_FIELD);

/**
 * Reads the multipart body with the spec's size rule. A declared length that is already too
 * big is refused before any byte is read; otherwise multer stops at the limit and the rest
 * of the body is drained, never buffered.
 */
@Injectable()
export class UploadInterceptor implements NestInterceptor {
  async intercept(context: ExecutionContext, next: CallHandler): Promise<Observable<unknown>> {
    const http = context.switchToHttp();
    const req = http.getRequest<Request>();
    const res = http.getResponse<Response>();
    const declared = Number(req.headers['content-length'] ?? 0);
    if (declared > UPLOAD_MAX_BYTES + MULTIPART_OVERHEAD) {
      // The client is still sending; closing keeps us from reading megabytes we will refuse.
      res.setHeader('Connection', 'close');
      throw new HttpException(coded('upload.too_large', VALIDATION.uploadSize), HttpStatus.PAYLOAD_TOO_LARGE);
    }
    await new Promise<void>((resolve, reject) => parser(req, res, (error: unknown) => (error ? reject(translate(error)) : resolve())));
    return next.handle();
  }
}

function translate(error: unknown): HttpException {
  if (error instanceof multer.MulterError) {
    if (error.code === 'LIMIT_FILE_SIZE') return new HttpException(coded('upload.too_large', VALIDATION.uploadSize), HttpStatus.PAYLOAD_TOO_LARGE);
    return new HttpException(coded('upload.malformed', error.message), HttpStatus.BAD_REQUEST);
  }
  return new HttpException(coded('upload.malformed', UPLOAD_MESSAGES.malformed), HttpStatus.BAD_REQUEST);
}
