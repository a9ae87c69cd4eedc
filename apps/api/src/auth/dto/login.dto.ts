import { ApiProperty } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsEmail, IsString, MaxLength, MinLength } from 'class-validator';
import { VALIDATION } from '@csec/contracts';

export class LoginDto {
  @ApiProperty({ example: 'superadmin@csec.local' })
  @Transform(({ value }: { value: unknown }) => (typeof value === 'string' ? value.trim().toLowerCase() : value))
  @IsEmail({}, { message: VALIDATION.emailRequired })
  email!: string;

  @ApiProperty({ example: 'a-strong-password' })
  @IsString({ message: VALIDATION.passwordMin })
  @MinLength(1, { message: VALIDATION.passwordMin })
  @MaxLength(256)
  password!: string;
}
