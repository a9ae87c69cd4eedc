import { MigrationInterface, QueryRunner, Table, TableColumn, TableIndex } from 'typeorm';
import { dropColumnsInPlace, dropSingleColumnUnique } from './schema-steps';

/**
 * Posts in two languages (blogs/blog.entity.ts):
 * - `blogs.language` ('en' or 'id'; existing posts are English) and `blogs.translationGroup`, shared by a
 *   post and its translation; unique with the language, so a group holds at most one post per language.
 * - A slug is unique per language, not across the site: 'zero-trust' may be both an English and an
 *   Indonesian post. `blog_slugs` (former slugs) gets the language of its post for the same reason.
 * - Lists read one language: (language, publishStatus, publishAt) serves the public list.
 * - SQLite's search index gets the language as a filter column like state and category
 *   (sqlite-text-search.ts). Adding columns rebuilds `blogs` on SQLite, which drops the index's
 *   triggers: the index and its triggers are made again here, with the language.
 */
export class PostLanguages1796800000000 implements MigrationInterface {
  name = 'PostLanguages1796800000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    const sqlite = queryRunner.connection.options.type !== 'mysql';
    if (sqlite) for (const sql of SQLITE_FTS_DOWN) await queryRunner.query(sql);

    await queryRunner.addColumns('blogs', [
      new TableColumn({ name: 'language', type: 'varchar', length: '2', default: "'en'" }),
      new TableColumn({ name: 'translationGroup', type: 'int', isNullable: true }),
    ]);
    await dropSingleColumnUnique(queryRunner, await tableOf(queryRunner, 'blogs'), 'slug');
    await queryRunner.createIndices('blogs', [
      new TableIndex({ name: 'UQ_blogs_slug_language', columnNames: ['slug', 'language'], isUnique: true }),
      new TableIndex({ name: 'UQ_blogs_translation', columnNames: ['translationGroup', 'language'], isUnique: true }),
      new TableIndex({ name: 'IDX_blogs_language_status_publishAt', columnNames: ['language', 'publishStatus', 'publishAt'] }),
    ]);

    await queryRunner.addColumn('blog_slugs', new TableColumn({ name: 'language', type: 'varchar', length: '2', default: "'en'" }));
    await dropSingleColumnUnique(queryRunner, await tableOf(queryRunner, 'blog_slugs'), 'slug');
    await queryRunner.createIndex('blog_slugs', new TableIndex({ name: 'UQ_blog_slugs_slug_language', columnNames: ['slug', 'language'], isUnique: true }));

    if (sqlite) for (const sql of sqliteFtsUp(FTS_COLUMNS)) await queryRunner.query(sql);
  }

  /** Fails, rather than lose a post, while two posts share a slug in different languages. */
  async down(queryRunner: QueryRunner): Promise<void> {
    const sqlite = queryRunner.connection.options.type !== 'mysql';
    if (sqlite) for (const sql of SQLITE_FTS_DOWN) await queryRunner.query(sql);
    await queryRunner.dropIndex('blog_slugs', 'UQ_blog_slugs_slug_language');
    await dropColumnsInPlace(queryRunner, 'blog_slugs', ['language']);
    await queryRunner.createIndex('blog_slugs', new TableIndex({ columnNames: ['slug'], isUnique: true }));
    await queryRunner.dropIndex('blogs', 'IDX_blogs_language_status_publishAt');
    await queryRunner.dropIndex('blogs', 'UQ_blogs_translation');
    await queryRunner.dropIndex('blogs', 'UQ_blogs_slug_language');
    await dropColumnsInPlace(queryRunner, 'blogs', ['translationGroup', 'language']);
    await queryRunner.createIndex('blogs', new TableIndex({ columnNames: ['slug'], isUnique: true }));
    if (sqlite) for (const sql of sqliteFtsUp(FTS_COLUMNS_BEFORE)) await queryRunner.query(sql);
  }
}

async function tableOf(queryRunner: QueryRunner, name: string): Promise<Table> {
  const table = await queryRunner.getTable(name);
  if (!table) throw new Error(`The ${name} table is missing; the initial migration has not run`);
  return table;
}

/** As the BlogSearch migration made it (see there for the tokenizer and prefix), with the language as one more filter column. */
const FTS_COLUMNS = ['title', 'bodyText', 'publishStatus', 'categoryId', 'publishMonth', 'language'];
const FTS_COLUMNS_BEFORE = FTS_COLUMNS.slice(0, -1);

function sqliteFtsUp(columns: string[]): string[] {
  const list = columns.join(', ');
  const values = (row: 'new' | 'old') => [`${row}.id`, ...columns.map((c) => `${row}.${c}`)].join(', ');
  return [
    `CREATE VIRTUAL TABLE blogs_fts USING fts5(${list}, content='blogs', content_rowid='id', tokenize='unicode61 remove_diacritics 2', prefix='3')`,
    `INSERT INTO blogs_fts(blogs_fts) VALUES ('rebuild')`,
    `CREATE TRIGGER blogs_fts_insert AFTER INSERT ON blogs BEGIN
       INSERT INTO blogs_fts(rowid, ${list}) VALUES (${values('new')});
     END`,
    `CREATE TRIGGER blogs_fts_delete AFTER DELETE ON blogs BEGIN
       INSERT INTO blogs_fts(blogs_fts, rowid, ${list}) VALUES ('delete', ${values('old')});
     END`,
    `CREATE TRIGGER blogs_fts_update AFTER UPDATE OF ${list} ON blogs BEGIN
       INSERT INTO blogs_fts(blogs_fts, rowid, ${list}) VALUES ('delete', ${values('old')});
       INSERT INTO blogs_fts(rowid, ${list}) VALUES (${values('new')});
     END`,
  ];
}

const SQLITE_FTS_DOWN = [
  'DROP TRIGGER IF EXISTS blogs_fts_update',
  'DROP TRIGGER IF EXISTS blogs_fts_delete',
  'DROP TRIGGER IF EXISTS blogs_fts_insert',
  'DROP TABLE IF EXISTS blogs_fts',
];
