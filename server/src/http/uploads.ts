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

export interface UploadedPart {
  file: string;
  /** The file's bytes, or why it was not read whole. */
  data: Buffer | { problem: string };
}

/**
 * The files of the multipart field `field`, in order; other fields and parts are read past. A body
 * the parser cannot read (cut off, a broken boundary) is a 400; the limits keep their own 4xx. A
 * file's name is a label: a NUL or lone surrogate in it becomes U+FFFD.
 */
export async function readUploadedFiles(request: FastifyRequest, field: string): Promise<UploadedPart[]> {
  const files: UploadedPart[] = [];
  try {
    for await (const part of request.parts()) {
      if (part.type !== 'file') continue;
      const data = await part.toBuffer();
      if (part.fieldname !== field) continue;
      const file = storableText(part.filename) || `file ${files.length + 1}`;
      files.push({
        file,
        data: part.file.truncated
          ? { problem: `The file is larger than ${UPLOAD_LIMITS.fileBytes / MB} MB; a mail is far smaller.` }
          : data,
      });
    }
  } catch (error) {
    if (typeof (error as { statusCode?: unknown }).statusCode === 'number') throw error;
    throw new AppError('bad_request', `Malformed request: the upload could not be read (${MALFORMED}).`);
  }
  return files;
}

const MALFORMED = 'a multipart/form-data body cut off or with a broken boundary';
