/**
 * An integration's script: list the drafts, then publish one, with nothing but an API token. The
 * client is typed from the API's contract (libs/contracts/openapi.json), so a wrong path, parameter
 * or field does not compile. Run from the repository (Node 20):
 *
 *   CSEC_URL=https://www.csec.co.id CSEC_TOKEN=csec_... npx tsx examples/publish-with-token.ts [slug]
 *
 * Make the token on the dashboard's Integrations screen, or with POST /api/integrations, with the
 * scopes content:read (to list) and content:write (to publish).
 */
import createClient from 'openapi-fetch';
import type { ApiPaths } from '@csec/contracts';

const api = createClient<ApiPaths>({
  baseUrl: process.env.CSEC_URL ?? 'http://localhost:3000',
  headers: { Authorization: `Bearer ${process.env.CSEC_TOKEN ?? ''}` },
});

async function main(): Promise<void> {
  const list = await api.GET('/api/blogs', { params: { query: { page: 1, query: 'draft' } } });
  if (list.error) throw new Error(`${list.response.status}: ${list.error.message}`);
  const drafts = list.data.data.filter((post) => post.publishStatus === 'draft');
  for (const post of drafts) console.log(`${post.slug}\t${post.title}\tcan publish: ${post.can.publish}`);

  const slug = process.argv[2];
  if (!slug) return;
  const published = await api.POST('/api/blogs/{slug}/publish', { params: { path: { slug } } });
  // 403 auth.scope_missing names the scope the token lacks; 400 says what the post still needs.
  if (published.error) throw new Error(`${published.response.status} ${published.error.code}: ${published.error.message}`);
  console.log(`Published ${slug}`);
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
});
