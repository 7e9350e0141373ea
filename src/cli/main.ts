/**
 * `presupuesto` command line. Each command lives in its own module under
 * ./commands and calls the same core functions as the app.
 */
import { Command } from 'commander';
import { registerConvertCommand } from './commands/convert-command.ts';
import { registerKeysCommand } from './commands/keys-command.ts';
import { registerParseCommand } from './commands/parse-command.ts';
import { registerServeCommand } from './commands/serve-command.ts';
import { registerUserCommand } from './commands/user-command.ts';

const program = new Command()
  .name('presupuesto')
  .description('Herramienta de Presupuestos: leer, convertir y servir presupuestos');

// Each command module registers itself on the program.
registerServeCommand(program);
registerUserCommand(program);
registerKeysCommand(program);
registerConvertCommand(program);
registerParseCommand(program);

await program.parseAsync(process.argv);
