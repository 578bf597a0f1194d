#!/usr/bin/env node
// Launcher: runs the bundled command line built by `npm run build` (run on `npm install`).
import '../dist/cli.js';
