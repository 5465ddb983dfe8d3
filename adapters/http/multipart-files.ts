import busboy from 'busboy';
import type { RequestHandler } from 'express';
import { HttpError } from './errors.js';

/** What the reader takes: files in parts named `field`, at most `maxFiles` of at most `maxBytes` each. */
interface FilesLimits {
  field: string;
  maxFiles: number;
  maxBytes: number;
}

const megabytes = (bytes: number) => `${String(Math.round(bytes / (1024 * 1024)))} MB`;

/**
 * Reads a multipart/form-data body with busboy as it streams in, keeping each file's bytes in `req.body` (in the
 * order sent). It stops at the first problem and answers it: 413 for a file over the limit, the moment it passes
 * it; 415 for a body that is not multipart; 400 for a part of another name, too many files or none. The rest
 * of the body is read and dropped, so the client gets the response rather than a broken connection.
 */
export function multipartFiles({ field, maxFiles, maxBytes }: FilesLimits): RequestHandler {
  const inParts = `as multipart/form-data, each file in a part named "${field}"`;
  return (req, _res, next) => {
    let parser: busboy.Busboy;
    try {
      parser = busboy({
        headers: req.headers,
        limits: { files: maxFiles, fileSize: maxBytes, fields: 0, parts: maxFiles, headerPairs: 20 },
      });
    } catch {
      next(new HttpError('UNSUPPORTED_MEDIA_TYPE', `Send the photos ${inParts}.`));
      return;
    }
    const files: Uint8Array[] = [];
    let failed = false;
    const fail = (error: HttpError) => {
      if (failed) return;
      failed = true;
      req.unpipe(parser);
      req.resume();
      next(error);
    };
    parser.on('file', (name, stream) => {
      if (name !== field) {
        stream.resume();
        fail(new HttpError('VALIDATION', `Send the photos ${inParts}; "${name}" is not one.`));
        return;
      }
      const index = files.length;
      files.push(new Uint8Array());
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('limit', () =>
        fail(new HttpError('PAYLOAD_TOO_LARGE', `Each photo may be at most ${megabytes(maxBytes)}.`)),
      );
      stream.on('end', () => {
        files[index] = Buffer.concat(chunks);
      });
    });
    const tooMany = () =>
      fail(new HttpError('VALIDATION', `Send at most ${String(maxFiles)} photos at once, ${inParts}.`));
    parser.on('filesLimit', tooMany);
    parser.on('partsLimit', tooMany);
    parser.on('fieldsLimit', () => fail(new HttpError('VALIDATION', `Send only photos, ${inParts}.`)));
    parser.on('error', () => fail(new HttpError('MALFORMED_BODY', 'The multipart body could not be read.')));
    parser.on('close', () => {
      if (failed) return;
      if (files.length === 0 || files.some((file) => file.byteLength === 0)) {
        fail(new HttpError('VALIDATION', `Send at least one photo, ${inParts}; an empty file is none.`));
        return;
      }
      req.body = files;
      next();
    });
    req.pipe(parser);
  };
}
