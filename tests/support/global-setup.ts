import { randomBytes } from 'node:crypto';
import { dropTestTemplate, prepareTestTemplate } from '@thistle/db/testing';

/**
 * Once per run: migrate the template database that every Postgres test database copies. Its
 * name is unique to the run (workers inherit it through the environment), so two runs on one
 * server never drop each other's template.
 */
export default async function setup() {
  const url = process.env.TEST_DATABASE_URL;
  if (!url) return;
  process.env.THISTLE_TEST_TEMPLATE ??= `thistle_tpl_${randomBytes(5).toString('hex')}`;
  await prepareTestTemplate(url);
  return async () => dropTestTemplate(url);
}
