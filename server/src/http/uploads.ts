import { createWriteStream } from 'node:fs';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { finished, pipeline } from 'node:stream/promises';
import multipart from '@fastify/multipart';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { AppError } from '../errors';
import { storableText } from './text-guard';

/** Limits of an upload of mail files (issue 12): a file over the size is refused alone, not the request. */
export const UPLOAD_LIMITS = { fileBytes: 10 * 1024 * 1024, files: 50 } as const;

const MB = 1024 * 1024;

/** Lets the routes of `scope` read multipart/form-data bodies (no other scope accepts them). */
export async function acceptUploads(scope: FastifyInstance) {
  await scope.register(multipart, {
    limits: {
      fileSize: UPLOAD_LIMITS.fileBytes,
      files: UPLOAD_LIMITS.files,
      fields: 10,
      fieldSize: 1024,
      parts: 60,
    },
    throwFileSizeLimit: false,
  });
}

/** An uploaded file, by its name: its bytes to read from disk, or why it was not kept. */
export type UploadedPart = { file: string; read: () => Promise<Buffer> } | { file: string; problem: string };

/**
 * Takes the files of the multipart field `field` to disk as they arrive, in order, then hands them
 * to `work`, which reads one at a time (review D5: an upload of 50 files of 10 MB is never held in
 * the server's memory). The files are in a directory of the request's own under the system's
 * temporary one (0700, files 0600), removed when `work` ends or the body fails, however it fails: a
 * refusal of the parser, the client gone mid-way.
 *
 * Other fields and parts are read past, and so is the empty file a browser sends for a file input
 * left empty. A body the parser cannot read (cut off, a broken boundary) is a 400; the limits keep
 * their own 4xx. A file's name is a label: a NUL or lone surrogate in it becomes U+FFFD.
 */
export async function withUploadedFiles<T>(
  request: FastifyRequest,
  field: string,
  work: (files: UploadedPart[]) => Promise<T>,
): Promise<T> {
  const dir = await mkdtemp(path.join(os.tmpdir(), 'bunkhouse-upload-'));
  try {
    return await work(await saveUploadedFiles(request, field, dir));
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

async function saveUploadedFiles(request: FastifyRequest, field: string, dir: string) {
  const files: UploadedPart[] = [];
  let parts = 0;
  try {
    for await (const part of request.parts()) {
      if (part.type !== 'file') continue;
      if (part.fieldname !== field) {
        await finished(part.file.resume());
        continue;
      }
      const saved = path.join(dir, String(++parts));
      await pipeline(part.file, createWriteStream(saved, { flags: 'wx', mode: 0o600 }));
      const file = storableText(part.filename) || `file ${files.length + 1}`;
      if (part.file.truncated) {
        await rm(saved);
        files.push({
          file,
          problem: `The file is larger than ${UPLOAD_LIMITS.fileBytes / MB} MB; a mail is far smaller.`,
        });
      } else if (part.filename === '' && part.file.bytesRead === 0) {
        await rm(saved); // "no file chosen", as the HTML form sends it
      } else {
        files.push({ file, read: () => readFile(saved) });
      }
    }
  } catch (error) {
    if (typeof (error as { statusCode?: unknown }).statusCode === 'number') throw error;
    if ((error as NodeJS.ErrnoException).path) throw error; // a file's failure (the disk full), not the body's
    throw new AppError('bad_request', `Malformed request: the upload could not be read (${MALFORMED}).`);
  }
  return files;
}

const MALFORMED = 'a multipart/form-data body cut off or with a broken boundary';
