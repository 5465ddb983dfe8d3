/**
 * bench:pages' yardstick, in a process of its own: bare node:http sending one page's bytes from memory, with
 * the headers the site sends them with (`bare-bytes-server.ts FILE PORT`, FILE holding the brotli body).
 */
import { readFileSync } from 'node:fs';
import { createServer } from 'node:http';

const [file = '', port = '0'] = process.argv.slice(2);
const body = readFileSync(file);
createServer((_req, res) => {
  res.writeHead(200, {
    'Content-Type': 'text/html; charset=utf-8',
    'Content-Encoding': 'br',
    'Cache-Control': 'no-cache',
    Vary: 'Accept-Encoding',
  });
  res.end(body);
}).listen(Number(port), '127.0.0.1', () => process.send?.('listening'));
