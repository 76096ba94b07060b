/**
 * The entries Node code reads (the render server, the servers' rules in @zomato/serving and the
 * release tool in deploy/): each "node" condition of ../package.json "exports" is built here from
 * the source its "default" names, as CommonJS beside its generated types, into ../dist/. The apps'
 * builds (webpack's "webpack" condition), Jest's browser tests and TypeScript in the apps keep the
 * source. Run by `npm install` (this package's `prepare`), `npm run build` and the Node tests.
 *
 *   node shared/scripts/build-node-entries.cjs          writes dist/ when it differs
 *   node shared/scripts/build-node-entries.cjs --check  exits 1 when dist/ is not what src/ makes
 */
const {
  existsSync,
  mkdirSync,
  readFileSync,
  readdirSync,
  renameSync,
  rmSync,
  writeFileSync,
} = require('node:fs');
const { dirname, join, relative, sep } = require('node:path');
const ts = require('typescript');

const packageDir = join(__dirname, '..');
const srcDir = join(packageDir, 'src');
const distDir = join(packageDir, 'dist');

/** The "node" conditions of the package's exports: { entry, source, output, types }, paths from the package. */
function nodeEntries() {
  const { exports } = JSON.parse(readFileSync(join(packageDir, 'package.json'), 'utf8'));
  return Object.entries(exports)
    .filter(([, target]) => typeof target === 'object' && target.node)
    .map(([entry, target]) => ({
      entry,
      source: target.default,
      output: target.node.default,
      types: target.node.types,
    }));
}

/** Every file dist/ should hold: path from the package -> text. */
function builtFiles() {
  const entries = nodeEntries();
  const parsed = ts.getParsedCommandLineOfConfigFile(
    join(packageDir, 'tsconfig.json'),
    {},
    {
      ...ts.sys,
      onUnRecoverableConfigFileDiagnostic: (diagnostic) => {
        throw new Error(ts.flattenDiagnosticMessageText(diagnostic.messageText, '\n'));
      },
    },
  );
  const program = ts.createProgram(
    entries.map(({ source }) => join(packageDir, source)),
    {
      ...parsed.options,
      // The entries run in browsers too: neither Node's nor Jest's globals.
      types: [],
      noEmit: false,
      allowJs: true,
      declaration: true,
      emitDeclarationOnly: true,
      rootDir: srcDir,
      outDir: distDir,
    },
  );
  const problems = ts.getPreEmitDiagnostics(program);
  if (problems.length) {
    throw new Error(
      ts.formatDiagnostics(problems, {
        getCanonicalFileName: (name) => name,
        getCurrentDirectory: () => packageDir,
        getNewLine: () => '\n',
      }),
    );
  }
  const files = new Map([[join(distDir, 'package.json'), '{ "type": "commonjs" }\n']]);
  // Types: what TypeScript declares for each source, hand-written declarations never copied.
  program.emit(undefined, (file, text) => files.set(file, text));
  // Code: each source of the entries, and every source they import, as CommonJS of its own.
  for (const sourceFile of program.getSourceFiles()) {
    const file = sourceFile.fileName;
    if (!file.startsWith(srcDir + '/') && !file.startsWith(srcDir + sep)) continue;
    const out = join(distDir, relative(srcDir, file));
    if (file.endsWith('.json')) files.set(out, readFileSync(file, 'utf8'));
    if (file.endsWith('.d.ts') || !/\.(ts|tsx|js|mjs)$/.test(file)) continue;
    const { outputText } = ts.transpileModule(sourceFile.text, {
      fileName: file,
      compilerOptions: {
        module: ts.ModuleKind.CommonJS,
        target: ts.ScriptTarget.ES2022,
        esModuleInterop: true,
      },
    });
    files.set(out.replace(/\.(ts|tsx|mjs)$/, '.js'), outputText);
  }
  for (const { entry, output, types } of entries) {
    for (const path of [output, types]) {
      if (!files.has(join(packageDir, path))) throw new Error(`${entry}: the build makes no ${path}`);
    }
  }
  return new Map([...files].map(([file, text]) => [relative(packageDir, file).split(sep).join('/'), text]));
}

/** The files under dir, paths from the package. */
function filesIn(dir) {
  if (!existsSync(dir)) return [];
  return readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) =>
      relative(packageDir, join(entry.parentPath ?? entry.path, entry.name))
        .split(sep)
        .join('/'),
    );
}

/** Whether dist/ holds exactly what the sources make. */
function isCurrent(files = builtFiles()) {
  const present = filesIn(distDir);
  return (
    present.length === files.size &&
    present.every((path) => files.get(path) === readFileSync(join(packageDir, path), 'utf8'))
  );
}

/**
 * Writes dist/ when it is not what the sources make, as a whole: built beside, then renamed over,
 * so a reader never finds half of it. Returns whether it wrote.
 */
function buildNodeEntries() {
  const files = builtFiles();
  if (isCurrent(files)) return false;
  const next = join(packageDir, `dist.${process.pid}.tmp.build`);
  rmSync(next, { recursive: true, force: true });
  for (const [path, text] of files) {
    const file = join(next, relative('dist', path));
    mkdirSync(dirname(file), { recursive: true });
    writeFileSync(file, text);
  }
  rmSync(distDir, { recursive: true, force: true });
  renameSync(next, distDir);
  return true;
}

module.exports = { nodeEntries, builtFiles, isCurrent, buildNodeEntries };

if (require.main === module) {
  try {
    if (process.argv.includes('--check')) {
      if (!isCurrent()) {
        console.error('shared/dist is not what shared/src makes: run `npm run build:node -w shared`');
        process.exit(1);
      }
    } else if (buildNodeEntries()) {
      console.log('shared: built the Node entries (dist/)');
    }
  } catch (error) {
    console.error(`shared: the Node entries do not build:\n${error.message}`);
    process.exit(1);
  }
}
