import { ApiProperty } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsEmail, IsOptional, IsString, MaxLength, MinLength } from 'class-validator';
import { API_MESSAGES, PASSWORD_MAX, SECURITY_MESSAGES, TWO_FACTOR, VALIDATION } from '@csec/contracts';
import { HasNoInvisibleCharacters, toNormalizedEmail } from '../../users/dto/identity-fields';

export class LoginDto {
  @ApiProperty({ example: 'superadmin@csec.local' })
  // The same normalisation as registration, so the throttle and the lookup see one address per person.
  @Transform(toNormalizedEmail)
  @HasNoInvisibleCharacters({ message: API_MESSAGES.emailInvisible })
  @IsEmail({}, { message: VALIDATION.emailRequired })
  email!: string;

  @ApiProperty({ example: 'a-strong-password' })
  @IsString({ message: VALIDATION.passwordMin })
  @MinLength(1, { message: VALIDATION.passwordMin })
  // Only the length is checked here: never the common-password list, so older passwords still log in.
  @MaxLength(PASSWORD_MAX, { message: API_MESSAGES.passwordMax })
  password!: string;

  @ApiProperty({
    required: false,
    example: '123456',
    description: 'For an account with two-factor login: the current 6-digit code from the authenticator app, or an unused recovery code',
  })
  @IsOptional()
  @IsString({ message: SECURITY_MESSAGES.totpInvalid })
  @MaxLength(TWO_FACTOR.codeMax, { message: SECURITY_MESSAGES.totpInvalid })
  code?: string;
}
