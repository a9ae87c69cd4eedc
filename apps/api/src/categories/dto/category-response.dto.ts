import { ApiProperty } from '@nestjs/swagger';

export class CategoryViewDto {
  @ApiProperty() id!: number;
  @ApiProperty() name!: string;
  @ApiProperty() description!: string;
  @ApiProperty({ description: "The name on the Indonesian pages; '' shows the English name there", example: 'Riset' }) indonesianName!: string;
  @ApiProperty({ description: "The description on the Indonesian pages; '' shows the English one there" }) indonesianDescription!: string;
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
