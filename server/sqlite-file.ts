import { closeSync, existsSync, openSync } from 'node:fs';
import sqlite3 from 'sqlite3';

export type SqlValue = string | number | bigint | Buffer | Uint8Array | null;
export type SqlParams = Readonly<Record<`$${string}`, SqlValue>>;

/** The statements a caller may run while it holds the file (see SqliteFile.exclusive). */
export interface Sql {
  run(sql: string, params?: SqlParams): Promise<{ changes: number }>;
  get<Row>(sql: string, params?: SqlParams): Promise<Row | undefined>;
  all<Row>(sql: string, params?: SqlParams): Promise<Row[]>;
  exec(sql: string): Promise<void>;
}

/**
 * The party server's SQLite file: the documents (extension-sqlite's table) and the party registry, on one connection.
 *
 * node-sqlite3 runs the statements it is given in any order, and a transaction is a run of statements on the
 * connection; so every use of the file goes through `exclusive`, one at a time, and nothing (a document being stored,
 * say) can land inside another caller's transaction or be rolled back with it.
 */
export class SqliteFile {
  private queue: Promise<unknown> = Promise.resolve();

  private constructor(
    readonly path: string,
    private readonly db: sqlite3.Database,
  ) {}

  /**
   * Opens the file, or creates it readable by its owner only (it holds the parties' campaigns and secrets' hashes;
   * SQLite's journal takes the same permissions). `secure_delete` overwrites what a delete removes, so a deleted party
   * leaves no bytes behind.
   */
  static async open(path: string, mode: 'read-write' | 'read-only' = 'read-write'): Promise<SqliteFile> {
    if (mode === 'read-write' && !existsSync(path)) closeSync(openSync(path, 'wx', 0o600));
    const flags = mode === 'read-only' ? sqlite3.OPEN_READONLY : sqlite3.OPEN_READWRITE | sqlite3.OPEN_CREATE;
    const db = await new Promise<sqlite3.Database>((resolve, reject) => {
      const opened: sqlite3.Database = new sqlite3.Database(path, flags, (error) =>
        error ? reject(error) : resolve(opened),
      );
    });
    // Another server node on the same file may hold it for a moment: wait for it rather than fail.
    db.configure('busyTimeout', 5_000);
    const file = new SqliteFile(path, db);
    if (mode === 'read-write') {
      await file.exclusive((sql) => sql.exec('PRAGMA foreign_keys = ON; PRAGMA secure_delete = ON;'));
    }
    return file;
  }

  /** Runs `work` alone on the connection: no other caller's statement runs until it settles. */
  exclusive<T>(work: (sql: Sql) => Promise<T>): Promise<T> {
    const result = this.queue.then(() => work(this.statements));
    this.queue = result.catch(() => undefined);
    return result;
  }

  /**
   * Runs `work` in one transaction, alone on the connection. BEGIN IMMEDIATE takes the file's write lock at once, so a
   * second server node on the same file waits instead of reading something the first is about to change.
   */
  transaction<T>(work: (sql: Sql) => Promise<T>): Promise<T> {
    return this.exclusive(async (sql) => {
      await sql.exec('BEGIN IMMEDIATE');
      try {
        const result = await work(sql);
        await sql.exec('COMMIT');
        return result;
      } catch (error) {
        await sql.exec('ROLLBACK');
        throw error;
      }
    });
  }

  /** Waits for every statement given so far, then closes the file. */
  close(): Promise<void> {
    return this.exclusive(
      () => new Promise<void>((resolve, reject) => this.db.close((e) => (e ? reject(e) : resolve()))),
    );
  }

  private readonly statements: Sql = {
    run: (text, params = {}) =>
      new Promise((resolve, reject) => {
        this.db.run(text, params, function done(this: sqlite3.RunResult, error: Error | null) {
          if (error) reject(error);
          else resolve({ changes: this.changes });
        });
      }),
    get: <Row>(text: string, params: SqlParams = {}) =>
      new Promise<Row | undefined>((resolve, reject) => {
        this.db.get<Row>(text, params, (error, row) => (error ? reject(error) : resolve(row)));
      }),
    all: <Row>(text: string, params: SqlParams = {}) =>
      new Promise<Row[]>((resolve, reject) => {
        this.db.all<Row>(text, params, (error, rows) => (error ? reject(error) : resolve(rows)));
      }),
    exec: (text) =>
      new Promise<void>((resolve, reject) => {
        this.db.exec(text, (error) => (error ? reject(error) : resolve()));
      }),
  };
}
