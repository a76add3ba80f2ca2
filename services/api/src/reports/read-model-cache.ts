import { readModelsStamp } from '@teamledger/read-models';
import type { Pool, PoolClient } from '@teamledger/platform';

/**
 * Answers of a costly statement kept while the read models it reads have not moved (D326):
 * the key is the statement's values with the read models' stamp (readModelsStamp), read
 * before the statement, so a kept answer is never older than the rows a fresh one would
 * read at that stamp. At most `limit` answers, the least recently used out first.
 */
export class ReadModelCache<T> {
  private readonly answers = new Map<string, T>();

  constructor(
    private readonly readModels: readonly string[],
    private readonly limit: number,
  ) {}

  async get(db: Pool | PoolClient, values: unknown, read: () => Promise<T>): Promise<T> {
    const key = JSON.stringify([values, await readModelsStamp(db, this.readModels)]);
    const kept = this.answers.get(key);
    if (kept !== undefined) {
      // Most recently used last.
      this.answers.delete(key);
      this.answers.set(key, kept);
      return kept;
    }
    const answer = await read();
    this.answers.set(key, answer);
    if (this.answers.size > this.limit) {
      this.answers.delete(this.answers.keys().next().value!);
    }
    return answer;
  }
}
