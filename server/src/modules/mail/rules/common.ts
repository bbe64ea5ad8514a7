import { SPANISH_MONTH_WORD } from '../fields';
import type { Exclusion } from './rule';

/**
 * Pieces every provider rule is written with, and the exclusions they all share: what is not money
 * received reads alike whoever sends it ("You sent", "requests", "pending"…).
 */

/** A rule's pattern: case-insensitive, Unicode (\p{L} for accented names). */
export const re = (source: string) => new RegExp(source, 'iu');

/**
 * A person's or business's name: up to six words of letters, apostrophes, hyphens and periods
 * ("JOHN DOE", "María García", "Ana P.", "O'Brien-Smith"). What stands next to it decides where it
 * ends; the operator's own name caught with it is removed afterwards (`fields.ts` cleanPayer).
 */
export const NAME = String.raw`(?<![\p{L}\p{M}'.\-])\p{L}[\p{L}\p{M}'.\-]*(?: \p{L}[\p{L}\p{M}'.\-]*){0,5}`;

/** "$1,250.00", "$ 1250", "$25.5": real thousands groups only, never a digit or group cut off. */
export const AMOUNT = String.raw`\$ ?(?:\d{1,3}(?:,\d{3})+|\d+)(?:\.\d{1,2})?(?!,?\d)`;

const MONTH = String.raw`(?:jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec)[a-z]*\.?`;
/** The day formats `fields.ts` parseWrittenDate reads (Spanish too), with an optional weekday in front. */
export const DATE = String.raw`(?:(?:mon|tue|wed|thu|fri|sat|sun)[a-z]*,? |(?:lunes|martes|mi[eé]rcoles|jueves|viernes|s[aá]bado|domingo),? )?(?:${MONTH} \d{1,2}(?:st|nd|rd|th)?(?:,? \d{4})?|\d{1,2} ${MONTH},? \d{4}|\d{1,2} de ${SPANISH_MONTH_WORD}(?:,? (?:de |del )?\d{4})?|\d{1,2}/\d{1,2}/(?:\d{4}|\d{2})|\d{4}-\d{2}-\d{2})`;

/**
 * A word or phrase in Spanish (or any word that may start or end with an accented letter): JavaScript's
 * \b knows only ASCII letters, so "envió" or "cancelación" never ends at one. `es('cancelad[oa]')`
 * matches the word(s) with no letter on either side.
 */
export const es = (words: string) => String.raw`(?<![\p{L}\p{M}])(?:${words})(?![\p{L}\p{M}])`;

/** Words that follow a name in a sentence: "from JOHN DOE for rent", "de ANA P. con Apple Cash". */
const AFTER_NAME = String.raw`(?:for|with|via|using|on|at|to|in|and|is|was|has|para|por|con|en|el|y)(?![\p{L}\p{M}'\-])`;
/**
 * A payer's name where the words after it are the sentence's, not the name's: NAME, but no word
 * after the first is one of AFTER_NAME ("You received $25.50 from JOHN DOE for rent" → "JOHN DOE").
 */
export const PAYER_NAME = String.raw`(?<![\p{L}\p{M}'.\-])\p{L}[\p{L}\p{M}'.\-]*(?: (?!${AFTER_NAME})\p{L}[\p{L}\p{M}'.\-]*){0,5}`;

/** A confirmation number or transaction id. */
export const REF = String.raw`#?[A-Z0-9][A-Z0-9-]{4,39}`;

export const EMAIL = String.raw`[\w.+-]+@[\w-]+(?:\.[\w-]+)+`;

/**
 * The English exclusions, in the order their `why` should win: a canceled payment to someone is
 * "canceled" rather than "payment sent". Patterns that footers of real receipts also contain
 * ("never share your one-time code") look at the subject only.
 */
const ENGLISH: Exclusion[] = [
  {
    why: 'enroll to receive',
    in: 'any',
    re: re(
      String.raw`\benroll (?:to|now|with|in|today)\b|\bwaiting for you to enroll\b|\bwants to send you\b|\bregister (?:to receive|with zelle)|\bclaim (?:your|the) (?:money|payment|funds)\b`,
    ),
  },
  {
    why: 'refund',
    in: 'any',
    re: re(
      String.raw`\brefund(?:ed)? (?:of|for|to|from|is|was|has)\b|\bhas been refunded\b|\bissued (?:you )?a refund\b|^refund\b`,
    ),
  },
  { why: 'refund', in: 'subject', re: re(String.raw`\brefund`) },
  {
    why: 'dispute',
    in: 'subject',
    re: re(String.raw`\bdispute|\bchargeback|\bcase (?:#|(?:opened|number|id)\b)`),
  },
  {
    why: 'dispute',
    in: 'text',
    re: re(
      String.raw`\b(?:opened|filed) a (?:dispute|claim|case|chargeback)\b|\b(?:dispute|claim|chargeback) (?:has been|was) (?:opened|filed)\b`,
    ),
  },
  {
    why: 'failed payment',
    in: 'any',
    re: re(
      String.raw`\b(?:payment|transfer|money|deposit)\b[^\n]{0,40}\b(?:failed|was declined|was returned|could not be (?:completed|processed|delivered))|\b(?:couldn't|could not|was unable to|were unable to) (?:complete|process|send|deliver)\b|\bfailed (?:payment|transfer)\b`,
    ),
  },
  { why: 'failed payment', in: 'subject', re: re(String.raw`\b(?:failed|declined|unsuccessful|returned)\b`) },
  { why: 'canceled payment', in: 'any', re: re(String.raw`\bcancell?(?:ed|ation)\b`) },
  {
    why: 'pending payment',
    in: 'any',
    re: re(
      String.raw`\b(?:is|are|was|remains|still|currently) pending\b|\bpending (?:payment|transfer|deposit|review)\b|\bon hold\b`,
    ),
  },
  {
    why: 'payment request',
    in: 'any',
    re: re(
      String.raw`\brequest(?:s|ed|ing)? (?:\$|money|a payment|payment of)|\bsent you a request\b|\bis requesting\b|^request(?:ed)? (?:from|for)\b|\bmoney request\b|\brequest for money\b`,
    ),
  },
  { why: 'payment sent', in: 'subject', re: re(String.raw`\byou(?:'ve| have)? (?:just )?(?:sent|paid)\b`) },
  {
    why: 'payment sent',
    in: 'text',
    re: re(
      String.raw`(?:^|[.!] )you(?:'ve| have)? (?:just )?(?:sent|paid)\b|\byour (?:payment|money) (?:to|for)\b`,
    ),
  },
  {
    why: 'transfer to a bank',
    in: 'any',
    re: re(
      String.raw`\b(?:transfer(?:red)?|cash(?:ed)? ?out|withdrawal|withdrew|moved)\b[^\n]{0,60}\b(?:to|into) (?:your )?(?:bank|debit card|linked (?:bank|account|card)|account ending|checking|savings)\b|\b(?:instant|standard) transfer\b`,
    ),
  },
  // Money from the member's own account: "You received $500.00 from your Chime Savings Account".
  { why: 'transfer between own accounts', in: 'any', re: re(String.raw`\breceived ${AMOUNT} from your\b`) },
  {
    why: 'transfer to a bank',
    in: 'subject',
    re: re(String.raw`\bcash ?out\b|\btransfer (?:to|initiated|complete)`),
  },
  // A monthly summary lists the month's payments again: each one came in its own mail.
  {
    why: 'statement',
    in: 'subject',
    re: re(String.raw`\bstatement\b|\bmonthly (?:summary|activity|recap)\b`),
  },
  { why: 'statement', in: 'text', re: re(String.raw`\bstatement (?:is|are) (?:ready|available)\b`) },
  {
    why: 'security notice',
    in: 'subject',
    re: re(
      String.raw`\b(?:security|sign[- ]?(?:in|on)|log[- ]?in|password|verification code|one-time|passcode|suspicious|new device)\b`,
    ),
  },
  {
    why: 'security notice',
    in: 'text',
    re: re(
      String.raw`\bwe noticed a new (?:sign[- ]?(?:in|on)|login|device)\b|\byour password (?:was|has been) (?:changed|reset)\b|\bwas used to sign in\b`,
    ),
  },
  {
    why: 'marketing',
    in: 'subject',
    // Phrases, not single words that are also surnames ("Early", "Deal").
    re: re(
      String.raw`\b(?:special offers?|limited[- ]time|bonus for|rewards? (?:for|are|program)|cash ?back|sweepstakes|refer a friend|invite (?:a )?friends?|get paid (?:up to \d+ days )?early|introducing)\b|\d+% off`,
    ),
  },
  {
    why: 'marketing',
    in: 'text',
    re: re(
      String.raw`\blimited[- ]time\b|\bspecial offer\b|\brefer a friend\b|\binvite friends\b|\bpromo code\b|\bearn (?:up to )?\$\d+|\bget \$\d+ when\b`,
    ),
  },
  // The app's own money (a referral bonus, a Boost, Apple Card's Daily Cash, a Chime MyPay advance,
  // SpotMe covering a purchase): no payer paid it.
  {
    why: 'reward',
    in: 'any',
    re: re(
      String.raw`\b(?:you )?received ${AMOUNT} from (?:cash app|apple|venmo|paypal|chime)\b|(?:^|\n)(?:apple(?: card)?|cash app|venmo|paypal|chime) sent you\b|${es('recibiste')} ${AMOUNT} de cash app\b|\bfor referring\b|\breferral (?:bonus|reward)\b`,
    ),
  },
  { why: 'reward', in: 'subject', re: re(String.raw`\bdaily cash\b|\bboost\b`) },
  {
    why: 'advance or overdraft coverage',
    in: 'any',
    re: re(String.raw`\bfrom (?:spotme|mypay)\b|\b(?:spotme|mypay)\b[^\n]{0,30}\b(?:covered|advance)\b`),
  },
  // Pay, not a payer's payment: "Your direct deposit of $1,250.00 from ACME CORP has arrived".
  { why: 'direct deposit', in: 'subject', re: re(String.raw`\bdirect deposit\b|\bpayroll\b`) },
  {
    why: 'direct deposit',
    in: 'text',
    re: re(
      String.raw`\bdirect deposit (?:of|from)\b|\byour direct deposit (?:has|is|was)\b|\bpayroll deposit\b`,
    ),
  },
];

/**
 * The same traps in Spanish, which banks and apps write for customers who chose it: "Enviaste $40 a…"
 * (sent), "te solicitó" (request), "cancelado", "pendiente", "reembolso", "estado de cuenta",
 * "inscríbete" (enroll). The `why`s are the English words, so the ingest log reads one way.
 */
const SPANISH: Exclusion[] = [
  {
    why: 'enroll to receive',
    in: 'any',
    re: re(es(String.raw`inscr[ií]b(?:ete|irte|ase)|reg[ií]str(?:ate|ese|arte)|quiere envi(?:arte|arle)`)),
  },
  { why: 'refund', in: 'any', re: re(es(String.raw`reembols(?:o|ad[oa]|[óo])|te devolvi[óo]`)) },
  { why: 'dispute', in: 'subject', re: re(es(String.raw`disputa|reclam(?:o|aci[óo]n)|contracargo`)) },
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
  {
    why: 'pending payment',
    in: 'any',
    re: re(es(String.raw`pendientes?|en espera|en revisi[óo]n|retenid[oa]`)),
  },
  {
    why: 'payment request',
    in: 'any',
    re: re(
      es(
        String.raw`(?:te|le) solicit(?:a|[óo])|solicit(?:a|[óo]|aste) (?:dinero|un pago)|solicitud de (?:dinero|pago)|solicitaste`,
      ) + String.raw`|(?<![\p{L}])solicit(?:a|[óo]|aste|ud de) \$`,
    ),
  },
  {
    why: 'payment sent',
    in: 'subject',
    re: re(
      es(
        String.raw`enviaste|has enviado|pagaste|transferiste|(?:tu|su) pago (?:a|para)|recibo de (?:tu|su) pago`,
      ),
    ),
  },
  {
    why: 'payment sent',
    in: 'text',
    re: re(
      String.raw`(?:^|\n|[.!] )¡?${es('enviaste|has enviado|pagaste|transferiste')}|${es(String.raw`(?:tu|su) (?:pago|dinero|transferencia)`)}(?: de ${AMOUNT})? ${es('a|para')}|${es('fue recibido por')}`,
    ),
  },
  {
    why: 'transfer to a bank',
    in: 'any',
    re: re(
      es('transferiste|retiraste|retiro') +
        String.raw`[^\n]{0,60}${es('a|hacia')} (?:tu |su )?(?:cuenta bancaria|banco|tarjeta de d[ée]bito)`,
    ),
  },
  { why: 'direct deposit', in: 'any', re: re(es(String.raw`dep[óo]sito directo|n[óo]mina`)) },
  { why: 'statement', in: 'subject', re: re(es(String.raw`estados? de cuenta|resumen mensual`)) },
  {
    why: 'statement',
    in: 'text',
    re: re(es(String.raw`estados? de cuenta(?: de \p{L}+)? (?:ya )?est[áa] (?:disponible|listo)`)),
  },
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

/** Every rule's exclusions: what is not money received reads alike whoever sends it, in either language. */
export const COMMON_EXCLUSIONS: Exclusion[] = [...ENGLISH, ...SPANISH];
