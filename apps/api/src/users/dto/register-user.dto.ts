import { ApiProperty } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsEmail, IsIn, IsString, MaxLength, MinLength } from 'class-validator';
import { API_MESSAGES, PASSWORD_MAX, PASSWORD_MIN, ROLES, Role, USERNAME_MAX, USERNAME_MIN, VALIDATION } from '@csec/contracts';
import { HasNoInvisibleCharacters, toNormalizedEmail, trimName } from './identity-fields';
import { IsNotCommonPassword, PASSWORD_DESCRIPTION } from './password-field';

export class RegisterUserDto {
  @ApiProperty({ minLength: USERNAME_MIN, maxLength: USERNAME_MAX, example: 'rina' })
  @Transform(trimName)
  @IsString({ message: VALIDATION.usernameMin })
  @HasNoInvisibleCharacters({ message: API_MESSAGES.usernameInvisible })
  @MinLength(USERNAME_MIN, { message: VALIDATION.usernameMin })
  @MaxLength(USERNAME_MAX, { message: VALIDATION.usernameMax })
  username!: string;

  @ApiProperty({ example: 'rina@csec.co.id' })
  @Transform(toNormalizedEmail)
  @HasNoInvisibleCharacters({ message: API_MESSAGES.emailInvisible })
  @IsEmail({}, { message: VALIDATION.emailRequired })
  @MaxLength(254, { message: VALIDATION.emailRequired })
  email!: string;

  @ApiProperty({ minLength: PASSWORD_MIN, maxLength: PASSWORD_MAX, description: PASSWORD_DESCRIPTION, example: 'correct horse battery' })
  @IsString({ message: VALIDATION.passwordMin })
  @MinLength(PASSWORD_MIN, { message: VALIDATION.passwordMin })
  @MaxLength(PASSWORD_MAX, { message: API_MESSAGES.passwordMax })
  @IsNotCommonPassword({ message: API_MESSAGES.passwordTooCommon })
  password!: string;

  @ApiProperty({ enum: ['admin', 'author'], description: 'superadmin cannot be given through the API' })
  @IsIn(ROLES, { message: VALIDATION.roleRequired })
  role!: Role;
}
