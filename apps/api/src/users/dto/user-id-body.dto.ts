import { ApiPropertyOptional } from '@nestjs/swagger';
import { Allow } from 'class-validator';

/**
 * The spec's clients repeat the path's user id in the body of an update or a delete. It is
 * accepted and documented so typed clients may send it, and ignored: the path's id is the one used.
 */
export class UserIdBodyDto {
  @ApiPropertyOptional({ type: 'integer', description: "The path's userId, repeated; ignored" })
  @Allow()
  userId?: number;
}
