import { parseArgs } from 'node:util';
import { AppError } from '../errors';
import { prepareDatabase } from '../setup/prepare';
import { createUser, setPassword } from '../modules/users/users.service';
import { fail, firstSettings, openConfiguredDatabase } from './open';

const USAGE = `Usage:
  npm run user -- create --username U --password P [--superuser] [--group NAME]...
  npm run user -- passwd --username U --password P`;

async function main() {
  const { values, positionals } = parseArgs({
    allowPositionals: true,
    options: {
      username: { type: 'string' },
      password: { type: 'string' },
      superuser: { type: 'boolean', default: false },
      group: { type: 'string', multiple: true },
    },
  });
  const [command] = positionals;
  if (!command || !['create', 'passwd'].includes(command) || !values.username || !values.password)
    fail(USAGE);

  const { config, database, release } = await openConfiguredDatabase();
  try {
    await prepareDatabase(database, { firstSettings: firstSettings(config) });
    if (command === 'create') {
      const user = await createUser(database.db, {
        username: values.username,
        password: values.password,
        isSuperuser: values.superuser,
        groups: values.group ?? [],
      });
      console.log(`Created user '${user.username}' (id ${user.id}).`);
    } else {
      await setPassword(database.db, values.username, values.password);
      console.log(`Password changed for '${values.username}'; their sessions were ended.`);
    }
  } catch (error) {
    if (error instanceof AppError) fail(error.message);
    throw error;
  } finally {
    await database.close();
    release();
  }
}

void main();
