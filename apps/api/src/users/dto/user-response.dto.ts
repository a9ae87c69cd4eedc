import { ApiProperty } from '@nestjs/swagger';
import { ROLES } from '@csec/contracts';

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

export class UserArrayResponseDto {
  @ApiProperty({ enum: ['Success'], example: 'Success' }) status!: 'Success';
  @ApiProperty({ required: false }) message?: string;
  @ApiProperty({ type: [UserViewDto], description: 'An array whose first item is the user' }) data!: UserViewDto[];
}

export class UserResponseDto {
  @ApiProperty({ enum: ['Success'], example: 'Success' }) status!: 'Success';
  @ApiProperty({ required: false }) message?: string;
  @ApiProperty({ type: UserViewDto }) data!: UserViewDto;
}
