import { ApiProperty } from '@nestjs/swagger';

export class CategoryViewDto {
  @ApiProperty() id!: number;
  @ApiProperty() name!: string;
  @ApiProperty() description!: string;
}

export class CategoryListResponseDto {
  @ApiProperty({ enum: ['Success'], example: 'Success' }) status!: 'Success';
  @ApiProperty({ type: [CategoryViewDto] }) data!: CategoryViewDto[];
}

export class CategoryResponseDto {
  @ApiProperty({ enum: ['Success'], example: 'Success' }) status!: 'Success';
  @ApiProperty() message!: string;
  @ApiProperty({ type: CategoryViewDto }) data!: CategoryViewDto;
}
