import path from 'node:path';
import type { Core } from '@strapi/strapi';

/**
 * SQLite (`.tmp/data.db`) by default. A clinic's server sets
 * `DATABASE_CLIENT=postgres` and `DATABASE_URL=postgres://user:password@host:5432/db`
 * (or the separate DATABASE_HOST/PORT/NAME/USERNAME/PASSWORD variables).
 */
export default ({ env }: Core.Config.Shared.ConfigParams): Core.Config.Database => {
  const client = env('DATABASE_CLIENT', 'sqlite');

  if (client === 'postgres') {
    return {
      connection: {
        client: 'postgres',
        connection: {
          // A DATABASE_URL wins over the separate fields (node-postgres reads it last).
          connectionString: env('DATABASE_URL'),
          host: env('DATABASE_HOST', 'localhost'),
          port: env.int('DATABASE_PORT', 5432),
          database: env('DATABASE_NAME', 'strapi'),
          user: env('DATABASE_USERNAME', 'strapi'),
          password: env('DATABASE_PASSWORD', ''),
          ssl: env.bool('DATABASE_SSL', false) ? { rejectUnauthorized: env.bool('DATABASE_SSL_REJECT_UNAUTHORIZED', true) } : false,
          schema: env('DATABASE_SCHEMA', 'public'),
        },
        pool: { min: env.int('DATABASE_POOL_MIN', 2), max: env.int('DATABASE_POOL_MAX', 10) },
        acquireConnectionTimeout: env.int('DATABASE_CONNECTION_TIMEOUT', 60000),
      },
    };
  }

  if (client !== 'sqlite') throw new Error(`DATABASE_CLIENT must be "sqlite" or "postgres", not "${client}"`);

  return {
    connection: {
      client: 'sqlite',
      connection: {
        // Compiled into dist/config: the project root is two levels up. An absolute DATABASE_FILENAME wins.
        filename: path.resolve(__dirname, '..', '..', env('DATABASE_FILENAME', '.tmp/data.db')),
      },
      useNullAsDefault: true,
    },
  };
};
