import { ApiProperty } from '@nestjs/swagger';

export class LoginResponseDto {
  @ApiProperty({ enum: ['Success'], example: 'Success' }) status!: 'Success';
  @ApiProperty({ example: 'Login success!' }) message!: string;
  @ApiProperty({ description: 'JWT bearer token (HS256) with an expiry' }) token!: string;
  @ApiProperty({
    description: 'True when the role must use two-factor login and it is not on yet: until it is, only the set-up, the own account and logout answer',
  })
  twoFactorSetupRequired!: boolean;
}
