#!/usr/bin/env node
// The `thistle` command: runs the TypeScript CLI through tsx (see docs/decisions/0003).
import { register } from 'tsx/esm/api';
register();
await import('../src/cli/main.ts');
