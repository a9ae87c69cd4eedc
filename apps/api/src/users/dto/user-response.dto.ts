import { ApiProperty } from '@nestjs/swagger';
import { DASHBOARD_LANGUAGES, ROLES } from '@csec/contracts';

export class UserViewDto {
  @ApiProperty() id!: number;
  @ApiProperty() username!: string;
  @ApiProperty() email!: string;
  @ApiProperty({ enum: ROLES }) role!: string;
  @ApiProperty() createdAt!: string;
  @ApiProperty() updatedAt!: string;
}

export class UserListResponseDto {
  @ApiProperty({ enum: ['Success'], example: 'Success' }) status!: 'Success';
  @ApiProperty({ type: [UserViewDto] }) data!: UserViewDto[];
  @ApiProperty({ example: 3 }) totalPages!: number;
  @ApiProperty({ example: 37 }) countData!: number;
}

/** The caller's own account: the user and what only its owner reads (the dashboard's language). */
export class MeViewDto extends UserViewDto {
  @ApiProperty({ enum: DASHBOARD_LANGUAGES }) language!: string;
}

export class UserArrayResponseDto {
  @ApiProperty({ enum: ['Success'], example: 'Success' }) status!: 'Success';
  @ApiProperty({ required: false }) message?: string;
  @ApiProperty({ type: [MeViewDto], description: 'An array whose first item is the user' }) data!: MeViewDto[];
}

export class LanguageResponseDto {
  @ApiProperty({ enum: ['Success'], example: 'Success' }) status!: 'Success';
  @ApiProperty() message!: string;
  @ApiProperty({ type: MeViewDto }) data!: MeViewDto;
}

export class UserResponseDto {
  @ApiProperty({ enum: ['Success'], example: 'Success' }) status!: 'Success';
  @ApiProperty({ required: false }) message?: string;
  @ApiProperty({ type: UserViewDto }) data!: UserViewDto;
}
