/**
 * `presupuesto` command line. Each command lives in its own module under
 * ./commands and calls the same core functions as the app.
 */
import { Command } from 'commander';

const program = new Command()
  .name('presupuesto')
  .description('Herramienta de Presupuestos: leer, convertir y servir presupuestos');

// Each command module registers itself on the program.
const commandModules = [] as const;
void commandModules;

await program.parseAsync(process.argv);
