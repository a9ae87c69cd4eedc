import { ApiProperty } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsEmail, IsIn, IsString, MaxLength, MinLength } from 'class-validator';
import { API_MESSAGES, PASSWORD_MIN, ROLES, Role, USERNAME_MAX, USERNAME_MIN, VALIDATION } from '@csec/contracts';
import { HasNoInvisibleCharacters, toNormalizedEmail, trimName } from './identity-fields';

export const PASSWORD_MAX = 256;

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

  @ApiProperty({ minLength: PASSWORD_MIN, example: 'correct horse battery' })
  @IsString({ message: VALIDATION.passwordMin })
  @MinLength(PASSWORD_MIN, { message: VALIDATION.passwordMin })
  @MaxLength(PASSWORD_MAX, { message: `Password must be at most ${PASSWORD_MAX} characters long` })
  password!: string;

  @ApiProperty({ enum: ['admin', 'author'], description: 'superadmin cannot be given through the API' })
  @IsIn(ROLES, { message: VALIDATION.roleRequired })
  role!: Role;
}
