import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';

/** The one failure shape (design.md): a real HTTP status and this body. */
export class FailureBody {
  @ApiProperty({ example: 'Failed', enum: ['Failed'] })
  status!: 'Failed';

  @ApiProperty({ example: true })
  error!: true;

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
