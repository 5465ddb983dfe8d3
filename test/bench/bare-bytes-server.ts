/**
 * bench:pages' yardstick, in a process of its own: bare node:http sending one page's bytes from memory, with
 * the very headers the site sent them with (`bare-bytes-server.ts FILE PORT`: FILE holds the brotli body,
 * FILE.headers.json the headers), so that both put the same bytes on the wire and only the work differs.
 */
import { readFileSync } from 'node:fs';
import { createServer } from 'node:http';

const [file = '', port = '0'] = process.argv.slice(2);
const body = readFileSync(file);
const headers = JSON.parse(readFileSync(`${file}.headers.json`, 'utf8')) as Record<string, string>;
createServer((_req, res) => {
  res.writeHead(200, headers);
  res.end(body);
}).listen(Number(port), '127.0.0.1', () => process.send?.('listening'));
