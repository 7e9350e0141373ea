/**
 * `presupuesto user add|list|remove|set-password`: staff accounts are created
 * by an administrator. Works whether or not the server runs (see
 * server/users/connect-user-admin.ts).
 */
import type { Command } from 'commander';
import type { AuthApiError } from '../../../server/auth/errors.ts';
import type { UserAdminClient } from '../../../server/users/connect-user-admin.ts';

function explain(error: unknown, AuthError: typeof AuthApiError): string {
  if (error instanceof AuthError) {
    switch (error.code) {
      case 'email_exists':
        return 'Ya existe una cuenta con ese email.';
      case 'weak_password':
        return 'La contraseña debe tener al menos 6 caracteres';
      case 'user_not_found':
        return 'No existe ninguna cuenta con ese email.';
      case 'validation_failed':
        return error.message.startsWith('Password')
          ? 'La contraseña no puede tener más de 72 bytes'
          : 'Email inválido';
      default:
        return error.message;
    }
  }
  return error instanceof Error ? error.message : String(error);
}

async function withAdmin(work: (admin: UserAdminClient) => Promise<void>): Promise<void> {
  // The database and the server's auth code load only for this command.
  const [{ AuthApiError }, { connectUserAdmin }] = await Promise.all([
    import('../../../server/auth/errors.ts'),
    import('../../../server/users/connect-user-admin.ts'),
  ]);
  let admin: UserAdminClient | undefined;
  try {
    admin = await connectUserAdmin();
    await work(admin);
  } catch (error) {
    console.error(explain(error, AuthApiError));
    process.exitCode = 1;
  } finally {
    await admin?.close();
  }
}

export function registerUserCommand(program: Command): void {
  const user = program
    .command('user')
    .description('Gestiona las cuentas del personal (no hay registro público)');

  user
    .command('add')
    .description('Crea una cuenta')
    .argument('<email>')
    .argument('<password>', 'al menos 6 caracteres')
    .action(async (email: string, password: string) =>
      withAdmin(async (admin) => {
        const created = await admin.add(email, password);
        console.log(`Cuenta creada: ${created.email}`);
      }),
    );

  user
    .command('list')
    .description('Lista las cuentas')
    .action(async () =>
      withAdmin(async (admin) => {
        const users = await admin.list();
        if (users.length === 0) console.log('No hay cuentas.');
        for (const entry of users) {
          console.log(
            `${entry.email}\tcreada ${entry.created_at}\túltimo acceso ${entry.last_sign_in_at ?? 'nunca'}`,
          );
        }
      }),
    );

  user
    .command('remove')
    .description('Elimina una cuenta y cierra sus sesiones')
    .argument('<email>')
    .action(async (email: string) =>
      withAdmin(async (admin) => {
        await admin.remove(email);
        console.log(`Cuenta eliminada: ${email}`);
      }),
    );

  user
    .command('set-password')
    .description('Cambia la contraseña de una cuenta y cierra todas sus sesiones')
    .argument('<email>')
    .argument('<password>', 'al menos 6 caracteres')
    .action(async (email: string, password: string) =>
      withAdmin(async (admin) => {
        const updated = await admin.setPassword(email, password);
        console.log(`Contraseña cambiada: ${updated.email}`);
      }),
    );
}
