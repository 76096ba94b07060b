const { execFileSync } = require('node:child_process');
const { join, relative } = require('node:path');
const ts = require('typescript');
const { builtFiles, isCurrent, nodeEntries } = require('../../shared/scripts/build-node-entries.cjs');

/*
 * @zomato/shared gives the Node code (deploy/, server-rendering/, @zomato/serving) what it needs
 * through its package.json "exports": the data files as they are, the rules built for Node (the
 * "node" condition: CommonJS and TypeScript's declarations, shared/dist/, made from src/ by
 * shared/scripts/build-node-entries.cjs); the apps' builds and TypeScript keep the source.
 */
const root = join(__dirname, '..', '..');
const sharedDir = join(root, 'shared');
const sharedExports = require('../../shared/package.json').exports;

/** Runs `code` in a Node of its own (no loader, no Jest) from the repo's root; returns its output. */
const inNode = (code, type = 'commonjs') =>
  execFileSync(process.execPath, [`--input-type=${type}`, '-e', code], { cwd: root, encoding: 'utf8' });

describe("@zomato/shared's entries for Node", () => {
  const entries = [
    '@zomato/shared/contract.json',
    '@zomato/shared/site-routes.json',
    '@zomato/shared/page-path',
    '@zomato/shared/check-runtime-config',
  ];

  it.each(['deploy/release', 'server-rendering', 'serving'])('resolve in Node from %s/', (dir) => {
    const resolved = JSON.parse(
      inNode(`const { createRequire } = require('node:module');
        const require2 = createRequire(${JSON.stringify(join(root, dir, 'example.cjs'))});
        console.log(JSON.stringify(${JSON.stringify(entries)}.map((entry) => require2.resolve(entry))));`),
    ).map((file) => relative(sharedDir, file));
    expect(resolved).toEqual([
      'src/federation/contract.json',
      'src/routing/site-routes.json',
      // The code Node runs is built, never the source (TypeScript Node 20 cannot run).
      'dist/routing/page-path.js',
      'dist/config/check-runtime-config.js',
    ]);
  });

  it('run in plain Node, without a TypeScript loader', () => {
    const output = inNode(
      `import { canonicalPagePath } from '@zomato/shared/page-path';
      import { checkRuntimeConfig } from '@zomato/shared/check-runtime-config';
      let refusal;
      try { checkRuntimeConfig({ apiBase: 'ftp://example.com' }); } catch (error) { refusal = error.name; }
      console.log(JSON.stringify({
        path: canonicalPagePath('/Delivery/IceCream'),
        config: checkRuntimeConfig({ apiBase: '/api/', remotes: { dining: '/mfe/dining/mf-manifest.json' } }),
        refusal,
      }));`,
      'module',
    );
    expect(JSON.parse(output)).toEqual({
      path: '/delivery/icecream',
      config: { apiBase: '/api', remotes: { dining: '/mfe/dining/mf-manifest.json' } },
      refusal: 'ConfigError',
    });
  });

  it('each "node" condition is the built code, with the declarations TypeScript writes for it', () => {
    expect(nodeEntries().map(({ entry }) => entry)).toEqual(['./check-runtime-config', './page-path']);
    const built = builtFiles();
    for (const { output, types } of nodeEntries()) {
      expect(built.has(output.slice(2))).toBe(true);
      expect(built.get(types.slice(2))).toMatch(/export (declare )?function/);
    }
    // shared/dist/ is what the sources make now (npm install, npm run build and these tests build it).
    expect(isCurrent(built)).toBe(true);
  });

  it('are typed for Node code: a wrong use fails type checking', () => {
    const consumer = join(root, 'serving', 'typed-entries.example.mts');
    const text = `import { canonicalPagePath } from '@zomato/shared/page-path';
      import { checkRuntimeConfig } from '@zomato/shared/check-runtime-config';
      export const path: string = canonicalPagePath('/Dinning');
      export const wrong: number = canonicalPagePath('/Dinning');
      export const base: string = checkRuntimeConfig({}).apiBase;
      export const missing = checkRuntimeConfig({}).nowhere;\n`;
    const options = {
      module: ts.ModuleKind.NodeNext,
      moduleResolution: ts.ModuleResolutionKind.NodeNext,
      target: ts.ScriptTarget.ES2022,
      strict: true,
      noEmit: true,
      skipLibCheck: true,
      types: [],
    };
    const host = ts.createCompilerHost(options);
    const { getSourceFile, fileExists, readFile } = host;
    host.getSourceFile = (file, ...rest) =>
      file === consumer
        ? ts.createSourceFile(file, text, ts.ScriptTarget.ES2022, true)
        : getSourceFile.call(host, file, ...rest);
    host.fileExists = (file) => file === consumer || fileExists.call(host, file);
    host.readFile = (file) => (file === consumer ? text : readFile.call(host, file));
    const program = ts.createProgram([consumer], options, host);
    const problems = ts
      .getPreEmitDiagnostics(program)
      .map((diagnostic) => [
        diagnostic.file && ts.getLineAndCharacterOfPosition(diagnostic.file, diagnostic.start).line + 1,
        diagnostic.code,
      ]);
    // Line 4: a string is no number; line 6: no such key of a RuntimeConfig. Nothing else.
    expect(problems).toEqual([
      [4, 2322],
      [6, 2339],
    ]);
  });

  it("leave the browser's source to the apps' builds and TypeScript", () => {
    for (const { entry, source } of nodeEntries()) {
      // Webpack's builds, the browser's and the server's; Jest's browser tests (which claim "node" too).
      expect(sharedExports[entry].webpack).toBe(source);
      expect(sharedExports[entry].browser).toBe(source);
      expect(source).toMatch(/^\.\/src\//);
      const { resolvedModule } = ts.resolveModuleName(
        `@zomato/shared/${entry.slice(2)}`,
        join(root, 'shell', 'src', 'example.ts'),
        { module: ts.ModuleKind.ESNext, moduleResolution: ts.ModuleResolutionKind.Bundler, allowJs: true },
        ts.sys,
      );
      expect(relative(sharedDir, resolvedModule.resolvedFileName)).toMatch(/^src\//);
    }
  });
});
