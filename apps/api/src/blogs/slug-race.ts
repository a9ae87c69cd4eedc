import { ConflictException } from '@nestjs/common';
import { API_MESSAGES } from '@csec/contracts';
import { isRetryableConflict, isUniqueViolation, retryOnConflict } from '../database/db-errors';
import { coded } from '../common/http/coded';

/** More rounds than the 20 saves racing for one slug that the tests send (each round, one of them wins). */
const ATTEMPTS = 30;

/**
 * Runs a save that picks a free slug and writes it, and runs it again from the start (a fresh
 * read, a fresh pick) while a concurrent save took that slug first, or the database chose it
 * as a deadlock's victim; after ATTEMPTS, a 409 rather than a 500.
 *
 * Any unique violation counts as a slug collision, not only one on a named index: the
 * statements of the saves it wraps touch no other unique key (blogs and blog_slugs have a
 * unique slug and a generated id; the contributor insert absorbs its own duplicates). The slug
 * indexes carry names TypeORM generated, which a later migration may change.
 */
export async function retrySlugRace<T>(save: () => Promise<T>): Promise<T> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await retryOnConflict(save);
    } catch (error) {
      if (!isUniqueViolation(error) && !isRetryableConflict(error)) throw error;
      if (attempt >= ATTEMPTS) throw new ConflictException(coded('blog.save_conflict', API_MESSAGES.blogSaveConflict));
      // Racers that all lost to one winner would otherwise collide again on the next suffix together.
      await new Promise((resolve) => setTimeout(resolve, Math.random() * 5 * Math.min(attempt, 4)));
    }
  }
}
