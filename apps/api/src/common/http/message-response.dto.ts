import { ApiProperty } from '@nestjs/swagger';

/** A success that only says what happened. */
export class MessageResponseDto {
  @ApiProperty({ enum: ['Success'], example: 'Success' }) status!: 'Success';
  @ApiProperty() message!: string;
}
