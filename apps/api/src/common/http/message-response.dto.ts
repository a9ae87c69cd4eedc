import { ApiProperty } from '@nestjs/swagger';

/** A success that only says what happened. */
export class MessageResponseDto {
  @ApiProperty({ example: 'Success' }) status!: 'Success';
  @ApiProperty() message!: string;
}
