import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { startServer } from './servers.mjs';

/*
 * The bench's front proxy for the network mode: the site and the floors behind nginx with TLS
 * (a self-signed certificate) as docs/deploy.md serves them. Every app is one host name under
 * .localhost, served in three compression profiles, so one run can compare them:
 *
 *   <app>.localhost        Brotli (when the module is installed) and gzip: what deploy.md asks for
 *   <app>-gzip.localhost   gzip only (Debian's nginx-light without libnginx-mod-http-brotli-filter)
 *   <app>-plain.localhost  no compression
 *   <app>-cached.localhost the page cache of docs/deploy.md's nginx (the app's s-maxage and
 *                          stale-while-revalidate honoured), keeping the app's gzip answers: what
 *                          the origin of a deploy serves, for the throughput part
 *
 * on HTTPS_PORT with HTTP/2 and on H1_PORT with HTTP/1.1 only. Chromium maps every *.localhost
 * to 127.0.0.1 (bench/lib/network.mjs).
 */
export const NGINX = process.env.NGINX_PATH || '/usr/sbin/nginx';
const BROTLI_MODULE = '/usr/lib/nginx/modules/ngx_http_brotli_filter_module.so';
export const PROFILES = ['', '-gzip', '-plain', '-cached'];

// What nginx compresses besides HTML (always on): the flight data of client navigations (text/x-component), scripts,
// styles, JSON and SVG. Fonts (WOFF2) and raster images are compressed already.
const TYPES = 'text/css application/javascript text/javascript text/x-component application/json image/svg+xml';

export const hasBrotli = () => existsSync(BROTLI_MODULE);

function certificate(dir, hosts) {
  const cert = path.join(dir, 'cert.pem');
  const key = path.join(dir, 'key.pem');
  execFileSync(
    'openssl',
    [
      'req',
      '-x509',
      '-newkey',
      'rsa:2048',
      '-nodes',
      '-days',
      '2',
      '-subj',
      '/CN=bench.localhost',
      '-addext',
      `subjectAltName=${hosts.map((host) => `DNS:${host}`).join(',')}`,
      '-keyout',
      key,
      '-out',
      cert,
    ],
    { stdio: 'ignore' },
  );
  return { cert, key };
}

function compression(profile, brotli) {
  if (profile === '-plain') return 'gzip off;';
  // The app compresses each page once per s-maxage and nginx keeps that answer (one copy per
  // Accept-Encoding, Next's Vary), instead of compressing the cached page again on every request.
  if (profile === '-cached') return `gzip off;\n    ${CACHE}`;
  const gzip = `gzip on; gzip_comp_level 6; gzip_min_length 256; gzip_vary on; gzip_types ${TYPES};`;
  if (profile === '-gzip' || !brotli) return gzip;
  return `${gzip}\n    brotli on; brotli_comp_level 5; brotli_min_length 256; brotli_types ${TYPES};`;
}

// The cache lines of docs/deploy.md's nginx (its location `/`), keyed per app by the host name.
const CACHE = [
  'proxy_cache bench;',
  'proxy_cache_key $scheme$host$request_uri;',
  'proxy_cache_use_stale error timeout updating http_500 http_502 http_503 http_504;',
  'proxy_cache_background_update on;',
  'proxy_cache_lock on;',
].join(' ');

/** nginx's configuration: one server block per app, profile and port. `apps`: { name: upstream port }. */
export function nginxConfig({ dir, apps, httpsPort, h1Port, brotli, cert, key }) {
  const servers = Object.entries(apps).flatMap(([name, port]) =>
    PROFILES.map(
      (profile) => `
  server {
    listen 127.0.0.1:${httpsPort} ssl http2;
    listen 127.0.0.1:${h1Port} ssl;
    server_name ${name}${profile}.localhost;
    ${compression(profile, brotli)}
    location / {
      proxy_pass http://127.0.0.1:${port};
      proxy_http_version 1.1;
      proxy_set_header Connection "";
      proxy_set_header Host localhost:${port};
      proxy_set_header X-Forwarded-Proto https;
      ${profile === '-cached' ? '# The app compresses; nginx caches its compressed answers.' : '# nginx compresses (or not, per profile); the app sends its answers as they are.\n      proxy_set_header Accept-Encoding "";'}
      proxy_buffering on;
    }
  }`,
    ),
  );
  return `${brotli ? `load_module ${BROTLI_MODULE};\n` : ''}worker_processes 1;
pid ${dir}/nginx.pid;
error_log ${dir}/error.log warn;
events { worker_connections 256; }
http {
  access_log off;
  client_body_temp_path ${dir}/tmp/body;
  proxy_temp_path ${dir}/tmp/proxy;
  fastcgi_temp_path ${dir}/tmp/fastcgi;
  uwsgi_temp_path ${dir}/tmp/uwsgi;
  scgi_temp_path ${dir}/tmp/scgi;
  proxy_cache_path ${dir}/cache levels=1:2 keys_zone=bench:20m max_size=1g inactive=7d use_temp_path=off;
  ssl_certificate ${cert};
  ssl_certificate_key ${key};
  ssl_protocols TLSv1.2 TLSv1.3;
  server_names_hash_bucket_size 128;
${servers.join('\n')}
}
`;
}

/** Starts nginx in the foreground of its own process group, with its own prefix and configuration. */
export async function startNginx({ dir, apps, httpsPort, h1Port, logFile }) {
  mkdirSync(path.join(dir, 'tmp'), { recursive: true });
  const hosts = Object.keys(apps).flatMap((name) => PROFILES.map((profile) => `${name}${profile}.localhost`));
  const brotli = hasBrotli();
  const conf = path.join(dir, 'nginx.conf');
  writeFileSync(conf, nginxConfig({ dir, apps, httpsPort, h1Port, brotli, ...certificate(dir, hosts) }));
  execFileSync(NGINX, ['-t', '-q', '-p', dir, '-c', conf], { stdio: 'inherit' });
  const server = await startServer({
    command: NGINX,
    args: ['-p', dir, '-c', conf, '-g', 'daemon off;'],
    cwd: dir,
    readyUrl: `http://127.0.0.1:${httpsPort}/`,
    logFile,
  });
  return { ...server, brotli };
}
