import 'reflect-metadata';
import * as argon2 from 'argon2';
import sharp from 'sharp';
import { DataSource } from 'typeorm';
import { DRAFT_STATUS, FEATURED_CATEGORIES, PUBLISH_STATUS } from '@csec/contracts';
import { loadConfig } from '../config/load-config';
import { dataSourceOptions } from './data-source-options';
import { Blog } from '../blogs/blog.entity';
import { Category } from '../categories/category.entity';
import { User } from '../users/user.entity';
import { normalizeEmail, usernameKey } from '../users/identity';
import { excerptOfText, plainText, sanitizeBlogHtml } from '../blogs/blog-html';
import { slugify } from '../blogs/slug';
import { monthOf } from '../blogs/blog.view';
import type { ImageStorage } from '../uploads/image-storage';
import { imageStorageFor } from '../uploads/image-storage-driver';
import { storeVariants } from '../uploads/image-variants';
import { ANGLES, LIST_ITEMS, PLACES, SENTENCES, TOPICS, WHO } from './demo-content';

/**
 * Fills the configured database with N realistic posts for pages and benchmarks:
 *   npm run seed:demo -- --posts 10000
 * Adds demo authors and cover images; existing data is kept.
 */
const CHUNK = 250;

async function main(): Promise<void> {
  const posts = parsePostCount(process.argv.slice(2));
  const config = loadConfig();
  const dataSource = await new DataSource(dataSourceOptions(config)).initialize();
  const random = seededRandom(42);
  try {
    const categories = await ensureCategories(dataSource);
    const authors = await ensureAuthors(dataSource);
    const covers = await makeCovers(imageStorageFor(config));
    const taken = new Set((await dataSource.getRepository(Blog).find({ select: { slug: true } })).map((b) => b.slug));
    const now = Date.now();
    const started = Date.now();

    for (let offset = 0; offset < posts; offset += CHUNK) {
      const rows: Partial<Blog>[] = [];
      for (let i = offset; i < Math.min(posts, offset + CHUNK); i++) {
        const title = makeTitle(random);
        const slug = uniqueIn(taken, slugify(title));
        const content = sanitizeBlogHtml(makeContent(random, covers));
        const bodyText = plainText(content);
        const author = pick(random, authors);
        const createdAt = new Date(now - Math.floor(random() * 730 * 86_400_000));
        const published = random() < 0.85;
        const publishAt = published ? new Date(createdAt.getTime() + Math.floor(random() * 3 * 86_400_000)) : null;
        rows.push({
          slug,
          title,
          content,
          excerpt: excerptOfText(bodyText),
          bodyText,
          cover: pick(random, covers),
          categoryId: pick(random, categories).id,
          eventDate: random() < 0.2 ? createdAt.toISOString().slice(0, 10) : null,
          publishStatus: published ? PUBLISH_STATUS : DRAFT_STATUS,
          publishAt,
          publishMonth: publishAt ? monthOf(publishAt) : null,
          authorId: author.id,
          createdBy: author.username,
          updatedById: author.id,
          updatedBy: author.username,
          createdAt,
          updatedAt: publishAt ?? createdAt,
        });
      }
      await dataSource.createQueryBuilder().insert().into(Blog).values(rows).execute();
    }
    console.log(`Seeded ${posts} posts in ${((Date.now() - started) / 1000).toFixed(1)} s (${config.database.type}).`);
  } finally {
    await dataSource.destroy();
  }
}

function parsePostCount(args: string[]): number {
  const index = args.indexOf('--posts');
  const value = index >= 0 ? Number(args[index + 1]) : NaN;
  if (!Number.isInteger(value) || value < 1 || value > 1_000_000) {
    console.error('Usage: npm run seed:demo -- --posts N   (N from 1 to 1000000)');
    process.exit(2);
  }
  return value;
}

async function ensureCategories(dataSource: DataSource): Promise<Category[]> {
  const repo = dataSource.getRepository(Category);
  for (const { name, description } of FEATURED_CATEGORIES) {
    if (!(await repo.existsBy({ nameKey: name.toLowerCase() }))) await repo.insert({ name, nameKey: name.toLowerCase(), description });
  }
  return repo.find();
}

async function ensureAuthors(dataSource: DataSource): Promise<User[]> {
  const repo = dataSource.getRepository(User);
  const names = ['rina', 'bagus', 'sari', 'hendra', 'maya'];
  // The demo accounts share one random password nobody is told: they exist only as bylines.
  const passwordHash = await argon2.hash(crypto.randomUUID(), { type: argon2.argon2id });
  for (const username of names) {
    if (!(await repo.existsBy({ usernameKey: usernameKey(username) }))) {
      await repo.insert({ username, usernameKey: usernameKey(username), email: normalizeEmail(`${username}@demo.csec.local`), role: 'author', passwordHash });
    }
  }
  return repo.find({ where: names.map((username) => ({ username })) });
}

async function makeCovers(storage: ImageStorage): Promise<string[]> {
  const palette = [
    ['#0b3d91', '#00a6a6'],
    ['#1b1f3b', '#e94560'],
    ['#0f4c3a', '#7bd389'],
    ['#3a0ca3', '#4cc9f0'],
    ['#222831', '#f2a365'],
    ['#2b2d42', '#8d99ae'],
  ];
  const urls: string[] = [];
  for (const [from, to] of palette) {
    const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="630"><defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/></linearGradient></defs><rect width="1200" height="630" fill="url(#g)"/><circle cx="950" cy="160" r="220" fill="#ffffff" fill-opacity="0.08"/><path d="M0 520 L1200 380 L1200 630 L0 630 Z" fill="#000" fill-opacity="0.18"/></svg>`;
    const png = await sharp(Buffer.from(svg)).png({ compressionLevel: 9 }).toBuffer();
    const stored = await storage.save(png, 'png');
    // As an upload would: the pages then offer the WebP copies, as they will in production.
    await storeVariants(storage, stored.filename, png);
    urls.push(stored.url);
  }
  return urls;
}

function makeTitle(random: () => number): string {
  const angle = pick(random, ANGLES)
    .replace('{place}', pick(random, PLACES))
    .replace('{who}', pick(random, WHO))
    .replace('{year}', String(2024 + Math.floor(random() * 3)));
  return `${pick(random, TOPICS)}: ${angle}`;
}

function makeContent(random: () => number, images: string[]): string {
  const parts: string[] = [];
  const paragraphs = 3 + Math.floor(random() * 6);
  for (let p = 0; p < paragraphs; p++) {
    if (p > 0 && random() < 0.3) parts.push(`<h2>${pick(random, TOPICS)}</h2>`);
    const sentences = Array.from({ length: 2 + Math.floor(random() * 4) }, () => pick(random, SENTENCES));
    const align = random() < 0.1 ? ' class="ql-align-justify"' : '';
    parts.push(`<p${align}>${sentences.join(' ').replace(/security/, '<strong>security</strong>')}</p>`);
    if (random() < 0.2)
      parts.push(
        `<ul>${LIST_ITEMS.slice(0, 3 + Math.floor(random() * 4))
          .map((i) => `<li>${i}</li>`)
          .join('')}</ul>`,
      );
    if (random() < 0.1) parts.push(`<blockquote>${pick(random, SENTENCES)}</blockquote>`);
    if (random() < 0.1) parts.push(`<p><img src="https://www.csec.co.id${pick(random, images)}" /></p>`);
  }
  parts.push('<p>Talk to our team: <a href="mailto:admin@csec.co.id">admin@csec.co.id</a></p>');
  return parts.join('');
}

function uniqueIn(taken: Set<string>, base: string): string {
  let slug = base;
  for (let n = 2; taken.has(slug); n++) slug = `${base.slice(0, 100 - `-${n}`.length)}-${n}`;
  taken.add(slug);
  return slug;
}

function pick<T>(random: () => number, list: readonly T[]): T {
  return list[Math.floor(random() * list.length)];
}

/** Deterministic, so two seeded databases hold the same posts. */
function seededRandom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state * 1664525 + 1013904223) >>> 0;
    return state / 2 ** 32;
  };
}

main().catch((error) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
