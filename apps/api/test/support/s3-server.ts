import * as fs from 'node:fs';
import * as os from 'node:os';
import * as path from 'node:path';
import S3rver from 's3rver';

/** s3rver's one account (models/account.js); it checks signatures made with it. */
const CREDENTIALS = { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' };

export interface S3Server {
  endpoint: string;
  bucket: string;
  /** The settings that point the API at this bucket. */
  env: Record<string, string>;
  /** For reading the bucket from the spec, as the API's client does. */
  client: { endpoint: string; region: string; credentials: typeof CREDENTIALS; forcePathStyle: true };
  running: boolean;
  /** Stops the server and throws its buckets away; safe to call twice. */
  stop(): Promise<void>;
}

/**
 * A real S3-protocol server (s3rver) on a free loopback port, its buckets in a temp folder, with one
 * empty bucket: for specs of the S3 storage driver, which speak to it with the real AWS SDK.
 */
export async function startS3Server(bucket = 'csec-uploads'): Promise<S3Server> {
  const directory = fs.mkdtempSync(path.join(os.tmpdir(), 'csec-s3-'));
  const server = new S3rver({ port: 0, address: '127.0.0.1', directory, silent: true, resetOnClose: true, configureBuckets: [{ name: bucket }] });
  const { port } = await server.run();
  const endpoint = `http://127.0.0.1:${port}`;
  const s3: S3Server = {
    endpoint,
    bucket,
    env: {
      STORAGE_DRIVER: 's3',
      S3_ENDPOINT: endpoint,
      S3_REGION: 'us-east-1',
      S3_BUCKET: bucket,
      S3_ACCESS_KEY_ID: CREDENTIALS.accessKeyId,
      S3_SECRET_ACCESS_KEY: CREDENTIALS.secretAccessKey,
      // s3rver serves buckets by path (http://host/bucket/key); its virtual hosts need DNS names.
      S3_FORCE_PATH_STYLE: 'true',
      // A bucket is shared by processes, so the configuration asks for a shared secret too.
      JWT_SECRET: 's3-e2e-secret-of-more-than-thirty-two-characters',
    },
    client: { endpoint, region: 'us-east-1', credentials: CREDENTIALS, forcePathStyle: true },
    running: true,
    async stop() {
      if (!s3.running) return;
      s3.running = false;
      await server.close();
      fs.rmSync(directory, { recursive: true, force: true });
    },
  };
  return s3;
}
