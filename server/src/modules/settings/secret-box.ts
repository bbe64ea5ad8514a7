import { createCipheriv, createDecipheriv, createHash, randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';

/**
 * Secrets stored in the database (the mailbox password) are sealed with AES-256-GCM under a key
 * from outside the database: SETTINGS_KEY, or for the embedded engine a key generated once into the
 * data directory. A stolen database alone does not reveal them; without the key they cannot be
 * stored or read.
 */
const VERSION = 'v1';
const KEY_FILE = 'settings.key';

const keyOf = (secret: string) => createHash('sha256').update(secret).digest();

export function seal(secret: string, plain: string): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', keyOf(secret), iv);
  const body = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
  return [VERSION, iv, cipher.getAuthTag(), body]
    .map((p) => (typeof p === 'string' ? p : p.toString('base64')))
    .join(':');
}

/** The plain text, or null when the key is not the one it was sealed with (or the text is damaged). */
export function unseal(secret: string, sealed: string): string | null {
  const [version, iv, tag, body] = sealed.split(':');
  if (version !== VERSION || !iv || !tag || body === undefined) return null;
  try {
    const decipher = createDecipheriv('aes-256-gcm', keyOf(secret), Buffer.from(iv, 'base64'));
    decipher.setAuthTag(Buffer.from(tag, 'base64'));
    return Buffer.concat([decipher.update(Buffer.from(body, 'base64')), decipher.final()]).toString('utf8');
  } catch {
    return null;
  }
}

/** The embedded engine's key: read from the data directory, or generated there (mode 0600) the first time. */
export function dataDirSecret(dataDir: string): string {
  const file = path.join(dataDir, KEY_FILE);
  try {
    return fs.readFileSync(file, 'utf8').trim();
  } catch {
    const secret = randomBytes(32).toString('base64url');
    fs.mkdirSync(dataDir, { recursive: true });
    fs.writeFileSync(file, `${secret}\n`, { mode: 0o600, flag: 'wx' });
    return secret;
  }
}
