const zlib = require('node:zlib');
const { promisify } = require('node:util');

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);
const textual = /\.(js|css|html|svg|json)$/;

/**
 * Writes a brotli (quality 11) and a gzip (level 9) copy beside every text file of the
 * build, so the server sends the smallest encoding without compressing on each request
 * (on-the-fly brotli runs at a low quality: react-dom is 65 KB that way, 56 KB here).
 * scripts/lib/site-server.mjs serves them; a server that does not know them ignores them.
 */
class PrecompressPlugin {
  apply(compiler) {
    const { Compilation, sources } = compiler.webpack;
    compiler.hooks.thisCompilation.tap('PrecompressPlugin', (compilation) => {
      compilation.hooks.processAssets.tapPromise(
        { name: 'PrecompressPlugin', stage: Compilation.PROCESS_ASSETS_STAGE_OPTIMIZE_TRANSFER },
        async (assets) => {
          const names = Object.keys(assets).filter((name) => textual.test(name));
          await Promise.all(
            names.map(async (name) => {
              const buffer = compilation.getAsset(name).source.buffer();
              if (buffer.length < 1024) return;
              const [br, gz] = await Promise.all([
                brotli(buffer, {
                  params: {
                    [zlib.constants.BROTLI_PARAM_QUALITY]: 11,
                    [zlib.constants.BROTLI_PARAM_SIZE_HINT]: buffer.length,
                  },
                }),
                gzip(buffer, { level: 9 }),
              ]);
              const info = { compressed: true, development: true };
              compilation.emitAsset(`${name}.br`, new sources.RawSource(br), info);
              compilation.emitAsset(`${name}.gz`, new sources.RawSource(gz), info);
            }),
          );
        },
      );
    });
  }
}

module.exports = { PrecompressPlugin };
