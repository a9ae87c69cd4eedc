import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { ERROR_CODES, type ErrorCode } from '@csec/contracts';

/** The one failure shape (design.md): a real HTTP status and this body. */
export class FailureBody {
  @ApiProperty({ example: 'Failed', enum: ['Failed'] })
  status!: 'Failed';

  @ApiProperty({ example: true, enum: [true] })
  error!: true;

  @ApiProperty({
    description: 'Stable machine code of the failure (libs/contracts error-codes.ts); the message beside it is the text to show',
    enum: ERROR_CODES,
    enumName: 'ErrorCode',
    example: 'validation.failed',
  })
  code!: ErrorCode;

  @ApiProperty({ example: 'Email is required' })
  message!: string;

  @ApiPropertyOptional({
    description: 'Field name -> message, on validation failures',
    example: { email: 'Email is required' },
    type: 'object',
    additionalProperties: { type: 'string' },
  })
  errors?: Record<string, string>;

  @ApiPropertyOptional({
    description:
      'What the message was written with, for a client that shows the code in its own language: seconds (every 429), count (category.in_use), savedBy and savedAt (blog.stale; savedBy null when unknown)',
    example: { seconds: 120 },
    type: 'object',
    additionalProperties: { oneOf: [{ type: 'string', nullable: true }, { type: 'number' }] },
  })
  params?: Record<string, string | number | null>;

  @ApiPropertyOptional({
    description: 'On 5xx failures: the id of the request (also sent as the X-Request-Id header), to quote when reporting the problem',
    example: '0b8f3c1e-5d2a-4e7b-9f61-2c4d8a7e9b10',
  })
  requestId?: string;
}
