#!/usr/bin/env node
// The CLI is written in TypeScript like the rest of the core; tsx loads it
// directly so the CLI, the app and the tests share one implementation.
import { register } from 'tsx/esm/api';

register();
await import('../src/cli/main.ts');
