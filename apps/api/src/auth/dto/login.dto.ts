import { ApiProperty } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsEmail, IsString, MaxLength, MinLength } from 'class-validator';
import { API_MESSAGES, PASSWORD_MAX, VALIDATION } from '@csec/contracts';
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
}
