/** `presupuesto keys`: where the API is and its public (anon) key, for pointing another client at it. */
import type { Command } from 'commander';

export function registerKeysCommand(program: Command): void {
  program
    .command('keys')
    .description('Muestra la URL de la API y la clave pública (anon) del servidor local')
    .option(
      '--service-role',
      'muestra también la clave de administración (service_role): no la compartas',
    )
    .action(async (options: { serviceRole?: boolean }) => {
      const [
        { createApiKey },
        { importSigningKey },
        { DEFAULT_PORT, readOrCreateJwtSecret, resolveDataDir },
        { readLockOwner },
      ] = await Promise.all([
        import('../../../server/auth/api-keys.ts'),
        import('../../../server/auth/signing-key.ts'),
        import('../../../server/config.ts'),
        import('../../../server/db/database-lock.ts'),
      ]);
      const env = process.env;
      const dataDir = resolveDataDir(env);
      const port =
        readLockOwner(dataDir)?.port ??
        (env.PORT && env.PORT !== '0' ? Number(env.PORT) : DEFAULT_PORT);
      const origin = new URL(
        env.SITE_URL && env.SITE_URL !== '' ? env.SITE_URL : `http://localhost:${port}`,
      ).origin;
      const key = await importSigningKey(readOrCreateJwtSecret(dataDir, env.JWT_SECRET));
      console.log(`URL: ${origin}`);
      console.log(`API: ${origin}/auth/v1`);
      console.log(`Anon key: ${await createApiKey(key, 'anon')}`);
      if (options.serviceRole === true)
        console.log(`Service role key: ${await createApiKey(key, 'service_role')}`);
      console.log('(VITE_SUPABASE_URL = URL, VITE_SUPABASE_ANON_KEY = Anon key)');
    });
}
