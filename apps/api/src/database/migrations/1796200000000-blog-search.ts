import { MigrationInterface, QueryRunner, TableColumn, TableIndex } from 'typeorm';
import { plainText } from '../../blogs/blog-text';

/** Posts whose text is computed per round trip while existing rows are filled. */
const FILL_BATCH = 200;

/**
 * Full-text search over posts: `blogs.bodyText` (the content's plain text, filled here for
 * existing posts with the function saves use) and an index over the title and that text.
 *
 * The index is the one part the schema builder cannot write for SQLite. MySQL/MariaDB get two
 * InnoDB FULLTEXT indexes through it: (title, bodyText) finds posts holding every word, (title)
 * ranks title matches first (InnoDB's MATCH needs an index on exactly the columns it names).
 * SQLite gets an FTS5 table in raw SQL: external-content over `blogs` (it stores only the index,
 * reading values from `blogs` by rowid = id), kept in sync by triggers, so every write to `blogs`
 * by any code path reaches it in the same transaction.
 *
 * On SQLite, TypeORM adds or drops a column by rebuilding the table, which drops its triggers: a
 * later migration that changes `blogs` that way must create the three triggers again
 * (search.e2e-spec checks they exist after every migration).
 */
export class BlogSearch1796200000000 implements MigrationInterface {
  name = 'BlogSearch1796200000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    const mysql = queryRunner.connection.options.type === 'mysql';
    // MEDIUMTEXT like `content`. MySQL 8 allows no literal default on a text column; adding it
    // NOT NULL gives the existing rows '' until they are filled just below.
    await queryRunner.addColumn('blogs', new TableColumn(mysql ? { name: 'bodyText', type: 'mediumtext' } : { name: 'bodyText', type: 'text', default: "''" }));
    await fillBodyText(queryRunner);
    // The staff list's search tests author, state and category of every post, newest first: with
    // them in the index beside createdAt it reads no table row but the page's (on SQLite, where
    // content comes before them in the row, reading them took ten times longer).
    await queryRunner.dropIndex('blogs', 'IDX_blogs_createdAt');
    await queryRunner.createIndex('blogs', new TableIndex({ name: 'IDX_blogs_staff', columnNames: ['createdAt', 'createdBy', 'publishStatus', 'categoryId'] }));
    if (mysql) {
      await queryRunner.createIndex('blogs', new TableIndex({ name: 'FT_blogs_title_bodyText', columnNames: ['title', 'bodyText'], isFulltext: true }));
      await queryRunner.createIndex('blogs', new TableIndex({ name: 'FT_blogs_title', columnNames: ['title'], isFulltext: true }));
    } else {
      for (const sql of SQLITE_UP) await queryRunner.query(sql);
    }
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    if (queryRunner.connection.options.type === 'mysql') {
      await queryRunner.dropIndex('blogs', 'FT_blogs_title');
      await queryRunner.dropIndex('blogs', 'FT_blogs_title_bodyText');
    } else {
      for (const sql of SQLITE_DOWN) await queryRunner.query(sql);
    }
    await queryRunner.dropIndex('blogs', 'IDX_blogs_staff');
    await queryRunner.createIndex('blogs', new TableIndex({ name: 'IDX_blogs_createdAt', columnNames: ['createdAt'] }));
    await queryRunner.dropColumn('blogs', 'bodyText');
  }
}

async function fillBodyText(queryRunner: QueryRunner): Promise<void> {
  for (let after = 0; ;) {
    const rows = await queryRunner.manager
      .createQueryBuilder()
      .select(['b.id AS id', 'b.content AS content'])
      .from('blogs', 'b')
      .where('b.id > :after', { after })
      .orderBy('b.id')
      .limit(FILL_BATCH)
      .getRawMany<{ id: number; content: string }>();
    if (rows.length === 0) return;
    for (const row of rows) {
      await queryRunner.manager
        .createQueryBuilder()
        .update('blogs')
        .set({ bodyText: plainText(row.content) })
        .where('id = :id', { id: row.id })
        .execute();
    }
    after = rows[rows.length - 1].id;
  }
}

/**
 * unicode61 with remove_diacritics 2 folds case and accents ('Café' finds 'cafe'), as the
 * MySQL collation utf8mb4_unicode_ci does; prefix='3' keeps an index of 3-letter prefixes for the
 * last word of a search, which is matched as a prefix while it is being typed. Besides title and
 * text the index holds the state, category and publish month (searched only by column filter),
 * so a public search never reads `blogs` rows to learn them (SqliteTextSearch).
 */
const FTS_COLUMNS = 'title, bodyText, publishStatus, categoryId, publishMonth';
const NEW_VALUES = 'new.id, new.title, new.bodyText, new.publishStatus, new.categoryId, new.publishMonth';
const OLD_VALUES = 'old.id, old.title, old.bodyText, old.publishStatus, old.categoryId, old.publishMonth';
const SQLITE_UP = [
  `CREATE VIRTUAL TABLE blogs_fts USING fts5(${FTS_COLUMNS}, content='blogs', content_rowid='id', tokenize='unicode61 remove_diacritics 2', prefix='3')`,
  `INSERT INTO blogs_fts(blogs_fts) VALUES ('rebuild')`,
  `CREATE TRIGGER blogs_fts_insert AFTER INSERT ON blogs BEGIN
     INSERT INTO blogs_fts(rowid, ${FTS_COLUMNS}) VALUES (${NEW_VALUES});
   END`,
  // An external-content index removes a row by being told the values it indexed.
  `CREATE TRIGGER blogs_fts_delete AFTER DELETE ON blogs BEGIN
     INSERT INTO blogs_fts(blogs_fts, rowid, ${FTS_COLUMNS}) VALUES ('delete', ${OLD_VALUES});
   END`,
  `CREATE TRIGGER blogs_fts_update AFTER UPDATE OF ${FTS_COLUMNS} ON blogs BEGIN
     INSERT INTO blogs_fts(blogs_fts, rowid, ${FTS_COLUMNS}) VALUES ('delete', ${OLD_VALUES});
     INSERT INTO blogs_fts(rowid, ${FTS_COLUMNS}) VALUES (${NEW_VALUES});
   END`,
];

const SQLITE_DOWN = [
  'DROP TRIGGER IF EXISTS blogs_fts_update',
  'DROP TRIGGER IF EXISTS blogs_fts_delete',
  'DROP TRIGGER IF EXISTS blogs_fts_insert',
  'DROP TABLE IF EXISTS blogs_fts',
];
