import { ListObjectsV2Command, NoSuchBucket, NoSuchKey, NotFound, S3Client, S3ServiceException } from '@aws-sdk/client-s3';
import { isMissing, S3ImageStorage } from './s3-image-storage';

const status = (httpStatusCode: number) => ({ $metadata: { httpStatusCode }, message: '' });

describe('isMissing (S3 errors)', () => {
  it("is true for GetObject's NoSuchKey and HeadObject's bare 404", () => {
    expect(isMissing(new NoSuchKey(status(404)))).toBe(true);
    expect(isMissing(new NotFound(status(404)))).toBe(true);
    expect(isMissing(new S3ServiceException({ ...status(404), name: 'Unknown', $fault: 'client' }))).toBe(true);
  });

  it('is false for a missing bucket, refusals and a server that cannot be reached', () => {
    expect(isMissing(new NoSuchBucket(status(404)))).toBe(false);
    expect(isMissing(new S3ServiceException({ ...status(403), name: 'AccessDenied', $fault: 'client' }))).toBe(false);
    expect(isMissing(Object.assign(new Error('connect ECONNREFUSED'), { code: 'ECONNREFUSED' }))).toBe(false);
    expect(isMissing(undefined)).toBe(false);
  });
});

// The e2e spec runs against s3rver, which cannot answer a truncated ListObjectsV2 on Node 17+ (its
// continuation tokens use DES, gone from OpenSSL 3): the paging is checked here, on the client's answers.
describe('S3ImageStorage listing', () => {
  afterEach(() => jest.restoreAllMocks());

  it('follows the continuation tokens to the last page and keeps only stored names', async () => {
    const pages = [
      {
        Contents: [
          { Key: 'a.png', Size: 10 },
          { Key: 'backups/db.sqlite', Size: 99 },
        ],
        IsTruncated: true,
        NextContinuationToken: 'page-2',
      },
      { Contents: [{ Key: 'a-480.webp', Size: 4 }], IsTruncated: true, NextContinuationToken: 'page-3' },
      { Contents: [{ Key: 'b.jpg', Size: 7 }], IsTruncated: false },
    ];
    const asked: (string | undefined)[] = [];
    (jest.spyOn(S3Client.prototype, 'send') as jest.SpyInstance).mockImplementation((command: ListObjectsV2Command) => {
      expect(command).toBeInstanceOf(ListObjectsV2Command);
      asked.push(command.input.ContinuationToken);
      return Promise.resolve(pages.shift());
    });
    const storage = new S3ImageStorage({
      driver: 's3',
      endpoint: 'http://127.0.0.1:9',
      region: 'us-east-1',
      bucket: 'csec',
      credentials: { accessKeyId: 'id', secretAccessKey: 'secret' },
      forcePathStyle: true,
      publicUrl: undefined,
    });
    expect(await storage.sizes()).toEqual(
      new Map([
        ['a.png', 10],
        ['a-480.webp', 4],
        ['b.jpg', 7],
      ]),
    );
    expect(asked).toEqual([undefined, 'page-2', 'page-3']);
    storage.onApplicationShutdown();
  });
});
