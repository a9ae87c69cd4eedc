import { ApiPropertyOptional } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsEmail, IsIn, IsOptional, IsString, MaxLength, MinLength } from 'class-validator';
import { API_MESSAGES, PASSWORD_MAX, PASSWORD_MIN, ROLES, Role, USERNAME_MAX, USERNAME_MIN, VALIDATION } from '@csec/contracts';
import { HasNoInvisibleCharacters, toNormalizedEmailOrNull, trimNameOrNull } from './identity-fields';
import { IsNotCommonPassword, PASSWORD_DESCRIPTION } from './password-field';
import { UserIdBodyDto } from './user-id-body.dto';

const emptyToNull = ({ value }: { value: unknown }) => (value === '' ? null : value);

/**
 * Null or absent means unchanged (spec section 5). The client sends username+email+role for a
 * profile update and only a password for a password change; any mix is applied as sent.
 */
export class UpdateUserDto extends UserIdBodyDto {
  @ApiPropertyOptional({ type: String, nullable: true, minLength: USERNAME_MIN, maxLength: USERNAME_MAX })
  @IsOptional()
  @Transform(trimNameOrNull)
  @IsString({ message: VALIDATION.usernameMin })
  @HasNoInvisibleCharacters({ message: API_MESSAGES.usernameInvisible })
  @MinLength(USERNAME_MIN, { message: VALIDATION.usernameMin })
  @MaxLength(USERNAME_MAX, { message: VALIDATION.usernameMax })
  username?: string | null;

  @ApiPropertyOptional({ type: String, format: 'email', nullable: true, maxLength: 254 })
  @IsOptional()
  @Transform(toNormalizedEmailOrNull)
  @HasNoInvisibleCharacters({ message: API_MESSAGES.emailInvisible })
  @IsEmail({}, { message: VALIDATION.emailRequired })
  @MaxLength(254, { message: VALIDATION.emailRequired })
  email?: string | null;

  @ApiPropertyOptional({ type: String, nullable: true, enum: ROLES })
  @IsOptional()
  @Transform(emptyToNull)
  @IsIn(ROLES, { message: VALIDATION.roleRequired })
  role?: Role | null;

  @ApiPropertyOptional({ type: String, nullable: true, minLength: PASSWORD_MIN, maxLength: PASSWORD_MAX, description: PASSWORD_DESCRIPTION })
  @IsOptional()
  @Transform(emptyToNull)
  @IsString({ message: VALIDATION.passwordMin })
  @MinLength(PASSWORD_MIN, { message: VALIDATION.passwordMin })
  @MaxLength(PASSWORD_MAX, { message: API_MESSAGES.passwordMax })
  @IsNotCommonPassword({ message: API_MESSAGES.passwordTooCommon })
  password?: string | null;
}
