import { readModelsStamp, type KeepAnswer } from '@teamledger/read-models';
import type { Pool, PoolClient } from '@teamledger/platform';

/**
 * Answers of costly statements kept while the read models they read have not moved (D326):
 * each is kept under its values and the read models' stamp (readModelsStamp), read before
 * the statement, so a kept answer is never older than the rows a fresh one would read at
 * that stamp. At most `limit` answers, the least recently used out first.
 */
export class ReadModelCache {
  private readonly answers = new Map<string, unknown>();

  constructor(
    private readonly readModels: readonly string[],
    private readonly limit: number,
  ) {}

  /** The read models' stamp now (one statement), and the answers kept under it. */
  async at(db: Pool | PoolClient): Promise<KeepAnswer> {
    const stamp = await readModelsStamp(db, this.readModels);
    return async <T>(values: readonly unknown[], read: () => Promise<T>): Promise<T> => {
      const key = JSON.stringify([values, stamp]);
      if (this.answers.has(key)) {
        const kept = this.answers.get(key) as T;
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
    };
  }
}
