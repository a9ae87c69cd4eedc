import { ApiProperty } from '@nestjs/swagger';
import { IsNotEmpty, IsString, MaxLength } from 'class-validator';
import { PASSWORD_MAX, SECURITY_MESSAGES, TWO_FACTOR, VALIDATION } from '@csec/contracts';

export class EnableTwoFactorDto {
  @ApiProperty({ example: '123456', description: 'A current code made from the secret that set-up returned' })
  @IsString({ message: SECURITY_MESSAGES.codeRequired })
  @IsNotEmpty({ message: SECURITY_MESSAGES.codeRequired })
  @MaxLength(TWO_FACTOR.codeMax, { message: SECURITY_MESSAGES.totpInvalid })
  code!: string;
}

export class DisableTwoFactorDto extends EnableTwoFactorDto {
  @ApiProperty({ description: "The account's password" })
  @IsString({ message: VALIDATION.passwordMin })
  @IsNotEmpty({ message: VALIDATION.passwordMin })
  @MaxLength(PASSWORD_MAX, { message: SECURITY_MESSAGES.passwordIncorrect })
  password!: string;
}
