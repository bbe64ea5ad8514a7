import { AMOUNT, COMMON_EXCLUSIONS, NAME, re } from './common';
import type { Exclusion } from './rule';

/**
 * What every Zelle rule shares (the bank rules of `zelle-banks.ts` and the general reader of
 * `zelle-general.ts`): the payment method, and the exclusions, in English and in Spanish, since banks
 * send Zelle alerts in both.
 */

/** The one payment method every bank's rule books to, with its detection patterns, written once. */
export const ZELLE_METHOD = { name: 'Zelle', patterns: [String.raw`\bzelle\b`] };

/**
 * `NAME` (common.ts) starting where a word starts: tried once per run of letters instead of at each
 * letter, so a mail of one long run of letters costs a linear time, not a quadratic one.
 */
export const NAME_AT_WORD = String.raw`(?<![\p{L}\p{M}'.\-])${NAME}`;

/** "Zelle", "Zelle®", "Zelle(R)". */
export const ZELLE = String.raw`zelle(?:®|\(r\))?`;

/**
 * A Spanish word: JavaScript's \b knows only ASCII letters, so "envió" or "cancelación" would never end
 * at one. `es('cancelad[oa]')` matches the word(s) with no letter on either side.
 */
export const es = (words: string) => String.raw`(?<![\p{L}\p{M}])(?:${words})(?![\p{L}\p{M}])`;

/** Exclusions of the Zelle alerts: after the shared ones, what only Zelle alerts write, then Spanish. */
const ZELLE_ONLY: Exclusion[] = [
  {
    why: 'payment request',
    in: 'any',
    re: re(String.raw`\b(?:payment|money) request\b|\brequest (?:for|from) ${AMOUNT}`),
  },
  {
    why: 'payment sent',
    in: 'any',
    re: re(
      String.raw`\bwas received by\b|\breceived your (?:money|payment|zelle|\$)|\b(?:money|payment|${AMOUNT}) you sent\b|\b(?:payment|transfer) (?:is |was |has been )?scheduled\b|\byou(?:'ve| have)? scheduled\b`,
    ),
  },
];

const SPANISH: Exclusion[] = [
  {
    why: 'enroll to receive',
    in: 'any',
    re: re(es(String.raw`inscr[ií]b(?:ete|irte|ase)|reg[ií]str(?:ate|ese|arte)|quiere enviarte`)),
  },
  { why: 'refund', in: 'any', re: re(es(String.raw`reembols(?:o|ad[oa])`)) },
  {
    why: 'failed payment',
    in: 'any',
    re: re(
      es(
        String.raw`no (?:se )?(?:pudo|pudimos|pudieron) (?:completar|procesar|enviar|depositar|entregar)|(?:fue|ha sido) (?:rechazad|devuelt)[oa]|fall(?:ó|o|id[oa])|devuelt[oa]`,
      ),
    ),
  },
  { why: 'canceled payment', in: 'any', re: re(es(String.raw`cancel(?:ad[oa]|aci[óo]n|aste|ó)`)) },
  { why: 'pending payment', in: 'any', re: re(es(String.raw`pendientes?|en espera|en revisi[óo]n`)) },
  {
    why: 'payment request',
    in: 'any',
    re: re(
      es(String.raw`te solicit[óo]|solicit[óo] (?:dinero|un pago)|solicitud de (?:dinero|pago)|solicitaste`) +
        String.raw`|(?<![\p{L}])solicit[óo] \$`,
    ),
  },
  { why: 'payment sent', in: 'subject', re: re(es(String.raw`enviaste|has enviado|pagaste`)) },
  {
    why: 'payment sent',
    in: 'text',
    re: re(
      String.raw`(?:^|\n|[.!] )¡?${es('enviaste|has enviado|pagaste')}|${es(String.raw`tu (?:pago|dinero|transferencia)`)}(?: de ${AMOUNT})? ${es('a|para')}|${es('fue recibido por')}`,
    ),
  },
  { why: 'statement', in: 'any', re: re(es(String.raw`estados? de cuenta`)) },
  {
    why: 'security notice',
    in: 'subject',
    re: re(
      es(
        String.raw`seguridad|c[óo]digo de (?:verificaci[óo]n|acceso|seguridad)|inicio de sesi[óo]n|contraseña|(?:nuevo )?dispositivo(?: nuevo)?|actividad sospechosa`,
      ),
    ),
  },
  {
    why: 'security notice',
    in: 'text',
    re: re(es(String.raw`nuevo inicio de sesi[óo]n|tu contraseña (?:fue|ha sido) (?:cambiada|restablecida)`)),
  },
  {
    why: 'marketing',
    in: 'subject',
    re: re(
      es(String.raw`ofertas?|promoci[óo]n|recompensas?|por tiempo limitado|refiere a un amigo`) +
        String.raw`|(?<![\p{L}])gana(?:r)? (?:hasta )?\$`,
    ),
  },
  {
    why: 'marketing',
    in: 'text',
    re: re(es(String.raw`oferta especial|por tiempo limitado|c[óo]digo promocional|refiere a un amigo`)),
  },
];

/**
 * The shared exclusions, then Zelle's own, then the Spanish ones: a trap is caught whatever language
 * the bank writes it in. Spanish `why`s are the English words, so the ingest log reads one way.
 */
export const ZELLE_EXCLUSIONS: Exclusion[] = [...COMMON_EXCLUSIONS, ...ZELLE_ONLY, ...SPANISH];
