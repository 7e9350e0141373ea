/** `presupuesto serve`: the built app and the local Supabase-compatible auth API on one origin. */
import type { Command } from 'commander';
import { existsSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { ServerConfig } from '../../../server/config.ts';
import type { RunningServer } from '../../../server/start-server.ts';

const DEFAULT_DIST = fileURLToPath(new URL('../../../dist', import.meta.url));

export function registerServeCommand(program: Command): void {
  program
    .command('serve')
    .description(
      'Inicia la app compilada y el servidor de acceso (API de Supabase Auth) en un solo origen',
    )
    .option('--dist <carpeta>', 'carpeta de la app compilada con `npm run build`', DEFAULT_DIST)
    .action(async (options: { dist: string }) => {
      const distDir = resolve(options.dist);
      if (!existsSync(join(distDir, 'index.html'))) {
        console.error(
          `No se encuentra la app compilada (${join(distDir, 'index.html')}).\n` +
            'Compílala con `npm run build` o arranca todo con `make start`.',
        );
        process.exit(1);
      }
      let config: ServerConfig;
      let server: RunningServer;
      console.log('Arrancando… (la primera vez se crea la base de datos y tarda unos segundos)');
      try {
        // The server stack (fastify, PGlite, mail) loads only for this command.
        const [{ loadServerConfig }, { startServer }] = await Promise.all([
          import('../../../server/config.ts'),
          import('../../../server/start-server.ts'),
        ]);
        config = await loadServerConfig();
        server = await startServer(config, { distDir });
      } catch (error) {
        const { code, port } = error as NodeJS.ErrnoException & { port?: number };
        console.error(
          code === 'EADDRINUSE'
            ? `No se pudo arrancar el servidor: el puerto ${port ?? ''} ya está en uso. Elige otro con ` +
                'PORT (app y API), MAIL_UI_PORT o MAIL_SMTP_PORT (bandeja local); 0 = uno libre.'
            : `No se pudo arrancar el servidor: ${error instanceof Error ? error.message : String(error)}`,
        );
        process.exit(1);
      }
      console.log('Presupuestos está en marcha.');
      console.log(`App: ${server.appUrl}`);
      console.log(`API: ${server.apiUrl}`);
      if (server.inboxUrl !== undefined) {
        console.log(`Inbox: ${server.inboxUrl}`);
        console.log('  (los correos de recuperación de contraseña llegan a esta bandeja local)');
      } else {
        console.log('Correo: se envía por el servidor SMTP de SMTP_URL.');
      }
      if (server.demoAccount !== undefined) {
        console.log(
          `Cuenta de demostración: ${server.demoAccount.email} con la contraseña ${server.demoAccount.password}`,
        );
      } else {
        console.log('Entra con una cuenta existente.');
      }
      console.log(
        'Crea cuentas con `npx presupuesto user add EMAIL PASSWORD` (lista: `npx presupuesto user list`).',
      );
      console.log(`Datos en ${config.dataDir}. Pulsa Ctrl+C para parar.`);

      let stopping = false;
      const stop = (): void => {
        if (stopping) return;
        stopping = true;
        server.close().then(
          () => process.exit(0),
          (error: unknown) => {
            console.error('Error al parar el servidor:', error);
            process.exit(1);
          },
        );
      };
      process.on('SIGINT', stop);
      process.on('SIGTERM', stop);
    });
}
