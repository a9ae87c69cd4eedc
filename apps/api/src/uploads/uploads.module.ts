import { Module } from '@nestjs/common';
import { ImageStorage } from './image-storage';
import { LocalImageStorage } from './local-image-storage';
import { UploadsController } from './uploads.controller';

@Module({
  controllers: [UploadsController],
  providers: [{ provide: ImageStorage, useClass: LocalImageStorage }],
  exports: [ImageStorage],
})
export class UploadsModule {}
