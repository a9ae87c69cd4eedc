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
}
