import Database from 'better-sqlite3';

/** One public search, as SqliteTextSearch hands it to a worker thread. */
export interface SqliteSearchTask {
  /** The SQLite file; the worker reads it through a read-only connection of its own (WAL lets it read while the API writes). */
  file: string;
  /** The FTS5 MATCH expression (words, state, and optionally category and month). */
  match: string;
  /** The bm25 expression that ranks the matches. */
  rank: string;
  offset: number;
  limit: number;
}

export interface SqliteSearchResult {
  ids: number[];
  total: number;
}

interface Connection {
  file: string;
  page: Database.Statement<[string, number, number], { id: number }>;
  count: Database.Statement<[string], { total: number }>;
}

/** One page of the matches, best first (bm25 is lower for a better match). */
export const pageSql = (rank: string) => `SELECT f.rowid AS id FROM blogs_fts f WHERE f.blogs_fts MATCH ? ORDER BY ${rank} ASC, f.rowid DESC LIMIT ? OFFSET ?`;
const COUNT_SQL = 'SELECT COUNT(*) AS total FROM blogs_fts f WHERE f.blogs_fts MATCH ?';

let connection: Connection | undefined;

function connect(task: SqliteSearchTask): Connection {
  if (connection?.file === task.file) return connection;
  const db = new Database(task.file, { readonly: true, fileMustExist: true });
  connection = {
    file: task.file,
    page: db.prepare(pageSql(task.rank)),
    count: db.prepare(COUNT_SQL),
  };
  return connection;
}

/** What piscina runs in a search worker thread: one page of ids and the total, read from the index alone. */
export default function search(task: SqliteSearchTask): SqliteSearchResult {
  const { page, count } = connect(task);
  const ids = page.all(task.match, task.limit, task.offset).map((row) => Number(row.id));
  return { ids, total: Number(count.get(task.match)?.total ?? 0) };
}
