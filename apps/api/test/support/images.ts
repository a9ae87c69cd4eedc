import sharp from 'sharp';

/** A real PNG of the given size, made in the test. */
export function makePng(width = 8, height = 6): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background: { r: 10, g: 120, b: 200 } } })
    .png()
    .toBuffer();
}

/** A real JPEG carrying EXIF with GPS coordinates. */
export function makeJpegWithGps(): Promise<Buffer> {
  return sharp({ create: { width: 8, height: 6, channels: 3, background: { r: 200, g: 40, b: 40 } } })
    .jpeg()
    .withExifMerge({
      IFD0: { Make: 'TestCam', Model: 'GPS-1' },
      IFD3: { GPSLatitudeRef: 'S', GPSLatitude: '6/1 12/1 0/1', GPSLongitudeRef: 'E', GPSLongitude: '106/1 49/1 0/1' },
    })
    .toBuffer();
}
