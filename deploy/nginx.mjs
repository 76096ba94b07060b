/**
 * Production serving with nginx: the built shell at /, each remote's released versions
 * under /mfe/<key>/<version>/ (deploy/release/), /config.json, the data service under
 * /api, with the same caching and security headers as scripts/lib/site-server.mjs (the
 * CSP comes from the same function).
 */
import { existsSync } from 'node:fs';
import { stableRouteHints } from '@zomato/serving/remote-preload';
import { cacheRules } from '@zomato/serving/cache-rules';
import { securityHeaderValues } from '@zomato/serving/security-headers';
import { compressMinBytes, staticFilePattern } from '@zomato/serving/static-files';

/** Link values in an nginx string (a digest hint's integrity="…" is quoted). */
const linkHeader = (links) => links.join(', ').replaceAll('"', '\\"');
/**
 * Debian's libnginx-mod-http-brotli-static and -filter: with them nginx sends the build's .br
 * copies and compresses the rest with brotli, as express does; without them, gzip only.
 */
const brotliModules = ['static', 'filter'].map(
  (kind) => `/usr/lib/nginx/modules/ngx_http_brotli_${kind}_module.so`,
);
export const hasBrotli = () => brotliModules.every((file) => existsSync(file));

const compressedTypes = 'text/css application/javascript application/json image/svg+xml text/plain';

/** add_header lines, `always` so error answers carry them too. */
const addHeaders = (headers) =>
  Object.entries(headers)
    .map(([name, value]) => `add_header ${name} "${value}" always;`)
    .join('\n    ');

/**
 * The server block (for /etc/nginx/conf.d). Headers and cache rules come from the modules
 * express uses (security-headers.mjs, cache-rules.mjs), so both servers answer alike. nginx
 * does not inherit add_header into a location that sets its own, so each location repeats them.
 *
 * @typedef {object} ServerBlockOptions
 * @property {string} root                 the site root (deploy/stage.mjs's layout)
 * @property {string | number} port        the port nginx listens on
 * @property {string} apiUpstream          the data service's URL, proxied under /api
 * @property {object} runtimeConfig        the site's /config.json body (its origins make the CSP)
 * @property {string[]} [renderUpstreams]  render servers, host:port (none: the shell's page)
 * @property {boolean} [brotli]            nginx has the brotli modules (default: found on this machine)
 *
 * @param {ServerBlockOptions} options
 * @returns {string}
 */
export function renderServerBlock({
  root,
  port,
  apiUpstream,
  runtimeConfig,
  renderUpstreams = [],
  brotli = hasBrotli(),
}) {
  const security = securityHeaderValues(runtimeConfig);
  const headers = addHeaders(security);
  // The data service sets some of them itself: nginx keeps only its own copy, as express does.
  const hideUpstream = Object.keys(security)
    .map((name) => `proxy_hide_header ${name};`)
    .join('\n    ');
  const cacheFor = (rule, withHeaders = headers) =>
    `${addHeaders({ 'Cache-Control': rule.value })}\n    ${withHeaders}`;
  const fresh = cacheFor(cacheRules.fresh);
  // A rendered page's CSP is the render server's own: it names the origins of the config as that
  // process reads it now, so a release needs no new nginx config.
  // Its Cache-Control too: the render server's (`no-cache`, as the fresh rule; an early answer to
  // ADD TO CART, one visitor's cart, `private, no-store`), or the fresh rule where it sends none.
  const renderedFresh = `add_header Cache-Control $zomato_rendered_cache_control always;\n    ${addHeaders(
    Object.fromEntries(Object.entries(security).filter(([name]) => name !== 'Content-Security-Policy')),
  )}`;
  const immutable = cacheFor(cacheRules.immutable);
  const versioned = cacheFor(cacheRules.versioned);
  const other = cacheFor(cacheRules.other);
  const cors = 'add_header Access-Control-Allow-Origin "*" always;';
  // A section's route: the shell's page, with preload hints for its remote and its list;
  // with render servers, their HTML, and the shell's page when none answers.
  const rendered = renderUpstreams.length > 0;
  const routeLocations = stableRouteHints(runtimeConfig, root)
    .map(({ pattern, links }) =>
      rendered
        ? renderedLocation({
            match: `~ "${pattern.source}"`,
            links: links.filter((link) => link.includes('/mfe/')),
            fresh: renderedFresh,
          })
        : `  location ~ "${pattern.source}" {
    root ${root}/shell;
    try_files /index.html =404;
    add_header Link "${linkHeader(links)}" always;
    ${fresh}
  }
`,
    )
    .join('\n');
  const upstream = rendered
    ? `upstream zomato_render {\n${renderUpstreams.map((server) => `  server ${server} max_fails=1 fail_timeout=2s;\n`).join('')}}\n\n` +
      `map $upstream_http_cache_control $zomato_rendered_cache_control {\n  "" "${cacheRules.fresh.value}";\n  default $upstream_http_cache_control;\n}\n\n`
    : '';
  const shellPage = rendered
    ? `  location @shell_page {
    root ${root}/shell;
    try_files /index.html =404;
    ${fresh}
  }

  location @landing_page {
    root ${root}/shell;
    try_files /landing.html /index.html;
    ${fresh}
  }

  # A form posted to a page: the render server's answer goes to the visitor as it is, a refusal's
  # 502 or 503 (the data service down) included; never passed to another server (not idempotent).
  location @form_post {
${toRenderServer}
    proxy_hide_header Cache-Control;
    ${renderedFresh}
  }

`
    : '';
  return `${upstream}server {
  listen ${port};
  server_name _;
  # The build writes .br and .gz copies of every text file: send those; compress the rest.
  gzip_static on;
  gzip on;
  gzip_vary on;
  gzip_min_length ${compressMinBytes};
  gzip_types ${compressedTypes};${
    brotli
      ? `\n  brotli_static on;\n  brotli on;\n  brotli_min_length ${compressMinBytes};\n  brotli_types ${compressedTypes};`
      : ''
  }
  charset utf-8;
  # Long addresses reach the render server, which answers them 400 (not nginx's 414).
  large_client_header_buffers 4 16k;
  # Source maps as JSON, as express sends them (mime.types has no entry; both blocks merge).
  include /etc/nginx/mime.types;
  types {
    application/json map;
  }

  location = /config.json {
    root ${root};
    ${fresh}
  }

  # ^~: the file-type locations below are the shell's; remote files and the API never reach them.
  location ^~ /mfe/ {
    root ${root};
    location ~ "${cacheRules.versioned.pattern.source}" {
      ${cors}
      ${versioned}
    }
    location ~ "${cacheRules.fresh.pattern.source}" {
      ${cors}
      ${fresh}
    }
    location ~* "${cacheRules.immutable.pattern.source}" {
      ${cors}
      ${immutable}
    }
    ${cors}
    ${other}
  }

  location ^~ /api/ {
    proxy_pass ${apiUpstream.replace(/\/$/, '')}/;
    proxy_set_header X-Visitor-Id $http_x_visitor_id;
    # The data service limits telemetry per client (mock-api/src/telemetry/routes.js).
    proxy_set_header X-Forwarded-For $proxy_add_x_forwarded_for;
    proxy_http_version 1.1;
    client_max_body_size 1m;
    ${hideUpstream}
    ${headers}
  }

  location ~ "${cacheRules.fresh.pattern.source}" {
    root ${root}/shell;
    try_files $uri =404;
    ${fresh}
  }

  location ~* "${cacheRules.immutable.pattern.source}" {
    root ${root}/shell;
    ${immutable}
  }

  location ~* "${staticFilePattern.source}" {
    root ${root}/shell;
    try_files $uri =404;
    ${other}
  }

${
  rendered
    ? renderedLocation({ match: '= /', fresh: renderedFresh, fallback: '@landing_page' })
    : `  location = / {
    root ${root}/shell;
    try_files /landing.html /index.html;
    ${fresh}
  }
`
}
${shellPage}${routeLocations}
${
  rendered
    ? renderedLocation({ match: '/', fresh: renderedFresh })
    : `  location / {
    root ${root}/shell;
    try_files $uri /index.html;
    ${fresh}
  }
`
}}
`;
}

/** How a request reaches the render servers: a page's and a form post's alike. */
const toRenderServer = `    proxy_pass http://zomato_render;
    proxy_http_version 1.1;
    proxy_set_header Host $host;
    proxy_set_header Connection "";
    proxy_connect_timeout 1s;
    proxy_read_timeout 10s;`;

/**
 * A page route with render servers (every route: server-rendering/page-renderer.mjs): proxied
 * to them. A render server that is down, killed mid-answer or still warming up (its 503,
 * server-rendering/render-server.mjs) is passed over for the next; when none answers, the static shell
 * page, rendered in the browser as before. A 404 or 400 a render server sends goes to the
 * visitor as it is. `fresh`: the headers nginx adds, all but the CSP, which the render server sends.
 */
function renderedLocation({ match, links = [], fresh, fallback = '@shell_page' }) {
  return `  location ${match} {
    error_page 418 = @form_post;
    if ($request_method = POST) {
      return 418;
    }
${toRenderServer}
    proxy_next_upstream error timeout http_502 http_503 http_504;
    proxy_next_upstream_timeout 10s;
    proxy_intercept_errors on;
    error_page 502 503 504 = ${fallback};
    proxy_hide_header Cache-Control;${links.length ? `\n    add_header Link "${linkHeader(links)}" always;` : ''}
    ${fresh}
  }
`;
}

/**
 * A complete nginx.conf around the server block, runnable by a non-system nginx (tests, CI).
 *
 * @param {ServerBlockOptions & { prefix: string }} options  prefix: the folder of its pid, logs and temp files
 * @returns {string}
 */
export function renderStandaloneConf({ prefix, ...server }) {
  const brotli = server.brotli ?? hasBrotli();
  const modules = brotli ? brotliModules.map((file) => `load_module ${file};\n`).join('') : '';
  return `${modules}worker_processes 1;
pid ${prefix}/nginx.pid;
error_log ${prefix}/error.log warn;
events { worker_connections 256; }
http {
  include /etc/nginx/mime.types;
  default_type application/octet-stream;
  access_log off;
  client_body_temp_path ${prefix}/client_body;
  proxy_temp_path ${prefix}/proxy;
  fastcgi_temp_path ${prefix}/fastcgi;
  uwsgi_temp_path ${prefix}/uwsgi;
  scgi_temp_path ${prefix}/scgi;
  sendfile on;
  ${renderServerBlock(server).replace(/\n/g, '\n  ')}
}
`;
}
