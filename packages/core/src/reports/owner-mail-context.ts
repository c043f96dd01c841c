import type { JobContext } from '../jobs/context.ts';
import { resolveSecrets } from '../security/secrets.ts';

/** What a job needs to mail owners: the database, the queue, the links' base and the signing key. */
export function ownerMailContext({ config, database, logger, enqueue }: JobContext) {
  return {
    db: database.db,
    enqueue,
    logger,
    publicUrl: config.publicUrl,
    supportEmail: config.supportEmail,
    authSecret: resolveSecrets(config).authSecret,
  };
}
