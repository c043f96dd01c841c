import { prepareTestTemplate } from '@thistle/db/testing';

/** Once per run: migrate the template database that every Postgres test database copies. */
export default async function setup() {
  const url = process.env.TEST_DATABASE_URL;
  if (url) await prepareTestTemplate(url);
}
