import { ApiProperty } from '@nestjs/swagger';

export class LoginResponseDto {
  @ApiProperty({ enum: ['Success'], example: 'Success' }) status!: 'Success';
  @ApiProperty({ example: 'Login success!' }) message!: string;
  @ApiProperty({ description: 'JWT bearer token (HS256) with an expiry' }) token!: string;
}
